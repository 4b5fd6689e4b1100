import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { orderPayHref, paths } from '@/config/paths';
import { LoadingView } from '@/components/ui/status-views';
import { useMemo } from 'react';
import {
  providerReturnOf,
  returnedOrderOf,
  usePaymentConfirm,
  useWindowFailureReturn,
  type ProviderReturn,
} from '@/features/order-flow/payment/use-payment-confirm';
import type { PaymentFailure } from '@/features/order-flow/payment/payment-failure';
import styles from '@/app/layout/route-error.module.css';

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
      failure={state.failure}
      orderId={returned.orderId}
    />
  );
};

const ReturnPage = ({
  title,
  body,
  code,
  failure,
  orderId,
}: {
  title: string;
  body: string;
  /** The provider's code, named as it is. */
  code?: string;
  /** Why, as the api said it (libs/payments decides what a code means): in words when known. */
  failure?: PaymentFailure;
  orderId?: string;
}) => {
  const { t } = useTranslation('order');
  const { pathname } = useLocation();
  const reason = failure?.reason;
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

/** The window's fail URL: the api records the failure and says why; the page names the code meanwhile. */
const FailReturn = ({ params }: { params: URLSearchParams }) => {
  const { t } = useTranslation('order');
  const code = (params.get('code') ?? '').slice(0, 64);
  const order = returnedOrderOf(params);
  const orderId = order?.orderId;
  const providerOrderId = order?.providerOrderId;
  const returned = useMemo(
    () => (orderId ? { orderId, code, ...(providerOrderId ? { providerOrderId } : {}) } : null),
    [orderId, providerOrderId, code],
  );
  const failure = useWindowFailureReturn(returned);
  return (
    <ReturnPage
      title={t('return.failed-title')}
      body={t('return.failed-body-code', { code })}
      code={code}
      failure={failure}
      orderId={orderId}
    />
  );
};

/**
 * /kakaopay and /topclass (spec §2: payment paths, contents not shown) are the payment window's return
 * addresses, as in Toss's redirect flow: `?paymentKey&orderId&amount` (success) is confirmed by the
 * server; `?code&message&orderId` (fail) leaves the order unpaid and names the provider's code (its
 * message is one language and arrives in the URL, so it is not shown); `?orderId` alone goes
 * on to that order's complete page; anything else says it cannot tell which order.
 */
const PaymentReturnPage = () => {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const returned = providerReturnOf(params);
  const knownOrder = returnedOrderOf(params)?.orderId;
  if (returned) return <Confirm returned={returned} complete={completePathOf(params)} />;
  if (params.get('code')) return <FailReturn params={params} />;
  if (knownOrder)
    return <Navigate to={`${completePathOf(params)}?orderId=${encodeURIComponent(knownOrder)}`} replace />;
  return <ReturnPage title={t('return.title')} body={t('return.body')} />;
};

export default PaymentReturnPage;
