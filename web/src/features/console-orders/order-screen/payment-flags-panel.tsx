import { lazy, Suspense, useState } from 'react';
import Alert from 'antd/es/alert';
import List from 'antd/es/list';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import type { PaymentFlag } from '@/lib/api/generated/slabworks-api';
import { usePaymentFlagsListQuery, usePaymentFlagsResolveMutation } from '@/lib/console/console-api';
import { useDateTime } from '@/lib/use-date-time';
import { personName } from '@/lib/console/person-name';

// An open flag's resolution form (the form engine, a text area) loads when one is shown: most orders have none.
const FlagResolutionForm = lazy(() =>
  import('./flag-resolution-form').then((module) => ({ default: module.FlagResolutionForm })),
);

// Money still owed back is what staff must act on; a refund that went out needs no more than a note.
// Once a flag is resolved its tags go grey: nothing is left to do.
const REFUND_COLOR: Record<PaymentFlag['refundStatus'], string> = {
  NEEDS_ACCOUNT: 'red',
  REFUND_FAILED: 'red',
  NOT_REFUNDED: 'gold',
  REFUNDED: 'green',
};

/** The last refusal of a resolution, kept with the flag it was for so it shows at that flag's field. */
interface Refusal {
  flagId: number;
  field: string | undefined;
  message: string | undefined;
}

/**
 * Payment flags of this order (a deposit the api could not book: wrong amount, after the deadline or
 * the cancel, twice; whether it went back or needs a refund account) and their resolution: what was
 * done, written by the staff member, saved with who and when. The api refuses an empty text; its
 * translated message shows at the field.
 */
export const PaymentFlagsPanel = ({ orderId, currency }: { orderId: string; currency: string | null }) => {
  const { t } = useTranslation('console');
  const dateTime = useDateTime();
  const { data: flags, isLoading, isError, refetch } = usePaymentFlagsListQuery({ orderId });
  const [resolve, { isLoading: resolving, originalArgs }] = usePaymentFlagsResolveMutation();
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const money = (amount: number) => `${amount.toLocaleString()} ${currency ?? ''}`.trim();

  const submit = async (flag: PaymentFlag) => {
    setRefusal(null);
    try {
      await resolve({
        id: String(flag.id),
        paymentFlagResolutionRequestDto: { resolution: texts[flag.id] ?? '' },
      }).unwrap();
      setTexts((all) => ({ ...all, [flag.id]: '' }));
      void refetch();
    } catch (error) {
      const fields = fieldErrorsOf(error as Parameters<typeof fieldErrorsOf>[0]);
      setRefusal({
        flagId: flag.id,
        field: fields.resolution,
        message: serverMessageOf(error as Parameters<typeof serverMessageOf>[0]),
      });
    }
  };

  if (isError) return <Alert type="error" title={t('order.loadFailed')} />;
  return (
    <List
      size="small"
      loading={isLoading}
      data-testid="payment-flags"
      locale={{ emptyText: t('order.flags.empty') }}
      dataSource={flags ?? []}
      renderItem={(flag) => {
        const open = !flag.resolvedAt;
        const refused = refusal?.flagId === flag.id ? refusal : null;
        return (
          <List.Item
            data-testid="payment-flag"
            data-kind={flag.kind}
            data-refund-status={flag.refundStatus}
            data-open={String(open)}
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap size={[4, 4]}>
                <Tag color={open ? 'orange' : 'default'}>{t(`order.flags.kind.${flag.kind}`)}</Tag>
                <Tag color={open ? REFUND_COLOR[flag.refundStatus] : 'default'}>
                  {t(`order.flags.refund.${flag.refundStatus}`)}
                </Tag>
              </Space>
              <Typography.Text>
                {t('order.flags.deposited', { amount: money(flag.amount) })}
                {flag.expectedAmount !== null && flag.expectedAmount !== flag.amount && (
                  <Typography.Text type="secondary">
                    {' · '}
                    {t('order.flags.expected', { amount: money(flag.expectedAmount) })}
                  </Typography.Text>
                )}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('order.flags.raised', { at: dateTime(flag.createdAt) })}
              </Typography.Text>
              {open ? (
                <Suspense fallback={<Spin size="small" data-testid="payment-flag-form-loading" />}>
                  <FlagResolutionForm
                    flagId={flag.id}
                    text={texts[flag.id] ?? ''}
                    onText={(text) => setTexts((all) => ({ ...all, [flag.id]: text }))}
                    refused={refused ? (refused.field ?? refused.message ?? t('order.failed')) : undefined}
                    resolving={resolving && originalArgs?.id === String(flag.id)}
                    onSubmit={() => void submit(flag)}
                  />
                </Suspense>
              ) : (
                <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="payment-flag-resolved">
                  <Typography.Text strong>
                    {t('order.flags.resolvedBy', {
                      at: dateTime(flag.resolvedAt!),
                      who: personName(t, flag.resolvedByName, flag.resolvedByRole),
                    })}
                  </Typography.Text>
                  <br />
                  {flag.resolution}
                </Typography.Paragraph>
              )}
            </Space>
          </List.Item>
        );
      }}
    />
  );
};
