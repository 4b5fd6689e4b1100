import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IdentityRequirement } from '@slabworks/domain';
import { paths } from '@/config/paths';
import { useIdentityVerification } from '@/lib/identity/use-identity-verification';

interface Props {
  /** What the member still has to do: 본인인증, or (Taiwan) a phone verified by SMS code. */
  readonly verifyBy: IdentityRequirement;
  readonly onVerified?: () => void;
}

/**
 * "Verify your identity" (spec §1: identity verification before paying): opens the provider's
 * window over the current page, so a checkout keeps every field, and says when the api confirmed it.
 * A Taiwan member verifies the phone on the profile (opened in a new tab, for the same reason).
 */
export const IdentityVerificationStep = ({ verifyBy, onVerified }: Props) => {
  const { t } = useTranslation('common');
  const identity = useIdentityVerification();

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
              onClick={() => void identity.verify().then((ok) => ok && onVerified?.())}
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
