import Card from 'antd/es/card';
import Search from 'antd/es/input/Search';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryView } from '@/components/ui/status-views';
import type { ListOrdersApiArg } from '@/lib/api/generated/slabworks-api';
import { useListOrdersQuery } from '../api/my-orders-api';
import { useOrderFormat } from '../use-order-language';
import styles from './my-orders.module.css';

const TABS = ['all', 'in-process', 'cancel', 'refund', 'complete'] as const;
type Tab = (typeof TABS)[number];
const PAGE_SIZE = 10;

/** The member's orders by tab, with order-number search; tab, search and page live in the URL. */
export const MyOrderList = () => {
  const { t } = useTranslation('account');
  const format = useOrderFormat();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const query = useListOrdersQuery({
    tab: tab as ListOrdersApiArg['tab'],
    page,
    size: PAGE_SIZE,
    q: q || undefined,
  });
  const update = (next: Record<string, string | number | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      if (value === null || value === '') merged.delete(key);
      else merged.set(key, String(value));
    setParams(merged);
  };
  const counts = query.data?.counts;

  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'all' ? null : key, page: null })}
        items={TABS.map((key) => ({
          key,
          label: (
            <span data-testid={`tab-${key}`}>{`${t(`list.tab.${key}`)} ${counts ? counts[key] : ''}`}</span>
          ),
        }))}
      />
      <div className={styles.toolbar}>
        <Search
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(value) => update({ q: value.trim() || null, page: null })}
          placeholder={t('list.search')}
          allowClear
          maxLength={40}
          style={{ maxWidth: 360 }}
          data-testid="order-search"
        />
      </div>
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty={t('list.empty')}>
        {(data) => (
          <Table
            rowKey="orderId"
            size="small"
            scroll={{ x: true }}
            dataSource={data.items}
            data-testid="order-rows"
            pagination={{
              current: data.page,
              pageSize: data.size,
              total: data.total,
              onChange: (next) => update({ page: next === 1 ? null : next }),
              showSizeChanger: false,
            }}
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
                render: (_, row) => (row.orderType ? t(`plan.${row.orderType}`) : '—'),
              },
              { title: t('list.col.quantity'), dataIndex: 'totalQt' },
              {
                title: t('list.col.stage'),
                render: (_, row) => (
                  <Tag color={row.displayStage === 'CANCELLED' ? 'red' : 'purple'}>
                    {row.displayStage ? t(`stage.${row.displayStage}`) : t(`payment-state.${row.status}`)}
                  </Tag>
                ),
              },
              { title: t('list.col.payment'), render: (_, row) => t(`payment-state.${row.status}`) },
              {
                title: t('list.col.amount'),
                render: (_, row) => format.money(row.totalAmount, row.currency),
              },
            ]}
          />
        )}
      </QueryView>
    </Card>
  );
};
