import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_REFUND_BANK, findCourier, MAX_TRACKING_NUMBER_LENGTH } from '@slabworks/domain';
import { CourierSelect } from '@/components/shipment/courier-select';
import { orderPayHref } from '@/config/paths';
import { fieldErrorsOf, serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import type { GetOrderApiResponse } from '@/lib/api/generated/slabworks-api';
import {
  useCancelOrderMutation,
  useChangeShippingAddressMutation,
  useListAddressesQuery,
  useRegisterInboundShipmentMutation,
  useSetRefundAccountMutation,
} from '../api/my-orders-api';
import { useOrderFormat } from '../use-order-language';
import { offersAction, paysBackByTransfer, waitsForRefundAccountOf } from './order-actions-offered';
import { RefundRequest } from './refund-request';
import styles from './my-orders.module.css';

type OrderDetail = GetOrderApiResponse['data'];

// 국민 first (the spec's default refund bank), then the other large Korean banks.
export const REFUND_BANKS = [
  DEFAULT_REFUND_BANK,
  '신한',
  '우리',
  '하나',
  '농협',
  '기업',
  'SC제일',
  '카카오뱅크',
  '토스뱅크',
  '케이뱅크',
  '부산',
  '대구',
  '경남',
  '광주',
  '우체국',
  '새마을금고',
  '수협',
];

interface ActionsProps {
  order: OrderDetail;
  /** Re-reads the order: at least at a write's new revision, or as it is now (412: it moved). */
  reload: (revision?: number) => void;
}

const useOutcome = (reload: (revision?: number) => void) => {
  const { t } = useTranslation('account');
  const [message, setMessage] = useState<{ type: 'success' | 'error' | 'warning'; text: string } | null>(
    null,
  );
  const run = async (write: () => Promise<{ revision: number }>, done: string) => {
    try {
      const answer = await write();
      setMessage({ type: 'success', text: done });
      reload(answer.revision);
      return true;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 412 || serverCodeOf(error as never) === 'PRECONDITION_FAILED') {
        // Someone moved the order meanwhile: show the new state; what was typed stays in the form.
        setMessage({ type: 'warning', text: t('order.actions.stale') });
        reload();
      } else
        setMessage({ type: 'error', text: serverMessageOf(error as never) ?? t('order.actions.failed') });
      return false;
    }
  };
  const view = message && (
    <Alert type={message.type} showIcon title={message.text} data-testid="order-action-message" />
  );
  const say = (type: 'success' | 'error' | 'warning', text: string) => setMessage({ type, text });
  return { run, view, say };
};

const RefundAccountFields = ({ prefix = [] as string[] }) => {
  const { t } = useTranslation('account');
  return (
    <>
      <Form.Item
        name={[...prefix, 'bank']}
        label={t('order.refund.bank')}
        rules={[{ required: true }]}
        initialValue={DEFAULT_REFUND_BANK}
      >
        <Select
          data-testid="refund-bank"
          options={REFUND_BANKS.map((bank) => ({ value: bank, label: bank }))}
        />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'accountNumber']}
        label={t('order.refund.account-number')}
        rules={[{ required: true, pattern: /^\d{6,20}$/, message: t('order.refund.digits-only') }]}
      >
        <Input inputMode="numeric" data-testid="refund-account-number" />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'holderName']}
        label={t('order.refund.holder')}
        rules={[{ required: true }]}
      >
        <Input data-testid="refund-holder" />
      </Form.Item>
    </>
  );
};

