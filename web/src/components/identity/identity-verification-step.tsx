import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { IdentityRequirement } from '@slabworks/domain';
import { paths } from '@/config/paths';
import { takeIdentityReturn, withoutIdentityReturn } from '@/lib/identity/identity-return';
import { useIdentityVerification, type IdentityTrip } from '@/lib/identity/use-identity-verification';

interface Props {
  /** What the member still has to do: 본인인증, or (Taiwan) a phone verified by SMS code. */
  readonly verifyBy: IdentityRequirement;
  readonly onVerified?: () => void;
  /** Where a redirecting window brings the member back and what the page keeps meanwhile. */
  readonly trip?: IdentityTrip;
}

/**
 * "Verify your identity" (spec §1: identity verification before paying): opens the provider's
 * window over the current page, so a checkout keeps every field, and says when the api confirmed it.
 * A Taiwan member verifies the phone on the profile (opened in a new tab, for the same reason).
 */
export const IdentityVerificationStep = ({ verifyBy, onVerified, trip }: Props) => {
  const { t } = useTranslation('common');
  const identity = useIdentityVerification();
  const location = useLocation();
  const navigate = useNavigate();
  const returned = useRef(false);

  // Back from PortOne's page (mobile): the fields go back in, the address loses PortOne's parameters
  // (a reload must not confirm again), and the api confirms the verification.
  useEffect(() => {
    if (returned.current) return;
    const back = takeIdentityReturn(location.search);
    if (!back) return;
    returned.current = true;
    if (back.form) trip?.keep?.restore(back.form);
    void navigate(
      { pathname: location.pathname, search: withoutIdentityReturn(location.search) },
      { replace: true },
    );
    void identity.resume(back.identityVerificationId, back.code).then((ok) => ok && onVerified?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the load that came back
  }, []);

  if (identity.verified)
    return (
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('identity.verified')}
        data-testid="identity-verified"
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="identity-required"
      title={t(verifyBy === 'PHONE' ? 'identity.phone-required.title' : 'identity.required.title')}
      description={
        <>
          <p>{t(verifyBy === 'PHONE' ? 'identity.phone-required.body' : 'identity.required.body')}</p>
          {verifyBy === 'PHONE' ? (
            <Link to={paths.accountProfile} target="_blank" rel="noopener" data-testid="verify-phone-link">
              {t('identity.phone-required.link')}
            </Link>
          ) : (
            <Button
              type="primary"
              loading={identity.busy}
              onClick={() => void identity.verify(trip).then((ok) => ok && onVerified?.())}
              data-testid="verify-identity"
            >
              {t('identity.required.button')}
            </Button>
          )}
          {identity.error && (
            <p role="alert" data-testid="identity-error">
              {identity.error}
            </p>
          )}
        </>
      }
    />
  );
};
