import { lazy, Suspense, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROCESSING_STEPS, type ProcessingStep } from '@slabworks/domain';
import { NativeSelect } from '@/components/ui/native-select';
import { useBulkAdvanceAdvanceMutation } from '@/lib/console/console-api';
import type {
  BulkAdvanceAdvanceApiResponse,
  ConsoleOrdersQueueApiResponse,
} from '@/lib/api/generated/slabworks-api';
import { chunksOf } from './bulk-advance';
import { bulkFailureReason, type BulkFailure } from './bulk-reason';
import { labelOf, ORDER_STATUS_KEY, PROCESSING_STATUS_KEY } from '@/lib/i18n-keys';

// The bar shows only once a run starts: the queue does not wait for it (issue 38 item 7).
const Progress = lazy(() => import('antd/es/progress'));

type QueueItem = ConsoleOrdersQueueApiResponse['data']['items'][number];
type BulkResult = BulkAdvanceAdvanceApiResponse['data']['results'][number];
type BulkOrder = Pick<QueueItem, 'orderId' | 'orderNumber' | 'revision'>;

export interface BulkWritten {
  orderId: string;
  minRevision: number;
}

interface Run {
  step: ProcessingStep;
  orders: BulkOrder[];
  results: BulkResult[];
}

interface BulkPanelProps {
  selected: QueueItem[];
  /** The queue as it reads now: a retry sends each order's latest revision. */
  current: readonly QueueItem[];
  onDone: (written: BulkWritten | null) => void;
}

const nameOf = (order: Pick<QueueItem, 'orderId' | 'orderNumber'>) => order.orderNumber ?? order.orderId;

/**
 * Many orders, one step: only the steps some selected order is waiting for are offered, the orders
 * that cannot take the chosen one are named before anything runs (and are left out), and the
 * refusals stay listed by order number, with the reason and a link, until they are retried.
 */
export const BulkPanel = ({ selected, current, onDone }: BulkPanelProps) => {
  const { t } = useTranslation('console');
  const { t: tAccount } = useTranslation('account');
  const [advance] = useBulkAdvanceAdvanceMutation();
  const [chosen, setChosen] = useState<ProcessingStep | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const running = run !== null && run.results.length < run.orders.length;

  const offered = PROCESSING_STEPS.filter((step) => selected.some((item) => item.nextStep === step));
  const step = chosen && offered.includes(chosen) ? chosen : (offered[0] ?? null);
  const able = selected.filter((item) => item.nextStep === step);
  const unable = selected.filter((item) => item.nextStep !== step);

  const start = async (runStep: ProcessingStep, orders: BulkOrder[]) => {
    const results: BulkResult[] = [];
    setRun({ step: runStep, orders, results });
    for (const chunk of chunksOf(orders)) {
      const answer = await advance({
        step: runStep,
        orders: chunk.map(({ orderId, revision }) => ({ orderId, revision })),
      }).unwrap();
      results.push(...answer.results);
      setRun({ step: runStep, orders, results: [...results] });
    }
    const last = results
      .filter((r): r is Extract<BulkResult, { revision: number }> => r.ok && 'revision' in r)
      .at(-1);
    onDone(last ? { orderId: last.orderId, minRevision: last.revision } : null);
  };

  const failures = (run?.results ?? []).filter((r): r is BulkFailure => !r.ok && 'code' in r);
  const retry = () => {
    if (!run) return;
    const latest = new Map(current.map((item) => [item.orderId, item]));
    const failed = new Set(failures.map((f) => f.orderId));
    // A refusal for a change made meanwhile is retried against the order as it reads now.
    const orders = run.orders
      .filter((order) => failed.has(order.orderId))
      .map((order) => ({ ...order, revision: latest.get(order.orderId)?.revision ?? order.revision }));
    void start(run.step, orders);
  };

  const succeeded = (run?.results ?? []).filter((r) => r.ok).length;
  const done = run?.results.length ?? 0;
  const total = run?.orders.length ?? 0;
  const numbers = new Map(run?.orders.map((order) => [order.orderId, nameOf(order)]) ?? []);

  return (
    <div style={{ marginBottom: 16 }} data-testid="bulk-panel">
      <Space wrap>
        <Typography.Text>{t('orders.selected', { count: selected.length })}</Typography.Text>
        <NativeSelect
          aria-label={t('orders.bulkStep')}
          value={step}
          placeholder={selected.length === 0 ? t('orders.selectFirst') : t('orders.noStep')}
          required
          disabled={offered.length === 0}
          style={{ minWidth: 220 }}
          data-testid="bulk-step"
          options={offered.map((value) => ({
            value,
            label: `${t(`step.${value}`)} (${selected.filter((item) => item.nextStep === value).length})`,
          }))}
          onChange={(event) => setChosen(event.target.value as ProcessingStep)}
        />
        <Button
          type="primary"
          data-testid="bulk-advance"
          disabled={step === null || able.length === 0 || running}
          onClick={() => step && void start(step, able)}
        >
          {t('orders.advanceCount', { count: able.length })}
        </Button>
      </Space>
      {step !== null && unable.length > 0 && (
        <Alert
          type="info"
          style={{ marginTop: 8 }}
          data-testid="bulk-unable"
          title={t('orders.unable', { count: unable.length, step: t(`step.${step}`) })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {unable.map((item) => (
                <li key={item.orderId}>
                  {nameOf(item)}:{' '}
                  {item.displayStage
                    ? labelOf(t, PROCESSING_STATUS_KEY, item.processingStatus)
                    : labelOf(tAccount, ORDER_STATUS_KEY, item.status)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {run && (
        <div style={{ marginTop: 8 }} data-testid="bulk-progress">
          <Suspense fallback={null}>
            <Progress
              percent={Math.round((done / Math.max(total, 1)) * 100)}
              // Green only when every order moved; never while any was refused.
              status={failures.length > 0 ? 'exception' : done === total ? 'success' : 'active'}
            />
          </Suspense>
          <Typography.Text data-testid="bulk-progress-count">
            {done}/{total} · {t('orders.succeeded', { count: succeeded })}
            {failures.length > 0 && <> · {t('orders.failed', { count: failures.length })}</>}
          </Typography.Text>
          {failures.length > 0 && (
            <Alert
              type="error"
              style={{ marginTop: 8 }}
              title={t('orders.failures', { count: failures.length })}
              description={
                <>
                  <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="bulk-failures">
                    {failures.map((failure) => (
                      <li key={failure.orderId} data-testid="bulk-failure">
                        <Link to={`/console/orders/${failure.orderId}`}>
                          {numbers.get(failure.orderId) ?? failure.orderId}
                        </Link>
                        : {bulkFailureReason(failure, t)}
                      </li>
                    ))}
                  </ul>
                  {/* Under the list, not beside it: on a phone the reasons keep the alert's width. */}
                  <Button
                    size="small"
                    style={{ marginTop: 8 }}
                    data-testid="bulk-retry"
                    disabled={running}
                    onClick={retry}
                  >
                    {t('orders.retryFailed', { count: failures.length })}
                  </Button>
                </>
              }
            />
          )}
        </div>
      )}
    </div>
  );
};
