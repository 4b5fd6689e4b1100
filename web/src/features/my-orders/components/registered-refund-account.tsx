import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { MaskedRefundAccount } from '@/lib/api/generated/slabworks-api';
import styles from './my-orders.module.css';

/** The refund account the member registered, shown back as the api answers it: masked. */
export const RegisteredRefundAccount = ({ account }: { account: MaskedRefundAccount | null }) => {
  const { t } = useTranslation('account');
  if (!account) return null;
  return (
    <Descriptions
      column={1}
      size="small"
      title={t('order.refund.registered')}
      className={styles.refundAccount}
      data-testid="registered-refund-account"
    >
      <Descriptions.Item label={t('order.refund.bank')}>{account.bank}</Descriptions.Item>
      <Descriptions.Item label={t('order.refund.account-number')}>
        <span data-testid="registered-refund-number">{account.maskedAccountNumber}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('order.refund.holder')}>{account.holderName}</Descriptions.Item>
    </Descriptions>
  );
};
