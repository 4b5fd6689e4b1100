// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberFarewell } from '@/features/account/withdrawal/farewell';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch } from '@/testing/stub-api-fetch';
import { RootLayout } from './root-layout';

const LOCALE_WAIT = { timeout: 15_000 };
const SLOW = 40_000;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the site layout', () => {
  it(
    'says goodbye on the first page after a withdrawal (tw)',
    async () => {
      stubApiFetch(() => ok({ rows: [], count: 0, items: [], total: 0 }));
      rememberFarewell();
      await renderWithProviders(<RootLayout />, { path: '/', language: 'tw' });
      expect(
        await screen.findByText('您的帳號已刪除。感謝您一直以來使用 Slabworks。', {}, LOCALE_WAIT),
      ).toBeTruthy();
      expect(sessionStorage.length).toBe(0);
    },
    SLOW,
  );
});
