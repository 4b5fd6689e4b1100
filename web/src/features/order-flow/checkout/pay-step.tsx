import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import { identityRequiredBeforePaying } from '@slabworks/domain';
import { IdentityVerificationStep } from '@/components/identity/identity-verification-step';
import { orderPayHref } from '@/config/paths';
import type { FormKeeper } from '@/lib/identity/identity-return';
import { useSession } from '@/lib/session/use-session';
import type { PayOutcome } from '../payment/use-pay-order';
import { PaymentFailureAlert } from '../payment/payment-failure-alert';
import { LazyPaymentFields } from './lazy-payment-fields';
import type { PlacedOrder } from './use-place-and-pay';

interface Props {
  /** The checkout's refusal before any payment (fields, placing), shown above the button. */
  readonly failure?: string | undefined;
  /** What stopped the last payment attempt. */
  readonly outcome?: PayOutcome | undefined;
  /** The order already placed: the next click pays it again. */
  readonly placed?: PlacedOrder | undefined;
  /** The order being paid, named in the failure's next step (the placed order's when not given). */
  readonly orderNumber?: string | null;
  readonly busy: boolean;
  readonly label: string;
  /** The checkout's fields, kept while a redirecting identity window (PortOne on mobile) is away. */
  readonly keep?: FormKeeper;
}

/**
 * The end of every checkout (grading, re-holder) and of paying an order later: how to pay, why the
 * last try failed, and the button. It stays usable while the order fields above are locked.
 */
export const PayStep = ({ failure, outcome, placed, orderNumber, busy, label, keep }: Props) => {
  const { t } = useTranslation('order');
  const { user } = useSession();
  // Identity before paying: the member's own record says so up front, the api's 409 says so after a
  // click. The step opens the verification over this page, so the form keeps every field.
  const [verifiedHere, setVerifiedHere] = useState(false);
  const verifyBy =
    outcome?.kind === 'identity'
      ? outcome.verifyBy
      : user
        ? identityRequiredBeforePaying({ status: user.mbStatus, region: user.supportRegionId })
        : null;
  return (
    <DisabledContextProvider disabled={false}>
      {(verifyBy || verifiedHere) && (
        <IdentityVerificationStep
          verifyBy={verifyBy ?? 'IDENTITY'}
          onVerified={() => setVerifiedHere(true)}
          // An order already placed is paid on its own page after a redirect (its fields are fixed).
          trip={
            placed
              ? { returnTo: new URL(orderPayHref(placed.orderId), window.location.origin).href }
              : keep
                ? { keep }
                : {}
          }
        />
      )}
      {placed && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="placed-order"
          title={t('pay.placed.title', { orderNumber: placed.orderNumber ?? '' })}
          description={
            <>
              {t('pay.placed.body')}{' '}
              <Link to={`/account/order/${placed.orderId}`} data-testid="placed-order-link">
                {t('pay.placed.link')}
              </Link>
            </>
          }
        />
      )}
      <LazyPaymentFields />
      {outcome?.kind === 'payment' && (
        <PaymentFailureAlert
          failure={outcome.failure}
          orderNumber={orderNumber ?? placed?.orderNumber ?? null}
        />
      )}
      {(failure ?? (outcome?.kind === 'message' ? outcome.text : undefined)) && (
        <Alert
          type="error"
          showIcon
          title={failure ?? (outcome?.kind === 'message' ? outcome.text : '')}
          style={{ marginBottom: 12 }}
          data-testid="submit-error"
        />
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="pay">
        {label}
      </Button>
    </DisabledContextProvider>
  );
};

/** "Order and pay ₩…" before the order exists; "Pay ₩…" once it does (the next click only pays). */
export const payLabel = (
  t: TFunction<'order'>,
  placed: PlacedOrder | undefined,
  amount: string | undefined,
) =>
  placed
    ? amount
      ? t('pay.button-again', { amount })
      : t('pay.button-again-plain')
    : amount
      ? t('pay.button', { amount })
      : t('pay.button-plain');
