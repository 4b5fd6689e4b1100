// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { forgetServiceSiteAfterEach, servedFor } from '@/testing/service-site';
import { AddressForm } from './address-form';

cleanUpAfterEach();
forgetServiceSiteAfterEach();

// The address book of a Taiwan member on the Taiwan site (index.html says TW).
const openOnTaiwanSite = async () => {
  servedFor('TW');
  const calls = fakeApi((call) =>
    call.path === '/api/login'
      ? ok({ id: 'm1', supportRegionId: 'TW', mbStatus: 'APPROVED' })
      : ok({ id: 'a1', ...((call.body as object) ?? {}) }),
  );
  await renderWithProviders(<AddressForm offerDefault={false} onDone={() => undefined} />, {
    language: 'tw',
    state: { session: { hasSession: true } } as never,
  });
  return calls;
};

const type = (field: string, value: string) =>
  fireEvent.change(screen.getByTestId(`address-${field}`), { target: { value } });

describe('the address form on the Taiwan service', () => {
  it(
    'hints at Taiwan formats and refuses a Korean address before sending',
    async () => {
      const calls = await openOnTaiwanSite();
      await screen.findByText('例如 0912-345-678', {}, LOCALE_WAIT);
      expect(screen.getByText('3、5 或 6 碼')).toBeTruthy();
      type('name', '家');
      type('recipient', '陳小明');
      type('phone', '010-1234-5678');
      type('postalCode', '06236');
      type('address1', '서울특별시 강남구 테헤란로 152');
      fireEvent.submit(screen.getByTestId('address-book-form'));
      await screen.findByText(/請輸入台灣電話號碼/);
      expect(screen.getByText(/請依縣市、區（鄉鎮）、路（街）的順序填寫台灣地址/)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    },
    SLOW,
  );

  it(
    'sends a Taiwan address written 縣市 → 區 → 路',
    async () => {
      const calls = await openOnTaiwanSite();
      await screen.findByText('例如 0912-345-678', {}, LOCALE_WAIT);
      type('name', '家');
      type('recipient', '陳小明');
      type('phone', '0912-345-678');
      type('postalCode', '110208');
      type('address1', '臺北市信義區松仁路100號');
      fireEvent.submit(screen.getByTestId('address-book-form'));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        phone: '0912-345-678',
        postalCode: '110208',
        address1: '臺北市信義區松仁路100號',
      });
    },
    SLOW,
  );
});
