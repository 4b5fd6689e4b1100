import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import { useAppSelector } from '@/app/hooks';
import { PageHero } from '@/components/ui/page-hero';
import { ErrorView, LoadingView } from '@/components/ui/status-views';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useGetOrderQuery } from '@/features/order-flow/api/order-flow-api';
import { formatMoney, type Currency } from '@/lib/money';
import { toMajorUnits } from '@slabworks/domain';
import { paths } from '@/config/paths';

// Payment can settle after the page opens (a virtual-account deposit): poll until it is no longer waiting.
const POLL_MS = 3000;

/** /grading/orderComplete and /reholder/orderComplete: order number, amount, payment state, what next. */
const OrderCompleteRoute = () => {
  const { t } = useTranslation('order');
  const language = useAppSelector(selectLanguage);
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useGetOrderQuery({ id: orderId }, { skip: !orderId, pollingInterval: POLL_MS });
  const data = order.data;

  if (!orderId) return <ErrorView message={t('complete.missing')} />;
  if (order.isLoading) return <LoadingView />;
  if (order.isError || !data) return <ErrorView onRetry={() => void order.refetch()} />;
  const paid =
    data.status !== 'SAVED' && data.status !== 'WAITING_FOR_DEPOSIT' && data.status !== 'PAYMENT_FAILED';
  const currency = (data.currency ?? 'KRW') as Currency;

  return (
    <>
      <PageHero eyebrow={t('complete.eyebrow')} title={t('complete.title')} lead={t('complete.lead')} />
      <section className="section">
        <div className="container" data-testid="order-complete">
          <dl>
            <dt>{t('complete.number')}</dt>
            <dd data-testid="order-number">{data.orderNumber}</dd>
            <dt>{t('complete.amount')}</dt>
            <dd data-testid="order-amount">
              {formatMoney(toMajorUnits(data.totalAmount, currency as never), currency, language)}
            </dd>
            <dt>{t('complete.payment')}</dt>
            <dd data-testid="payment-state">{paid ? t('complete.paid') : t('complete.waiting')}</dd>
          </dl>
          <h2>{t('complete.next-title')}</h2>
          <ol>
            <li>{t('complete.next-pack')}</li>
            <li>{t('complete.next-ship')}</li>
            <li>{t('complete.next-tracking')}</li>
          </ol>
          <Button type="primary">
            <Link to={paths.home}>{t('complete.home')}</Link>
          </Button>
        </div>
      </section>
    </>
  );
};

export default OrderCompleteRoute;
