import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import { SHIPPING_METHODS } from '@slabworks/domain';
import { useReceivingAddress } from '@/lib/company/use-company';
import styles from '../submission/submission.module.css';

/**
 * How the cards reach us (spec §4): sent by the collector with a tracking number, collected by our
 * courier or a quick courier, or brought to the office. The three last wait for staff to record the
 * hand-over; the decisions where the spec is silent are in docs/orders-api.md.
 */
const ShippingMethodField = () => {
  const { t } = useTranslation('order');
  const receivingAddress = useReceivingAddress();
  return (
    <Form.Item name="shippingMethod" style={{ marginBottom: 0 }}>
      <Radio.Group className={styles.methods} data-testid="shipping-method">
        {SHIPPING_METHODS.map((method) => (
          <Radio key={method} value={method} id={`shipping-${method}`} className={styles.method}>
            <strong>{t(`shipping.methods.${method}`)}</strong>
            <span className={styles.hint}>
              {t(`shipping.hints.${method}`, { address: receivingAddress })}
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
};

export default ShippingMethodField;
