import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMajorUnits, SUBMIT_TYPES } from '@slabworks/domain';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import { COMPANY_TIME_ZONE, dayOf } from '@/lib/dates';
import { useCreateCouponMutation } from './coupons-console-api';

interface CouponValues {
  code: string;
  name: string;
  discountKind: 'AMOUNT' | 'RATE';
  amountKRW?: number;
  amountUSD?: number;
  amountTWD?: number;
  ratePercent?: number;
  minimumKRW?: number;
  minimumUSD?: number;
  minimumTWD?: number;
  validFrom: string;
  validUntil: string;
  usageLimit?: number;
  submitTypes: string[];
}

// The input's YYYY-MM-DD, on Seoul's calendar (the days the api is sent are Seoul days, below).
const day = (offset: number) =>
  dayOf(new Date(Date.now() + offset * 86_400_000).toISOString(), COMPANY_TIME_ZONE);
// Major units typed in the console become the minor units the api stores (USD cents).
const amounts = (v: CouponValues, prefix: 'amount' | 'minimum') =>
  Object.fromEntries(
    (['KRW', 'USD', 'TWD'] as const).flatMap((c) => {
      const value = v[`${prefix}${c}`];
      return typeof value === 'number' ? [[c, fromMajorUnits(value, c)]] : [];
    }),
  );

/** ADMIN: a new coupon (code, name, fixed amounts or a rate, minimum, window, limit, submit types). */
export const CouponForm = ({ onCreated }: { onCreated: () => void }) => {
  const { t } = useTranslation('coupons-console');
  const [form] = Form.useForm<CouponValues>();
  const [create, creating] = useCreateCouponMutation();
  const [failure, setFailure] = useState<string>();
  const kind = Form.useWatch('discountKind', form);

  const submit = async (v: CouponValues) => {
    setFailure(undefined);
    const result = await create({
      code: v.code,
      name: v.name,
      discountKind: v.discountKind,
      amounts: v.discountKind === 'AMOUNT' ? amounts(v, 'amount') : undefined,
      rateBp: v.discountKind === 'RATE' ? Math.round((v.ratePercent ?? 0) * 100) : undefined,
      minimumOrderAmounts: amounts(v, 'minimum'),
      // Seoul days: from the start of the first to the end of the last.
      validFrom: new Date(`${v.validFrom}T00:00:00+09:00`).toISOString(),
      validUntil: new Date(`${v.validUntil}T23:59:59+09:00`).toISOString(),
      usageLimit: v.usageLimit ?? undefined,
      submitTypes: v.submitTypes as never,
    });
    if ('error' in result) {
      const fields = Object.entries(fieldErrorsOf(result.error));
      form.setFields(fields.map(([name, message]) => ({ name: name as never, errors: [message] })));
      return setFailure(serverMessageOf(result.error) ?? t('error'));
    }
    form.resetFields();
    onCreated();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      initialValues={{
        discountKind: 'AMOUNT',
        validFrom: day(0),
        validUntil: day(30),
        submitTypes: ['GENERAL', 'SIMPLE'],
      }}
      data-testid="coupon-form"
    >
      <Form.Item
        name="code"
        label={t('form.code')}
        rules={[{ required: true, pattern: /^[A-Za-z0-9-]{4,32}$/, message: t('form.code-rule') }]}
      >
        <Input id="coupon-form-code" maxLength={32} />
      </Form.Item>
      <Form.Item name="name" label={t('form.name')} rules={[{ required: true, message: t('form.required') }]}>
        <Input id="coupon-form-name" maxLength={60} />
      </Form.Item>
      <Form.Item name="discountKind" label={t('form.kind')}>
        <Radio.Group>
          <Radio value="AMOUNT">{t('kind.AMOUNT')}</Radio>
          <Radio value="RATE">{t('kind.RATE')}</Radio>
        </Radio.Group>
      </Form.Item>
      {kind === 'RATE' ? (
        <Form.Item
          name="ratePercent"
          label={t('form.rate')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <InputNumber id="coupon-form-rate" min={0.01} max={100} suffix="%" />
        </Form.Item>
      ) : (
        <Form.Item label={t('form.amounts')} required>
          {(['KRW', 'USD', 'TWD'] as const).map((c) => (
            <Form.Item key={c} name={`amount${c}`} noStyle>
              <InputNumber
                id={`coupon-form-amount-${c}`}
                min={0}
                prefix={c}
                style={{ maxWidth: 200, margin: '0 8px 8px 0' }}
              />
            </Form.Item>
          ))}
        </Form.Item>
      )}
      <Form.Item label={t('form.minimums')}>
        {(['KRW', 'USD', 'TWD'] as const).map((c) => (
          <Form.Item key={c} name={`minimum${c}`} noStyle>
            <InputNumber min={0} prefix={c} style={{ maxWidth: 200, margin: '0 8px 8px 0' }} />
          </Form.Item>
        ))}
      </Form.Item>
      <Form.Item
        name="validFrom"
        label={t('form.from')}
        rules={[{ required: true, message: t('form.required') }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="validUntil"
        label={t('form.until')}
        rules={[{ required: true, message: t('form.required') }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item name="usageLimit" label={t('form.limit')} extra={t('form.limit-hint')}>
        <InputNumber min={1} />
      </Form.Item>
      <Form.Item
        name="submitTypes"
        label={t('form.types')}
        rules={[{ required: true, message: t('form.required') }]}
      >
        <Checkbox.Group options={SUBMIT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))} />
      </Form.Item>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 12 }}
          data-testid="coupon-form-error"
        />
      )}
      <Button type="primary" htmlType="submit" loading={creating.isLoading} data-testid="coupon-form-submit">
        {t('form.create')}
      </Button>
    </Form>
  );
};
