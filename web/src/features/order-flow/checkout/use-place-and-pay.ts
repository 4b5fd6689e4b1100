import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import type { PlaceOrderRequestDto } from '@/lib/api/generated/slabworks-api';
import { useSession } from '@/lib/session/use-session';
import {
  useLazyGetOrderQuery,
  useLazyGetPaymentWindowQuery,
  usePayOrderMutation,
  usePlaceOrderMutation,
} from '../api/order-flow-api';
import { openTossCardWindow } from '../payment/toss-window';
import type { PaymentValues } from './payment-values';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Places the order once per attempt (Idempotency-Key) and pays it; a declined card keeps the placed
 * order, so the next click pays it again instead of placing a second one. Any change to the form
 * starts a new attempt. The complete page follows the payment (a virtual account settles later).
 * With Toss a card is paid in Toss's window for the amount the server priced the order at; the
 * window comes back to /kakaopay, where the server confirms it.
 */
export const usePlaceAndPay = ({
  completePath,
  showFieldErrors,
}: {
  completePath: string;
  showFieldErrors: (fields: Record<string, string>) => void;
}) => {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const [placeOrder, placing] = usePlaceOrderMutation();
  const [payOrder, paying] = usePayOrderMutation();
  const [readPaymentWindow] = useLazyGetPaymentWindowQuery();
  const [readOrder] = useLazyGetOrderQuery();
  const { user } = useSession();
  const placedOrderId = useRef<string>(undefined);
  const attemptKey = useRef<string>(crypto.randomUUID());
  const [failure, setFailure] = useState<string>();

  const fail = (error: ApiError) => {
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length) showFieldErrors(fields);
    setFailure(
      Object.keys(fields).length ? t('submit.fix-fields') : (serverMessageOf(error) ?? t('submit.failed')),
    );
  };

  const placeAndPay = async (body: PlaceOrderRequestDto, payment: PaymentValues) => {
    setFailure(undefined);
    let orderId = placedOrderId.current;
    let placedRevision: number | undefined;
    if (!orderId) {
      const placed = await placeOrder({ 'Idempotency-Key': attemptKey.current, placeOrderRequestDto: body });
      if ('error' in placed) return fail(placed.error);
      orderId = placed.data.orderId;
      placedRevision = placed.data.revision;
      placedOrderId.current = orderId;
    }
    if (payment.paymentMethod === 'CARD') {
      const paymentWindow = await readPaymentWindow(undefined, true);
      if (paymentWindow.data?.provider === 'toss' && paymentWindow.data.tossClientKey)
        return payInTossWindow(orderId, paymentWindow.data.tossClientKey, placedRevision);
    }
    const paid = await payOrder({
      id: orderId,
      payOrderRequestDto:
        payment.paymentMethod === 'CARD'
          ? { method: 'CARD', cardNumber: payment.cardNumber.replace(/\s/g, '') }
          : { method: 'VIRTUAL_ACCOUNT' },
    });
    if ('error' in paid) return fail(paid.error);
    void navigate(`${completePath}?orderId=${orderId}&revision=${paid.data.revision}`);
  };

  const payInTossWindow = async (orderId: string, clientKey: string, minRevision?: number) => {
    // The amount is the server's price of the placed order (read-your-writes), never the browser's.
    const order = await readOrder({ id: orderId, ...(minRevision === undefined ? {} : { minRevision }) });
    const amounts = order.data?.amounts;
    if (!order.data || !amounts) return fail(order.error);
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
    } catch (error) {
      // The collector closed the window, or Toss refused it: the order stays placed and unpaid.
      setFailure((error as { message?: string }).message || t('submit.failed'));
    }
  };

  const formChanged = () => {
    placedOrderId.current = undefined;
    attemptKey.current = crypto.randomUUID();
  };

  return { placeAndPay, formChanged, failure, setFailure, busy: placing.isLoading || paying.isLoading };
};
