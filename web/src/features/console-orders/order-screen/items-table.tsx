import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { itemLabel, type OrderItem } from './order-items';
import { labelOf } from '@/lib/i18n-keys';
import type { ParseKeys } from 'i18next';

/** A partial cancel asked for or done on the item (`NONE`: no tag). */
const PARTIAL_CANCEL_KEY = {
  REQUESTED: 'order.items.cancel.REQUESTED',
  COMPLETED: 'order.items.cancel.COMPLETED',
} as const satisfies Record<string, ParseKeys<'console'>>;

/** Every card of the order: its check result (and reason), grade and certification no. */
export const ItemsTable = ({ items, lines }: { items: OrderItem[]; lines: Map<string, string> }) => {
  const { t } = useTranslation('console');
  return (
    <Table<OrderItem>
      rowKey="itemId"
      size="small"
      pagination={false}
      scroll={{ x: 560 }}
      dataSource={items}
      data-testid="order-items"
      columns={[
        {
          title: t('order.items.card'),
          key: 'card',
          render: (_v, item, index) => itemLabel(item, index, lines),
        },
        {
          title: t('order.items.correspondence'),
          key: 'correspondence',
          render: (_v, item) => (
            <>
              <Tag
                color={
                  item.correspondence === 'OK'
                    ? 'green'
                    : item.correspondence === 'NOT_DETERMINED'
                      ? 'default'
                      : 'orange'
                }
              >
                {t(`correspondence.${item.correspondence}`)}
              </Tag>
              {item.correspondenceReason && <div>{item.correspondenceReason}</div>}
            </>
          ),
        },
        {
          title: t('order.items.grade'),
          key: 'grade',
          render: (_v, item) =>
            item.grade === null ? '—' : item.grade === 'A' ? t('order.score.authentic') : item.grade,
        },
        {
          title: t('order.items.certificationNumber'),
          dataIndex: 'certificationNumber',
          render: (n: string | null) => n ?? '—',
        },
        {
          title: t('order.items.partialCancel'),
          dataIndex: 'partialCancel',
          render: (p: string) =>
            p === 'NONE' ? '' : <Tag color="red">{labelOf(t, PARTIAL_CANCEL_KEY, p)}</Tag>,
        },
        {
          title: t('order.items.price'),
          dataIndex: 'price',
          align: 'right',
          render: (p: number) => p.toLocaleString(),
        },
      ]}
    />
  );
};
