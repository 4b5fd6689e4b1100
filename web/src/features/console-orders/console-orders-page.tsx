import { useEffect, useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import { NativeSearch } from '@/components/ui/native-search';
import { NativeSelect } from '@/components/ui/native-select';
import { ConsoleTable } from '@/lib/console/console-table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DISPLAY_STAGES, ORDER_TYPES, PROCESSING_STATUSES } from '@slabworks/domain';
import { useConsoleOrdersQueueQuery } from '@/lib/console/console-api';
import { sidewaysScroll } from '@/lib/console/table-columns';
import { useDateTime } from '@/lib/use-date-time';
import { BulkPanel, type BulkWritten } from './bulk-panel';
import { queueColumns, type QueueItem } from './queue-columns';
import { PAGE_SIZES, queueParamsOf, queueViewOf, type QueueFilters, type QueueView } from './queue-params';
import { DISPLAY_STAGE_KEY, labelOf, ORDER_TYPE_KEY, PROCESSING_STATUS_KEY } from '@/lib/i18n-keys';

/**
 * The operator queue: one search, filters, counts, sorting and paging, all in the address (a reload
 * or the back button shows the same list); select many and advance them one step (BulkPanel).
 */
const ConsoleOrdersPage = () => {
  const { t } = useTranslation('console');
  // Order types and payment states in the collector's words (their order page's).
  const { t: tAccount } = useTranslation('account');
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => queueViewOf(params), [params]);
  const show = (next: QueueView) => setParams(queueParamsOf(next));
  // Keyset paging: the page after one already shown starts from that page's `next` cursor; a page
  // opened from the address alone is read by offset.
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<QueueItem[]>([]);
  // After a bulk step: the list waits (≤ 2 s) until the read model holds the last order written.
  const [written, setWritten] = useState<BulkWritten | null>(null);
  const { data, isFetching, isError, refetch, fulfilledTimeStamp } = useConsoleOrdersQueueQuery(
    { ...written, ...view, after: view.page > 1 ? cursors[view.page] : undefined },
    // Coming back from an order screen the counts are read again, whatever the cache holds.
    { refetchOnMountOrArgChange: true },
  );
  const queue = data;
  useEffect(() => {
    const next = data?.next;
    if (next)
      setCursors((known) => (known[view.page + 1] === next ? known : { ...known, [view.page + 1]: next }));
  }, [data, view.page]);

  const setFilter = (patch: QueueFilters) => {
    setCursors({});
    show({ ...view, ...patch, page: 1 });
  };
  const onDone = (last: BulkWritten | null) => {
    setSelected([]);
    if (last) setWritten(last);
    else void refetch();
  };

  // Days in stage count to when the list was read, not to each render.
  const now = useMemo(() => new Date(fulfilledTimeStamp ?? Date.now()), [fulfilledTimeStamp]);
  const columns = queueColumns({ t, tAccount, dateTime, now }).map((column) =>
    column.key === view.sort
      ? { ...column, sortOrder: view.direction === 'desc' ? ('descend' as const) : ('ascend' as const) }
      : column.sorter
        ? { ...column, sortOrder: null }
        : column,
  );

  return (
    <div data-testid="console-orders">
      <Typography.Title level={3}>{t('orders.title')}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <NativeSearch
          key={`q-${view.q ?? ''}`}
          value={view.q}
          placeholder={t('orders.search')}
          buttonLabel={t('orders.searchButton')}
          data-testid="orders-search"
          // The console's content beside the folded menu on a phone.
          style={{ width: 320, maxWidth: 'calc(100vw - 96px)' }}
          onSearch={(q) => setFilter({ q: q.trim() || undefined })}
        />
        <NativeSearch
          key={`member-${view.member ?? ''}`}
          value={view.member}
          placeholder={t('orders.member')}
          buttonLabel={t('orders.searchButton')}
          data-testid="orders-member"
          style={{ width: 220, maxWidth: '100%' }}
          onSearch={(member) => setFilter({ member: member.trim() || undefined })}
        />
        {/* The browser's own selects: short lists, none of antd Select's weight (issue 38 item 7). */}
        <NativeSelect
          aria-label={t('orders.stage')}
          value={view.stage}
          placeholder={t('orders.stage')}
          style={{ width: 220, maxWidth: '100%' }}
          data-testid="orders-stage"
          options={DISPLAY_STAGES.map((stage) => ({
            value: stage,
            label: `${labelOf(t, DISPLAY_STAGE_KEY, stage)} (${queue?.counts.byDisplayStage[stage] ?? 0})`,
          }))}
          onChange={(event) =>
            setFilter({ stage: (event.target.value || undefined) as QueueFilters['stage'] })
          }
        />
        <NativeSelect
          aria-label={t('orders.status')}
          value={view.processingStatus}
          placeholder={t('orders.status')}
          style={{ width: 220, maxWidth: '100%' }}
          data-testid="orders-status"
          options={PROCESSING_STATUSES.map((status) => ({
            value: status,
            label: `${labelOf(t, PROCESSING_STATUS_KEY, status)} (${queue?.counts.byProcessingStatus[status] ?? 0})`,
          }))}
          onChange={(event) =>
            setFilter({
              processingStatus: (event.target.value || undefined) as QueueFilters['processingStatus'],
            })
          }
        />
        <NativeSelect
          aria-label={t('orders.orderType')}
          value={view.orderType}
          placeholder={t('orders.orderType')}
          style={{ width: 160, maxWidth: '100%' }}
          data-testid="orders-type"
          options={ORDER_TYPES.map((type) => ({
            value: type,
            label: labelOf(tAccount, ORDER_TYPE_KEY, type),
          }))}
          onChange={(event) =>
            setFilter({ orderType: (event.target.value || undefined) as QueueFilters['orderType'] })
          }
        />
      </Space>
      <BulkPanel selected={selected} current={queue?.items ?? []} onDone={onDone} />
      {isError && <Alert type="error" title={t('orders.error')} style={{ marginBottom: 16 }} />}
      <ConsoleTable<QueueItem>
        rowKey="orderId"
        size="small"
        loading={isFetching}
        dataSource={queue?.items ?? []}
        {...sidewaysScroll(1200)}
        locale={{ emptyText: t('orders.empty') }}
        rowSelection={{
          selectedRowKeys: selected.map((item) => item.orderId),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        pagination={{
          current: view.page,
          pageSize: view.size,
          total: queue?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('orders.total', { count: total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const sort = (one?.order ? one.columnKey : 'updatedAt') as QueueView['sort'];
          const direction = one?.order === 'descend' ? 'desc' : 'asc';
          const size = pagination.pageSize ?? view.size;
          // A cursor belongs to one sort and page size; the table calls this when only the page moved too.
          const reordered = sort !== view.sort || direction !== view.direction || size !== view.size;
          if (reordered) setCursors({});
          show({ ...view, sort, direction, size, page: reordered ? 1 : (pagination.current ?? 1) });
        }}
        columns={columns}
      />
    </div>
  );
};

export default ConsoleOrdersPage;
