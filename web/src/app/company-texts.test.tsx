// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import Form from 'antd/es/form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '@/app/layout/footer';
import OrderCompleteRoute from '@/app/routes/order-complete';
import ShippingMethodField from '@/features/order-flow/checkout/shipping-method-field';
import { PickupNextStep } from '@/features/my-orders/components/pickup-next-step';
import type { CompanyView } from '@/lib/api/generated/slabworks-api';
import { LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { ORDER_ID, unpaidOrder, type OrderDetail } from '@/testing/fake-payment-api';
import { renderWithProviders } from '@/testing/render-with-providers';

type Language = 'ko' | 'en' | 'tw';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// What GET /api/content/company answers from libs/config, per service (the language is the api's).
const company = (country: 'KR' | 'TW'): CompanyView => ({
  country,
  name: 'Configured Co.',
  representative: 'Configured Rep',
  address: 'Head Office Road 9',
  businessNumber: '123-45-67890',
  mailOrderNumber: '2026-Config-0001',
  branchAddress: 'Branch Road 7',
  receivingAddress: country === 'TW' ? 'Branch Road 7' : 'Head Office Road 9',
});

const api = (country: 'KR' | 'TW' | 'down', order?: OrderDetail) =>
  fakeApi((call) => {
    if (call.path === '/api/content/company')
      return country === 'down'
        ? { status: 503, body: { code: 'UNAVAILABLE', message: '', data: null } }
        : ok(company(country));
    if (order && call.path === `/api/orders/${ORDER_ID}`) return ok(order);
    return { status: 404, body: { code: 'NOT_FOUND', message: '', data: null } };
  });

describe('the footer', () => {
  it.each([
    ['ko', '대표이사 Configured Rep', '사업자등록번호 123-45-67890', '대만 지사: Branch Road 7'],
    ['en', 'CEO Configured Rep', 'Business registration no. 123-45-67890', 'Taiwan branch: Branch Road 7'],
    ['tw', '代表理事 Configured Rep', '營業登記號碼 123-45-67890', '台灣分公司：Branch Road 7'],
  ] as const)(
    'shows the configured company, not a placeholder (%s)',
    async (language, representative, businessNumber, branch) => {
      api('KR');
      await renderWithProviders(<Footer />, { language });
      const block = await screen.findByTestId('footer-company', {}, LOCALE_WAIT);
      await waitFor(() => expect(block.textContent).toContain('Configured Co.'), LOCALE_WAIT);
      for (const text of [representative, 'Head Office Road 9', businessNumber, '2026-Config-0001', branch])
        expect(block.textContent).toContain(text);
      expect(block.textContent).not.toContain('000-00-00000');
    },
    SLOW,
  );

  it(
    "opens the government's lookup for the configured number",
    async () => {
      api('KR');
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      await renderWithProviders(<Footer />, { language: 'ko' });
      fireEvent.click(await screen.findByRole('button', { name: '사업자정보 확인' }, LOCALE_WAIT));
      expect(open.mock.calls[0]?.[0]).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890');
    },
    SLOW,
  );

  it(
    'keeps the copyright while the company cannot be read',
    async () => {
      api('down');
      await renderWithProviders(<Footer />, { language: 'ko' });
      const block = await screen.findByTestId('footer-company', {}, LOCALE_WAIT);
      expect(block.textContent).toContain('SLABWORKS');
      expect(block.textContent).not.toContain('사업자등록번호');
    },
    SLOW,
  );
});

const placed = (method: 'SELF_SHIPPING' | 'VISIT') =>
  unpaidOrder({
    status: 'PAYMENT_COMPLETE',
    paymentFailure: null,
    payBy: null,
    allowedActions: [],
    shipping: { method, returnAddress: null, inbound: null, outbound: null },
  } as Partial<OrderDetail>);

describe('the order complete page', () => {
  it.each([
    ['ko', 'KR', 'SELF_SHIPPING', 'Head Office Road 9'],
    ['en', 'KR', 'VISIT', 'Head Office Road 9'],
    ['tw', 'TW', 'SELF_SHIPPING', 'Branch Road 7'],
    ['tw', 'TW', 'VISIT', 'Branch Road 7'],
  ] as const)(
    'tells a %s collector of the %s service where the cards go (%s)',
    async (language, country, method, address) => {
      api(country, placed(method));
      await renderWithProviders(<OrderCompleteRoute />, {
        path: `/grading/orderComplete?orderId=${ORDER_ID}`,
        language: language as Language,
      });
      const step = await screen.findByTestId(
        method === 'VISIT' ? 'next-method' : 'next-ship',
        {},
        LOCALE_WAIT,
      );
      await waitFor(() => expect(step.textContent).toContain(address), LOCALE_WAIT);
    },
    SLOW,
  );
});

describe('the visit option', () => {
  it.each([
    ['ko', 'KR', 'Head Office Road 9'],
    ['tw', 'TW', 'Branch Road 7'],
  ] as const)(
    'names the address to bring the cards to (%s)',
    async (language, country, address) => {
      api(country);
      await renderWithProviders(
        <Form>
          <ShippingMethodField />
        </Form>,
        { language },
      );
      const field = await screen.findByTestId('shipping-method', {}, LOCALE_WAIT);
      await waitFor(() => expect(field.textContent).toContain(address), LOCALE_WAIT);
    },
    SLOW,
  );

  it(
    'names it again on the order page while the cards are awaited (en)',
    async () => {
      api('KR');
      const order = { ...placed('VISIT'), displayStage: 'PICKUP_REQUIRED' } as OrderDetail;
      await renderWithProviders(<PickupNextStep order={order} />, { language: 'en' });
      const step = await screen.findByTestId('order-next-step', {}, LOCALE_WAIT);
      await waitFor(
        () => expect(step.textContent).toContain('Bring the cards to Head Office Road 9'),
        LOCALE_WAIT,
      );
    },
    SLOW,
  );
});
