import { dayOf } from '@/lib/dates';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Steps from 'antd/es/steps';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ShipmentText } from '@/components/shipment/shipment-text';
import { useViewport } from '@/lib/use-viewport';
import type { GetOrderApiResponse } from '@/lib/api/generated/slabworks-api';
import { ledgerReasonText } from '@/lib/ledger-reason';
import { progressSteps } from '../order-progress';
import { useOrderFormat } from '../use-order-language';
import { DepositCountdown } from './deposit-countdown';
import { ItemCard } from './item-card';
import { ItemCheck } from './item-check';
import { offersAction } from './order-actions-offered';
import { PickupNextStep } from './pickup-next-step';
import { RegisteredRefundAccount } from './registered-refund-account';
import styles from './my-orders.module.css';
import { DISPLAY_STAGE_KEY, labelOf, ORDER_STATUS_KEY, ORDER_TYPE_KEY } from '@/lib/i18n-keys';
import type { ParseKeys } from 'i18next';

// The notices sent about an order (services/worker NOTIFICATION_KINDS); a kind newer than this build is
// shown as the api names it.
const NOTIFICATION_KEY = {
  DEPOSIT_DUE: 'notification.DEPOSIT_DUE',
  PAYMENT_RECEIVED: 'notification.PAYMENT_RECEIVED',
  CARDS_RECEIVED: 'notification.CARDS_RECEIVED',
  GRADING_COMPLETE: 'notification.GRADING_COMPLETE',
  SENT_TO_BRANCH: 'notification.SENT_TO_BRANCH',
  SHIPPED: 'notification.SHIPPED',
  ORDER_EXPIRED: 'notification.ORDER_EXPIRED',
} as const satisfies Record<string, ParseKeys<'account'>>;

type OrderDetail = GetOrderApiResponse['data'];

// The actions card (forms with selects, the cancel dialog) loads only for an order that offers an action.
const OrderActions = lazy(() =>
  import('./order-actions').then((module) => ({ default: module.OrderActions })),
);

