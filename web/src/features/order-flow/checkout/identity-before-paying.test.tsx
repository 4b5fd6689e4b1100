// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDENTITY_MESSAGE } from '@/lib/identity/identity-window';
import { CheckoutProbe, renderWithCompletePage } from '@/testing/checkout-probe';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { memberView } from '@/testing/fake-console-api';
import { ORDER_ID, ORDER_NUMBER, paidByCard } from '@/testing/fake-payment-api';
import { fakeRoutes, type RouteAnswer } from '@/testing/fake-routes';
import { paymentDefaults } from './payment-values';

const VERIFICATION_ID = 'identity-verification-0b9e8f1c-4f7a-4d0e-9a51-3c2f1e7d6b20';
const SANDBOX_URL = `/api/member/identity-verifications/sandbox?identityVerificationId=${VERIFICATION_ID}&lang=ko`;

cleanUpAfterEach();

interface Fake {
  /** The member GET /api/login answers (null: no session in the store, the api's 409 tells). */
  readonly signedIn: boolean;
  /** PortOne's identity verification (its window is the browser SDK) instead of the sandbox page. */
  readonly portone?: boolean;
  /** The address the checkout opens at (PortOne's return adds its parameters). */
  readonly path?: string;
  readonly confirm?: () => RouteAnswer<'POST /api/member/identity-verifications/{identityVerificationId}/confirm'>;
}

const open = async (fake: Fake) => {
  let verified = false;
  const calls = fakeRoutes({
    'GET /api/login': () => ({
      data: verified ? memberView() : memberView({ mbStatus: 'NOT_APPROVED', identityVerifiedAt: null }),
    }),
    'GET /api/payments/window': () => ({
      data: { provider: 'sandbox', tossClientKey: null, portoneStoreId: null },
    }),
    'POST /api/orders': () => ({
      status: 201,
      data: {
        orderId: ORDER_ID,
        orderNumber: ORDER_NUMBER,
        revision: 1,
        status: 'SAVED',
        orderType: 'REG',
        totalQt: 1,
        totalAmount: 14_800,
        currency: 'KRW',
      },
    }),
    'POST /api/orders/{id}/payments': () =>
      verified
        ? { data: paidByCard() }
        : {
            status: 409,
            code: 'MEMBER.IDENTITY_NOT_VERIFIED',
            message: '결제하기 전에 본인인증이 필요합니다.',
            data: { verifyBy: 'IDENTITY' },
          },
    'POST /api/member/identity-verifications': () => ({
      status: 201,
      data: {
        identityVerificationId: VERIFICATION_ID,
        expiresAt: '2026-12-06T12:30:00.000Z',
        ...(fake.portone
          ? { provider: 'portone' as const, portone: { storeId: 'store-1', channelKey: 'channel-identity' } }
          : { provider: 'sandbox' as const, sandboxUrl: SANDBOX_URL }),
      },
    }),
    'POST /api/member/identity-verifications/{identityVerificationId}/confirm': () => {
      const answer = fake.confirm?.() ?? {
        data: {
          mbStatus: 'APPROVED' as const,
          mbName: '홍길동',
          mbPhone: '01012345678',
          birthDate: '1990-01-02',
          identityVerifiedAt: '2026-12-06T12:05:00.000Z',
        },
      };
      if (!('code' in answer)) verified = true;
      return answer;
    },
  });
  // The sandbox's window: opened over the checkout, it answers by postMessage and closes.
  const popup = { closed: false };
  const openWindow = vi.fn(() => popup);
  vi.stubGlobal('open', openWindow);
  await renderWithCompletePage('/grading/submit', <CheckoutProbe note="" />, {
    path: fake.path ?? '/grading/submit',
    language: 'ko',
    state: { session: { hasSession: fake.signedIn } },
  });
  await screen.findByLabelText('카드 번호', {}, LOCALE_WAIT);
  const windowFinishes = () =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: IDENTITY_MESSAGE, identityVerificationId: VERIFICATION_ID, status: 'VERIFIED' },
        }),
      );
      popup.closed = true;
    });
  return { calls, openWindow, windowFinishes };
};

const fill = () => {
  fireEvent.change(document.querySelector('#note')!, { target: { value: 'Pikachu 1st edition' } });
  fireEvent.change(document.querySelector('#card-number')!, { target: { value: '4000 0000 0000 0077' } });
};
const fieldsIntact = () => {
  expect((document.querySelector('#note') as HTMLInputElement).value).toBe('Pikachu 1st edition');
  expect((document.querySelector('#card-number') as HTMLInputElement).value).toBe('4000 0000 0000 0077');
};
const payCalls = (calls: ReturnType<typeof fakeRoutes>) =>
  calls.filter((call) => call.method === 'POST' && call.path === `/api/orders/${ORDER_ID}/payments`);

