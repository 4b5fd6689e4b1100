import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import type { PlaceOrderRequestDto } from '@/lib/api/generated/slabworks-api';
import { usePlaceOrderMutation } from '../api/order-flow-api';
import { usePayOrder } from '../payment/use-pay-order';
import type { PaymentValues } from './payment-values';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The order this checkout placed: from then on every attempt pays it, never a new one. */
export interface PlacedOrder {
  readonly orderId: string;
  readonly orderNumber: string | null;
}

/**
 * One order, many payment attempts. The order is placed once (one Idempotency-Key until it is), then
 * paid; a declined, failed or abandoned payment keeps it placed and awaiting payment, so the next
 * click pays the SAME order again, by any card or by virtual account. Until the order is placed a form
 * change starts a new attempt; once placed, the form's order fields are fixed (the checkout locks
 * them) and only the payment step changes. The complete page follows the payment.
 */
export const usePlaceAndPay = ({
  completePath,
  showFieldErrors,
}: {
  completePath: string;
  showFieldErrors: (fields: Record<string, string>) => void;
}) => {
  const { t } = useTranslation('order');
  const [placeOrder, placing] = usePlaceOrderMutation();
  const payment = usePayOrder({ completePath });
  const [placed, setPlaced] = useState<PlacedOrder>();
  const attemptKey = useRef<string>(crypto.randomUUID());
  const [failure, setFailure] = useState<string>();

  const fail = (error: ApiError) => {
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length) showFieldErrors(fields);
    setFailure(
      Object.keys(fields).length ? t('submit.fix-fields') : (serverMessageOf(error) ?? t('submit.failed')),
    );
  };

  const placeAndPay = async (body: PlaceOrderRequestDto, values: PaymentValues) => {
    setFailure(undefined);
    let order = placed;
    if (!order) {
      const answer = await placeOrder({ 'Idempotency-Key': attemptKey.current, placeOrderRequestDto: body });
      if ('error' in answer) return fail(answer.error);
      order = { orderId: answer.data.orderId, orderNumber: answer.data.orderNumber };
      setPlaced(order);
    }
    const stop = await payment.pay(order.orderId, values);
    // The order ended meanwhile (cancelled elsewhere, deadline passed): the form places a new one.
    if (stop?.kind === 'cancelled') {
      setPlaced(undefined);
      attemptKey.current = crypto.randomUUID();
      setFailure(t('pay.failure.order-ended'));
    }
  };

  const formChanged = () => {
    // A changed form is a new order only while none is placed; after that it changes the payment alone.
    if (!placed) attemptKey.current = crypto.randomUUID();
  };

  return {
    placeAndPay,
    formChanged,
    placed,
    failure,
    payOutcome: payment.outcome,
    setFailure,
    busy: placing.isLoading || payment.busy,
  };
};
