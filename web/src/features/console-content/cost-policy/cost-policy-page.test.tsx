// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedCostPolicy } from '@slabworks/domain';
import { cleanUpAfterEach, SLOW } from '@/testing/component-test';
import { fakeApi, serverDown, validationFailed, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { CostPolicyVersion } from './cost-policy-api';
import CostPolicyPage from './cost-policy-page';

const WAIT = { timeout: 20_000 };

cleanUpAfterEach();

const ok = (data: unknown, status = 200): FakeAnswer => ({ status, body: { code: 'OK', message: '', data } });

const seed: CostPolicyVersion = {
  id: null,
  effectiveFrom: null,
  createdBy: null,
  createdAt: null,
  policy: seedCostPolicy('KRW'),
};
const version = (id: number, effectiveFrom: string): CostPolicyVersion => ({
  id,
  effectiveFrom,
  createdBy: 'admin-1',
  createdAt: '2026-12-01T00:00:00.000Z',
  policy: seedCostPolicy('KRW'),
});

describe('the console cost policy page', () => {
  it.each([
    ['ko', '현재 적용 중: 출시 요금', '콘솔에서 설정한 버전이 아직 없습니다. 출시 요금이 적용됩니다.'],
    [
      'en',
      'In force now: the launch prices',
      'No version has been set in the console yet: the launch prices apply.',
    ],
    ['tw', '目前適用：上線價格', '尚未在控制台設定任何版本，目前適用上線價格。'],
  ] as const)(
    'shows the launch prices in force and no version yet (%s), and lets a new version be based on them',
    async (language, inForce, empty) => {
      fakeApi(() => ok({ current: seed, versions: [] }));
      await renderWithProviders(<CostPolicyPage />, { language });
      expect(await screen.findByText(inForce, {}, WAIT)).toBeTruthy();
      expect(await screen.findByText(empty, {}, WAIT)).toBeTruthy();
      const add = screen.getByTestId('cost-policy-new');
      await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    },
    SLOW,
  );

  it(
    'lists the versions in Seoul time with their state: in force, scheduled',
    async () => {
      const calls = fakeApi(() =>
        ok({
          current: version(2, '2026-12-01T00:00:00.000Z'),
          versions: [version(3, '2099-01-01T00:00:00.000Z'), version(2, '2026-12-01T00:00:00.000Z')],
        }),
      );
      await renderWithProviders(<CostPolicyPage />, { language: 'en' });
      expect(await screen.findByText('In force now (since 2026-12-01 09:00 KST)', {}, WAIT)).toBeTruthy();
      const versions = await screen.findAllByTestId('cost-policy-version', {}, WAIT);
      expect(versions.map((v) => v.textContent)).toEqual(['2099-01-01 09:00 KST', '2026-12-01 09:00 KST']);
      const table = screen.getByTestId('cost-policy-versions').textContent ?? '';
      expect(table).toContain('Scheduled');
      expect(table).toContain('In force');
      expect(calls[0]!.search).toContain('currency=KRW');
    },
    SLOW,
  );

  it(
    'says in words when the policy cannot be loaded (tw)',
    async () => {
      fakeApi(() => serverDown());
      await renderWithProviders(<CostPolicyPage />, { language: 'tw' });
      expect(await screen.findByText('無法載入價格政策。', {}, WAIT)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'opens the new version form and shows the field error the api sends on its date',
    async () => {
      fakeApi((call) =>
        call.method === 'POST'
          ? validationFailed('Check the fields.', [
              {
                field: 'effectiveFrom',
                rule: 'notInPast',
                message: 'The date must not be in the past.',
              },
            ])
          : ok({ current: seed, versions: [] }),
      );
      await renderWithProviders(<CostPolicyPage />, { language: 'en' });
      const add = await screen.findByTestId('cost-policy-new', {}, WAIT);
      await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
      fireEvent.click(add);
      fireEvent.click(await screen.findByTestId('cost-policy-save', {}, WAIT));
      expect(await screen.findByText('The date must not be in the past.', {}, WAIT)).toBeTruthy();
    },
    SLOW,
  );
});
