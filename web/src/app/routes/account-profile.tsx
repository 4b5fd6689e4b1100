import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { ErrorView, LoadingView } from '@/components/ui/status-views';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useGetCurrentUserQuery } from '@/lib/session/get-current-user';
import styles from './account-profile.module.css';

// Profile: who is logged in and the password change. Phone verification and addresses come later.
const AccountProfileRoute = () => {
  const { t } = useTranslation('auth');
  const query = useGetCurrentUserQuery();
  const user = query.data;

  return (
    <AuthPanel wide title={t('profile.title')} testId="profile-page">
      {query.isLoading && <LoadingView />}
      {!query.isLoading && (query.isError || !user) && <ErrorView onRetry={() => void query.refetch()} />}
      {user && (
        <>
          <dl className={styles.facts}>
            <dt>{t('field.nickname')}</dt>
            <dd data-testid="profile-nickname">{user.mbNick}</dd>
            <dt>{t('field.email')}</dt>
            <dd>{user.mbEmail ?? '—'}</dd>
          </dl>
          <h2 className={styles.heading}>{t('password.change-title')}</h2>
          {user.socialProvider ? (
            <Alert type="info" showIcon title={t('password.error.social')} data-testid="profile-social" />
          ) : (
            <ChangePasswordForm />
          )}
        </>
      )}
    </AuthPanel>
  );
};

export default AccountProfileRoute;
