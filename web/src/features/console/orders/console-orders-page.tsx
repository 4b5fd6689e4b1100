import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DISPLAY_STAGES, ORDER_TYPES, PROCESSING_STATUSES } from '@slabworks/domain';
import { useBulkAdvanceAdvanceMutation, useConsoleOrdersQueueQuery } from '../api/console-api';
import {
  type BulkAdvanceAdvanceApiResponse,
  type BulkAdvanceRequestDto,
  type ConsoleOrdersQueueApiArg,
  type ConsoleOrdersQueueApiResponse,
} from '@/lib/api/generated/slabworks-api';
import { openingColumn, sidewaysScroll } from '../shared/table-columns';
import { chunksOf } from './bulk-advance';

type QueueItem = ConsoleOrdersQueueApiResponse['data']['items'][number];
type BulkResult = BulkAdvanceAdvanceApiResponse['data']['results'][number];
type Filters = Pick<ConsoleOrdersQueueApiArg, 'stage' | 'processingStatus' | 'orderType' | 'member' | 'q'>;

type BulkStep = BulkAdvanceRequestDto['step'];
// Steps a selection can take together: every selected order must be waiting for this same step.
const BULK_STEPS: BulkStep[] = [
  'pickup',
  'receive',
  'warehouse',
  'vsc-check',
  'defect-check',
  'casing',
  'release',
  'deliver',
];

