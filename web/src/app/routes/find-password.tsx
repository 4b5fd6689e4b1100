import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { FindPasswordForm } from '@/features/auth/components/find-password-form';

const FindPasswordRoute = () => {
  const { t } = useTranslation('auth');
  return (
    <AuthPanel
      title={t('find.title')}
      lead={t('find.lead')}
      testId="find-password-page"
      footer={
        <>
          <Link to={paths.login}>{t('signup.to-login')}</Link>
          <Link to={paths.signup}>{t('login.signup')}</Link>
        </>
      }
    >
      <FindPasswordForm />
    </AuthPanel>
  );
};

export default FindPasswordRoute;
