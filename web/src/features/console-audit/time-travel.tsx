import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import Slider from 'antd/es/slider';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useAuditOrdersStateQuery } from './audit-api';
import { formatInstant, seoulInputToIso } from './audit-time';
import { compareStates, type StateRow } from './state-diff';
import styles from './audit.module.css';

export type TravelPoint = { revision: number } | { at: string };

/**
 * The order as of a revision or an instant, beside the point just before it, with what the event
 * in between changed highlighted. The slider and the history table move the same point.
 */
export const TimeTravel = ({
  orderId,
  lastRevision,
  point,
  onPoint,
}: {
  orderId: string;
  lastRevision: number;
  point: TravelPoint;
  onPoint: (point: TravelPoint) => void;
}) => {
  const { t } = useTranslation('audit');
  const language = useAppSelector(selectLanguage);
  const [atInput, setAtInput] = useState('');
  const [atInvalid, setAtInvalid] = useState(false);
  const [onlyChanges, setOnlyChanges] = useState(false);
  const current = useAuditOrdersStateQuery({ id: orderId, ...point });
  // currentData: never the answer for another point while the new one loads.
  const data = current.currentData;
  const previousRevision = data ? data.revision - 1 : -1;
  const previous = useAuditOrdersStateQuery(
    { id: orderId, revision: previousRevision },
    { skip: previousRevision < 0 },
  );
  const before = previous.currentData;
  const revision = 'revision' in point ? point.revision : (data?.revision ?? lastRevision);
  const ready = data && (previousRevision < 0 || before);
  const rows = ready ? compareStates(previousRevision < 0 ? null : before!, data) : [];
  const shown = onlyChanges ? rows.filter((row) => row.changed) : rows;
  const refusal = (() => {
    const details = (current.error as { data?: { data?: Record<string, unknown> } } | undefined)?.data?.data;
    const first = details?.firstRecordedAt;
    if (serverCodeOf(current.error) === 'AUDIT.BEFORE_ORDER_EXISTED' && typeof first === 'string')
      return t('travel.beforeOrder', { first: formatInstant(first, language) });
    return serverMessageOf(current.error) ?? t('loadError');
  })();
  const go = (to: number) => onPoint({ revision: Math.max(0, Math.min(lastRevision, to)) });

  return (
    <div className={styles.page} data-testid="audit-travel">
      <div className={styles.travelBar}>
        <Button onClick={() => go(revision - 1)} disabled={revision <= 0} data-testid="audit-step-back">
          {t('travel.previous')}
        </Button>
        <Slider
          className={styles.slider}
          min={0}
          max={lastRevision}
          value={revision}
          onChange={(value: number) => go(value)}
          tooltip={{ formatter: (value) => `${value}` }}
        />
        <Button
          onClick={() => go(revision + 1)}
          disabled={revision >= lastRevision}
          data-testid="audit-step-forward"
        >
          {t('travel.next')}
        </Button>
        <Typography.Text strong data-testid="audit-travel-revision">
          {t('travel.revision', { revision, last: lastRevision })}
        </Typography.Text>
      </div>
      <div className={styles.travelBar}>
        <label className={styles.inline}>
          <span>{t('travel.at')} (KST)</span>
          <Input
            type="datetime-local"
            step={1}
            value={atInput}
            status={atInvalid ? 'error' : undefined}
            onChange={(event) => setAtInput(event.target.value)}
            data-testid="audit-travel-at"
          />
        </label>
        <Button
          onClick={() => {
            const at = seoulInputToIso(atInput);
            setAtInvalid(!at);
            if (at) onPoint({ at });
          }}
          data-testid="audit-travel-go"
        >
          {t('travel.go')}
        </Button>
        <Button onClick={() => go(lastRevision)}>{t('travel.latest')}</Button>
        <Switch checked={onlyChanges} onChange={setOnlyChanges} /> {t('travel.onlyChanges')}
      </div>
      {current.isError ? (
        <Alert type="warning" showIcon title={refusal} data-testid="audit-travel-error" />
      ) : !ready ? (
        <Spin />
      ) : (
        <>
          <Typography.Text data-testid="audit-travel-point">
            {t('travel.point', {
              revision: data.revision,
              type: data.eventType,
              at: formatInstant(data.recordedAt, language),
            })}
          </Typography.Text>
          {rows.length > 0 && !rows.some((row) => row.changed) ? (
            <Typography.Text type="secondary">{t('travel.noChanges')}</Typography.Text>
          ) : null}
          <Table<StateRow>
            rowKey={(row) => `${row.section}:${row.path}`}
            size="small"
            pagination={false}
            dataSource={shown}
            tableLayout="fixed"
            rowClassName={(row) => (row.changed ? styles.changed : '')}
            onRow={(row) => ({ 'data-path': row.path, 'data-changed': row.changed }) as never}
            data-testid="audit-state-diff"
            columns={[
              {
                title: t('travel.field'),
                key: 'field',
                width: 120,
                responsive: ['md'],
                render: (_, row) => t(`travel.sections.${row.section}`),
              },
              {
                title: t('travel.path'),
                dataIndex: 'path',
                key: 'path',
                render: (path: string) => <span className={styles.mono}>{path}</span>,
              },
              {
                title:
                  previousRevision < 0
                    ? t('travel.beforeNothing')
                    : t('travel.before', { revision: previousRevision }),
                dataIndex: 'before',
                key: 'before',
                render: (value: string) => <span className={styles.mono}>{value || '—'}</span>,
              },
              {
                title: t('travel.after'),
                key: 'after',
                render: (_, row) => (
                  <span
                    className={`${styles.mono} ${row.changed ? styles.changedValue : ''}`}
                    data-testid="audit-after"
                  >
                    {row.after || '—'}
                  </span>
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
};
