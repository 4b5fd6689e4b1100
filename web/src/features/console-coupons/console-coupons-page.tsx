import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { ConsoleTable } from '@/lib/console/console-table';
import Typography from 'antd/es/typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajorUnits, type Currency } from '@slabworks/domain';
import { serverMessageOf } from '@/lib/api/envelope';
import { useDateTime } from '@/lib/use-date-time';
import {
  useIssueCouponMutation,
  useListConsoleCouponsQuery,
  usePauseCouponMutation,
  type ConsoleCoupon,
} from './coupons-console-api';
import { actionsColumn, ONE_BUTTON, sidewaysScroll } from '@/lib/console/table-columns';
import { PageNotice, type Notice } from './page-notice';
import { LoadFailedAlert } from '@/lib/console/load-failed-alert';
import { serverPaging } from '@/lib/server-paging';

const PAGE = 20;

// The two dialogs (antd's Modal, the coupon form, the member picker with its selectable table) load when
// one is first opened; they stay mounted after, so closing animates.
const loadDialogs = () => import('./coupon-dialogs');
const NewCouponDialog = lazy(() => loadDialogs().then((module) => ({ default: module.NewCouponDialog })));
const IssueCouponDialog = lazy(() => loadDialogs().then((module) => ({ default: module.IssueCouponDialog })));

const amountsText = (amounts: ConsoleCoupon['amounts']) =>
  Object.entries(amounts)
    .filter(([, v]) => typeof v === 'number')
    .map(([c, v]) => `${toMajorUnits(v as number, c as Currency).toLocaleString()} ${c}`)
    .join(' / ');

/** ADMIN: coupons with their usage, pause and resume, a new coupon, issue one to chosen members. */
const ConsoleCouponsPage = () => {
  const { t } = useTranslation('coupons-console');
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const list = useListConsoleCouponsQuery({ offset: (page - 1) * PAGE, limit: PAGE });
  const [pause] = usePauseCouponMutation();
  const [issue, issuing] = useIssueCouponMutation();
  const [creating, setCreating] = useState(false);
  const [issuingTo, setIssuingTo] = useState<ConsoleCoupon>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice>();
  const [dialogsOpened, setDialogsOpened] = useState(false);
  if ((creating || issuingTo) && !dialogsOpened) setDialogsOpened(true);

  const togglePause = async (coupon: ConsoleCoupon, paused: boolean) => {
    const result = await pause({ id: coupon.id, couponPausedRequestDto: { paused } });
    if ('error' in result) setNotice({ type: 'error', text: serverMessageOf(result.error) ?? t('error') });
    void list.refetch();
  };

  const sendIssue = async () => {
    if (!issuingTo || chosen.length === 0) return;
    const result = await issue({ id: issuingTo.id, issueCouponRequestDto: { memberIds: chosen } });
    if ('error' in result)
      return setNotice({ type: 'error', text: serverMessageOf(result.error) ?? t('error') });
    const issued = result.data.results.filter((r) => r.issued).length;
    const refused = result.data.results.length - issued;
    setNotice({
      type: refused ? 'warning' : 'success',
      text: t('issue.result', { issued, refused, code: issuingTo.code }),
    });
    setIssuingTo(undefined);
    setChosen([]);
    void list.refetch();
  };

  return (
    <div data-testid="console-coupons">
      <Typography.Title level={3}>{t('title')}</Typography.Title>
      <PageNotice notice={notice} onClose={() => setNotice(undefined)} testId="console-coupons-notice" />
      <Card
        extra={
          <Button type="primary" onClick={() => setCreating(true)} data-testid="coupon-new">
            {t('new')}
          </Button>
        }
      >
        {list.isError ? (
          <LoadFailedAlert title={t('error')} retryLabel={t('retry')} onRetry={list.refetch} />
        ) : (
          <ConsoleTable
            rowKey="id"
            size="small"
            {...sidewaysScroll(1000)}
            loading={list.isFetching}
            dataSource={list.data?.rows ?? []}
            locale={{ emptyText: t('empty') }}
            data-testid="console-coupon-rows"
            pagination={serverPaging(page, PAGE, list.data?.count, setPage)}
            columns={[
              { title: t('col.code'), dataIndex: 'code', render: (code: string) => <strong>{code}</strong> },
              { title: t('col.name'), dataIndex: 'name' },
              {
                title: t('col.discount'),
                render: (_, c) =>
                  c.discountKind === 'RATE' ? `${(c.rateBp ?? 0) / 100}%` : amountsText(c.amounts),
              },
              { title: t('col.minimum'), render: (_, c) => amountsText(c.minimumOrderAmounts) || '—' },
              {
                title: t('col.window'),
                // Seoul days (the form writes Seoul's 00:00 to 23:59:59), not the UTC days of the instants.
                render: (_, c) => (
                  <span data-testid="coupon-window">
                    {`${dateTime.date(c.validFrom)} – ${dateTime.date(c.validUntil)}`}
                  </span>
                ),
              },
              {
                title: t('col.types'),
                render: (_, c) => c.submitTypes.map((type) => t(`type.${type}`)).join(', '),
              },
              { title: t('col.holders'), dataIndex: 'holders' },
              {
                title: t('col.used'),
                render: (_, c) => (
                  <span data-testid="coupon-used">
                    {c.usageLimit ? `${c.used} / ${c.usageLimit}` : `${c.used}`}
                  </span>
                ),
              },
              {
                title: t('col.active'),
                render: (_, c) => (
                  <Switch
                    checked={!c.paused}
                    onChange={(on) => void togglePause(c, !on)}
                    aria-label={t('col.active')}
                    data-testid={`coupon-active-${c.code}`}
                  />
                ),
              },
              actionsColumn<ConsoleCoupon>(
                (c) => (
                  <Button size="small" onClick={() => setIssuingTo(c)} data-testid={`coupon-issue-${c.code}`}>
                    {t('issue.button')}
                  </Button>
                ),
                ONE_BUTTON,
              ),
            ]}
          />
        )}
      </Card>
      {dialogsOpened && (
        <Suspense fallback={<Spin fullscreen data-testid="coupon-dialog-loading" />}>
          <NewCouponDialog
            open={creating}
            onCancel={() => setCreating(false)}
            onCreated={() => {
              setCreating(false);
              setNotice({ type: 'success', text: t('created') });
              void list.refetch();
            }}
          />
          <IssueCouponDialog
            coupon={issuingTo}
            chosen={chosen}
            sending={issuing.isLoading}
            onChoose={setChosen}
            onSend={() => void sendIssue()}
            onCancel={() => setIssuingTo(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
};

export default ConsoleCouponsPage;
