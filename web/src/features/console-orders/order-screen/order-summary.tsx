import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { ConsoleOrdersDetailApiResponse } from '@/lib/api/generated/slabworks-api';
import { ShipmentText } from '@/components/shipment/shipment-text';
import { ledgerReasonText } from '@/lib/ledger-reason';
import { MemberName } from './member-name';
import { labelOf, ORDER_TYPE_KEY } from '@/lib/i18n-keys';

type Order = ConsoleOrdersDetailApiResponse['data'];

/** Who ordered what, how it travels, what was paid and refunded. */
export const OrderSummary = ({ order }: { order: Order }) => {
  const { t } = useTranslation('console');
  // The plan and the payment method in the collector's words (their order page and the ledger below).
  const { t: tAccount } = useTranslation('account');
  const { state } = order;
  const money = (amount: number) => `${amount.toLocaleString()} ${order.currency ?? ''}`;
  return (
    <Descriptions column={1} size="small" data-testid="order-summary">
      <Descriptions.Item label={t('order.summary.member')}>
        <MemberName memberId={order.memberId} />
      </Descriptions.Item>
      <Descriptions.Item label={t('dashboard.orderType')}>
        {state.order ? labelOf(tAccount, ORDER_TYPE_KEY, state.order.pricing.orderType) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('order.summary.shipping')}>
        {state.order ? t(`order.summary.method.${state.order.shippingMethod}`) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('order.summary.inbound')}>
        <ShipmentText shipment={state.inbound} testId="summary-inbound" />
      </Descriptions.Item>
      <Descriptions.Item label={t('order.summary.outbound')}>
        <ShipmentText shipment={state.outbound} testId="summary-outbound" />
      </Descriptions.Item>
      <Descriptions.Item label={t('orders.quantity')}>{order.totalQt}</Descriptions.Item>
      <Descriptions.Item label={t('orders.amount')}>{money(order.totalAmount)}</Descriptions.Item>
      <Descriptions.Item label={t('order.summary.paid')}>
        {state.payment
          ? `${money(state.payment.amount)} · ${ledgerReasonText(state.payment.method, tAccount)}`
          : t('order.summary.unpaid')}
      </Descriptions.Item>
      <Descriptions.Item label={t('order.summary.refunded')}>
        <span data-testid="order-refunded">{money(state.refundedAmount)}</span>
      </Descriptions.Item>
      {state.returnAddress && (
        <Descriptions.Item label={t('order.summary.returnAddress')}>
          {state.returnAddress.recipient} · {state.returnAddress.address1}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
};
