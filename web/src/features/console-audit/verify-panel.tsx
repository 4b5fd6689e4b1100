import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { serverMessageOf } from '@/lib/api/envelope';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import type { TableDifference, VerificationRun } from '@/lib/api/generated/slabworks-api';
import {
  useAuditRecentVerificationsQuery,
  useAuditStartVerificationMutation,
  useAuditVerificationQuery,
} from './audit-api';
import { formatInstant } from './audit-time';
import { personName } from '@/lib/console/person-name';
import styles from './audit.module.css';
import { labelOf } from '@/lib/i18n-keys';
import type { ParseKeys } from 'i18next';

const VERIFY_STATUS_KEY = {
  RUNNING: 'verify.statuses.RUNNING',
  DONE: 'verify.statuses.DONE',
  FAILED: 'verify.statuses.FAILED',
} as const satisfies Record<string, ParseKeys<'audit'>>;

// The worker's projections (libs/read-models PROJECTIONS); the api answers 404 for any other name.
const PROJECTION_NAMES = ['orders', 'certification-registry'];
const POLL_MS = 500;

const Differences = ({ tables }: { tables: TableDifference[] }) => {
  const { t } = useTranslation('audit');
  const rows = tables.flatMap((table) => {
    const count = Math.max(table.onlyLive.length, table.onlyReplay.length);
    return Array.from({ length: count }, (_, i) => ({
      key: `${table.table}:${i}`,
      table: table.table,
      live: table.onlyLive[i],
      replay: table.onlyReplay[i],
    }));
  });
  return (
    <Table
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 800 }}
      columns={[
        { title: t('verify.table'), dataIndex: 'table', key: 'table', width: 160 },
        {
          title: `${t('verify.live')} (${t('verify.onlyLive')})`,
          key: 'live',
          render: (_, row) => (
            <pre className={styles.payload}>{row.live ? JSON.stringify(row.live, null, 2) : '—'}</pre>
          ),
        },
        {
          title: `${t('verify.replayed')} (${t('verify.onlyReplay')})`,
          key: 'replay',
          render: (_, row) => (
            <pre className={styles.payload}>{row.replay ? JSON.stringify(row.replay, null, 2) : '—'}</pre>
          ),
        },
      ]}
    />
  );
};

/** Run one verification, watch its progress, read its differences; the last runs below. */
export const VerifyPanel = () => {
  const { t } = useTranslation(['audit', 'console']);
  const { t: tConsole } = useTranslation('console');
  const language = useAppSelector(selectLanguage);
  const [projection, setProjection] = useState(PROJECTION_NAMES[0]!);
  const [runId, setRunId] = useState<string | null>(null);
  const [start, started] = useAuditStartVerificationMutation();
  const history = useAuditRecentVerificationsQuery(10);
  const [polling, setPolling] = useState(true);
  const polled = useAuditVerificationQuery(runId ?? '', {
    skip: !runId,
    pollingInterval: polling ? POLL_MS : 0,
  });
  const run: VerificationRun | undefined =
    polled.currentData ?? (started.data?.id === runId ? started.data : undefined);
  const finished = run !== undefined && run.status !== 'RUNNING';
  const { refetch: refetchHistory } = history;
  useEffect(() => {
    if (!finished) return;
    setPolling(false);
    void refetchHistory();
  }, [finished, refetchHistory]);

  const begin = async () => {
    const answer = await start(projection)
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    setPolling(true);
    setRunId(answer.id);
    void history.refetch();
  };

  const percent = run?.eventsTotal
    ? Math.min(100, Math.round((run.eventsReplayed / run.eventsTotal) * 100))
    : 0;
  return (
    <div className={styles.page} data-testid="audit-verify">
      <Typography.Paragraph type="secondary">{t('verify.intro')}</Typography.Paragraph>
      <div className={styles.filters}>
        <Select
          aria-label={t('verify.projection')}
          value={projection}
          onChange={setProjection}
          options={PROJECTION_NAMES.map((value) => ({ value, label: value }))}
          data-testid="audit-verify-projection"
        />
        <Button
          type="primary"
          onClick={() => void begin()}
          loading={started.isLoading || run?.status === 'RUNNING'}
          data-testid="audit-verify-start"
        >
          {t('verify.start')}
        </Button>
      </div>
      {started.isError ? (
        <Alert type="error" showIcon title={serverMessageOf(started.error) ?? t('loadError')} />
      ) : null}
      {run ? (
        <div data-testid="audit-verify-progress" data-status={run.status}>
          <Progress
            percent={run.status === 'DONE' ? 100 : percent}
            status={run.status === 'RUNNING' ? 'active' : run.status === 'FAILED' ? 'exception' : 'success'}
          />
          <Typography.Text type="secondary" data-testid="audit-verify-count">
            {run.eventsTotal === null
              ? t('verify.counting')
              : t('verify.progress', {
                  replayed: run.eventsReplayed.toLocaleString(),
                  total: Math.max(run.eventsTotal, run.eventsReplayed).toLocaleString(),
                })}
          </Typography.Text>
        </div>
      ) : null}
      {run?.status === 'DONE' ? (
        run.differences === 0 ? (
          <Alert type="success" showIcon title={t('verify.clean')} data-testid="audit-verify-result" />
        ) : (
          <>
            <Alert
              type="error"
              showIcon
              title={t('verify.differences', { count: run.differences ?? 0 })}
              data-testid="audit-verify-result"
            />
            <Differences tables={run.report?.tables ?? []} />
          </>
        )
      ) : null}
      {run?.status === 'FAILED' ? (
        <Alert type="error" showIcon title={t('verify.failed', { reason: run.failure ?? '' })} />
      ) : null}
      <Typography.Title level={5}>{t('verify.history')}</Typography.Title>
      <Table<VerificationRun>
        rowKey="id"
        size="small"
        loading={history.isFetching}
        dataSource={history.data ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: history.isError ? t('loadError') : t('verify.noRuns') }}
        data-testid="audit-verify-history"
        columns={[
          { title: t('verify.when'), key: 'when', render: (_, r) => formatInstant(r.startedAt, language) },
          {
            title: t('verify.by'),
            key: 'by',
            render: (_, r) => personName(tConsole, r.startedByName, r.startedByRole),
          },
          { title: t('verify.projection'), dataIndex: 'projection', key: 'projection' },
          {
            title: t('verify.result'),
            key: 'result',
            render: (_, r) => (
              <>
                <Tag
                  color={
                    r.status === 'DONE'
                      ? r.differences
                        ? 'red'
                        : 'green'
                      : r.status === 'FAILED'
                        ? 'red'
                        : 'blue'
                  }
                >
                  {labelOf(t, VERIFY_STATUS_KEY, r.status)}
                </Tag>
                {r.status === 'DONE' ? t('verify.differences', { count: r.differences ?? 0 }) : null}
              </>
            ),
          },
          {
            title: t('verify.events'),
            key: 'events',
            render: (_, r) =>
              `${r.eventsReplayed.toLocaleString()} / ${(r.eventsTotal ?? 0).toLocaleString()}`,
          },
        ]}
      />
    </div>
  );
};
