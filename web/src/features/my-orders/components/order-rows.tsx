import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListOrdersApiResponse } from '@/lib/api/generated/slabworks-api';
import { DISPLAY_STAGE_KEY, labelOf, ORDER_STATUS_KEY, ORDER_TYPE_KEY } from '@/lib/i18n-keys';
import { useOrderFormat } from '../use-order-language';
import { serverPaging } from '@/lib/server-paging';

/** One page of the member's orders (my-order-list.tsx loads it beside the list's request). */
export const OrderRows = ({
  data,
  update,
}: {
  data: ListOrdersApiResponse['data'];
  update: (next: Record<string, string | number | null>) => void;
}) => {
  const { t } = useTranslation('account');
  const format = useOrderFormat();
  return (
    <Table
      rowKey="orderId"
      size="small"
      scroll={{ x: true }}
      dataSource={data.items}
      data-testid="order-rows"
      pagination={serverPaging(data.page, data.size, data.total, (next) =>
        update({ page: next === 1 ? null : next }),
      )}
      columns={[
        {
          title: t('list.col.number'),
          render: (_, row) => (
            <Link to={`/account/order/${row.orderId}`} data-testid="order-row-link">
              {row.orderNumber}
            </Link>
          ),
        },
        { title: t('list.col.date'), render: (_, row) => format.dateTime(row.placedAt) },
        {
          title: t('list.col.product'),
          render: (_, row) => (row.orderType ? labelOf(t, ORDER_TYPE_KEY, row.orderType) : '—'),
        },
        { title: t('list.col.quantity'), dataIndex: 'totalQt' },
        {
          title: t('list.col.stage'),
          render: (_, row) => (
            <Tag color={row.displayStage === 'CANCELLED' ? 'red' : 'purple'}>
              {row.displayStage
                ? labelOf(t, DISPLAY_STAGE_KEY, row.displayStage)
                : labelOf(t, ORDER_STATUS_KEY, row.status)}
            </Tag>
          ),
        },
        { title: t('list.col.payment'), render: (_, row) => labelOf(t, ORDER_STATUS_KEY, row.status) },
        {
          title: t('list.col.amount'),
          render: (_, row) => format.money(row.totalAmount, row.currency),
        },
      ]}
    />
  );
};