export const OrderActions = ({ order, reload }: ActionsProps) => {
  const { t } = useTranslation('account');
  const format = useOrderFormat();
  const { run, view, say } = useOutcome(reload);
  const navigate = useNavigate();
  const ifMatch = String(order.revision);
  const allowed = new Set(order.allowedActions);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelForm] = Form.useForm();
  const [cancelOrder, cancelState] = useCancelOrderMutation();
  const [changeAddress, addressState] = useChangeShippingAddressMutation();
  const [registerInbound, inboundState] = useRegisterInboundShipmentMutation();
  const inboundFields = fieldErrorsOf(inboundState.error);
  const [setRefundAccount, refundState] = useSetRefundAccountMutation();
  const addresses = useListAddressesQuery(allowed.has('CHANGE_ADDRESS') ? undefined : skipToken);
  const byVirtualAccount = paysBackByTransfer(order);
  const refundEstimate = order.amounts ? order.amounts.paidAmount - order.amounts.refundedAmount : 0;
  const waitsForRefundAccount = waitsForRefundAccountOf(order);
  if (!offersAction(order) && !view) return null;

  return (
    <Card title={t('order.actions.title')} data-testid="order-actions">
      {view}
      {allowed.has('PAY') && (
        <div className={styles.payAction} data-testid="order-pay-action">
          <p>{t('order.pay.waiting', { amount: format.money(order.totalAmount, order.currency) })}</p>
          <Button
            type="primary"
            onClick={() => void navigate(orderPayHref(order.orderId))}
            data-testid="order-pay"
          >
            {t('order.pay.open')}
          </Button>
        </div>
      )}
      {allowed.has('ENTER_INBOUND_TRACKING') && (
        <Form
          layout="vertical"
          data-testid="inbound-form"
          initialValues={
            order.shipping.inbound
              ? {
                  ...order.shipping.inbound,
                  // An order from before the courier table holds the typed name: select its courier.
                  courier: findCourier(order.shipping.inbound.courier)?.code ?? undefined,
                }
              : undefined
          }
          onFinish={(values: { courier: string; trackingNumber: string }) =>
            void run(
              () =>
                registerInbound({
                  id: order.orderId,
                  'If-Match': ifMatch,
                  shipmentRequestDto: values,
                }).unwrap(),
              t('order.inbound.saved'),
            )
          }
        >
          <h3>{t('order.inbound.title')}</h3>
          <Form.Item
            name="courier"
            label={t('order.inbound.courier')}
            rules={[{ required: true }]}
            {...(inboundFields.courier
              ? { validateStatus: 'error' as const, help: inboundFields.courier }
              : {})}
          >
            <CourierSelect data-testid="inbound-courier" />
          </Form.Item>
          <Form.Item
            name="trackingNumber"
            label={t('order.inbound.tracking')}
            rules={[{ required: true }, { max: MAX_TRACKING_NUMBER_LENGTH }]}
            {...(inboundFields.trackingNumber
              ? { validateStatus: 'error' as const, help: inboundFields.trackingNumber }
              : {})}
          >
            <Input maxLength={MAX_TRACKING_NUMBER_LENGTH} data-testid="inbound-tracking" />
          </Form.Item>
          <Button
            htmlType="submit"
            type="primary"
            loading={inboundState.isLoading}
            data-testid="inbound-submit"
          >
            {t('order.inbound.submit')}
          </Button>
        </Form>
      )}
      {allowed.has('CHANGE_ADDRESS') && (
        <Form
          layout="vertical"
          data-testid="address-form"
          onFinish={(values: { addressId: string }) => {
            const picked = addresses.data?.find((a) => a.id === values.addressId);
            if (!picked) return;
            const { name, recipient, phone, postalCode, address1, address2, memo } = picked;
            void run(
              () =>
                changeAddress({
                  id: order.orderId,
                  'If-Match': ifMatch,
                  shippingAddressRequestDto: {
                    returnAddress: { name, recipient, phone, postalCode, address1, address2, memo },
                  },
                }).unwrap(),
              t('order.address.saved'),
            );
          }}
        >
          <h3>{t('order.address.title')}</h3>
          <p>{t('order.address.last-chance')}</p>
          {addresses.data && addresses.data.length === 0 ? (
            <p data-testid="address-book-empty">{t('order.address.book-empty')}</p>
          ) : (
            <>
              <Form.Item name="addressId" label={t('order.address.pick')} rules={[{ required: true }]}>
                <Select
                  data-testid="address-pick"
                  loading={addresses.isLoading}
                  options={(addresses.data ?? []).map((a) => ({
                    value: a.id,
                    label: `${a.name} · ${a.recipient} · ${a.address1}${a.address2 ? ` ${a.address2}` : ''}`,
                  }))}
                />
              </Form.Item>
              <Button htmlType="submit" loading={addressState.isLoading} data-testid="address-submit">
                {t('order.address.submit')}
              </Button>
            </>
          )}
        </Form>
      )}
      {waitsForRefundAccount && (
        <Form
          layout="vertical"
          data-testid="refund-form"
          onFinish={(values: { bank: string; accountNumber: string; holderName: string }) =>
            void run(
              () =>
                setRefundAccount({
                  id: order.orderId,
                  'If-Match': ifMatch,
                  refundAccountRequestDto: values,
                }).unwrap(),
              t('order.refund.saved'),
            )
          }
        >
          <h3>{t('order.refund.title')}</h3>
          {order.status === 'WRONG_REFUND_ACCOUNT' && (
            <Alert type="warning" showIcon title={t('order.refund.wrong')} />
          )}
          <RefundAccountFields />
          <Button
            htmlType="submit"
            type="primary"
            loading={refundState.isLoading}
            data-testid="refund-submit"
          >
            {t('order.refund.submit')}
          </Button>
        </Form>
      )}
      {allowed.has('REQUEST_PARTIAL_CANCEL') && <RefundRequest order={order} reload={reload} say={say} />}
      {allowed.has('CANCEL') && (
        <>
          <Button danger onClick={() => setCancelOpen(true)} data-testid="cancel-open">
            {t('order.cancel.open')}
          </Button>
          <Modal
            open={cancelOpen}
            title={t('order.cancel.title')}
            okText={t('order.cancel.confirm')}
            okButtonProps={
              { danger: true, loading: cancelState.isLoading, 'data-testid': 'cancel-confirm' } as never
            }
            cancelText={t('order.cancel.keep')}
            onCancel={() => setCancelOpen(false)}
            onOk={() => void cancelForm.submit()}
            forceRender
          >
            <p data-testid="cancel-refund-estimate">
              {refundEstimate > 0
                ? t('order.cancel.refund', { amount: format.money(refundEstimate, order.amounts?.currency) })
                : t('order.cancel.nothing-paid')}
            </p>
            <Form
              form={cancelForm}
              layout="vertical"
              onFinish={async (values: {
                reason: string;
                refundAccount?: { bank: string; accountNumber: string; holderName: string };
              }) => {
                const ok = await run(
                  () =>
                    cancelOrder({
                      id: order.orderId,
                      'If-Match': ifMatch,
                      cancelOrderRequestDto: {
                        reason: values.reason,
                        ...(values.refundAccount ? { refundAccount: values.refundAccount } : {}),
                      },
                    }).unwrap(),
                  t('order.cancel.done'),
                );
                if (ok) setCancelOpen(false);
              }}
            >
              <Form.Item name="reason" label={t('order.cancel.reason')} rules={[{ required: true }]}>
                <TextArea rows={2} data-testid="cancel-reason" />
              </Form.Item>
              {byVirtualAccount && refundEstimate > 0 && !order.refundAccount && (
                <RefundAccountFields prefix={['refundAccount']} />
              )}
            </Form>
          </Modal>
        </>
      )}
    </Card>
  );
};
