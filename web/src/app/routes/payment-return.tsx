import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import styles from '@/app/layout/route-error.module.css';

/**
 * /kakaopay and /topclass (spec §2: payment paths, contents not shown): where a payment window sends
 * the member back. With an order it goes on to that order's complete page, which shows the payment
 * state as the server has it; without one it says so and offers the order list.
 */
const PaymentReturnRoute = () => {
  const { t } = useTranslation('order');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  if (orderId && /^[\w-]{1,64}$/.test(orderId)) {
    const complete = params.get('type') === 'REHOLDER' ? '/reholder/orderComplete' : '/grading/orderComplete';
    return <Navigate to={`${complete}?orderId=${encodeURIComponent(orderId)}`} replace />;
  }
  return (
    <div className={styles.page} data-testid="payment-return">
      <p className={styles.code}>{pathname === '/kakaopay' ? 'KakaoPay' : '₩'}</p>
      <h1>{t('return.title')}</h1>
      <p>{t('return.body')}</p>
      <div className={styles.actions}>
        <Link to="/account/orderList">{t('return.orders')}</Link>
        <Link to={paths.home}>{t('complete.home')}</Link>
      </div>
    </div>
  );
};

export default PaymentReturnRoute;
