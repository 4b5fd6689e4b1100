import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Form, { type FormInstance } from 'antd/es/form';
import type { ShippingMethod } from '@slabworks/domain';
import { LazyShippingMethodField } from './lazy-shipping-method-field';
import { ReturnAddressFields } from './return-address-fields';
import { addressHintKey } from './shipping-method-values';
import styles from '../submission/submission.module.css';

/**
 * How the cards come back, in every checkout (grading, re-holder): the shipping method, then the return
 * address with the hint that method needs; `children` go under the address (the grading form's Jeju
 * notice). `onPicked` prices the order again once a saved address is picked.
 */
export const ReturnShippingSections = ({
  form,
  onPicked,
  children,
}: {
  form: FormInstance;
  onPicked: () => void;
  children?: ReactNode;
}) => {
  const { t } = useTranslation('order');
  const shippingMethod = Form.useWatch('shippingMethod', form) as ShippingMethod | undefined;
  return (
    <>
      <section className={styles.section}>
        <h2>{t('shipping.title')}</h2>
        <LazyShippingMethodField />
      </section>

      <section className={styles.section}>
        <h2>{t('address.title')}</h2>
        <p className={styles.hint} data-testid="address-hint">
          {t(addressHintKey(shippingMethod))}
        </p>
        <ReturnAddressFields form={form} onPicked={onPicked} />
        {children}
      </section>
    </>
  );
};
