import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import Space from 'antd/es/space';
import { ConsoleTable } from '@/lib/console/console-table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import type { AuditFindOrdersApiArg, AuditOrderHit } from '@/lib/api/generated/slabworks-api';
import { serverMessageOf } from '@/lib/api/envelope';
import { actionsColumn, ONE_BUTTON, sidewaysScroll } from '@/lib/console/table-columns';
import { useAuditFindOrdersQuery } from './audit-api';
import { formatInstant, seoulInputToIso } from './audit-time';
import styles from './audit.module.css';
import { DISPLAY_STAGE_KEY, labelOf } from '@/lib/i18n-keys';
import { LoadFailedAlert } from '@/lib/console/load-failed-alert';
import { serverPaging } from '@/lib/server-paging';

type Criteria = Omit<AuditFindOrdersApiArg, 'page' | 'size'>;
const EMPTY = { orderNumber: '', email: '', certificationNumber: '', from: '', to: '' };

export const auditOrderHref = (orderId: string) => `${paths.console}/audit/orders/${orderId}`;

/** Find an order by number, e-mail, creation range or a certification no. it scored or re-holdered. */
export const FindOrdersPanel = () => {
  const { t } = useTranslation(['audit', 'console']);
  const { t: tConsole } = useTranslation('console');
  const language = useAppSelector(selectLanguage);
  const [form, setForm] = useState(EMPTY);
  const [criteria, setCriteria] = useState<Criteria>({});
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, error, refetch } = useAuditFindOrdersQuery({
    ...criteria,
    page,
    size: 20,
  });

  const search = () => {
    const from = form.from ? seoulInputToIso(form.from) : null;
    const to = form.to ? seoulInputToIso(form.to) : null;
    setCriteria({
      ...(form.orderNumber.trim() ? { orderNumber: form.orderNumber.trim() } : {}),
      ...(form.email.trim() ? { email: form.email.trim() } : {}),
      ...(form.certificationNumber.trim() ? { certificationNumber: form.certificationNumber.trim() } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
    setPage(1);
  };
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value })),
    onPressEnter: search,
  });

  return (
    <div data-testid="audit-find">
      <div className={styles.filters}>
        <Input
          placeholder={t('find.orderNumber')}
          aria-label={t('find.orderNumber')}
          data-testid="audit-find-number"
          {...field('orderNumber')}
          allowClear
        />
        <Input
          placeholder={t('find.email')}
          aria-label={t('find.email')}
          data-testid="audit-find-email"
          {...field('email')}
          allowClear
        />
        <Input
          placeholder={t('find.certificationNumber')}
          aria-label={t('find.certificationNumber')}
          data-testid="audit-find-cert"
          {...field('certificationNumber')}
          allowClear
        />
        <label className={styles.inline}>
          <span>{t('find.from')} (KST)</span>
          <Input type="datetime-local" {...field('from')} data-testid="audit-find-from" />
        </label>
        <label className={styles.inline}>
          <span>{t('find.to')} (KST)</span>
          <Input type="datetime-local" {...field('to')} data-testid="audit-find-to" />
        </label>
        <Space>
          <Button type="primary" onClick={search} data-testid="audit-find-search">
            {t('find.search')}
          </Button>
          <Button
            onClick={() => {
              setForm(EMPTY);
              setCriteria({});
              setPage(1);
            }}
          >
            {t('find.reset')}
          </Button>
        </Space>
      </div>
      {isError ? (
        <LoadFailedAlert
          title={serverMessageOf(error) ?? t('loadError')}
          retryLabel={t('retry')}
          onRetry={refetch}
        />
      ) : (
        <>
          <Typography.Text type="secondary">{t('find.total', { count: data?.total ?? 0 })}</Typography.Text>
          <ConsoleTable<AuditOrderHit>
            rowKey="orderId"
            size="small"
            loading={isFetching}
            dataSource={data?.items ?? []}
            {...sidewaysScroll(900)}
            locale={{ emptyText: t('find.empty') }}
            pagination={serverPaging(page, 20, data?.total, setPage)}
            columns={[
              {
                title: t('find.orderNumber'),
                key: 'orderNumber',
                render: (_, row) => (
                  <Link to={auditOrderHref(row.orderId)} data-testid="audit-order-link">
                    {row.orderNumber ?? row.orderId.slice(0, 8)}
                  </Link>
                ),
              },
              { title: t('find.member'), key: 'member', render: (_, row) => row.memberName ?? '—' },
              {
                title: t('find.stage'),
                key: 'stage',
                render: (_, row) =>
                  row.displayStage
                    ? labelOf(tConsole, DISPLAY_STAGE_KEY, row.displayStage)
                    : tConsole('stage.NONE'),
              },
              { title: t('find.status'), dataIndex: 'status', key: 'status' },
              {
                title: t('find.amount'),
                key: 'amount',
                render: (_, row) => `${row.totalAmount.toLocaleString()} ${row.currency ?? ''}`,
              },
              {
                title: t('find.createdAt'),
                key: 'createdAt',
                render: (_, row) => formatInstant(row.createdAt, language),
              },
              actionsColumn<AuditOrderHit>(
                (row) => (
                  <Link to={auditOrderHref(row.orderId)} data-testid="audit-order-open">
                    {t('find.open')}
                  </Link>
                ),
                ONE_BUTTON,
              ),
            ]}
          />
        </>
      )}
    </div>
  );
};
