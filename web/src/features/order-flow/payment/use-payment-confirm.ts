import { useEffect, useRef, useState } from 'react';
import { serverCodeOf } from '@/lib/api/envelope';
import {
  usePayOrderMutation,
  useLazyGetOrderQuery,
  useRecordPaymentWindowFailureMutation,
} from '../api/order-flow-api';
import { EASY_PAY_PROVIDERS, PAYMENT_METHODS, type EasyPayProvider } from '@slabworks/domain';
import { paymentFailureOf, paymentFailureOfReason, type PaymentFailure } from './payment-failure';
import type { WindowPaidMethod } from './toss-window';

export interface ProviderReturn {
  paymentKey: string;
  /** What the window was opened for (the address's `method`, `easyPay`); a card when absent. */
  paid: WindowPaidMethod;
  /** Our order. */
  orderId: string;
  /** The window's own orderId (one per attempt), when the window was opened for an attempt. */
  providerOrderId?: string;
  amount: number;
}

const ID = /^[\w-]{1,64}$/;

/**
 * Our order and the window's attempt named by a return address: `order` is ours (put there when
 * the window opened), `orderId` the provider's (the attempt's). An older address has `orderId` only.
 */
export const returnedOrderOf = (
  params: URLSearchParams,
): { orderId: string; providerOrderId?: string } | null => {
  const ours = params.get('order');
  const providers = params.get('orderId') ?? '';
  if (ours === null) return ID.test(providers) ? { orderId: providers } : null;
  if (!ID.test(ours)) return null;
  return ID.test(providers) ? { orderId: ours, providerOrderId: providers } : { orderId: ours };
};

/**
 * What a provider's successUrl carries (Toss: `?paymentKey&orderId&amount`, ours `&order`; PortOne:
 * its `paymentId` is the payment key), or null. A `code` means the window failed (PortOne's phone
 * window returns to one address either way), so nothing is confirmed.
 */
export const providerReturnOf = (params: URLSearchParams): ProviderReturn | null => {
  if (params.get('code') !== null) return null;
  const paymentKey = params.get('paymentKey') ?? params.get('paymentId') ?? '';
  const amount = params.get('amount') ?? '';
  const order = returnedOrderOf(params);
  if (!/^[\w-]{1,200}$/.test(paymentKey) || !order || !params.get('orderId')) return null;
  if (!/^\d{1,12}$/.test(amount)) return null;
  const paid = paidMethodOf(params);
  if (!paid) return null;
  return { paymentKey, paid, ...order, amount: Number(amount) };
};

const WINDOW_METHODS: readonly string[] = PAYMENT_METHODS.filter((m) => m !== 'VIRTUAL_ACCOUNT');
const WALLETS: readonly string[] = EASY_PAY_PROVIDERS;

/** The method a return address names (ours, put there when the window opened), or null if unknown. */
const paidMethodOf = (params: URLSearchParams): WindowPaidMethod | null => {
  const method = params.get('method') ?? 'CARD';
  const easyPay = params.get('easyPay');
  if (!WINDOW_METHODS.includes(method)) return null;
  if ((method === 'EASY_PAY') !== (easyPay !== null) || (easyPay !== null && !WALLETS.includes(easyPay)))
    return null;
  return {
    method: method as WindowPaidMethod['method'],
    ...(easyPay ? { easyPay: easyPay as EasyPayProvider } : {}),
  };
};

/**
 * The provider's decline code when there is one (PAYMENT.DECLINED carries it), else the api's code.
 * A code, not the server's message: the page says it in the language shown now, which may change.
 */
const failureCodeOf = (error: Parameters<typeof serverCodeOf>[0]): string => {
  const data = (error as { data?: { data?: { providerCode?: unknown } } } | undefined)?.data?.data;
  return typeof data?.providerCode === 'string' ? data.providerCode : (serverCodeOf(error) ?? 'UNKNOWN');
};

/**
 * Confirms the payment the window authorised: the server sends paymentKey, orderId and amount to the
 * provider (Toss's confirm), which refuses an amount other than the window's, and the server refuses
 * one other than the order's total. Sent once per page; the caller then leaves with `replace`. A
 * refused confirm of an order already paid (the same return address opened again) counts as paid.
 */
export const usePaymentConfirm = (returned: ProviderReturn | null) => {
  const [pay] = usePayOrderMutation();
  const [readOrder] = useLazyGetOrderQuery();
  const sent = useRef(false);
  const [state, setState] = useState<
    | { phase: 'confirming' }
    | { phase: 'paid'; revision: number }
    | { phase: 'failed'; code: string; failure?: PaymentFailure }
  >({ phase: 'confirming' });

  useEffect(() => {
    if (!returned || sent.current) return;
    sent.current = true;
    void pay({
      id: returned.orderId,
      payOrderRequestDto: {
        method: returned.paid.method,
        ...(returned.paid.easyPay ? { easyPay: returned.paid.easyPay } : {}),
        paymentKey: returned.paymentKey,
        amount: returned.amount,
        ...(returned.providerOrderId ? { providerOrderId: returned.providerOrderId } : {}),
      },
    }).then(async (answer) => {
      if (!('error' in answer)) return setState({ phase: 'paid', revision: answer.data.revision });
      const order = await readOrder({ id: returned.orderId });
      const paid = order.data?.ledger.some((line) => line.kind === 'PAID');
      setState(
        paid && order.data
          ? { phase: 'paid', revision: order.data.revision }
          : { phase: 'failed', code: failureCodeOf(answer.error), failure: paymentFailureOf(answer.error) },
      );
    });
  }, [returned, pay, readOrder]);

  return state;
};

/**
 * The window came back to its fail URL (`?code&orderId`, ours in `order`): the api records the
 * failure on the order (and ends that attempt) and answers why; undefined until it has, or when it
 * could not (signed out, the order paid meanwhile), and the page names the code alone.
 */
export const useWindowFailureReturn = (
  returned: { orderId: string; providerOrderId?: string; code: string } | null,
): PaymentFailure | undefined => {
  const [record] = useRecordPaymentWindowFailureMutation();
  const sent = useRef(false);
  const [failure, setFailure] = useState<PaymentFailure>();
  useEffect(() => {
    if (!returned || sent.current || !/^[A-Z0-9_]{1,100}$/.test(returned.code)) return;
    sent.current = true;
    void record({
      id: returned.orderId,
      windowFailureRequestDto: {
        providerCode: returned.code,
        ...(returned.providerOrderId ? { providerOrderId: returned.providerOrderId } : {}),
      },
    }).then((answer) => {
      if (!('error' in answer)) setFailure(paymentFailureOfReason(answer.data.reason, returned.code));
    });
  }, [returned, record]);
  return failure;
};
