import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ConsoleChangeEntry } from '@/lib/api/generated/slabworks-api';
import { NativeSelect } from '@/components/ui/native-select';
import { useDateTime } from '@/lib/use-date-time';
import { useConsoleChangesListQuery } from '@/lib/console/console-api';
import { CHANGE_SUBJECTS, changeLink, isChangeSubject } from './change-links';
import styles from './change-log-page.module.css';
import { labelOf, ROLE_KEY } from '@/lib/i18n-keys';
import type { ParseKeys } from 'i18next';

const PAGE = 20;
const ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
// The fields a change names, in words; a field newer than this build is shown as the api names it.
const CHANGE_FIELD_KEY = {
  title: 'changes.field.title',
  status: 'changes.field.status',
  image: 'changes.field.image',
  landingUrl: 'changes.field.landingUrl',
  startAt: 'changes.field.startAt',
  endAt: 'changes.field.endAt',
  sortOrder: 'changes.field.sortOrder',
  colorCode: 'changes.field.colorCode',
  role: 'changes.field.role',
  name: 'changes.field.name',
  paused: 'changes.field.paused',
  dormantSince: 'changes.field.dormantSince',
  discountRateBp: 'changes.field.discountRateBp',
  resolution: 'changes.field.resolution',
  content: 'changes.field.content',
  question: 'changes.field.question',
  answer: 'changes.field.answer',
} as const satisfies Record<string, ParseKeys<'console'>>;
type Action = (typeof ACTIONS)[number];
const isAction = (value: string | null): value is Action => ACTIONS.includes(value as Action);
const ACTION_COLORS: Record<Action, string> = { CREATE: 'green', UPDATE: 'blue', DELETE: 'red' };

/**
 * /console/changes (ADMIN): who changed which content when, newest first. Who is the staff member's
 * name and role, when is Seoul time in the UI's language, what is the kind of content, the action,
 * its name and the fields changed, with a link to it. Filters and page live in the address.
 */
const ChangeLogPage = () => {
  const { t } = useTranslation('console');
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const subject = params.get('subject');
  const action = params.get('action');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching, isError, refetch } = useConsoleChangesListQuery({
    subject: isChangeSubject(subject) ? subject : undefined,
    action: isAction(action) ? action : undefined,
    offset: (page - 1) * PAGE,
    limit: PAGE,
  });
  const set = (name: string, value: string | number | null) =>
    setParams(
      (all) => {
        const next = new URLSearchParams(all);
        if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
        // Another filter starts at its first page.
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const who = (change: ConsoleChangeEntry) => {
    const name = change.changedByName ?? t('changes.unknownPerson');
    return change.changedByRole ? `${name} (${labelOf(t, ROLE_KEY, change.changedByRole)})` : name;
  };

  return (
    <div data-testid="console-changes">
      <Typography.Title level={3}>{t('changes.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('changes.body')}</Typography.Paragraph>
      <div className={styles.filters}>
        {/* The browser's own select: two short lists, none of antd Select's weight (issue 38 item 7). */}
        <NativeSelect
          aria-label={t('changes.filter.subject')}
          data-testid="changes-subject"
          className={styles.filter}
          value={isChangeSubject(subject) ? subject : ''}
          onChange={(event) => set('subject', event.target.value || null)}
          options={[
            { value: '', label: t('changes.filter.allSubjects') },
            ...CHANGE_SUBJECTS.map((value) => ({ value, label: t(`changes.subject.${value}`) })),
          ]}
        />
        <NativeSelect
          aria-label={t('changes.filter.action')}
          data-testid="changes-action"
          className={styles.filter}
          value={isAction(action) ? action : ''}
          onChange={(event) => set('action', event.target.value || null)}
          options={[
            { value: '', label: t('changes.filter.allActions') },
            ...ACTIONS.map((value) => ({ value, label: t(`changes.action.${value}`) })),
          ]}
        />
      </div>
      {isError ? (
        <Alert
          type="error"
          showIcon
          data-testid="changes-error"
          title={t('changes.loadFailed')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        />
      ) : (
        <List
          bordered
          data-testid="changes-list"
          loading={isFetching}
          dataSource={data?.rows ?? []}
          locale={{ emptyText: t('changes.empty') }}
          rowKey="id"
          pagination={
            (data?.count ?? 0) > PAGE
              ? {
                  current: page,
                  pageSize: PAGE,
                  total: data?.count ?? 0,
                  showSizeChanger: false,
                  onChange: (next) => set('page', next),
                }
              : false
          }
          renderItem={(change) => {
            const link = changeLink(change);
            return (
              <List.Item data-testid="change-line" className={styles.line}>
                <div className={styles.what}>
                  <Tag color={ACTION_COLORS[change.action]}>{t(`changes.action.${change.action}`)}</Tag>
                  <Typography.Text strong>{t(`changes.subject.${change.subject}`)}</Typography.Text>
                  {change.label && <Typography.Text> · {change.label}</Typography.Text>}
                  {change.fields.length > 0 && (
                    <Typography.Text type="secondary" className={styles.fields}>
                      {t('changes.fields', {
                        fields: change.fields.map((field) => labelOf(t, CHANGE_FIELD_KEY, field)).join(', '),
                      })}
                    </Typography.Text>
                  )}
                </div>
                <div className={styles.meta}>
                  <span data-testid="change-who">{who(change)}</span>
                  <time dateTime={change.changedAt} data-testid="change-when">
                    {dateTime(change.changedAt)}
                  </time>
                  {link && (
                    <Link to={link} data-testid="change-link">
                      {t('changes.open')}
                    </Link>
                  )}
                </div>
              </List.Item>
            );
          }}
        />
      )}
    </div>
  );
};

export default ChangeLogPage;
