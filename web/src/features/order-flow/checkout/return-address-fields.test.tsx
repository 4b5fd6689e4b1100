// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { forgetServiceSiteAfterEach, servedFor } from '@/testing/service-site';
import { GradingSubmissionForm } from '../submission/grading-submission-form';

// The checkout's return address on the Taiwan service (index.html says TW): the api's Taiwan rule
// (libs/domain validateAddress: 3/5/6-digit postal code, 縣市 → 區 → 路) shown at the field, in tw.
const LOCALE_WAIT = { timeout: 10_000 };
const SLOW = 60_000;

cleanUpAfterEach();
forgetServiceSiteAfterEach();

const openCheckoutOnTaiwanSite = async () => {
  servedFor('TW');
  const calls = fakeApi(() => ({ status: 404, body: { code: 'NOT_FOUND', message: '', data: null } }));
  await renderWithProviders(
    <GradingSubmissionForm submitType="GENERAL" level="REG" draftId={null} discounts={() => <></>} />,
    { path: '/grading/submit?type=GENERAL&level=REG', language: 'tw' },
  );
  await screen.findByTestId('pay', {}, LOCALE_WAIT);
  return calls;
};

const fill = (id: string, value: string) =>
  fireEvent.change(document.querySelector(`#${id}`)!, { target: { value } });

const errorOf = (id: string) =>
  document.querySelector(`.ant-form-item:has(#${id}) .ant-form-item-explain-error`)?.textContent ?? '';

const RULE = {
  phone: '請輸入台灣電話號碼：0912-345-678、+886 912 345 678 或市話如 (02) 2345-6789。',
  postal: '台灣郵遞區號為 3、5 或 6 碼（例如 110 或 110208）。',
  address: '請依縣市、區（鄉鎮）、路（街）的順序填寫台灣地址，例如 臺北市信義區松仁路100號。',
};

describe('the checkout’s return address on the Taiwan service', () => {
  it(
    'refuses a Korean phone, a 4-digit postal code and an address not written 縣市 → 區 → 路, in tw, before sending',
    async () => {
      const calls = await openCheckoutOnTaiwanSite();
      expect(screen.getByText('3、5 或 6 碼')).toBeTruthy();
      fill('address-recipient', '陳小明');
      fill('address-phone', '010-1234-5678');
      fill('address-postal', '1102');
      fill('address-1', '松仁路100號');
      fireEvent.click(screen.getByTestId('pay'));
      await waitFor(() => expect(errorOf('address-postal')).toBe(RULE.postal), LOCALE_WAIT);
      expect(errorOf('address-phone')).toBe(RULE.phone);
      expect(errorOf('address-1')).toBe(RULE.address);
      expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/orders')).toEqual([]);
    },
    SLOW,
  );

  it.each(['110', '11008', '110208'])(
    'takes a Taiwan address with the %s postal code',
    async (postalCode) => {
      await openCheckoutOnTaiwanSite();
      fill('address-recipient', '陳小明');
      fill('address-phone', '0912-345-678');
      fill('address-postal', postalCode);
      fill('address-1', '臺北市信義區松仁路100號');
      fireEvent.click(screen.getByTestId('pay'));
      // The card lines' own error shows the form was checked; the address has none.
      await screen.findByText('請輸入球員或卡片名稱。', {}, LOCALE_WAIT);
      for (const id of ['address-phone', 'address-postal', 'address-1']) expect(errorOf(id)).toBe('');
    },
    SLOW,
  );
});
