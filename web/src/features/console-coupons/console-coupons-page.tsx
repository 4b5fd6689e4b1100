import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajorUnits, type Currency } from '@slabworks/domain';
import { serverMessageOf } from '@/lib/api/envelope';
import { useDateTime } from '@/lib/use-date-time';
import { CouponForm } from './coupon-form';
import {
  useIssueCouponMutation,
  useListConsoleCouponsQuery,
  usePauseCouponMutation,
  type ConsoleCoupon,
} from './coupons-console-api';
import { actionsColumn, ONE_BUTTON, sidewaysScroll } from '@/lib/console/table-columns';
import { MemberPicker } from './member-picker';
import { PageNotice, type Notice } from './page-notice';
import { LoadFailedAlert } from '@/lib/console/load-failed-alert';
import { serverPaging } from '@/lib/server-paging';

const PAGE = 20;
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
          <Table
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
      <Modal
        open={creating}
        title={t('new')}
        footer={null}
        onCancel={() => setCreating(false)}
        destroyOnClose
        width={640}
      >
        <CouponForm
          onCreated={() => {
            setCreating(false);
            setNotice({ type: 'success', text: t('created') });
            void list.refetch();
          }}
        />
      </Modal>
      <Modal
        open={!!issuingTo}
        title={t('issue.title', { code: issuingTo?.code ?? '' })}
        onCancel={() => setIssuingTo(undefined)}
        onOk={() => void sendIssue()}
        okText={t('issue.send', { count: chosen.length })}
        okButtonProps={
          {
            disabled: chosen.length === 0,
            loading: issuing.isLoading,
            'data-testid': 'coupon-issue-send',
          } as never
        }
        width={720}
        destroyOnClose
      >
        <MemberPicker
          multiple
          selected={chosen}
          onSelect={(members) => setChosen(members.map((m) => m.id))}
        />
      </Modal>
    </div>
  );
};

export default ConsoleCouponsPage;
