import Card from 'antd/es/card';
import Search from 'antd/es/input/Search';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingView, QueryView } from '@/components/ui/status-views';
import type { ListOrdersApiArg } from '@/lib/api/generated/slabworks-api';
import { useListOrdersQuery } from '../api/my-orders-api';
import styles from './my-orders.module.css';

const TABS = ['all', 'in-process', 'cancel', 'refund', 'complete'] as const;
type Tab = (typeof TABS)[number];
const PAGE_SIZE = 10;

// The rows' table (antd's Table) is asked for as the list mounts, beside the list's request: the tabs and
// the search box render without waiting for it.
const loadRows = () => import('./order-rows');
const OrderRows = lazy(() => loadRows().then((module) => ({ default: module.OrderRows })));

/** The member's orders by tab, with order-number search; tab, search and page live in the URL. */
export const MyOrderList = () => {
  const { t } = useTranslation('account');
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
  useEffect(() => void loadRows(), []);

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
          <Suspense fallback={<LoadingView />}>
            <OrderRows data={data} update={update} />
          </Suspense>
        )}
      </QueryView>
    </Card>
  );
};
