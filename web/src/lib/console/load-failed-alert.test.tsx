// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LoadFailedAlert } from './load-failed-alert';

cleanUpAfterEach();

describe('the console’s load-failed alert', () => {
  it(
    'says what did not load as an alert and asks again on its button',
    async () => {
      const retry = vi.fn();
      await renderWithProviders(
        <LoadFailedAlert title="쿠폰 목록을 불러오지 못했습니다." retryLabel="다시 시도" onRetry={retry} />,
      );
      const alert = await screen.findByRole('alert', {}, LOCALE_WAIT);
      expect(alert.textContent).toContain('쿠폰 목록을 불러오지 못했습니다.');
      fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
      expect(retry).toHaveBeenCalledTimes(1);
    },
    SLOW,
  );
});
