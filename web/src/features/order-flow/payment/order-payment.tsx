import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import { toMajorUnits, type Currency } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { PageHero } from '@/components/ui/page-hero';
import { ErrorView, LoadingView } from '@/components/ui/status-views';
import { formatMoney } from '@/lib/money';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useGetOrderQuery } from '../api/order-flow-api';
import { payLabel, PayStep } from '../checkout/pay-step';
import { paymentDefaults, type PaymentValues } from '../checkout/payment-values';
import styles from '../submission/submission.module.css';
import { usePayOrder } from './use-pay-order';

/**
 * Pays an order placed earlier (a declined card, a closed window, a page left): the checkout's own
 * payment step, on the same order, as long as the api lists `PAY` among its allowed actions.
 */
export const OrderPayment = ({ orderId }: { orderId: string }) => {
  const { t } = useTranslation('order');
  const language = useAppSelector(selectLanguage);
  const order = useGetOrderQuery({ id: orderId });
  const data = order.data;
  const reholder = data?.orderType === 'REHOLDER';
  const payment = usePayOrder({
    completePath: reholder ? '/reholder/orderComplete' : '/grading/orderComplete',
  });
  const [form] = Form.useForm<PaymentValues>();

  if (order.isLoading) return <LoadingView />;
  if (order.isError || !data) return <ErrorView onRetry={() => void order.refetch()} />;
  const currency = (data.amounts?.currency ?? data.currency ?? 'KRW') as Currency;
  const total = data.amounts?.totalAmount ?? data.totalAmount;
  const amount = formatMoney(toMajorUnits(total, currency), currency, language);
  const payable = data.allowedActions.includes('PAY');

  return (
    <>
      <PageHero
        eyebrow={t('pay-order.eyebrow')}
        title={t('pay-order.title', { orderNumber: data.orderNumber ?? '' })}
        lead={t('pay-order.lead')}
      />
      <section className="section">
        <div className="container">
          <div className={styles.payOrder} data-testid="order-payment">
            <dl className={styles.facts}>
              <dt>{t('complete.number')}</dt>
              <dd data-testid="order-number">{data.orderNumber}</dd>
              <dt>{t('complete.amount')}</dt>
              <dd data-testid="order-amount">{amount}</dd>
            </dl>
            {payable ? (
              <Form
                form={form}
                layout="vertical"
                initialValues={paymentDefaults}
                onFinish={(values) => void payment.pay(orderId, values)}
                data-testid="order-payment-form"
              >
                <PayStep
                  outcome={payment.outcome}
                  orderNumber={data.orderNumber}
                  busy={payment.busy}
                  label={payLabel(t, { orderId, orderNumber: data.orderNumber }, amount)}
                />
              </Form>
            ) : (
              <Alert
                type="info"
                showIcon
                title={t('pay-order.not-payable')}
                data-testid="order-not-payable"
              />
            )}
            <p className={styles.hint}>
              <Link to={`/account/order/${orderId}`} data-testid="order-payment-back">
                {t('pay-order.back')}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
};
