import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajorUnits } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import type { PricedItem, PricedOrder } from '@/lib/api/generated/slabworks-api';
import { formatMoney, type Currency } from '@/lib/money';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import styles from '../submission/submission.module.css';

export const useQuoteMoney = (priced: PricedOrder | undefined) => {
  const language = useAppSelector(selectLanguage);
  return (amount: number) =>
    priced ? formatMoney(toMajorUnits(amount, priced.currency), priced.currency as Currency, language) : '';
};

/**
 * The server's quote, line by line (never a price computed here). `children` is the slot between the
 * lines and the total where a discount section (coupons) goes.
 */
export const PriceSummary = ({
  priced,
  failed,
  itemLabel,
  children,
}: {
  priced: PricedOrder | undefined;
  failed: boolean;
  itemLabel: (item: PricedItem) => string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation('order');
  const money = useQuoteMoney(priced);
  if (!priced) return failed ? <p className={styles.hint}>{t('quote.incomplete')}</p> : null;
  return (
    <div data-testid="price-summary">
      {priced.items.map((item) => (
        <div key={item.itemId} className={styles.quoteRow}>
          <span>{itemLabel(item)}</span>
          <span>{money(item.price)}</span>
        </div>
      ))}
      {priced.membershipDiscountRateBp > 0 && (
        <p className={styles.hint}>
          {t('quote.membership', { rate: priced.membershipDiscountRateBp / 100 })}
        </p>
      )}
      {children}
      {priced.discount.amount > 0 && (
        <div className={styles.quoteRow}>
          <span>{t('quote.discount')}</span>
          <span>-{money(priced.discount.amount)}</span>
        </div>
      )}
      <div className={styles.quoteRow}>
        <span>{t('quote.delivery')}</span>
        <span>{money(priced.deliveryCost)}</span>
      </div>
      <div className={`${styles.quoteRow} ${styles.total}`}>
        <span>{t('quote.total', { count: priced.counts.totalQt })}</span>
        <span data-testid="quote-total">{money(priced.totalAmount)}</span>
      </div>
    </div>
  );
};
