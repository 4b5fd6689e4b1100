import { useTranslation } from 'react-i18next';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import type { FormInstance } from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { validateAddress, type FieldRule } from '@slabworks/domain';
import { NativeSelect } from '@/components/ui/native-select';
import { serviceCountry } from '@/lib/service-country';
import { useListAddressesQuery } from '../api/order-flow-api';
import styles from '../submission/submission.module.css';
import type { ParseKeys } from 'i18next';
import { keyFor } from '@/lib/i18n-keys';

export interface ReturnAddressValues {
  recipient?: string;
  phone?: string;
  postalCode?: string;
  address1?: string;
  address2?: string;
}

/** The rules that differ by service; required fields have their own messages above. */
const COUNTRY_RULE_KEY = {
  twPhone: 'address.rule.twPhone',
  twPostalCode: 'address.rule.twPostalCode',
  twAddress: 'address.rule.twAddress',
  krAddress: 'address.rule.krAddress',
  krPhone: 'address.rule.krPhone',
} as const satisfies Partial<Record<FieldRule, ParseKeys<'order'>>>;

type Saved = NonNullable<ReturnType<typeof useListAddressesQuery>['data']>[number];

const asValues = (address: Saved): ReturnAddressValues => ({
  recipient: address.recipient,
  phone: address.phone,
  postalCode: address.postalCode,
  address1: address.address1,
  address2: address.address2 ?? '',
});

/**
 * The return address: picked from the address book (spec §5: recipient, phone and address required)
 * or typed, and then optionally saved to the book when the order is placed.
 */
export const ReturnAddressFields = ({ form, onPicked }: { form: FormInstance; onPicked: () => void }) => {
  const { t } = useTranslation('order');
  const book = useListAddressesQuery();
  const country = serviceCountry();
  // The api's rule for this service's addresses (a Taiwan order ships within Taiwan), shown before sending.
  const countryRule = (field: keyof ReturnAddressValues) => ({
    validator: async () => {
      const values = form.getFieldValue('returnAddress') as ReturnAddressValues | undefined;
      const problem = validateAddress(returnAddressBody(values), '', country).find(
        (p) => p.field === field && keyFor(COUNTRY_RULE_KEY, p.rule),
      );
      const key = keyFor(COUNTRY_RULE_KEY, problem?.rule);
      if (key) throw new Error(t(key));
    },
  });
  const required = (message: string, field?: keyof ReturnAddressValues) => [
    { required: true, whitespace: true, message },
    ...(field ? [countryRule(field)] : []),
  ];
  const hint = (field: 'phone' | 'postalCode' | 'address1') =>
    country === 'TW' ? t(`address.hint-tw.${field}`) : undefined;
  return (
    <>
      {book.data && book.data.length > 0 && (
        <Form.Item htmlFor="address-book" label={t('address.book')}>
          <NativeSelect
            id="address-book"
            data-testid="address-book"
            value=""
            placeholder={t('address.book-placeholder')}
            options={book.data.map((a) => ({
              value: a.id,
              label: `${a.name} · ${a.recipient} · ${a.address1}${a.isDefault ? ` (${t('address.default')})` : ''}`,
            }))}
            onChange={(event) => {
              const picked = book.data?.find((a) => a.id === event.target.value);
              if (!picked) return;
              form.setFieldsValue({ returnAddress: asValues(picked), saveAddress: false });
              onPicked();
            }}
          />
        </Form.Item>
      )}
      <div className={styles.addressGrid}>
        <Form.Item
          htmlFor="address-recipient"
          name={['returnAddress', 'recipient']}
          label={t('address.recipient')}
          rules={required(t('address.recipient-required'))}
        >
          <Input id="address-recipient" autoComplete="name" />
        </Form.Item>
        <Form.Item
          htmlFor="address-phone"
          name={['returnAddress', 'phone']}
          label={t('address.phone')}
          rules={required(t('address.phone-required'), 'phone')}
          extra={hint('phone')}
        >
          <Input id="address-phone" inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          htmlFor="address-postal"
          name={['returnAddress', 'postalCode']}
          label={t('address.postal-code')}
          rules={required(t('address.postal-code-required'), 'postalCode')}
          extra={hint('postalCode')}
        >
          <Input id="address-postal" inputMode="numeric" autoComplete="postal-code" />
        </Form.Item>
        <Form.Item
          htmlFor="address-1"
          name={['returnAddress', 'address1']}
          label={t('address.address1')}
          rules={required(t('address.address1-required'), 'address1')}
          extra={hint('address1')}
        >
          <Input id="address-1" autoComplete="address-line1" />
        </Form.Item>
        <Form.Item htmlFor="address-2" name={['returnAddress', 'address2']} label={t('address.address2')}>
          <Input id="address-2" autoComplete="address-line2" />
        </Form.Item>
      </div>
      <Form.Item name="saveAddress" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox id="address-save">{t('address.save')}</Checkbox>
      </Form.Item>
    </>
  );
};

/** The order's address; the address book's `name` (its label) defaults to the recipient. */
export const returnAddressBody = (values: ReturnAddressValues | undefined) => ({
  name: values?.recipient ?? '',
  recipient: values?.recipient ?? '',
  phone: values?.phone ?? '',
  postalCode: values?.postalCode ?? '',
  address1: values?.address1 ?? '',
  address2: values?.address2 || null,
});
