import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { identityRequiredBeforePaying } from '@slabworks/domain';
import { IdentityVerificationStep } from '@/components/identity/identity-verification-step';
import { useDateTime } from '@/lib/use-date-time';
import type { Profile } from '../api/profile-api';
import styles from '../components/account.module.css';

/**
 * The profile's identity verification: the verified name and birth date once the member is verified
 * (mbStatus APPROVED), otherwise the step that verifies it (the one the checkout shows).
 */
export const IdentityStatus = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('common');
  const when = useDateTime();
  const verifyBy = identityRequiredBeforePaying({
    status: profile.mbStatus,
    region: profile.supportRegionId,
  });
  if (verifyBy) return <IdentityVerificationStep verifyBy={verifyBy} />;
  return (
    <div data-testid="identity-status">
      <p>
        <Tag className={styles.verifiedTag} data-testid="identity-verified-tag">
          {t('identity.profile.done')}
        </Tag>
        {profile.identityVerifiedAt &&
          t('identity.profile.verified-at', { date: when.date(profile.identityVerifiedAt) })}
      </p>
      {profile.birthDate ? (
        <dl className={styles.facts}>
          <dt>{t('identity.profile.name')}</dt>
          <dd data-testid="identity-name">{profile.mbName ?? '—'}</dd>
          <dt>{t('identity.profile.birth-date')}</dt>
          <dd data-testid="identity-birth-date">{profile.birthDate}</dd>
        </dl>
      ) : (
        <p>{t('identity.profile.phone-done')}</p>
      )}
    </div>
  );
};
