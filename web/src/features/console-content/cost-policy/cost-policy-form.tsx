import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import {
  CARD_CATEGORIES,
  SERVICE_NAMES,
  categoryAmountIn,
  fromMajorUnits,
  serviceAmountIn,
  toMajorUnits,
  type Currency,
} from '@slabworks/domain';
import { serverMessageOf } from '@/lib/api/envelope';
import { fromKstInput } from '../datetime';
import { useFieldErrors } from '../field-errors';
import { useCostPolicyAdminAddMutation, type CostPolicyVersion } from './cost-policy-api';

type Amounts = Record<string, number | null>;
type Draft = { effectiveFrom: string; services: Amounts; categories: Amounts; delivery: Amounts };

// Staff type major units (won, dollars); the api stores the minor unit (cents for USD).
const draftFrom = (basis: CostPolicyVersion | undefined, currency: Currency): Draft => {
  // The wire's `delivery: null` is the domain's absent delivery.
  const policy = basis && { ...basis.policy, delivery: basis.policy.delivery ?? undefined };
  const major = (amount: number | undefined) =>
    amount === undefined ? null : toMajorUnits(amount, currency);
  return {
    effectiveFrom: '',
    services: Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, major(policy && serviceAmountIn(policy, name))]),
    ),
    categories: Object.fromEntries(
      CARD_CATEGORIES.map((category) => [category, major(policy ? categoryAmountIn(policy, category) : 0)]),
    ),
    delivery: {
      base: major(policy?.delivery?.base ?? 0),
      jejuExtra: major(policy?.delivery?.jejuExtra ?? 0),
    },
  };
};

/** What a save sends: the amounts in the currency's minor unit, the rows in the domain's order. */
const bodyOf = (draft: Draft, currency: Currency) => {
  const minor = (value: number | null) =>
    value === null ? (undefined as never) : fromMajorUnits(value, currency);
  return {
    currency,
    effectiveFrom: fromKstInput(draft.effectiveFrom),
    productService: SERVICE_NAMES.map((serviceName) => ({
      serviceName,
      amount: minor(draft.services[serviceName]),
    })),
    productCardCategory: CARD_CATEGORIES.map((category) => ({
      category,
      amount: minor(draft.categories[category]),
    })),
    delivery: { base: minor(draft.delivery.base), jejuExtra: minor(draft.delivery.jejuExtra) },
  };
};

/**
 * A new version of one currency's prices, starting from the version in force. Rows are sent in the
 * domain's order, so the api's `productService[i]` errors land on the i-th service here.
 */
export const CostPolicyForm = ({
  currency,
  basis,
  onDone,
  onCancel,
}: {
  currency: Currency;
  basis: CostPolicyVersion | undefined;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(['console-cost-policy', 'cards']);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(basis, currency));
  const [add, state] = useCostPolicyAdminAddMutation();
  const { fields, refusedFields, send } = useFieldErrors(state.error, bodyOf(draft, currency));

  const save = async () => {
    try {
      await add(send(bodyOf(draft, currency))).unwrap();
      onDone();
    } catch {
      // shown from state.error
    }
  };

  const amount = (group: keyof Omit<Draft, 'effectiveFrom'>, key: string, label: string, field: string) => {
    const id = `cost-${group}-${key}`;
    return (
      <Form.Item
        key={key}
        label={label}
        htmlFor={id}
        validateStatus={fields[field] ? 'error' : undefined}
        help={fields[field]}
        style={{ width: 200, marginBottom: 12 }}
      >
        <InputNumber<number>
          id={id}
          data-testid={id}
          value={draft[group][key]}
          min={0}
          precision={currency === 'USD' ? 2 : 0}
          suffix={currency}
          style={{ width: '100%' }}
          onChange={(value) => setDraft((d) => ({ ...d, [group]: { ...d[group], [key]: value } }))}
        />
      </Form.Item>
    );
  };

  const groupError = fields.productService ?? fields.productCardCategory;
  return (
    <Card title={t('form.title', { currency })} style={{ marginBottom: 16 }} data-testid="cost-policy-form">
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item
          label={t('form.effectiveFrom')}
          htmlFor="cost-effective-from"
          required
          validateStatus={fields.effectiveFrom ? 'error' : undefined}
          help={fields.effectiveFrom ?? t('form.effectiveHelp')}
        >
          <Input
            id="cost-effective-from"
            type="datetime-local"
            style={{ width: 240 }}
            value={draft.effectiveFrom}
            data-testid="cost-effective-from"
            onChange={(e) => setDraft((d) => ({ ...d, effectiveFrom: e.target.value }))}
          />
        </Form.Item>
        <Typography.Title level={5}>{t('services')}</Typography.Title>
        <Space wrap align="start">
          {SERVICE_NAMES.map((name, i) =>
            amount('services', name, t(`service.${name}`), `productService[${i}].amount`),
          )}
        </Space>
        <Typography.Title level={5}>{t('categories')}</Typography.Title>
        <Space wrap align="start">
          {CARD_CATEGORIES.map((category, i) =>
            amount(
              'categories',
              category,
              t(`cards:category.${category}`),
              `productCardCategory[${i}].amount`,
            ),
          )}
        </Space>
        <Typography.Title level={5}>{t('delivery')}</Typography.Title>
        <Space wrap align="start">
          {amount('delivery', 'base', t('deliveryBase'), 'delivery.base')}
          {amount('delivery', 'jejuExtra', t('deliveryJeju'), 'delivery.jejuExtra')}
        </Space>
        {groupError && <Alert type="error" title={groupError} style={{ marginBottom: 12 }} />}
        {state.isError && !refusedFields && (
          <Alert
            type="error"
            title={serverMessageOf(state.error) ?? t('saveFailed')}
            style={{ marginBottom: 12 }}
          />
        )}
        <Space style={{ display: 'flex', marginTop: 8 }}>
          <Button type="primary" htmlType="submit" loading={state.isLoading} data-testid="cost-policy-save">
            {t('form.save')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
};
