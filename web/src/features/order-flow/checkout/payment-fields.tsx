import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Radio from 'antd/es/radio';
import { useGetPaymentWindowQuery } from '../api/order-flow-api';
import styles from '../submission/submission.module.css';

/**
 * Card or a virtual account to deposit into. The sandbox takes its documented test card numbers
 * here; with Toss the card is entered in Toss's own window after the order is placed.
 */
const PaymentFields = () => {
  const { t } = useTranslation('order');
  const toss = useGetPaymentWindowQuery().data?.provider === 'toss';
  return (
    <>
      <Form.Item name="paymentMethod" label={t('pay.method')} style={{ marginTop: 16, marginBottom: 8 }}>
        <Radio.Group>
          <Radio value="CARD" id="pay-card">
            {t('pay.methods.CARD')}
          </Radio>
          <Radio value="VIRTUAL_ACCOUNT" id="pay-virtual-account">
            {t('pay.methods.VIRTUAL_ACCOUNT')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.paymentMethod !== b.paymentMethod}>
        {({ getFieldValue }) =>
          getFieldValue('paymentMethod') === 'CARD' && toss ? (
            <p className={styles.hint} data-testid="toss-hint">
              {t('pay.toss-hint')}
            </p>
          ) : getFieldValue('paymentMethod') === 'CARD' ? (
            <Form.Item
              htmlFor="card-number"
              name="cardNumber"
              label={t('pay.card-number')}
              extra={t('pay.sandbox-hint')}
            >
              <Input id="card-number" inputMode="numeric" autoComplete="cc-number" />
            </Form.Item>
          ) : (
            <p className={styles.hint}>{t('pay.virtual-account-hint')}</p>
          )
        }
      </Form.Item>
    </>
  );
};

export default PaymentFields;
