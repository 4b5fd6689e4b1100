import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import { useSession } from '@/lib/session/use-session';
import {
  useLazyGetOrderQuery,
  useLazyGetPaymentWindowQuery,
  usePayOrderMutation,
} from '../api/order-flow-api';
import type { PaymentValues } from '../checkout/payment-values';
import { paymentFailureOf, paymentFailureOfCode, type PaymentFailure } from './payment-failure';
import { openTossCardWindow } from './toss-window';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** What stopped the last attempt: the provider's refusal, or the api's own message (an order state). */
export type PayOutcome =
  | { readonly kind: 'payment'; readonly failure: PaymentFailure }
  | { readonly kind: 'message'; readonly text: string }
  | { readonly kind: 'cancelled' };

/**
 * Pays an order that is already placed, as often as it takes: each click is one attempt on the SAME
 * order (the api keeps it awaiting payment after a decline), by card or by virtual account. A card
 * through Toss is paid in Toss's window for the server's price. Success opens the complete page.
 */
export const usePayOrder = ({ completePath }: { completePath: string }) => {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const [payOrder, paying] = usePayOrderMutation();
  const [readPaymentWindow] = useLazyGetPaymentWindowQuery();
  const [readOrder] = useLazyGetOrderQuery();
  const { user } = useSession();
  const [outcome, setOutcome] = useState<PayOutcome>();

  const refused = (error: ApiError): PayOutcome => {
    const failure = paymentFailureOf(error);
    if (failure) return { kind: 'payment', failure };
    // The order ended meanwhile (cancelled, deadline passed): a new order is needed.
    if (serverCodeOf(error) === 'ORDER.CANCELLED') return { kind: 'cancelled' };
    return { kind: 'message', text: serverMessageOf(error) ?? t('submit.failed') };
  };

  const complete = (orderId: string, revision?: number) =>
    void navigate(
      `${completePath}?orderId=${orderId}${revision === undefined ? '' : `&revision=${revision}`}`,
    );

  /** Resolves to what stopped the attempt, or undefined when it went through (and the page moves on). */
  const pay = async (
    orderId: string,
    payment: PaymentValues,
    minRevision?: number,
  ): Promise<PayOutcome | undefined> => {
    setOutcome(undefined);
    if (payment.paymentMethod === 'CARD') {
      const paymentWindow = await readPaymentWindow(undefined, true);
      if (paymentWindow.data?.provider === 'toss' && paymentWindow.data.tossClientKey)
        return payInTossWindow(orderId, paymentWindow.data.tossClientKey, minRevision);
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

  const payInTossWindow = async (orderId: string, clientKey: string, minRevision?: number) => {
    // The amount is the server's price of the placed order (read-your-writes), never the browser's.
    const order = await readOrder({ id: orderId, ...(minRevision === undefined ? {} : { minRevision }) });
    const amounts = order.data?.amounts;
    if (!order.data || !amounts) {
      const stop = refused(order.error);
      setOutcome(stop);
      return stop;
    }
    try {
      await openTossCardWindow({
        clientKey,
        orderId,
        orderName: t('pay.toss-order-name', { orderNumber: order.data.orderNumber ?? '' }),
        amount: { value: amounts.totalAmount, currency: amounts.currency },
        customerKey: user?.id ?? orderId,
        origin: window.location.origin,
        reholder: completePath.startsWith('/reholder'),
      });
      return undefined;
    } catch (error) {
      // The collector closed the window, or Toss refused it: the order stays placed and unpaid.
      const stop: PayOutcome = {
        kind: 'payment',
        failure: paymentFailureOfCode((error as { code?: string }).code),
      };
      setOutcome(stop);
      return stop;
    }
  };

  return { pay, outcome, setOutcome, busy: paying.isLoading };
};
