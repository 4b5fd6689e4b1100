// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, validationFailed } from '@/testing/fake-api';
import { ORDER_ID, unpaidOrder, type OrderDetail } from '@/testing/fake-payment-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderActions } from './order-actions';
import { OrderDetailView } from './order-detail-view';

type Language = 'ko' | 'en' | 'tw';

cleanUpAfterEach();

const waitingForCards = (shipping: Partial<OrderDetail['shipping']> = {}): OrderDetail =>
  unpaidOrder({
    status: 'PAYMENT_COMPLETE',
    paymentFailure: null,
    payBy: null,
    allowedActions: ['ENTER_INBOUND_TRACKING'],
    shipping: { method: 'SELF_SHIPPING', returnAddress: null, inbound: null, outbound: null, ...shipping },
  } as Partial<OrderDetail>);

const courierRefused = validationFailed('입력값을 확인해 주세요.', [
  { field: 'courier', rule: 'unknownCourier', message: '목록에 있는 택배사를 선택해 주세요.' },
]);

const openForm = async (order: OrderDetail, language: Language, inboundAnswer = courierRefused) => {
  const calls = fakeApi((call) =>
    call.method === 'POST' ? inboundAnswer : { status: 200, body: { code: 'OK', message: '', data: order } },
  );
  await renderWithProviders(<OrderActions order={order} reload={() => undefined} />, {
    path: `/account/order/${ORDER_ID}`,
    language,
  });
  return {
    calls,
    select: (await screen.findByTestId('inbound-courier', {}, LOCALE_WAIT)) as HTMLSelectElement,
  };
};

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);

describe('the inbound tracking form', () => {
  it.each([
    ['ko', ['CJ대한통운', '한진택배', '롯데택배', '우체국택배', '로젠택배'], '대만 중화우정'],
    ['en', ['CJ Logistics', 'Hanjin Express', 'Korea Post'], 'Chunghwa Post'],
    ['tw', ['CJ大韓通運', '韓國郵政'], '黑貓宅急便 (統一速達)'],
  ] as const)(
    'offers the couriers by name, never by code (%s)',
    async (language, korean, taiwanese) => {
      const { select } = await openForm(waitingForCards(), language);
      const texts = optionTexts(select);
      for (const name of [...korean, taiwanese]) expect(texts).toContain(name);
      expect(texts).not.toContain('CJ');
      expect(texts).not.toContain('TCAT');
    },
    SLOW,
  );

  it(
    "sends the courier's code and shows the api's field error at the courier",
    async () => {
      const { calls, select } = await openForm(waitingForCards(), 'ko');
      fireEvent.change(select, { target: { value: 'HANJIN' } });
      fireEvent.change(screen.getByTestId('inbound-tracking'), { target: { value: '123456789012' } });
      fireEvent.click(screen.getByTestId('inbound-submit'));
      await screen.findByText('목록에 있는 택배사를 선택해 주세요.', {}, LOCALE_WAIT);
      const sent = calls.find((call) => call.method === 'POST');
      expect(sent?.body).toEqual({ courier: 'HANJIN', trackingNumber: '123456789012' });
    },
    SLOW,
  );

  it(
    'selects the courier of an order typed before the table by its name',
    async () => {
      const { select } = await openForm(
        waitingForCards({ inbound: { courier: 'CJ대한통운', trackingNumber: '1' } }),
        'ko',
      );
      await waitFor(() => expect(select.value).toBe('CJ'));
    },
    SLOW,
  );
});

describe("the order page's parcels", () => {
  const shipped = waitingForCards({
    inbound: { courier: 'CJ', trackingNumber: '123456789012' },
    outbound: { courier: 'KERRY_TJ', trackingNumber: '9080' },
  });

  it.each([
    ['ko', 'CJ대한통운 123456789012', '가리대영물류 9080 번호 복사 배송 조회 페이지에서 번호 입력'],
    [
      'en',
      'CJ Logistics 123456789012',
      'Kerry TJ Logistics 9080 Copy number Enter the number on the tracking page',
    ],
    ['tw', 'CJ大韓通運 123456789012', '嘉里大榮物流 9080 複製單號 至查詢頁面輸入單號'],
  ] as const)(
    'name the courier and link the tracking page (%s)',
    async (language, inbound, outbound) => {
      fakeApi(() => ({ status: 200, body: { code: 'OK', message: '', data: shipped } }));
      await renderWithProviders(<OrderDetailView order={shipped} reload={() => undefined} />, { language });
      const shown = await screen.findByTestId('order-inbound', {}, LOCALE_WAIT);
      expect(shown.textContent).toBe(inbound);
      const link = screen.getByTestId('order-inbound-link') as HTMLAnchorElement;
      expect(link.href).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012');
      expect(link.target).toBe('_blank');
      // A courier without a link per parcel: the number to copy and its tracking page.
      expect(screen.getByTestId('order-outbound').textContent).toBe(outbound);
      expect(screen.queryByTestId('order-outbound-link')).toBeNull();
      expect(screen.getByTestId('order-outbound-page').getAttribute('href')).toMatch(
        /^https:\/\/www\.kerrytj\.com\//,
      );
    },
    SLOW,
  );
});
