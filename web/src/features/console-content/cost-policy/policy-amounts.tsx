import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { toMajorUnits, type Currency } from '@slabworks/domain';
import type { Language } from '@/lib/languages';
import { formatMoney } from '@/lib/money';
import type { CostPolicyVersion } from './cost-policy-api';

/** One version's prices: every service, every priced card category and the return delivery. */
export const PolicyAmounts = ({ policy }: { policy: CostPolicyVersion['policy'] }) => {
  const { t, i18n } = useTranslation(['console-cost-policy', 'cards']);
  const currency = policy.currency as Currency;
  const money = (amount: number) =>
    formatMoney(toMajorUnits(amount, currency), currency, i18n.language as Language);
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
      {policy.productService.map((row) => (
        <Descriptions.Item key={row.serviceName} label={t(`service.${row.serviceName}`)}>
          {money(row.amount)}
        </Descriptions.Item>
      ))}
      {policy.productCardCategory.map((row) => (
        <Descriptions.Item key={row.category} label={t(`cards:category.${row.category}`)}>
          {money(row.amount)}
        </Descriptions.Item>
      ))}
      {policy.delivery && (
        <>
          <Descriptions.Item label={t('deliveryBase')}>{money(policy.delivery.base)}</Descriptions.Item>
          <Descriptions.Item label={t('deliveryJeju')}>{money(policy.delivery.jejuExtra)}</Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
};
