// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '@/components/toasts/toast-host';
import { renderWithProviders } from '@/testing/render-with-providers';
import { rememberFarewell, useFarewell } from './farewell';

const LOCALE_WAIT = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const Page = () => {
  useFarewell();
  return <ToastHost />;
};

describe('the goodbye after a withdrawal', () => {
  it('is said once on the first page after the withdrawal (ko, en)', async () => {
    rememberFarewell();
    await renderWithProviders(<Page />, { language: 'ko' });
    expect(
      await screen.findByText(
        '탈퇴가 완료되었습니다. 그동안 슬랩웍스를 이용해 주셔서 감사합니다.',
        {},
        LOCALE_WAIT,
      ),
    ).toBeTruthy();
    cleanup();

    // The next page of the tab says nothing more.
    await renderWithProviders(<Page />, { language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/Thank you for collecting/)).toBeNull();
  });

  it('is not said to a visitor who never withdrew (en)', async () => {
    await renderWithProviders(<Page />, { language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/Your account is closed/)).toBeNull();
  });
});
