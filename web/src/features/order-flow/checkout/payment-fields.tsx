import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Radio from 'antd/es/radio';
import { CHECKOUT_METHOD_RULES, CHECKOUT_METHODS, type CheckoutMethod } from '@slabworks/domain';
import { useGetPaymentWindowQuery } from '../api/order-flow-api';
import styles from '../submission/submission.module.css';

/**
 * Every method spec §1 names (libs' CHECKOUT_METHODS, in their order). The sandbox takes its
 * documented test card numbers here; every other method, and a card with Toss, is paid in the
 * provider's window after the order is placed (with PortOne, a card too); a virtual account is issued for a later deposit.
 */
const PaymentFields = () => {
  const { t } = useTranslation('order');
  const provider = useGetPaymentWindowQuery().data?.provider;
  const toss = provider === 'toss';
  const hintOf = (method: CheckoutMethod) => {
    if (method === 'CARD' && toss)
      return (
        <p className={styles.hint} data-testid="toss-hint">
          {t('pay.toss-hint')}
        </p>
      );
    // PortOne: a card is paid in its window, like every other method.
    if (method === 'CARD' && provider !== 'portone')
      return (
        <Form.Item
          htmlFor="card-number"
          name="cardNumber"
          label={t('pay.card-number')}
          extra={t('pay.sandbox-hint')}
        >
          <Input id="card-number" inputMode="numeric" autoComplete="cc-number" />
        </Form.Item>
      );
    if (method === 'VIRTUAL_ACCOUNT') return <p className={styles.hint}>{t('pay.virtual-account-hint')}</p>;
    return (
      <p className={styles.hint} data-testid="window-hint">
        {t('pay.window-hint', { method: t(`pay.methods.${method}`) })}
      </p>
    );
  };
  return (
    <>
      <Form.Item name="paymentMethod" label={t('pay.method')} style={{ marginTop: 16, marginBottom: 8 }}>
        <Radio.Group className={styles.payMethods} data-testid="payment-methods">
          {CHECKOUT_METHODS.map((method) => (
            <Radio
              key={method}
              value={method}
              id={`pay-${method.toLowerCase().replace('_', '-')}`}
              className={styles.method}
            >
              <span className={styles.payLogo} aria-hidden="true">
                {CHECKOUT_METHOD_RULES[method].logo}
              </span>
              {t(`pay.methods.${method}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.paymentMethod !== b.paymentMethod}>
        {({ getFieldValue }) => hintOf(getFieldValue('paymentMethod') as CheckoutMethod)}
      </Form.Item>
    </>
  );
};

export default PaymentFields;
