import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import type { PaymentFailure } from './payment-failure';

/** Why the payment did not go through, in the member's language, and that the order still waits. */
export const PaymentFailureAlert = ({
  failure,
  orderNumber,
}: {
  failure: PaymentFailure;
  orderNumber: string | null;
}) => {
  const { t } = useTranslation('order');
  const reason =
    failure.reason === 'unknown' && failure.code
      ? t('pay.failure.unknown-code', { code: failure.code })
      : t(`pay.failure.${failure.reason}`);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      data-testid="payment-failure"
      data-reason={failure.reason}
      title={<span data-testid="payment-failure-reason">{reason}</span>}
      description={orderNumber ? t('pay.failure.next', { orderNumber }) : t('pay.failure.next-plain')}
    />
  );
};
