import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import type { PlaceOrderRequestDto } from '@/lib/api/generated/slabworks-api';
import { usePayOrderMutation, usePlaceOrderMutation } from '../api/order-flow-api';
import type { PaymentValues } from './payment-values';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Places the order once per attempt (Idempotency-Key) and pays it; a declined card keeps the placed
 * order, so the next click pays it again instead of placing a second one. Any change to the form
 * starts a new attempt. The complete page follows the payment (a virtual account settles later).
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
    if (!orderId) {
      const placed = await placeOrder({ 'Idempotency-Key': attemptKey.current, placeOrderRequestDto: body });
      if ('error' in placed) return fail(placed.error);
      orderId = placed.data.orderId;
      placedOrderId.current = orderId;
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

  const formChanged = () => {
    placedOrderId.current = undefined;
    attemptKey.current = crypto.randomUUID();
  };

  return { placeAndPay, formChanged, failure, setFailure, busy: placing.isLoading || paying.isLoading };
};
