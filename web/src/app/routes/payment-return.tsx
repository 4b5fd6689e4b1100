import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { orderPayHref, paths } from '@/config/paths';
import { LoadingView } from '@/components/ui/status-views';
import {
  providerReturnOf,
  usePaymentConfirm,
  type ProviderReturn,
} from '@/features/order-flow/payment/use-payment-confirm';
import { reasonOfProviderCode } from '@/features/order-flow/payment/payment-failure';
import styles from '@/app/layout/route-error.module.css';

const ORDER_ID = /^[\w-]{1,64}$/;

const completePathOf = (params: URLSearchParams) =>
  params.get('type') === 'REHOLDER' ? '/reholder/orderComplete' : '/grading/orderComplete';

/** The provider's successUrl: confirm, then the complete page (which follows the payment state). */
const Confirm = ({ returned, complete }: { returned: ProviderReturn; complete: string }) => {
  const { t } = useTranslation('order');
  const state = usePaymentConfirm(returned);
  if (state.phase === 'paid')
    return <Navigate to={`${complete}?orderId=${returned.orderId}&revision=${state.revision}`} replace />;
  if (state.phase === 'confirming') return <LoadingView label={t('return.confirming')} />;
  return (
    <ReturnPage
      title={t('return.failed-title')}
      body={t('return.failed-body-code', { code: state.code })}
      code={state.code}
      orderId={returned.orderId}
    />
  );
};

const ReturnPage = ({
  title,
  body,
  code,
  orderId,
}: {
  title: string;
  body: string;
  /** The provider's code: said in words when we know it (declined, insufficient funds…). */
  code?: string;
  orderId?: string;
}) => {
  const { t } = useTranslation('order');
  const { pathname } = useLocation();
  const reason = code === undefined ? undefined : reasonOfProviderCode(code);
  return (
    <div className={styles.page} data-testid="payment-return">
      <p className={styles.code}>{pathname === '/kakaopay' ? 'KakaoPay' : '₩'}</p>
      <h1>{title}</h1>
      {reason && reason !== 'unknown' && (
        <p data-testid="payment-return-reason">{t(`pay.failure.${reason}`)}</p>
      )}
      <p data-testid="payment-return-message">{body}</p>
      <div className={styles.actions}>
        {orderId && code !== undefined && (
          <Link to={orderPayHref(orderId)} data-testid="payment-return-pay">
            {t('complete.pay')}
          </Link>
        )}
        {orderId ? (
          <Link to={`/account/order/${orderId}`} data-testid="payment-return-order">
            {t('complete.order-link')}
          </Link>
        ) : (
          <Link to="/account/orderList">{t('return.orders')}</Link>
        )}
        <Link to={paths.home}>{t('complete.home')}</Link>
      </div>
    </div>
  );
};

/**
 * /kakaopay and /topclass (spec §2: payment paths, contents not shown) are the payment window's return
 * addresses, as in Toss's redirect flow: `?paymentKey&orderId&amount` (success) is confirmed by the
 * server; `?code&message&orderId` (fail) leaves the order unpaid and names the provider's code (its
 * message is one language and arrives in the URL, so it is not shown); `?orderId` alone goes
 * on to that order's complete page; anything else says it cannot tell which order.
 */
const PaymentReturnRoute = () => {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const returned = providerReturnOf(params);
  const orderId = params.get('orderId');
  const knownOrder = orderId && ORDER_ID.test(orderId) ? orderId : undefined;
  if (returned) return <Confirm returned={returned} complete={completePathOf(params)} />;
  if (params.get('code'))
    return (
      <ReturnPage
        title={t('return.failed-title')}
        body={t('return.failed-body-code', { code: (params.get('code') ?? '').slice(0, 64) })}
        code={(params.get('code') ?? '').slice(0, 64)}
        orderId={knownOrder}
      />
    );
  if (knownOrder)
    return <Navigate to={`${completePathOf(params)}?orderId=${encodeURIComponent(knownOrder)}`} replace />;
  return <ReturnPage title={t('return.title')} body={t('return.body')} />;
};

export default PaymentReturnRoute;
