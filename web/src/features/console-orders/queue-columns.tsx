import type { ColumnType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { daysInStage, isStageOverdue, type QueueStage } from '@slabworks/domain';
import type { ConsoleOrdersQueueApiResponse } from '@/lib/api/generated/slabworks-api';
import { openingColumn } from '@/lib/console/table-columns';
import {
  DISPLAY_STAGE_KEY,
  labelOf,
  ORDER_STATUS_KEY,
  ORDER_TYPE_KEY,
  PROCESSING_STATUS_KEY,
} from '@/lib/i18n-keys';

export type QueueItem = ConsoleOrdersQueueApiResponse['data']['items'][number];

const queueStageOf = (row: QueueItem): QueueStage => (row.displayStage as QueueStage | null) ?? 'UNPAID';

interface ColumnsInput {
  t: TFunction<'console'>;
  tAccount: TFunction<'account'>;
  dateTime: (iso: string) => string;
  now: Date;
}

/** The queue's columns: who, what, where it is and for how long; sortable ones say so. */
export const queueColumns = ({ t, tAccount, dateTime, now }: ColumnsInput): ColumnType<QueueItem>[] => [
  openingColumn<QueueItem>({
    title: t('dashboard.orderNumber'),
    dataIndex: 'orderNumber',
    key: 'orderNumber',
    sorter: true,
    render: (orderNumber: string | null, row) => (
      <Link
        to={`/console/orders/${row.orderId}`}
        data-testid="queue-order-link"
        style={{ whiteSpace: 'nowrap' }}
      >
        {orderNumber ?? row.orderId}
      </Link>
    ),
  }),
  {
    title: t('orders.memberColumn'),
    key: 'member',
    render: (_value, row) => (
      <Tooltip title={row.member.email}>
        <div data-testid="queue-member">
          <div>{row.member.name ?? row.member.email ?? t('orders.unknownMember')}</div>
          {row.member.email && row.member.name !== row.member.email && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.member.email}
            </Typography.Text>
          )}
        </div>
      </Tooltip>
    ),
  },
  {
    title: t('orders.orderType'),
    dataIndex: 'orderType',
    render: (type: string | null) => labelOf(tAccount, ORDER_TYPE_KEY, type),
  },
  { title: t('orders.quantity'), dataIndex: 'totalQt', align: 'right' },
  {
    title: t('orders.inboundTracking'),
    dataIndex: 'inboundTrackingNumber',
    render: (tracking: string | null) => tracking ?? '',
  },
  {
    title: t('dashboard.stage'),
    dataIndex: 'displayStage',
    // Before a stage (unpaid, payment failed, expired) the payment state says where the order is.
    render: (stage: string | null, row) => {
      const stageText = labelOf(t, DISPLAY_STAGE_KEY, stage);
      const statusText = labelOf(t, PROCESSING_STATUS_KEY, row.processingStatus);
      return (
        <div data-testid="queue-stage">
          {stage ? (
            <Tag>{stageText}</Tag>
          ) : (
            <Tag color="default">{labelOf(tAccount, ORDER_STATUS_KEY, row.status)}</Tag>
          )}
          {stage && stage !== 'CANCELLED' && statusText !== stageText && (
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {statusText}
            </Typography.Text>
          )}
        </div>
      );
    },
  },
  {
    title: t('orders.daysInStage'),
    key: 'daysInStage',
    align: 'right',
    render: (_value, row) =>
      row.stageSince ? (
        <span data-testid="queue-days">
          {t('orders.days', { count: daysInStage(row.stageSince, now) })}
          {isStageOverdue(queueStageOf(row), row.stageSince, now) && (
            <Tag color="red" style={{ marginInlineStart: 8 }} data-testid="queue-overdue">
              {t('orders.overdue')}
            </Tag>
          )}
        </span>
      ) : (
        ''
      ),
  },
  {
    title: t('orders.amount'),
    dataIndex: 'totalAmount',
    key: 'totalAmount',
    align: 'right',
    sorter: true,
    render: (amount: number, row) => `${amount.toLocaleString()} ${row.currency ?? ''}`,
  },
  {
    title: t('orders.placedAt'),
    dataIndex: 'placedAt',
    key: 'placedAt',
    sorter: true,
    render: (at: string | null) => (at ? dateTime(at) : ''),
  },
  {
    title: t('orders.updatedAt'),
    dataIndex: 'updatedAt',
    key: 'updatedAt',
    sorter: true,
    render: (at: string) => dateTime(at),
  },
];
