import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { useGetProfileQuery } from '@/features/account/api/profile-api';
import { AccountPage } from '@/features/account/components/account-page';
import styles from '@/features/account/components/account.module.css';
import { ConsentSwitches } from '@/features/account/profile/consent-switches';
import { IdentityStatus } from '@/features/account/profile/identity-status';
import { NicknameForm } from '@/features/account/profile/nickname-form';
import { PhoneVerification } from '@/features/account/profile/phone-verification';
import { ProfilePhoto } from '@/features/account/profile/profile-photo';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { SocialLinkStatus } from '@/features/auth/components/social-link-status';

// Profile: who is signed in, nickname, identity verification, phone verification, notifications and consent, password, withdrawal.
const AccountProfileRoute = () => {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const query = useGetProfileQuery();

  return (
    <AccountPage title={t('profile.title')} testId="profile-page">
      <QueryView query={query}>
        {(profile) => (
          <>
            <section className={styles.section}>
              <h2>{t('profile.account')}</h2>
              <ProfilePhoto profile={profile} />
              <dl className={styles.facts}>
                <dt>{t('profile.email')}</dt>
                <dd data-testid="profile-email">{profile.mbEmail ?? '—'}</dd>
                <dt>{t('profile.nickname')}</dt>
                <dd data-testid="profile-nickname">{profile.mbNick ?? '—'}</dd>
                {profile.socialProvider && (
                  <>
                    <dt>{t('profile.social')}</dt>
                    <dd>{profile.socialProvider}</dd>
                  </>
                )}
              </dl>
              <NicknameForm profile={profile} />
            </section>
            <section className={styles.section}>
              <h2>{tCommon('identity.profile.title')}</h2>
              <IdentityStatus profile={profile} />
            </section>
            <section className={styles.section}>
              <h2>{t('profile.phone.title')}</h2>
              <PhoneVerification profile={profile} />
            </section>
            <section className={styles.section}>
              <h2>{t('profile.settings.title')}</h2>
              <ConsentSwitches profile={profile} />
            </section>
            <section className={styles.section}>
              <h2>{tAuth('social.profile.title')}</h2>
              <SocialLinkStatus socialProvider={profile.socialProvider} hasPassword={profile.hasPassword} />
            </section>
            <section className={styles.section}>
              <h2>{t('profile.password')}</h2>
              {profile.hasPassword ? (
                <ChangePasswordForm />
              ) : (
                <Alert
                  type="info"
                  showIcon
                  title={t('profile.social-password')}
                  data-testid="profile-social"
                />
              )}
            </section>
            <p>
              <Link to={paths.accountWithdrawal} data-testid="withdrawal-link">
                {t('profile.withdraw')}
              </Link>
            </p>
          </>
        )}
      </QueryView>
    </AccountPage>
  );
};

export default AccountProfileRoute;
