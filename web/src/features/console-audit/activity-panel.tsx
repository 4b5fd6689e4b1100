import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { GRADING_ORDER_STREAM_PREFIX } from '@slabworks/domain';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { serverMessageOf } from '@/lib/api/envelope';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import type { ActivityEntry, AuditActivityApiArg } from '@/lib/api/generated/slabworks-api';
import { useLazyAuditActivityQuery } from './audit-api';
import { formatInstant, seoulInputToIso } from './audit-time';
import { ActorLabel } from './event-history';
import { auditOrderHref } from './find-orders-panel';
import styles from './audit.module.css';

const ROLES = ['MEMBER', 'OPERATOR', 'ADMIN', 'SYSTEM', 'UNKNOWN'] as const;
const PAGE = 50;

type Filter = Omit<AuditActivityApiArg, 'after' | 'limit'>;

/** Who changed what across orders, from the event store's log, in keyset pages ("load more"). */
export const ActivityPanel = () => {
  const { t } = useTranslation('audit');
  const language = useAppSelector(selectLanguage);
  const [form, setForm] = useState({ role: '', actorId: '', type: '', from: '', to: '' });
  const [filter, setFilter] = useState<Filter | null>(null);
  const [items, setItems] = useState<ActivityEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [scanned, setScanned] = useState(0);
  const [load, { isFetching, isError, error }] = useLazyAuditActivityQuery();

  const fetchPage = async (which: Filter, after: string | null) => {
    const page = await load({ ...which, limit: PAGE, ...(after ? { after } : {}) })
      .unwrap()
      .catch(() => null);
    if (!page) return;
    setItems((current) => (after ? [...current, ...page.items] : page.items));
    setNext(page.next);
    setScanned((n) => (after ? n : 0) + page.scanned);
  };
  const search = () => {
    const from = form.from ? seoulInputToIso(form.from) : null;
    const to = form.to ? seoulInputToIso(form.to) : null;
    const which: Filter = {
      ...(form.role ? { role: form.role as Filter['role'] } : {}),
      ...(form.actorId.trim() ? { actorId: form.actorId.trim() } : {}),
      ...(form.type.trim() ? { type: form.type.trim() } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
    setFilter(which);
    void fetchPage(which, null);
  };

  return (
    <div className={styles.page} data-testid="audit-activity">
      <div className={styles.filters}>
        <Select
          aria-label={t('activity.role')}
          value={form.role}
          onChange={(role: string) => setForm((f) => ({ ...f, role }))}
          options={[
            { value: '', label: t('activity.anyRole') },
            ...ROLES.map((value) => ({ value, label: t(`activity.roles.${value}`) })),
          ]}
          data-testid="audit-activity-role"
        />
        <Input
          placeholder={t('activity.actorId')}
          value={form.actorId}
          onChange={(e) => setForm((f) => ({ ...f, actorId: e.target.value }))}
          allowClear
        />
        <Input
          placeholder={t('activity.type')}
          value={form.type}
          onChange={(e) => setForm((f) => ({ ...f, type: e.target.value }))}
          allowClear
        />
        <label className={styles.inline}>
          <span>{t('activity.from')} (KST)</span>
          <Input
            type="datetime-local"
            value={form.from}
            onChange={(e) => setForm((f) => ({ ...f, from: e.target.value }))}
          />
        </label>
        <label className={styles.inline}>
          <span>{t('activity.to')} (KST)</span>
          <Input
            type="datetime-local"
            value={form.to}
            onChange={(e) => setForm((f) => ({ ...f, to: e.target.value }))}
          />
        </label>
        <Button
          type="primary"
          onClick={search}
          loading={isFetching && items.length === 0}
          data-testid="audit-activity-search"
        >
          {t('activity.search')}
        </Button>
      </div>
      {isError ? <Alert type="error" showIcon title={serverMessageOf(error) ?? t('loadError')} /> : null}
      {filter ? (
        <>
          <Table<ActivityEntry>
            rowKey="eventId"
            size="small"
            dataSource={items}
            pagination={false}
            loading={isFetching}
            scroll={{ x: 960 }}
            locale={{ emptyText: t('activity.empty') }}
            columns={[
              {
                title: t('history.time'),
                key: 'time',
                width: 200,
                render: (_, e) => formatInstant(e.recordedAt, language),
              },
              {
                title: t('history.actor'),
                key: 'actor',
                width: 240,
                render: (_, e) => <ActorLabel actor={e.actor} name={e.actorName} />,
              },
              { title: t('history.type'), dataIndex: 'type', key: 'type', width: 200 },
              {
                title: t('activity.stream'),
                key: 'stream',
                // The order by its number, linked; never the stream's id (a UUID means nothing to a person).
                render: (_, e) =>
                  e.streamId.startsWith(GRADING_ORDER_STREAM_PREFIX) ? (
                    <Link
                      to={auditOrderHref(e.streamId.slice(GRADING_ORDER_STREAM_PREFIX.length))}
                      data-testid="audit-activity-order"
                    >
                      {e.orderNumber ?? t('activity.draftOrder')}
                    </Link>
                  ) : (
                    e.streamId.replace(/-[0-9a-f]{8}-[0-9a-f-]{27}$/i, '')
                  ),
              },
              { title: t('history.revision'), dataIndex: 'revision', key: 'revision', width: 64 },
            ]}
          />
          <div className={styles.travelBar}>
            {next ? (
              <Button
                onClick={() => void fetchPage(filter, next)}
                loading={isFetching}
                data-testid="audit-activity-more"
              >
                {t('activity.more')}
              </Button>
            ) : (
              <Typography.Text type="secondary">{t('activity.end')}</Typography.Text>
            )}
            <Typography.Text type="secondary">{t('activity.scanned', { count: scanned })}</Typography.Text>
          </div>
        </>
      ) : null}
    </div>
  );
};
