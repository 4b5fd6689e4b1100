import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { toMajorUnits, type Currency } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { PageHero } from '@/components/ui/page-hero';
import { ErrorView, LoadingView } from '@/components/ui/status-views';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useGetOrderQuery } from '@/features/order-flow/api/order-flow-api';
import { VirtualAccountPanel } from '@/features/order-flow/payment/virtual-account-panel';
import { formatMoney } from '@/lib/money';
import { useReceivingAddress } from '@/lib/company/use-company';
import { orderPayHref, paths } from '@/config/paths';
import styles from '@/features/order-flow/submission/submission.module.css';

// Payment can settle after the page opens (a virtual-account deposit): poll while it is waiting.
const POLL_MS = 3000;
const UNPAID = ['SAVED', 'WAITING_FOR_DEPOSIT', 'PAYMENT_FAILED', 'DEADLINE_EXPIRED', 'CANCELLED'];

/** /grading/orderComplete and /reholder/orderComplete: order number, amount, payment state, what next. */
const OrderCompletePage = () => {
  const { t } = useTranslation('order');
  const receivingAddress = useReceivingAddress();
  const language = useAppSelector(selectLanguage);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const minRevision = Number(params.get('revision')) || undefined;
  const order = useGetOrderQuery({ id: orderId, minRevision }, { skip: !orderId, pollingInterval: POLL_MS });
  const data = order.data;

  if (!orderId) return <ErrorView message={t('complete.missing')} />;
  if (order.isLoading) return <LoadingView />;
  if (order.isError || !data) return <ErrorView onRetry={() => void order.refetch()} />;
  const expired = data.status === 'DEADLINE_EXPIRED';
  const waiting = data.status === 'WAITING_FOR_DEPOSIT';
  const paid = !UNPAID.includes(data.status);
  const currency = (data.currency ?? 'KRW') as Currency;
  const reholder = pathname.startsWith('/reholder');
  // Only own shipping has a tracking number to enter; a pickup or a visit has its own next step.
  const method = data.shipping.method ?? 'SELF_SHIPPING';
  const selfShipping = method === 'SELF_SHIPPING';
  const state = paid
    ? t('complete.paid')
    : expired
      ? t('complete.expired')
      : waiting
        ? t('complete.waiting-deposit')
        : t('complete.waiting');

  return (
    <>
      <PageHero
        eyebrow={t(reholder ? 'complete.eyebrow-reholder' : 'complete.eyebrow')}
        title={t('complete.title')}
        lead={t('complete.lead')}
      />
      <section className="section">
        <div className="container" data-testid="order-complete">
          <dl className={styles.facts}>
            <dt>{t('complete.number')}</dt>
            <dd data-testid="order-number">{data.orderNumber}</dd>
            <dt>{t('complete.amount')}</dt>
            <dd data-testid="order-amount">
              {formatMoney(toMajorUnits(data.totalAmount, currency), currency, language)}
            </dd>
            <dt>{t('complete.payment')}</dt>
            <dd data-testid="payment-state" aria-live="polite">
              {state}
            </dd>
          </dl>
          {data.allowedActions.includes('PAY') && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              data-testid="complete-pay-action"
              title={t('complete.pay-needed')}
              action={
                <Button
                  type="primary"
                  onClick={() => void navigate(orderPayHref(orderId))}
                  data-testid="complete-pay"
                >
                  {t('complete.pay')}
                </Button>
              }
            />
          )}
          {expired && !data.virtualAccount && (
            <Alert
              type="error"
              showIcon
              title={t('va.expired')}
              style={{ marginBottom: 16 }}
              data-testid="va-expired"
            />
          )}
          {data.virtualAccount && (
            <VirtualAccountPanel
              account={data.virtualAccount}
              currency={currency}
              expired={expired}
              waiting={waiting}
            />
          )}
          {!expired && (
            <>
              <h2>{t('complete.next-title')}</h2>
              <ol data-testid="next-steps">
                {waiting && <li>{t('complete.next-deposit')}</li>}
                <li>{t('complete.next-pack')}</li>
                {selfShipping ? (
                  <>
                    <li data-testid="next-ship">{t('complete.next-ship', { address: receivingAddress })}</li>
                    <li>
                      {t('complete.next-tracking')}{' '}
                      <Link to={`/account/order/${orderId}`}>{t('complete.order-link')}</Link>
                    </li>
                  </>
                ) : (
                  <>
                    <li data-testid="next-method">
                      {t(`complete.next-${method}`, { address: receivingAddress })}
                    </li>
                    <li>
                      {t('complete.next-follow')}{' '}
                      <Link to={`/account/order/${orderId}`}>{t('complete.order-link')}</Link>
                    </li>
                  </>
                )}
              </ol>
            </>
          )}
          <Button type="primary">
            <Link to={paths.home}>{t('complete.home')}</Link>
          </Button>
        </div>
      </section>
    </>
  );
};

export default OrderCompletePage;
