import { useMemo, useState } from 'react';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import type { AuditActor, AuditEventView } from '@/lib/api/generated/slabworks-api';
import { actorKindOf } from './actor-kind';
import { formatInstant } from './audit-time';
import styles from './audit.module.css';
import { labelOf, ROLE_KEY } from '@/lib/i18n-keys';

const actorKey = (actor: AuditActor | null) => (actor ? `${actor.role}:${actor.id}` : 'unknown');

/** Who did it: kind, name (people), role; "unknown" for events written before actors were kept. */
export const ActorLabel = ({ actor, name }: { actor: AuditActor | null; name: string | null }) => {
  const { t } = useTranslation(['audit', 'console']);
  const { t: tConsole } = useTranslation('console');
  const kind = actorKindOf(actor);
  return (
    <span data-testid="audit-actor">
      <Tag
        color={
          kind === 'unknown'
            ? 'default'
            : kind === 'staff'
              ? 'geekblue'
              : kind === 'member'
                ? 'green'
                : 'purple'
        }
      >
        {t(`actor.${kind}`)}
      </Tag>
      {actor && (kind === 'member' || kind === 'staff') ? (
        <>
          {name ?? actor.id.slice(0, 8)}{' '}
          <Typography.Text type="secondary">({labelOf(tConsole, ROLE_KEY, actor.role)})</Typography.Text>
        </>
      ) : actor ? (
        <Typography.Text type="secondary">{actor.id}</Typography.Text>
      ) : null}
    </span>
  );
};

const Id = ({ value }: { value: string | null }) => {
  const { t } = useTranslation('audit');
  return value ? (
    <Typography.Text className={styles.mono} copyable={{ text: value }}>
      {value.slice(0, 8)}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">{t('unknown')}</Typography.Text>
  );
};

/** Every event of the order; filter by type and actor, open a row for its payload. */
export const EventHistory = ({
  events,
  selectedRevision,
  onSelect,
}: {
  events: AuditEventView[];
  selectedRevision: number | undefined;
  onSelect: (revision: number) => void;
}) => {
  const { t } = useTranslation(['audit', 'console']);
  const { t: tConsole } = useTranslation('console');
  const language = useAppSelector(selectLanguage);
  const [types, setTypes] = useState<string[]>([]);
  const [actors, setActors] = useState<string[]>([]);
  const typeOptions = useMemo(
    () => [...new Set(events.map((e) => e.type))].map((value) => ({ value, label: value })),
    [events],
  );
  const actorOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const e of events)
      seen.set(
        actorKey(e.actor),
        // "Kim Anna (Operator)": the role in words, as the table's own column says it.
        e.actor
          ? `${e.actorName ?? e.actor.id.slice(0, 8)} (${labelOf(tConsole, ROLE_KEY, e.actor.role)})`
          : t('unknown'),
      );
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [events, t, tConsole]);
  const shown = events.filter(
    (e) =>
      (types.length === 0 || types.includes(e.type)) &&
      (actors.length === 0 || actors.includes(actorKey(e.actor))),
  );

  return (
    <div data-testid="audit-history">
      <div className={styles.filters}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('history.filterType')}
          options={typeOptions}
          value={types}
          onChange={setTypes}
          data-testid="audit-filter-type"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder={t('history.filterActor')}
          options={actorOptions}
          value={actors}
          onChange={setActors}
          data-testid="audit-filter-actor"
        />
      </div>
      <Table<AuditEventView>
        rowKey="eventId"
        size="small"
        dataSource={shown}
        pagination={false}
        scroll={{ y: 480 }}
        locale={{ emptyText: t('history.empty') }}
        rowClassName={(row) => (row.revision === selectedRevision ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({ onClick: () => onSelect(row.revision), 'data-revision': row.revision }) as never}
        expandable={{
          expandedRowRender: (row) => (
            <pre className={styles.payload} data-testid="audit-payload">
              {JSON.stringify(row.data, null, 2)}
            </pre>
          ),
        }}
        columns={[
          { title: t('history.revision'), dataIndex: 'revision', key: 'revision', width: 64 },
          {
            title: t('history.position'),
            dataIndex: 'globalPosition',
            key: 'position',
            width: 110,
            responsive: ['lg'],
          },
          {
            title: t('history.type'),
            dataIndex: 'type',
            key: 'type',
            width: 200,
            render: (type: string) => <strong>{type}</strong>,
          },
          {
            title: t('history.actor'),
            key: 'actor',
            width: 220,
            render: (_, row) => <ActorLabel actor={row.actor} name={row.actorName} />,
          },
          {
            title: t('history.time'),
            key: 'time',
            width: 200,
            render: (_, row) => (
              <span
                title={
                  row.occurredAt
                    ? `${t('history.occurredAt')}: ${formatInstant(row.occurredAt, language)}`
                    : undefined
                }
              >
                {formatInstant(row.recordedAt, language)}
              </span>
            ),
          },
          {
            title: t('history.correlation'),
            key: 'correlation',
            responsive: ['xl'],
            width: 120,
            render: (_, row) => <Id value={row.correlationId} />,
          },
          {
            title: t('history.causation'),
            key: 'causation',
            responsive: ['xl'],
            width: 120,
            render: (_, row) => <Id value={row.causationId} />,
          },
        ]}
      />
    </div>
  );
};
