import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/envelope';
import { usePaymentFlagsListQuery, usePaymentFlagsResolveMutation } from '../../api/console-api';

/** Payment flags of this order (stray deposit, refund account needed, …) and their resolution. */
export const PaymentFlagsPanel = ({ orderId }: { orderId: string }) => {
  const { t } = useTranslation('console');
  const { data: flags, isLoading, isError, refetch } = usePaymentFlagsListQuery({ orderId });
  const [resolve, { isLoading: resolving, error }] = usePaymentFlagsResolveMutation();
  const [texts, setTexts] = useState<Record<number, string>>({});

  if (isError) return <Alert type="error" title={t('order.loadFailed')} />;
  return (
    <>
      {error && (
        <Alert type="error" title={serverMessageOf(error) ?? t('order.failed')} style={{ marginBottom: 8 }} />
      )}
      <List
        size="small"
        loading={isLoading}
        data-testid="payment-flags"
        locale={{ emptyText: t('order.flags.empty') }}
        dataSource={flags ?? []}
        renderItem={(flag) => (
          <List.Item>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <Tag color={flag.resolvedAt ? 'default' : 'orange'}>{t(`order.flags.kind.${flag.kind}`)}</Tag>
                <Typography.Text>{flag.amount.toLocaleString()}</Typography.Text>
                <Typography.Text type="secondary">
                  {t(`order.flags.refund.${flag.refundStatus}`)}
                </Typography.Text>
              </Space>
              {flag.resolvedAt ? (
                <Typography.Text type="secondary">
                  {t('order.flags.resolved', { at: new Date(flag.resolvedAt).toLocaleString() })}:{' '}
                  {flag.resolution}
                </Typography.Text>
              ) : (
                <Space.Compact style={{ width: '100%' }}>
                  <Input
                    value={texts[flag.id] ?? ''}
                    placeholder={t('order.flags.resolution')}
                    aria-label={t('order.flags.resolution')}
                    onChange={(e) => setTexts((all) => ({ ...all, [flag.id]: e.target.value }))}
                  />
                  <Button
                    loading={resolving}
                    disabled={!(texts[flag.id] ?? '').trim()}
                    onClick={() =>
                      void resolve({
                        id: String(flag.id),
                        paymentFlagResolutionRequestDto: { resolution: texts[flag.id]!.trim() },
                      })
                        .unwrap()
                        .then(() => refetch())
                        .catch(() => undefined)
                    }
                  >
                    {t('order.flags.resolve')}
                  </Button>
                </Space.Compact>
              )}
            </Space>
          </List.Item>
        )}
      />
    </>
  );
};
