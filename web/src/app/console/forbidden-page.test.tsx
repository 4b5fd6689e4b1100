// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ForbiddenPage } from './forbidden-page';

const LOCALE_WAIT = { timeout: 10_000 };

afterEach(cleanup);

describe('the console 403 page', () => {
  it('tells an operator who opened an admin screen that it is for admins, not to log in as an operator', async () => {
    await renderWithProviders(<ForbiddenPage area="admin" />, { language: 'en' });
    const page = await screen.findByTestId('console-forbidden', {}, LOCALE_WAIT);
    expect(page.textContent).toContain('Only admins can open this screen.');
    expect(page.textContent).not.toContain('operator');
  });

  it('names the roles of each area in ko and tw, and asks a member to use a staff account', async () => {
    await renderWithProviders(<ForbiddenPage area="audit" />, { language: 'ko' });
    expect((await screen.findByTestId('console-forbidden', {}, LOCALE_WAIT)).textContent).toContain(
      '감사자와 관리자만 볼 수 있는 화면입니다.',
    );
    cleanup();
    await renderWithProviders(<ForbiddenPage area="console" />, { language: 'tw' });
    expect((await screen.findByTestId('console-forbidden', {}, LOCALE_WAIT)).textContent).toContain(
      '只有營運人員與管理員可以開啟此畫面。',
    );
    cleanup();
    await renderWithProviders(<ForbiddenPage />, { language: 'ko' });
    expect((await screen.findByTestId('console-forbidden', {}, LOCALE_WAIT)).textContent).toContain(
      '운영자 또는 관리자 계정으로 로그인하세요',
    );
  });
});
