import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '@slabworks/domain';
import { orderHref } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import type { Language } from '@/lib/languages';
import type { MyCoupon } from './api/coupons-api';
import { couponBenefit, minimumOf, money } from './coupon-format';
import styles from './coupons.module.css';

/** One coupon as the member sees it: what it takes off, its minimum, when it ends, what holds it. */
export const CouponTicket = ({
  coupon,
  currency,
  language,
}: {
  coupon: MyCoupon;
  currency: Currency;
  language: Language;
}) => {
  const { t } = useTranslation('coupons');
  const minimum = minimumOf(coupon, currency);
  // Taken by an order that is not paid yet: given back if that order is cancelled or expires.
  const held = coupon.hold === 'HELD';
  const heldOrder = coupon.usedOrderId;
  // The last day in Seoul, as the api counts it, whatever the visitor's clock.
  const until = formatDate(coupon.validUntil, language);
  return (
    <div className={`${styles.coupon} ${coupon.tab === 'usable' ? '' : styles.off}`} data-testid="coupon">
      <span className={styles.benefit}>{couponBenefit(coupon, currency, language) ?? '—'}</span>
      <strong>{coupon.name}</strong>
      <span className={styles.meta} data-testid="coupon-code">
        {coupon.code}
      </span>
      <span className={styles.meta}>
        {minimum > 0
          ? t('ticket.minimum', { amount: money(minimum, currency, language) })
          : t('ticket.no-minimum')}
      </span>
      <span className={styles.meta}>
        {t('ticket.applies', {
          types: coupon.submitTypes.map((type) => t(`submit-type.${type}`)).join(', '),
        })}
      </span>
      <span className={styles.meta}>
        {t('ticket.until', { date: until })}{' '}
        {coupon.tab === 'usable' && (
          <Tag color={coupon.daysToExpiry <= 3 ? 'red' : 'purple'} data-testid="coupon-days">
            {t('ticket.days', { count: coupon.daysToExpiry })}
          </Tag>
        )}
        {coupon.tab === 'used' && !held && <Tag>{t('tab.used')}</Tag>}
        {coupon.tab === 'expired' && <Tag>{t('tab.expired')}</Tag>}
      </span>
      {held && (
        <span className={styles.meta} data-testid="coupon-held">
          <Tag color="gold">
            {coupon.usedOrderNumber
              ? t('ticket.held', { orderNumber: coupon.usedOrderNumber })
              : t('ticket.held-plain')}
          </Tag>
          {heldOrder && (
            <Link to={orderHref(heldOrder)} data-testid="coupon-held-order">
              {t('ticket.held-link')}
            </Link>
          )}
        </span>
      )}
    </div>
  );
};
