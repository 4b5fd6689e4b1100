import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DELIVERY_MEMO_LENGTH, validateAddress, type ServiceCountry } from '@slabworks/domain';
import { serviceCountry } from '@/lib/service-country';
import { useSession } from '@/lib/session/use-session';
import { useToast } from '@/components/toasts/use-toast';
import { serverMessageOf } from '@/lib/api/envelope';
import {
  useAddAddressMutation,
  useUpdateAddressMutation,
  type AddressInput,
  type SavedAddress,
} from '../api/address-book-api';
import { domainFieldRule, showServerFieldErrors } from '../forms/field-rule';
import { untypedT } from '@/lib/i18n-keys';
import type { ParseKeys } from 'i18next';

const FIELDS = ['name', 'recipient', 'phone', 'postalCode', 'address1', 'address2'] as const;
// The format a country's phone, postal code (and Taiwan's address) take, under the field.
const HINT_KEYS: Record<ServiceCountry, Partial<Record<(typeof FIELDS)[number], ParseKeys<'account'>>>> = {
  KR: { phone: 'addresses.hint.phone', postalCode: 'addresses.hint.postalCode' },
  TW: {
    phone: 'addresses.hint-tw.phone',
    postalCode: 'addresses.hint-tw.postalCode',
    address1: 'addresses.hint-tw.address1',
  },
};

interface Props {
  /** The address being edited; none adds a new one. */
  editing?: SavedAddress;
  /** The first address becomes the default anyway; the box is shown from the second on. */
  offerDefault: boolean;
  onDone: () => void;
}

// Spec §5: nickname, recipient, phone and address are required; the rules are the api's (validateAddress).
export const AddressForm = ({ editing, offerDefault, onDone }: Props) => {
  const { t } = useTranslation('account');
  const tr = untypedT(t);
  const toast = useToast();
  const [form] = Form.useForm<AddressInput>();
  const [error, setError] = useState<string>();
  const [add, adding] = useAddAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  // A member's addresses are in its own service's country, wherever it signed in (the api's rule).
  const { user } = useSession();
  const country: ServiceCountry = user?.supportRegionId ?? serviceCountry();
  const check = (values: AddressInput) => validateAddress(values, '', country);

  useEffect(() => {
    form.resetFields();
    if (editing) form.setFieldsValue(editing);
  }, [editing, form]);

  const submit = async (values: AddressInput) => {
    setError(undefined);
    const body = { ...values, address2: values.address2 || null, memo: values.memo || null };
    const result = editing ? await update({ id: editing.id, addressRequestDto: body }) : await add(body);
    if ('error' in result) {
      if (!showServerFieldErrors(form, result.error))
        setError(
          serverMessageOf(result.error) ?? t(editing ? 'addresses.edit-failed' : 'addresses.add-failed'),
        );
      return;
    }
    toast(t(editing ? 'addresses.updated' : 'addresses.added'), 'success');
    onDone();
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="address-book-form" requiredMark>
      {FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`addresses.field.${field}`)}
          required={field !== 'address2'}
          rules={[domainFieldRule(check, field, tr)]}
          extra={HINT_KEYS[country][field] && t(HINT_KEYS[country][field])}
        >
          <Input data-testid={`address-${field}`} autoComplete="off" />
        </Form.Item>
      ))}
      <Form.Item name="memo" label={t('addresses.field.memo')} rules={[domainFieldRule(check, 'memo', tr)]}>
        <TextArea rows={2} maxLength={MAX_DELIVERY_MEMO_LENGTH} showCount data-testid="address-memo" />
      </Form.Item>
      {!editing && offerDefault && (
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox data-testid="address-isDefault">{t('addresses.make-default')}</Checkbox>
        </Form.Item>
      )}
      {error && (
        <p role="alert" className="ant-form-item-explain-error" data-testid="address-form-error">
          {error}
        </p>
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={adding.isLoading || updating.isLoading}
        data-testid="address-save"
      >
        {t(editing ? 'addresses.save' : 'addresses.add')}
      </Button>
    </Form>
  );
};
