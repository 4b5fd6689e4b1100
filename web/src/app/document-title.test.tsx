// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { DocumentTitle, titleKeyOf } from '@/app/document-title';
import { SkipLink } from '@/app/layout/skip-link';
import { renderWithProviders } from '@/testing/render-with-providers';

afterEach(cleanup);

describe('the document title', () => {
  it('names the screen in the chosen language', async () => {
    await renderWithProviders(<DocumentTitle />, { path: '/grading/pricing', language: 'en' });
    await waitFor(() => expect(document.title).toBe('Pricing · SLABWORKS'));
  });

  // Moved from the accessibility journey (issue 33): pricing and log-in in each language.
  it.each([
    ['ko', '/grading/pricing', '가격 안내 · SLABWORKS 슬랩웍스'],
    ['ko', '/login', '로그인 · SLABWORKS 슬랩웍스'],
    ['en', '/grading/pricing', 'Pricing · SLABWORKS'],
    ['en', '/login', 'Log in · SLABWORKS'],
    ['tw', '/grading/pricing', '價格說明 · SLABWORKS'],
    ['tw', '/login', '登入 · SLABWORKS'],
  ] as const)('in %s, %s is titled %s', async (language, path, title) => {
    await renderWithProviders(<DocumentTitle />, { path, language });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('is Korean by default', async () => {
    await renderWithProviders(<DocumentTitle />, { path: '/account/orderList' });
    await waitFor(() => expect(document.title).toBe('주문 내역 · SLABWORKS 슬랩웍스'));
  });

  it('shows the brand alone where no screen is named', async () => {
    await renderWithProviders(<DocumentTitle />, { path: '/somewhere-else', language: 'tw' });
    await waitFor(() => expect(document.title).toBe('SLABWORKS'));
  });

  it('prefers the more specific pattern', () => {
    expect(titleKeyOf('/grading/submit/price')).toBe('grading-submit-price');
    expect(titleKeyOf('/grading/submit')).toBe('grading-submit');
    expect(titleKeyOf('/account/order/abc')).toBe('account-order');
    expect(titleKeyOf('/account/coupons')).toBe('account-coupons');
    expect(titleKeyOf('/account/not-a-screen')).toBe('account');
    expect(titleKeyOf('/notice/3')).toBe('notice-article');
    expect(titleKeyOf('/feed/7')).toBe('feed-article');
  });
});

describe('the skip link', () => {
  it('points at the main content, in the chosen language', async () => {
    await renderWithProviders(<SkipLink />, { language: 'tw' });
    const link = await screen.findByRole('link', { name: '跳至主要內容' });
    expect(link.getAttribute('href')).toBe('#main');
  });
});