/** The operator queue: filters, counts, sorting, paging; select many and advance them one step. */
const ConsoleOrdersPage = () => {
  const { t } = useTranslation('console');
  // Order types in the collector's words (the plan names of their order page).
  const { t: tAccount } = useTranslation('account');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(50);
  const [sort, setSort] = useState<ConsoleOrdersQueueApiArg['sort']>('updatedAt');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  // Keyset paging: the page after one already shown starts from that page's `next` cursor.
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<QueueItem[]>([]);
  const [step, setStep] = useState<BulkStep>('receive');
  const [progress, setProgress] = useState<{ done: number; total: number; results: BulkResult[] } | null>(
    null,
  );
  // After a bulk step: the list waits (≤ 2 s) until the read model holds the last order written.
  const [written, setWritten] = useState<{ orderId: string; minRevision: number } | null>(null);
  const { data, isFetching, isError, refetch } = useConsoleOrdersQueueQuery({
    ...written,
    ...filters,
    page,
    size,
    sort,
    direction,
    after: page > 1 ? cursors[page] : undefined,
  });
  const [advance] = useBulkAdvanceAdvanceMutation();
  const queue = data;
  useEffect(() => {
    const next = data?.next;
    if (next) setCursors((known) => (known[page + 1] === next ? known : { ...known, [page + 1]: next }));
  }, [data, page]);

  const runBulk = async () => {
    const orders = selected.map((item) => ({ orderId: item.orderId, revision: item.revision }));
    const results: BulkResult[] = [];
    setProgress({ done: 0, total: orders.length, results });
    for (const chunk of chunksOf(orders)) {
      const answer = await advance({ step, orders: chunk }).unwrap();
      results.push(...answer.results);
      setProgress({ done: results.length, total: orders.length, results: [...results] });
    }
    setSelected([]);
    const last = results
      .filter((r): r is Extract<BulkResult, { revision: number }> => r.ok && 'revision' in r)
      .at(-1);
    if (last) setWritten({ orderId: last.orderId, minRevision: last.revision });
    else void refetch();
  };

  const setFilter = (patch: Filters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setCursors({});
    setPage(1);
  };

  return (
    <div data-testid="console-orders">
      <Typography.Title level={3}>{t('orders.title')}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('orders.search')}
          data-testid="orders-search"
          style={{ width: 280 }}
          onSearch={(q) => setFilter({ q: q || undefined })}
        />
        <Input.Search
          allowClear
          placeholder={t('orders.member')}
          data-testid="orders-member"
          style={{ width: 220 }}
          onSearch={(member) => setFilter({ member: member || undefined })}
        />
        <Select
          allowClear
          placeholder={t('orders.stage')}
          style={{ width: 200 }}
          options={DISPLAY_STAGES.map((stage) => ({
            value: stage,
            label: `${t(`stage.${stage}`)} (${queue?.counts.byDisplayStage[stage] ?? 0})`,
          }))}
          onChange={(stage?: Filters['stage']) => setFilter({ stage })}
        />
        <Select
          allowClear
          placeholder={t('orders.status')}
          style={{ width: 220 }}
          options={PROCESSING_STATUSES.map((status) => ({
            value: status,
            label: `${t(`status.${status}`)} (${queue?.counts.byProcessingStatus[status] ?? 0})`,
          }))}
          onChange={(processingStatus?: Filters['processingStatus']) => setFilter({ processingStatus })}
        />
        <Select
          allowClear
          placeholder={t('orders.orderType')}
          style={{ width: 140 }}
          options={ORDER_TYPES.map((type) => ({ value: type, label: tAccount(`plan.${type}`) }))}
          onChange={(orderType?: Filters['orderType']) => setFilter({ orderType })}
        />
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text>{t('orders.selected', { count: selected.length })}</Typography.Text>
        <Select
          value={step}
          style={{ width: 200 }}
          data-testid="bulk-step"
          options={BULK_STEPS.map((value) => ({ value, label: t(`step.${value}`) }))}
          onChange={setStep}
        />
        <Button
          type="primary"
          data-testid="bulk-advance"
          disabled={selected.length === 0 || (progress !== null && progress.done < progress.total)}
          onClick={() => void runBulk()}
        >
          {t('orders.advance')}
        </Button>
      </Space>
      {progress && (
        <div style={{ marginBottom: 16 }} data-testid="bulk-progress">
          <Progress percent={Math.round((progress.done / Math.max(progress.total, 1)) * 100)} />
          <Typography.Text data-testid="bulk-progress-count">
            {progress.done}/{progress.total} ·{' '}
            {t('orders.succeeded', { count: progress.results.filter((r) => r.ok).length })}
          </Typography.Text>
          {progress.results
            .filter((r): r is Extract<BulkResult, { code: string }> => !r.ok && 'code' in r)
            .map((r) => (
              <Alert
                key={r.orderId}
                type="warning"
                title={`${r.orderId}: ${r.message}`}
                style={{ marginTop: 8 }}
              />
            ))}
        </div>
      )}
      {isError && <Alert type="error" title={t('orders.error')} style={{ marginBottom: 16 }} />}
      <Table<QueueItem>
        rowKey="orderId"
        size="small"
        loading={isFetching}
        dataSource={queue?.items ?? []}
        {...sidewaysScroll(900)}
        locale={{ emptyText: t('orders.empty') }}
        rowSelection={{
          selectedRowKeys: selected.map((item) => item.orderId),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        pagination={{
          current: page,
          pageSize: size,
          total: queue?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (total) => t('orders.total', { count: total }),
          onChange: (next, nextSize) => {
            if (nextSize !== size) setCursors({});
            setPage(next);
            setSize(nextSize);
          },
        }}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = one?.field as ConsoleOrdersQueueApiArg['sort'] | undefined;
          const nextSort = one?.order ? field : 'updatedAt';
          const nextDirection = one?.order === 'descend' ? 'desc' : 'asc';
          // A cursor belongs to one sort; the table also calls this when only the page moved.
          if (nextSort !== sort || nextDirection !== direction) setCursors({});
          setSort(nextSort);
          setDirection(nextDirection);
        }}
        columns={[
          openingColumn<QueueItem>({
            title: t('dashboard.orderNumber'),
            dataIndex: 'orderNumber',
            key: 'orderNumber',
            sorter: true,
            render: (orderNumber: string | null, row) => (
              <Link to={`/console/orders/${row.orderId}`} data-testid="queue-order-link">
                {orderNumber ?? row.orderId}
              </Link>
            ),
          }),
          {
            title: t('dashboard.stage'),
            dataIndex: 'displayStage',
            render: (stage: string | null) => (stage ? <Tag>{t(`stage.${stage}`)}</Tag> : null),
          },
          {
            title: t('dashboard.status'),
            dataIndex: 'processingStatus',
            render: (s: string) => t(`status.${s}`),
          },
          { title: t('orders.quantity'), dataIndex: 'totalQt', align: 'right' },
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
            render: (at: string | null) => (at ? new Date(at).toLocaleString() : ''),
          },
          {
            title: t('orders.updatedAt'),
            dataIndex: 'updatedAt',
            key: 'updatedAt',
            sorter: true,
            render: (at: string) => new Date(at).toLocaleString(),
          },
        ]}
      />
    </div>
  );
};

export default ConsoleOrdersPage;
