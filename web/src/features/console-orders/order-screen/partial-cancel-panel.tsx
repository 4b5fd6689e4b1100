import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input/Input';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import type { OrderState, PartialCancelPreviewApiResponse } from '@/lib/api/generated/slabworks-api';
import { usePartialCancelPreviewMutation } from '@/lib/console/console-api';
import { isUngradable, itemLabel, type OrderItem } from './order-items';

type Preview = PartialCancelPreviewApiResponse['data'];

/**
 * Partial cancel of ungradable cards: choose the cards and a reason the member reads, see the refund
 * (the api's own decision, nothing stored), then confirm; a pending request is completed here too.
 */
export const PartialCancelPanel = ({
  orderId,
  state,
  lines,
  busy,
  onRequest,
  onComplete,
}: {
  orderId: string;
  state: OrderState;
  lines: Map<string, string>;
  busy: string | null;
  onRequest: (itemIds: string[], reason: string) => Promise<boolean>;
  onComplete: () => void;
}) => {
  const { t } = useTranslation('console');
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewOf, { isLoading, error }] = usePartialCancelPreviewMutation();
  const candidates = state.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => isUngradable(item) && item.partialCancel === 'NONE');
  const fields = fieldErrorsOf(error);

  if (state.pendingPartialCancel) {
    return (
      <Space direction="vertical" data-testid="partial-cancel">
        <Typography.Text>
          {t('order.partialCancel.pending', {
            count: state.pendingPartialCancel.itemIds.length,
            amount: state.pendingPartialCancel.amount.toLocaleString(),
          })}
        </Typography.Text>
        <Button
          type="primary"
          loading={busy === 'partial-cancel-complete'}
          onClick={onComplete}
          data-testid="partial-cancel-complete"
        >
          {t('order.partialCancel.complete')}
        </Button>
      </Space>
    );
  }
  if (candidates.length === 0)
    return <Typography.Text type="secondary">{t('order.partialCancel.none')}</Typography.Text>;

  const showPreview = async () => {
    try {
      setPreview(
        await previewOf({ id: orderId, partialCancelRequestDto: { itemIds: chosen, reason } }).unwrap(),
      );
    } catch {
      setPreview(null);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="partial-cancel">
      <Checkbox.Group
        value={chosen}
        onChange={(values) => {
          setChosen(values as string[]);
          setPreview(null);
        }}
        options={candidates.map(({ item, index }) => ({
          value: item.itemId,
          label: `${itemLabel(item as OrderItem, index, lines)} · ${t(`correspondence.${item.correspondence}`)}`,
        }))}
      />
      <Input
        value={reason}
        placeholder={t('order.partialCancel.reason')}
        aria-label={t('order.partialCancel.reason')}
        status={fields.reason ? 'error' : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setPreview(null);
        }}
      />
      {error && <Alert type="error" title={fields.reason ?? serverMessageOf(error) ?? t('order.failed')} />}
      {preview && (
        <Alert
          type="info"
          data-testid="partial-cancel-preview"
          title={t('order.partialCancel.refund', {
            amount: preview.amount.toLocaleString(),
            currency: preview.currency,
          })}
        />
      )}
      <Space wrap>
        <Button disabled={chosen.length === 0} loading={isLoading} onClick={() => void showPreview()}>
          {t('order.partialCancel.preview')}
        </Button>
        <Button
          type="primary"
          danger
          disabled={!preview}
          loading={busy === 'partial-cancel'}
          data-testid="partial-cancel-confirm"
          onClick={() =>
            void onRequest(chosen, reason).then((ok) => {
              if (ok) {
                setChosen([]);
                setPreview(null);
              }
            })
          }
        >
          {t('order.partialCancel.confirm')}
        </Button>
      </Space>
    </Space>
  );
};
