import Checkbox from 'antd/es/checkbox';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import type { AppliedDiscount } from '@/lib/api/generated/slabworks-api';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useGetMyMembershipQuery, useListMyCouponsQuery } from './api/coupons-api';
import { couponBenefit, minimumOf, money, percentOf } from './coupon-format';
import styles from './coupons.module.css';

export interface CouponPickerProps {
  /** Chosen coupon ids (an antd Form.Item passes value and onChange). */
  value?: string[];
  onChange?: (couponIds: string[]) => void;
  submitType: 'GENERAL' | 'SIMPLE' | 'REHOLDER';
  currency: Currency;
  /** The last quote: its total price decides which coupons reach their minimum. */
  priced?: { totalPrice: number; discount: AppliedDiscount };
  /** The last quote's refusal: a coupon the server refused is taken off with its message. */
  quoteError?: FetchBaseQueryError | SerializedError;
}

const isCouponRefusal = (code: string | undefined) =>
  !!code && (code.startsWith('COUPON.') || (code.startsWith('PRICING.') && code.includes('COUPON')));

/**
 * Checkout's coupon choice: the member's usable coupons for this submit type, each enabled once the
 * cart reaches its minimum ("add N more" until then), and the quote's discount lines. Nothing for a
 * VIP (spec §5: VIP discount and coupons never combine): the VIP rate line shows instead.
 */
export const CouponPicker = ({
  value = [],
  onChange,
  submitType,
  currency,
  priced,
  quoteError,
}: CouponPickerProps) => {
  const { t } = useTranslation('coupons');
  const language = useAppSelector(selectLanguage);
  const membership = useGetMyMembershipQuery();
  const isVip = membership.data?.type === 'VIP';
  const coupons = useListMyCouponsQuery(undefined, { skip: membership.isLoading || isVip });
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    const code = serverCodeOf(quoteError);
    if (!isCouponRefusal(code) || value.length === 0) return;
    setNotice(serverMessageOf(quoteError));
    onChange?.([]);
  }, [quoteError]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new refusal clears the choice

  const lines = (priced?.discount.lines ?? []).filter((line) => !line.inPrice);
  const discountRows = lines.map((line, i) => (
    <div key={i} className={styles.pickerRow} data-testid="discount-line">
      <span>
        {line.reason === 'COUPON'
          ? t('picker.coupon-line', { code: line.code ?? '' })
          : t(`picker.${line.reason}-line`, { rate: percentOf(line.rateBp ?? 0) })}
      </span>
      <span>−{money(line.amount, currency, language)}</span>
    </div>
  ));

  if (membership.isLoading) return null;
  if (isVip)
    return (
      <div className={styles.picker} data-testid="coupon-picker-vip">
        <span className={styles.hint}>
          {t('picker.vip', { rate: percentOf(membership.data?.discountRateBp ?? 0) })}
        </span>
        {discountRows}
      </div>
    );

  const usable = (coupons.data ?? []).filter((c) => c.tab === 'usable' && c.submitTypes.includes(submitType));
  const toggle = (id: string, on: boolean) => {
    setNotice(undefined);
    onChange?.(on ? [...value, id] : value.filter((v) => v !== id));
  };
  return (
    <div className={styles.picker} data-testid="coupon-picker">
      <strong>{t('picker.title')}</strong>
      {coupons.isError && <span className={styles.hint}>{t('picker.error')}</span>}
      {coupons.data && usable.length === 0 && (
        <span className={styles.hint}>
          {t('picker.none')} <Link to="/account/coupons">{t('picker.register')}</Link>
        </span>
      )}
      {usable.map((coupon) => {
        const shortBy = priced ? minimumOf(coupon, currency) - priced.totalPrice : 0;
        const benefit = couponBenefit(coupon, currency, language);
        const chosen = value.includes(coupon.id);
        return (
          <div key={coupon.id}>
            <Checkbox
              checked={chosen}
              disabled={!benefit || (!chosen && shortBy > 0)}
              onChange={(e) => toggle(coupon.id, e.target.checked)}
              data-testid={`coupon-option-${coupon.code}`}
            >
              {`${coupon.name} · ${benefit ?? '—'}`}
            </Checkbox>
            <div className={styles.hint}>
              {shortBy > 0
                ? t('picker.short-by', { amount: money(shortBy, currency, language) })
                : t('ticket.days', { count: coupon.daysToExpiry })}
            </div>
          </div>
        );
      })}
      {notice && (
        <span className={styles.hint} role="alert" data-testid="coupon-notice">
          {notice}
        </span>
      )}
      {discountRows}
    </div>
  );
};
