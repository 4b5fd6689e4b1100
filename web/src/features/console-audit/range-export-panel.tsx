import { useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import type { RangeExportRecord } from '@/lib/api/generated/slabworks-api';
import { rangeExportUrl, useAuditRecentExportsQuery, useLazyAuditExportRecordQuery } from './audit-api';
import { formatInstant, isoToSeoulInput, seoulInputToIso } from './audit-time';
import { downloadJsonLines, saveBlob, sha256Hex, type DownloadProgress } from './stream-download';
import { personName } from '@/lib/console/person-name';
import styles from './audit.module.css';
import { labelOf } from '@/lib/i18n-keys';
import type { ParseKeys } from 'i18next';

const RANGE_STATUS_KEY = {
  RUNNING: 'range.statuses.RUNNING',
  DONE: 'range.statuses.DONE',
  ABORTED: 'range.statuses.ABORTED',
} as const satisfies Record<string, ParseKeys<'audit'>>;

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Outcome =
  | { kind: 'done'; lines: number; bytes: number; serverHash: string | null; localHash: string | null }
  | { kind: 'cancelled' }
  | { kind: 'refused'; message: string };

/**
 * Every event of a range as one JSON Lines file. The api streams it; progress is how far the
 * record times have come through the range. The server's recorded SHA-256 is shown beside the
 * saved file's.
 */
export const RangeExportPanel = () => {
  const { t } = useTranslation(['audit', 'console']);
  const { t: tConsole } = useTranslation('console');
  const language = useAppSelector(selectLanguage);
  const [from, setFrom] = useState(() => isoToSeoulInput(new Date(Date.now() - 86_400_000).toISOString()));
  const [to, setTo] = useState(() => isoToSeoulInput(new Date(Date.now() + 60_000).toISOString()));
  const [progress, setProgress] = useState<(DownloadProgress & { percent: number }) | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const abort = useRef<AbortController | null>(null);
  const recent = useAuditRecentExportsQuery(10);
  const [fetchRecord] = useLazyAuditExportRecordQuery();

  const start = async () => {
    const fromIso = seoulInputToIso(from);
    const toIso = seoulInputToIso(to);
    if (!fromIso || !toIso) return;
    const span = new Date(toIso).getTime() - new Date(fromIso).getTime();
    abort.current = new AbortController();
    setOutcome(null);
    setProgress({ lines: 0, bytes: 0, lastRecordedAt: null, percent: 0 });
    try {
      const file = await downloadJsonLines(rangeExportUrl(fromIso, toIso), {
        signal: abort.current.signal,
        onProgress: (p) => {
          const reached = p.lastRecordedAt
            ? new Date(p.lastRecordedAt).getTime() - new Date(fromIso).getTime()
            : 0;
          setProgress({ ...p, percent: Math.max(1, Math.min(99, Math.round((reached / span) * 100))) });
        },
      });
      setProgress((p) => (p ? { ...p, lines: file.lines, bytes: file.bytes, percent: 100 } : p));
      saveBlob(file.blob, `events-${from.slice(0, 10)}-${to.slice(0, 10)}.jsonl`);
      const id = file.headers.get('x-export-id');
      const [record, localHash] = await Promise.all([
        id ? fetchRecord(id).unwrap() : Promise.resolve(null),
        sha256Hex(file.blob),
      ]);
      setOutcome({
        kind: 'done',
        lines: file.lines,
        bytes: file.bytes,
        serverHash: record?.sha256 ?? null,
        localHash,
      });
    } catch (error) {
      setProgress(null);
      setOutcome(
        (error as Error).name === 'AbortError'
          ? { kind: 'cancelled' }
          : { kind: 'refused', message: (error as Error).message },
      );
    } finally {
      abort.current = null;
      void recent.refetch();
    }
  };

  const running = progress !== null && progress.percent < 100 && outcome === null;
  return (
    <div className={styles.page} data-testid="audit-range">
      <Typography.Paragraph type="secondary">{t('range.intro')}</Typography.Paragraph>
      <div className={styles.filters}>
        <label className={styles.inline}>
          <span>{t('range.from')} (KST)</span>
          <Input
            type="datetime-local"
            step={1}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            data-testid="audit-range-from"
          />
        </label>
        <label className={styles.inline}>
          <span>{t('range.to')} (KST)</span>
          <Input
            type="datetime-local"
            step={1}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            data-testid="audit-range-to"
          />
        </label>
        <Space>
          <Button
            type="primary"
            onClick={() => void start()}
            disabled={running}
            data-testid="audit-range-start"
          >
            {t('range.start')}
          </Button>
          {running ? <Button onClick={() => abort.current?.abort()}>{t('range.cancel')}</Button> : null}
        </Space>
      </div>
      {progress ? (
        <div data-testid="audit-range-progress">
          <Progress percent={progress.percent} status={running ? 'active' : undefined} />
          <Typography.Text type="secondary">
            {t('range.progress', { lines: progress.lines.toLocaleString(), size: sizeOf(progress.bytes) })}
          </Typography.Text>
        </div>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Alert type="warning" showIcon title={outcome.message} data-testid="audit-range-refused" />
      ) : null}
      {outcome?.kind === 'cancelled' ? <Alert type="info" showIcon title={t('range.cancelled')} /> : null}
      {outcome?.kind === 'done' ? (
        <Alert
          type={
            outcome.localHash && outcome.serverHash && outcome.localHash !== outcome.serverHash
              ? 'error'
              : 'success'
          }
          showIcon
          data-testid="audit-range-done"
          title={t('range.done', { lines: outcome.lines.toLocaleString(), size: sizeOf(outcome.bytes) })}
          description={
            <>
              <div>
                {t('range.serverHash')}:{' '}
                <span className={styles.hash} data-testid="audit-range-sha256">
                  {outcome.serverHash}
                </span>
              </div>
              {outcome.localHash ? (
                <div>
                  {t('range.localHash')}: <span className={styles.hash}>{outcome.localHash}</span>
                  <div>
                    {outcome.localHash === outcome.serverHash ? t('range.matches') : t('range.differs')}
                  </div>
                </div>
              ) : null}
            </>
          }
        />
      ) : null}
      <Typography.Title level={5}>{t('range.recent')}</Typography.Title>
      <Table<RangeExportRecord>
        rowKey="id"
        size="small"
        loading={recent.isFetching}
        dataSource={recent.data ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: recent.isError ? t('loadError') : t('range.noExports') }}
        columns={[
          { title: t('range.when'), key: 'when', render: (_, r) => formatInstant(r.requestedAt, language) },
          {
            title: t('range.by'),
            key: 'by',
            render: (_, r) => personName(tConsole, r.requestedByName, r.requestedByRole),
          },
          {
            title: t('range.range'),
            key: 'range',
            render: (_, r) => `${formatInstant(r.from, language)} – ${formatInstant(r.to, language)}`,
          },
          { title: t('range.events'), dataIndex: 'events', key: 'events' },
          { title: t('range.size'), key: 'size', render: (_, r) => sizeOf(r.bytes) },
          {
            title: t('range.status'),
            key: 'status',
            render: (_, r) => (
              <Tag color={r.status === 'DONE' ? 'green' : r.status === 'RUNNING' ? 'blue' : 'default'}>
                {labelOf(t, RANGE_STATUS_KEY, r.status)}
              </Tag>
            ),
          },
          {
            title: 'SHA-256',
            key: 'sha',
            render: (_, r) => <span className={styles.hash}>{r.sha256 ?? '—'}</span>,
          },
        ]}
      />
    </div>
  );
};
