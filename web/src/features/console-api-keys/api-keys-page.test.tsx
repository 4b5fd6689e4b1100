// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi, serverDown, validationFailed, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { PublicApiKey } from './api-keys-console-api';
import ApiKeysPage from './api-keys-page';

const SLOW = 30_000;
const WAIT = { timeout: 20_000 };

cleanUpAfterEach();

const partner: PublicApiKey = {
  id: '8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f',
  name: 'Card Market',
  keyPrefix: 'swk_3f9a',
  // 16:30 UTC is already the next day in Seoul: the console tells Seoul time.
  createdAt: '2026-11-27T16:30:00.000Z',
  revokedAt: null,
} as PublicApiKey;

const ok = (data: unknown, status = 200): FakeAnswer => ({ status, body: { code: 'OK', message: '', data } });
const down = serverDown();

describe('the console API keys page', () => {
  it.each([
    ['ko', '아직 발급한 키가 없습니다.'],
    ['en', 'No keys issued yet.'],
    ['tw', '尚未發放任何金鑰。'],
  ] as const)(
    'says no key is issued yet (%s)',
    async (language, empty) => {
      fakeApi(() => ok([]));
      await renderWithProviders(<ApiKeysPage />, { language });
      expect(await screen.findByText(empty, {}, WAIT)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'lists a key by its name and prefix, issued on the Seoul date, active',
    async () => {
      fakeApi(() => ok([partner]));
      await renderWithProviders(<ApiKeysPage />, { language: 'en' });
      expect(await screen.findByText('Card Market', {}, WAIT)).toBeTruthy();
      const rows = screen.getByTestId('api-key-rows').textContent ?? '';
      expect(rows).toContain('swk_3f9a…');
      expect(rows).toMatch(/Nov 28, 2026/);
      expect(screen.getByTestId('api-key-status').textContent).toBe('Active');
    },
    SLOW,
  );

  it(
    'says in words when the keys cannot be read (tw)',
    async () => {
      fakeApi(() => down);
      await renderWithProviders(<ApiKeysPage />, { language: 'tw' });
      expect(await screen.findByText('發生錯誤，請再試一次。', {}, WAIT)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'asks who a key is for before sending, and shows the api’s field error at the name',
    async () => {
      const calls = fakeApi((call) =>
        call.method === 'POST'
          ? validationFailed('Check the fields.', [
              { field: 'name', rule: 'maxLength', message: 'Too long for a key name.' },
            ])
          : ok([]),
      );
      await renderWithProviders(<ApiKeysPage />, { language: 'en' });
      fireEvent.click(await screen.findByTestId('api-key-issue', {}, WAIT));
      expect(await screen.findByText('Say who the key is for.', {}, WAIT)).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      fireEvent.change(screen.getByLabelText('Who it is for'), { target: { value: 'Card Market' } });
      fireEvent.click(screen.getByTestId('api-key-issue'));
      expect(await screen.findByText('Too long for a key name.', {}, WAIT)).toBeTruthy();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Card Market' });
    },
    SLOW,
  );

  it(
    'shows a new key once, after it is issued',
    async () => {
      fakeApi((call) =>
        call.method === 'POST' ? ok({ ...partner, key: 'swk_3f9a_secret' }, 201) : ok([partner]),
      );
      await renderWithProviders(<ApiKeysPage />, { language: 'en' });
      fireEvent.change(await screen.findByLabelText('Who it is for', {}, WAIT), {
        target: { value: 'Card Market' },
      });
      fireEvent.click(screen.getByTestId('api-key-issue'));
      await waitFor(() => expect(screen.getByText('Key issued for Card Market')).toBeTruthy(), WAIT);
      expect(screen.getByText(/swk_3f9a_secret/)).toBeTruthy();
    },
    SLOW,
  );
  it(
    'revokes a key once the question is answered, and empties the form after a key is issued',
    async () => {
      let revoked = false;
      const calls = fakeApi((call) => {
        if (call.method === 'DELETE') {
          revoked = true;
          return ok({ ...partner, revokedAt: '2026-11-28T01:00:00.000Z' });
        }
        if (call.method === 'POST') return ok({ ...partner, key: 'swk_3f9a_secret' }, 201);
        return ok([revoked ? { ...partner, revokedAt: '2026-11-28T01:00:00.000Z' } : partner]);
      });
      await renderWithProviders(<ApiKeysPage />, { language: 'en' });
      const name = (await screen.findByLabelText('Who it is for', {}, WAIT)) as HTMLInputElement;
      fireEvent.change(name, { target: { value: 'Card Market' } });
      fireEvent.click(screen.getByTestId('api-key-issue'));
      await waitFor(() => expect(screen.getByText('Key issued for Card Market')).toBeTruthy(), WAIT);
      expect((screen.getByLabelText('Who it is for') as HTMLInputElement).value).toBe('');

      // The button waits for its question (loaded beside the list): never a click that does nothing.
      const revoke = await screen.findByTestId('api-key-revoke', {}, WAIT);
      await waitFor(() => expect((revoke as HTMLButtonElement).disabled).toBe(false), WAIT);
      fireEvent.click(revoke);
      fireEvent.click(await screen.findByTestId('api-key-revoke-ok', {}, WAIT));
      await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true), WAIT);
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
        `/api/console/api-keys/${partner.id}`,
      );
      await waitFor(() => expect(screen.getByTestId('api-key-status').textContent).toMatch(/^Revoked/), WAIT);
    },
    SLOW,
  );
});
