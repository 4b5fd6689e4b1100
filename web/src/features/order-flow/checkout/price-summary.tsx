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

interface QuoteGroup {
  key: string;
  label: string;
  count: number;
  price: number;
}

/** Identical cards (same label, same price) as one row: "피카츄 × 20", not twenty rows. */
export const groupQuoteItems = (items: readonly PricedItem[], labelOf: (item: PricedItem) => string) => {
  const groups = new Map<string, QuoteGroup>();
  for (const item of items) {
    const label = labelOf(item);
    const key = `${label}\u0000${item.price}`;
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.price += item.price;
    } else groups.set(key, { key, label, count: 1, price: item.price });
  }
  return [...groups.values()];
};

/**
 * The server's quote, identical cards grouped (never a price computed here). `children` is the slot between the
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
      {groupQuoteItems(priced.items, itemLabel).map((group) => (
        <div key={group.key} className={styles.quoteRow} data-testid="quote-row">
          <span>
            {group.count > 1 ? t('quote.times', { label: group.label, count: group.count }) : group.label}
          </span>
          <span>{money(group.price)}</span>
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
