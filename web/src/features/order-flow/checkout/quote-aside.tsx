import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { Currency } from '@slabworks/domain';
import type { PricedItem, PricedOrder } from '@/lib/api/generated/slabworks-api';
import type { FormKeeper } from '@/lib/identity/identity-return';
import type { DiscountSlot } from './discount-slot';
import { payLabel, PayStep } from './pay-step';
import { PriceSummary, useQuoteMoney } from './price-summary';
import type { usePlaceAndPay } from './use-place-and-pay';
import styles from '../submission/submission.module.css';

/**
 * A checkout's side column (grading, re-holder): the server's quote of the order, the discount choice
 * app/ plugs in (it edits the form's couponIds) and the pay step with the total on its button.
 */
export const QuoteAside = ({
  priced,
  quoteError,
  itemLabel,
  discounts,
  submitType,
  checkout,
  keep,
}: {
  priced: PricedOrder | undefined;
  quoteError: FetchBaseQueryError | SerializedError | undefined;
  itemLabel: (item: PricedItem) => string;
  discounts: ((slot: DiscountSlot) => ReactElement) | undefined;
  submitType: DiscountSlot['submitType'];
  checkout: ReturnType<typeof usePlaceAndPay>;
  keep: FormKeeper;
}) => {
  const { t } = useTranslation('order');
  const money = useQuoteMoney(priced);
  return (
    <aside className={styles.summary} data-testid="quote">
      <h2>{t('quote.title')}</h2>
      <PriceSummary priced={priced} failed={Boolean(quoteError)} itemLabel={itemLabel} />
      {discounts && (
        <Form.Item name="couponIds" noStyle>
          {discounts({
            submitType,
            currency: (priced?.currency ?? 'KRW') as Currency,
            priced,
            quoteError,
          })}
        </Form.Item>
      )}
      <PayStep
        failure={checkout.failure}
        outcome={checkout.payOutcome}
        placed={checkout.placed}
        busy={checkout.busy}
        label={payLabel(t, checkout.placed, priced && money(priced.totalAmount))}
        keep={keep}
      />
    </aside>
  );
};