export const OrderDetailView = ({
  order,
  reload,
}: {
  order: OrderDetail;
  reload: (revision?: number) => void;
}) => {
  const { t } = useTranslation('account');
  const format = useOrderFormat();
  // Once shown, the card stays: it keeps saying how the last action went after the order moved on.
  const [actionsShown, setActionsShown] = useState(() => offersAction(order));
  if (!actionsShown && offersAction(order)) setActionsShown(true);
  const viewport = useViewport();
  const isMobile = viewport === 'mobile' || viewport === 'small';
  const currency = order.amounts?.currency;
  const steps = progressSteps(order.displayStage, order.timeline, order.shipping.method, currency === 'TWD');
  const deliveredAt =
    order.displayStage === 'SHIPPING_OUT_COMPLETE'
      ? order.timeline.findLast((entry) => entry.stage === 'SHIPPING_OUT_COMPLETE')?.at
      : undefined;

  return (
    <div className={styles.stack} data-testid="order-detail" data-revision={order.revision}>
      <Card>
        <div className={styles.headline}>
          <h1 data-testid="order-number">{order.orderNumber}</h1>
          <Tag color={order.displayStage === 'CANCELLED' ? 'red' : 'purple'} data-testid="order-stage">
            {order.displayStage
              ? labelOf(t, DISPLAY_STAGE_KEY, order.displayStage)
              : labelOf(t, ORDER_STATUS_KEY, order.status)}
          </Tag>
        </div>
        <Descriptions column={isMobile ? 1 : 3} size="small">
          <Descriptions.Item label={t('order.placed-at')}>
            {format.dateTime(order.placedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('order.plan')}>
            {order.orderType ? labelOf(t, ORDER_TYPE_KEY, order.orderType) : '—'}
          </Descriptions.Item>
          {/* Once the slabs are home the estimate gives way to the day they arrived. */}
          <Descriptions.Item label={deliveredAt ? t('order.completed-at') : t('order.estimated-completion')}>
            <span data-testid="order-estimate">
              {format.day(deliveredAt ? dayOf(deliveredAt) : order.estimatedCompletionDate)}
            </span>
          </Descriptions.Item>
        </Descriptions>
        {order.virtualAccount && (
          <div className={styles.deposit} data-testid="order-deposit">
            <p>
              {t('order.deposit.account', {
                bank: order.virtualAccount.bank,
                account: order.virtualAccount.accountNumber,
                holder: order.virtualAccount.holderName,
                amount: format.money(order.virtualAccount.amount, currency),
              })}
            </p>
            <p>
              {t('order.deposit.due', { due: format.dateTime(order.virtualAccount.dueAt) })}{' '}
              <DepositCountdown dueAt={order.virtualAccount.dueAt} />
            </p>
          </div>
        )}
      </Card>

      {steps ? (
        <Card title={t('order.progress')}>
          <Steps
            // antd marks step `current` (0 by default) as the active one whatever the items' status say.
            current={Math.max(
              steps.findIndex((step) => step.status === 'process'),
              steps.findLastIndex((step) => step.status === 'finish'),
            )}
            orientation={isMobile ? 'vertical' : 'horizontal'}
            size="small"
            titlePlacement={isMobile ? undefined : 'vertical'}
            data-testid="order-steps"
            items={steps.map((step) => ({
              status: step.status,
              title: labelOf(t, DISPLAY_STAGE_KEY, step.stage),
              content: step.at ? (
                <span data-testid={`step-time-${step.stage}`}>{format.dateTime(step.at)}</span>
              ) : undefined,
            }))}
          />
        </Card>
      ) : (
        order.displayStage === 'CANCELLED' && (
          <Card>
            <p data-testid="order-cancelled">
              {t('order.cancelled-at', { at: format.dateTime(order.timeline.at(-1)?.at ?? order.updatedAt) })}
            </p>
          </Card>
        )
      )}

      <PickupNextStep order={order} />
      {actionsShown && (
        <Suspense fallback={null}>
          <OrderActions order={order} reload={reload} />
        </Suspense>
      )}

      <Card title={t('order.items.title')}>
        <Table
          rowKey="itemId"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={order.items}
          data-testid="order-items"
          columns={[
            {
              title: t('order.items.card'),
              render: (_, item) => <ItemCard item={item} />,
            },
            { title: t('order.items.price'), render: (_, item) => format.money(item.price, currency) },
            {
              title: t('order.items.grade'),
              render: (_, item) => <span data-testid="item-grade">{item.grade ?? '—'}</span>,
            },
            {
              title: t('order.items.check'),
              render: (_, item) => <ItemCheck item={item} />,
            },
            {
              title: t('order.items.cert'),
              render: (_, item) =>
                item.certificationNumber ? (
                  <Link
                    to={`${paths.certification}?no=${encodeURIComponent(item.certificationNumber)}`}
                    data-testid="item-cert"
                  >
                    {item.certificationNumber}
                  </Link>
                ) : (
                  '—'
                ),
            },
          ]}
        />
        {order.gradingSummary && (
          <p data-testid="grading-summary">
            {t('order.items.summary', {
              graded: order.gradingSummary.graded,
              ungradable: order.gradingSummary.ungradable,
            })}
          </p>
        )}
      </Card>

      {order.amounts && (
        <Card title={t('order.amounts.title')}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('order.amounts.price')}>
              {format.money(order.amounts.totalPrice, currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.amounts.discount')}>
              {format.money(order.amounts.discount.amount, currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.amounts.delivery')}>
              {format.money(order.amounts.deliveryCost, currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.amounts.total')}>
              <strong>{format.money(order.amounts.totalAmount, currency)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('order.amounts.paid')}>
              {format.money(order.amounts.paidAmount, currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('order.amounts.refunded')}>
              {format.money(order.amounts.refundedAmount, currency)}
            </Descriptions.Item>
          </Descriptions>
          <RegisteredRefundAccount account={order.refundAccount} />
          {order.ledger.length > 0 && (
            <Table
              rowKey={(line) => `${line.kind}-${line.at}-${line.refundId ?? ''}`}
              size="small"
              pagination={false}
              scroll={{ x: true }}
              className={styles.ledger}
              dataSource={order.ledger}
              data-testid="order-ledger"
              columns={[
                { title: t('order.ledger.at'), render: (_, line) => format.dateTime(line.at) },
                { title: t('order.ledger.kind'), render: (_, line) => t(`ledger.${line.kind}`) },
                { title: t('order.ledger.amount'), render: (_, line) => format.money(line.amount, currency) },
                {
                  title: t('order.ledger.reason'),
                  render: (_, line) => (
                    <span data-testid="ledger-reason">{ledgerReasonText(line.reason, t)}</span>
                  ),
                },
              ]}
            />
          )}
        </Card>
      )}

      <Card title={t('order.shipping.title')}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('order.shipping.method')}>
            <span data-testid="order-shipping-method">
              {order.shipping.method ? t(`shipping-method.${order.shipping.method}`) : '—'}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('order.shipping.address')}>
            <span data-testid="order-address">
              {order.shipping.returnAddress
                ? `${order.shipping.returnAddress.recipient} · ${order.shipping.returnAddress.postalCode} ${order.shipping.returnAddress.address1} ${order.shipping.returnAddress.address2 ?? ''}`
                : '—'}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('order.shipping.inbound')}>
            <ShipmentText shipment={order.shipping.inbound} testId="order-inbound" />
          </Descriptions.Item>
          <Descriptions.Item label={t('order.shipping.outbound')}>
            <ShipmentText shipment={order.shipping.outbound} testId="order-outbound" />
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={t('order.notifications.title')}>
        {order.notifications.length === 0 ? (
          <p>{t('order.notifications.none')}</p>
        ) : (
          <ul data-testid="order-notifications">
            {order.notifications.map((n) => (
              <li key={`${n.kind}-${n.channel}-${n.sentAt}`}>
                {format.dateTime(n.sentAt)} · {labelOf(t, NOTIFICATION_KEY, n.kind)} (
                {t(`channel.${n.channel}`)})
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
};
