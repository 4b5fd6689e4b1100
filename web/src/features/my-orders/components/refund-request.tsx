import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_TRACKING_NUMBER_LENGTH,
  stageAllows,
  validateTrackingNumber,
  type DisplayStage,
  type FieldRule,
} from '@slabworks/domain';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import type { GetOrderApiResponse } from '@/lib/api/generated/slabworks-api';
import { useRequestRefundMutation } from '../api/my-orders-api';
import { useOrderFormat } from '../use-order-language';
import styles from './my-orders.module.css';
import { keyFor } from '@/lib/i18n-keys';
import type { ParseKeys } from 'i18next';

type OrderDetail = GetOrderApiResponse['data'];

// Cards the member can already see are ungradable (per-card results show once they ship back).
// The tracking number's rules (libs/domain validateTrackingNumber), in words.
const TRACKING_RULE_KEY = {
  required: 'order.refund-request.tracking-required',
  maxLength: 'order.refund-request.tracking-maxLength',
} as const satisfies Partial<Record<FieldRule, ParseKeys<'account'>>>;

const ungradableOf = (order: OrderDetail) =>
  order.items.filter(
    (item) => item.correspondence?.startsWith('UNGRADABLE') && item.partialCancel === 'NONE',
  );

/**
 * The member's refund for ungradable cards (spec §4, refundable stages): a button, a confirmation that
 * says what is refunded, and, once the cards are shipped back, the tracking number first.
 */
export const RefundRequest = ({
  order,
  reload,
  say,
}: {
  order: OrderDetail;
  reload: (revision?: number) => void;
  /** The outcome, said where the order's actions say theirs (this button goes once the request is made). */
  say: (type: 'success' | 'error' | 'warning', text: string) => void;
}) => {
  const { t } = useTranslation('account');
  const format = useOrderFormat();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ trackingNumber?: string }>();
  const [requestRefund, state] = useRequestRefundMutation();
  const shipped = stageAllows(order.displayStage as DisplayStage | null, 'outboundInfoSent');
  const known = ungradableOf(order);
  const amount = known.reduce((sum, item) => sum + item.price, 0);

  const submit = async ({ trackingNumber }: { trackingNumber?: string }) => {
    try {
      const answer = await requestRefund({
        id: order.orderId,
        'If-Match': String(order.revision),
        'Idempotency-Key': crypto.randomUUID(),
        refundRequestDto: shipped ? { trackingNumber } : {},
      }).unwrap();
      setOpen(false);
      say('success', t('order.refund-request.done'));
      reload(answer.revision);
    } catch (error) {
      const fields = fieldErrorsOf(error as never);
      if (fields.trackingNumber) {
        form.setFields([{ name: 'trackingNumber', errors: [fields.trackingNumber] }]);
        return;
      }
      setOpen(false);
      if ((error as { status?: unknown }).status === 412) {
        // The order moved meanwhile (an operator's step): show it as it is now.
        say('warning', t('order.actions.stale'));
        reload();
      } else say('error', serverMessageOf(error as never) ?? t('order.actions.failed'));
    }
  };

  return (
    <div className={styles.refundRequest} data-testid="refund-request">
      <h3>{t('order.refund-request.title')}</h3>
      <p>{t('order.refund-request.lead')}</p>
      <Button onClick={() => setOpen(true)} data-testid="refund-request-open">
        {t('order.refund-request.open')}
      </Button>
      <Modal
        open={open}
        title={t('order.refund-request.confirm-title')}
        okText={t('order.refund-request.confirm')}
        okButtonProps={{ loading: state.isLoading, 'data-testid': 'refund-request-confirm' } as never}
        cancelText={t('order.refund-request.keep')}
        onCancel={() => setOpen(false)}
        onOk={() => void form.submit()}
        forceRender
      >
        <p data-testid="refund-request-summary">
          {known.length > 0
            ? t('order.refund-request.summary', {
                count: known.length,
                amount: format.money(amount, order.amounts?.currency),
              })
            : t('order.refund-request.summary-unknown')}
        </p>
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          {shipped && (
            <>
              <p>{t('order.refund-request.tracking-first')}</p>
              <Form.Item
                name="trackingNumber"
                label={t('order.refund-request.tracking')}
                rules={[
                  {
                    validator: async (_, value?: string) => {
                      const problem = validateTrackingNumber(value)[0];
                      const key = keyFor(TRACKING_RULE_KEY, problem?.rule);
                      if (problem) throw new Error(key ? t(key, { ...problem.params }) : problem.rule);
                    },
                  },
                ]}
              >
                <Input maxLength={MAX_TRACKING_NUMBER_LENGTH} data-testid="refund-request-tracking" />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </div>
  );
};
