// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi, ok, serverDown, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import ConsoleMembershipPage from './console-membership-page';

const SLOW = 30_000;
const WAIT = { timeout: 20_000 };

cleanUpAfterEach();

const gold = { id: '5d0c1e7a-2b3c-4d5e-8f90-a1b2c3d4e5f6', name: 'Gold', discountRateBp: 1_000, members: 3 };
const down = serverDown();

const api = (
  tiers: unknown[] | 'down',
  write?: (method: string, path: string, body: unknown) => FakeAnswer,
) =>
  fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/api/console/membership-tiers')
      return tiers === 'down' ? down : ok(tiers);
    return write?.(call.method, call.path, call.body) ?? down;
  });

describe('the console membership page', () => {
  it.each([
    ['ko', '아직 등급이 없습니다.'],
    ['en', 'No tiers yet.'],
    ['tw', '尚無等級。'],
  ] as const)(
    'says there are no tiers yet (%s)',
    async (language, empty) => {
      api([]);
      await renderWithProviders(<ConsoleMembershipPage />, { language });
      expect(await screen.findByText(empty, {}, WAIT)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'lists tiers with their member counts',
    async () => {
      api([gold]);
      await renderWithProviders(<ConsoleMembershipPage />, { language: 'en' });
      expect(await screen.findByText('Gold', {}, WAIT)).toBeTruthy();
      expect(screen.getByText('3')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'says in words when the tiers cannot be read',
    async () => {
      api('down');
      await renderWithProviders(<ConsoleMembershipPage />, { language: 'en' });
      await waitFor(
        () =>
          expect(screen.getByTestId('tier-rows').textContent).toContain(
            'Something went wrong. Please try again.',
          ),
        WAIT,
      );
    },
    SLOW,
  );

  it(
    'changes a tier’s rate with its name kept, then says it is saved',
    async () => {
      const calls = api([gold], (method, path, body) =>
        method === 'PUT' && path === `/api/console/membership-tiers/${gold.id}`
          ? ok({ ...gold, ...(body as object) })
          : down,
      );
      await renderWithProviders(<ConsoleMembershipPage />, { language: 'en' });
      const rate = (await screen.findByDisplayValue('10', {}, WAIT)) as HTMLInputElement;
      fireEvent.change(rate, { target: { value: '12.5' } });
      fireEvent.blur(rate);
      await waitFor(
        () => expect(screen.getByTestId('console-membership-notice').textContent).toContain('Saved.'),
        WAIT,
      );
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: 'Gold',
        discountRateBp: 1_250,
      });
    },
    SLOW,
  );

  it(
    'shows the api’s refusal of a new tier in the notice (tw)',
    async () => {
      api([gold], (method, path) =>
        method === 'POST' && path === '/api/console/membership-tiers'
          ? { status: 409, body: { code: 'TIER.NAME_TAKEN', message: '已有同名等級。', data: null } }
          : down,
      );
      await renderWithProviders(<ConsoleMembershipPage />, { language: 'tw' });
      fireEvent.change(await screen.findByTestId('tier-name', {}, WAIT), { target: { value: 'Gold' } });
      fireEvent.change(screen.getByTestId('tier-rate'), { target: { value: '10' } });
      fireEvent.click(screen.getByTestId('tier-add'));
      await waitFor(
        () => expect(screen.getByTestId('console-membership-notice').textContent).toContain('已有同名等級。'),
        WAIT,
      );
    },
    SLOW,
  );
});
