import { useEffect, useRef, useState } from 'react';
import { serverCodeOf } from '@/lib/api/envelope';
import { usePayOrderMutation, useLazyGetOrderQuery } from '../api/order-flow-api';

export interface ProviderReturn {
  paymentKey: string;
  orderId: string;
  amount: number;
}

/** What a provider's successUrl carries (Toss: `?paymentKey&orderId&amount`), or null. */
export const providerReturnOf = (params: URLSearchParams): ProviderReturn | null => {
  const paymentKey = params.get('paymentKey') ?? '';
  const orderId = params.get('orderId') ?? '';
  const amount = params.get('amount') ?? '';
  if (!/^[\w-]{1,200}$/.test(paymentKey) || !/^[\w-]{1,64}$/.test(orderId)) return null;
  if (!/^\d{1,12}$/.test(amount)) return null;
  return { paymentKey, orderId, amount: Number(amount) };
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
    { phase: 'confirming' } | { phase: 'paid'; revision: number } | { phase: 'failed'; code: string }
  >({ phase: 'confirming' });

  useEffect(() => {
    if (!returned || sent.current) return;
    sent.current = true;
    void pay({
      id: returned.orderId,
      payOrderRequestDto: { method: 'CARD', paymentKey: returned.paymentKey, amount: returned.amount },
    }).then(async (answer) => {
      if (!('error' in answer)) return setState({ phase: 'paid', revision: answer.data.revision });
      const order = await readOrder({ id: returned.orderId });
      const paid = order.data?.ledger.some((line) => line.kind === 'PAID');
      setState(
        paid && order.data
          ? { phase: 'paid', revision: order.data.revision }
          : { phase: 'failed', code: failureCodeOf(answer.error) },
      );
    });
  }, [returned, pay, readOrder]);

  return state;
};
