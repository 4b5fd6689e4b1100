import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import {
  useLazyGetPaymentWindowQuery,
  usePayOrderMutation,
  useRecordPaymentWindowFailureMutation,
  useStartPaymentAttemptMutation,
} from '../api/order-flow-api';
import type { PaymentValues } from '../checkout/payment-values';
import { paymentFailureOf, paymentFailureOfReason, type PaymentFailure } from './payment-failure';
import { CHECKOUT_METHOD_RULES, type IdentityRequirement } from '@slabworks/domain';
import { openSandboxWindow, openTossWindow, sandboxWindowHref, type WindowPaidMethod } from './toss-window';
import { openPortOneWindow } from './portone-window';

/** Whose window an attempt opens: Toss's (its client key), PortOne's (its store id) or the sandbox's. */
type WindowVia = { readonly toss: string } | { readonly portone: string } | null;

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** What stopped the last attempt: the provider's refusal, or the api's own message (an order state). */
export type PayOutcome =
  | { readonly kind: 'payment'; readonly failure: PaymentFailure }
  /** 409 MEMBER.IDENTITY_NOT_VERIFIED: the member verifies first (본인인증, or a Taiwan phone code). */
  | { readonly kind: 'identity'; readonly verifyBy: IdentityRequirement }
  | { readonly kind: 'message'; readonly text: string }
  | { readonly kind: 'cancelled' };

const identityRequirementOf = (error: ApiError): IdentityRequirement => {
  const data = (error as { data?: { data?: { verifyBy?: unknown } } } | undefined)?.data?.data;
  return data?.verifyBy === 'PHONE' ? 'PHONE' : 'IDENTITY';
};

/**
 * Pays an order that is already placed, as often as it takes: each click is one attempt on the SAME
 * order (the api keeps it awaiting payment after a decline), by card or by virtual account. A card
 * through Toss is paid in Toss's window for the server's price. Success opens the complete page.
 */
export const usePayOrder = ({ completePath }: { completePath: string }) => {
  const { t, i18n } = useTranslation('order');
  const navigate = useNavigate();
  const [payOrder, paying] = usePayOrderMutation();
  const [readPaymentWindow] = useLazyGetPaymentWindowQuery();
  const [startAttempt] = useStartPaymentAttemptMutation();
  const [recordWindowFailure] = useRecordPaymentWindowFailureMutation();
  const [outcome, setOutcome] = useState<PayOutcome>();

  const refused = (error: ApiError): PayOutcome => {
    const failure = paymentFailureOf(error);
    if (failure) return { kind: 'payment', failure };
    // The order ended meanwhile (cancelled, deadline passed): a new order is needed.
    if (serverCodeOf(error) === 'ORDER.CANCELLED') return { kind: 'cancelled' };
    if (serverCodeOf(error) === 'MEMBER.IDENTITY_NOT_VERIFIED')
      return { kind: 'identity', verifyBy: identityRequirementOf(error) };
    return { kind: 'message', text: serverMessageOf(error) ?? t('submit.failed') };
  };

  const complete = (orderId: string, revision?: number) =>
    void navigate(
      `${completePath}?orderId=${orderId}${revision === undefined ? '' : `&revision=${revision}`}`,
    );

  /** Resolves to what stopped the attempt, or undefined when it went through (and the page moves on). */
  const pay = async (orderId: string, payment: PaymentValues): Promise<PayOutcome | undefined> => {
    setOutcome(undefined);
    const rule = CHECKOUT_METHOD_RULES[payment.paymentMethod];
    if (rule.flow === 'WINDOW') {
      const paid = {
        method: rule.method,
        ...(rule.easyPay ? { easyPay: rule.easyPay } : {}),
      } as WindowPaidMethod;
      const paymentWindow = await readPaymentWindow(undefined, true);
      if (paymentWindow.data?.provider === 'toss' && paymentWindow.data.tossClientKey)
        return payInWindow(orderId, paid, { toss: paymentWindow.data.tossClientKey });
      if (paymentWindow.data?.provider === 'portone' && paymentWindow.data.portoneStoreId)
        return payInWindow(orderId, paid, { portone: paymentWindow.data.portoneStoreId });
      // The sandbox takes a test card itself; every other method goes through its played window.
      if (paid.method !== 'CARD') return payInWindow(orderId, paid, null);
    }
    const paid = await payOrder({
      id: orderId,
      payOrderRequestDto:
        payment.paymentMethod === 'CARD'
          ? { method: 'CARD', cardNumber: payment.cardNumber.replace(/\s/g, '') }
          : { method: 'VIRTUAL_ACCOUNT' },
    });
    if ('error' in paid) {
      // Paid meanwhile (another tab, a deposit): nothing to retry, show where it stands.
      if (serverCodeOf(paid.error) === 'ORDER.ALREADY_PAID') return complete(orderId);
      const stop = refused(paid.error);
      setOutcome(stop);
      return stop;
    }
    complete(orderId, paid.data.revision);
    return undefined;
  };

  /** Toss's window (a client key), PortOne's (a store id), or the sandbox's played one (none). */
  const payInWindow = async (orderId: string, paid: WindowPaidMethod, via: WindowVia) => {
    // Each window is its own attempt with its own provider order id; amount, name and customerKey
    // are the server's (read from the order's stream, so a just-placed order is already there).
    const started = await startAttempt({
      id: orderId,
      startPaymentAttemptRequestDto: {
        method: paid.method,
        ...(paid.easyPay ? { easyPay: paid.easyPay } : {}),
      },
    });
    if ('error' in started) {
      if (serverCodeOf(started.error) === 'ORDER.ALREADY_PAID') return complete(orderId);
      const stop = refused(started.error);
      setOutcome(stop);
      return stop;
    }
    const attempt = started.data;
    const reholder = completePath.startsWith('/reholder');
    if (via === null) {
      openSandboxWindow(
        sandboxWindowHref({
          providerOrderId: attempt.providerOrderId,
          orderId,
          orderName: attempt.orderName,
          amount: attempt.amount,
          reholder,
          paid,
          language: i18n.language,
        }),
      );
      return undefined;
    }
    // The same request for either provider's window; only the key the window opens with differs.
    const request = {
      providerOrderId: attempt.providerOrderId,
      orderId,
      orderName: attempt.orderName,
      amount: { value: attempt.amount, currency: attempt.currency as 'KRW' | 'TWD' | 'USD' },
      customerKey: attempt.customerKey,
      origin: window.location.origin,
      reholder,
      window: attempt.window,
      paid,
    };
    try {
      if ('portone' in via) await openPortOneWindow({ storeId: via.portone, ...request });
      else await openTossWindow({ clientKey: via.toss, ...request });
      return undefined;
    } catch (error) {
      // The collector closed the window, or Toss or PortOne refused it: the order stays placed and unpaid. The
      // api ends that attempt and says why (the decline rule lives in libs/payments alone).
      const code = (error as { code?: unknown }).code;
      const providerCode = typeof code === 'string' && /^[A-Z0-9_]{1,100}$/.test(code) ? code : 'UNKNOWN';
      const recorded = await recordWindowFailure({
        id: orderId,
        windowFailureRequestDto: { providerCode, providerOrderId: attempt.providerOrderId },
      });
      const stop: PayOutcome = {
        kind: 'payment',
        failure:
          'error' in recorded
            ? { reason: 'unknown' }
            : paymentFailureOfReason(recorded.data.reason, providerCode),
      };
      setOutcome(stop);
      return stop;
    }
  };

  return { pay, outcome, setOutcome, busy: paying.isLoading };
};