describe('identity before paying, in the checkout', () => {
  it(
    'leads an unverified member through the verification before paying, every field kept',
    async () => {
      const { calls, openWindow, windowFinishes } = await open({ signedIn: true });
      // The member's own record says so before any click.
      expect((await screen.findByTestId('identity-required', {}, LOCALE_WAIT)).textContent).toContain(
        '결제 전에 본인인증이 필요합니다',
      );
      fill();
      fireEvent.click(screen.getByTestId('verify-identity'));
      await waitFor(() =>
        expect(openWindow).toHaveBeenCalledWith(SANDBOX_URL, 'slabworks-identity', expect.any(String)),
      );
      windowFinishes();
      expect((await screen.findByTestId('identity-verified', {}, LOCALE_WAIT)).textContent).toBe(
        '본인인증을 마쳤습니다. 결제를 계속해 주세요.',
      );
      expect(calls.filter((c) => c.path.endsWith('/confirm')).map((c) => c.path)).toEqual([
        `/api/member/identity-verifications/${VERIFICATION_ID}/confirm`,
      ]);
      fieldsIntact();
      expect(payCalls(calls)).toHaveLength(0);

      fireEvent.click(screen.getByTestId('pay'));
      await screen.findByTestId('complete-page', {}, LOCALE_WAIT);
      expect(payCalls(calls).map((call) => call.body)).toEqual([
        { method: 'CARD', cardNumber: '4000000000000077' },
      ]);
    },
    SLOW,
  );

  it(
    'shows the step when the api refuses the payment (409), and pays the SAME order once verified',
    async () => {
      const { calls, windowFinishes } = await open({ signedIn: false });
      expect(screen.queryByTestId('identity-required')).toBeNull();
      fill();
      fireEvent.click(screen.getByTestId('pay'));
      await screen.findByTestId('identity-required', {}, LOCALE_WAIT);
      expect(screen.queryByTestId('submit-error')).toBeNull();
      fireEvent.click(screen.getByTestId('verify-identity'));
      await waitFor(() =>
        expect(calls.some((c) => c.path === '/api/member/identity-verifications')).toBe(true),
      );
      windowFinishes();
      await screen.findByTestId('identity-verified', {}, LOCALE_WAIT);
      fieldsIntact();
      fireEvent.click(screen.getByTestId('pay'));
      await screen.findByTestId('complete-page', {}, LOCALE_WAIT);
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/orders')).toHaveLength(1);
      expect(payCalls(calls)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    "says why a verification is refused (another member's, expired) and pays nothing",
    async () => {
      const { calls, windowFinishes } = await open({
        signedIn: true,
        confirm: () => ({
          status: 410,
          code: 'IDENTITY.EXPIRED',
          message: '본인인증 유효 시간(30분)이 지났습니다. 본인인증을 다시 진행해 주세요.',
        }),
      });
      fill();
      fireEvent.click(await screen.findByTestId('verify-identity', {}, LOCALE_WAIT));
      await waitFor(() =>
        expect(calls.some((c) => c.path === '/api/member/identity-verifications')).toBe(true),
      );
      windowFinishes();
      expect((await screen.findByTestId('identity-error', {}, LOCALE_WAIT)).textContent).toBe(
        '본인인증 유효 시간(30분)이 지났습니다. 본인인증을 다시 진행해 주세요.',
      );
      expect(screen.queryByTestId('identity-verified')).toBeNull();
      fieldsIntact();
      expect(payCalls(calls)).toHaveLength(0);
    },
    SLOW,
  );

  it(
    "on a phone, PortOne's page takes the member away and back: the fields return, the order is paid once",
    async () => {
      // The SDK on a phone navigates to PortOne: its promise never settles on this page.
      const requestIdentityVerification = vi.fn(() => new Promise(() => undefined));
      vi.stubGlobal('PortOne', { requestIdentityVerification });
      await open({ signedIn: true, portone: true });
      fill();
      fireEvent.click(await screen.findByTestId('verify-identity', {}, LOCALE_WAIT));
      await waitFor(() => expect(requestIdentityVerification).toHaveBeenCalledOnce());
      expect(requestIdentityVerification.mock.calls[0]).toEqual([
        expect.objectContaining({
          identityVerificationId: VERIFICATION_ID,
          redirectUrl: window.location.href,
        }),
      ]);
      cleanup();

      // PortOne loads the checkout again with its parameters: a new page, nothing in memory but the tab's storage.
      const { calls } = await open({
        signedIn: true,
        path: `/grading/submit?identityVerificationId=${VERIFICATION_ID}&identityVerificationTxId=tx-1&transactionType=IDENTITY_VERIFICATION`,
      });
      await screen.findByTestId('identity-verified', {}, LOCALE_WAIT);
      expect((document.querySelector('#note') as HTMLInputElement).value).toBe('Pikachu 1st edition');
      // The card number was not kept: the payment step starts from its default again.
      expect((document.querySelector('#card-number') as HTMLInputElement).value).toBe(
        paymentDefaults.cardNumber,
      );
      expect(calls.filter((c) => c.path.endsWith('/confirm'))).toHaveLength(1);

      fireEvent.click(screen.getByTestId('pay'));
      await screen.findByTestId('complete-page', {}, LOCALE_WAIT);
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/orders')).toHaveLength(1);
      expect(payCalls(calls)).toHaveLength(1);
    },
    SLOW,
  );
});
