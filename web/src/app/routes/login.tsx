import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeReturnUrl } from '@/features/session/return-url';
import { sessionDetected } from '@/lib/session/session-slice';

const LoginRoute = () => {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const onLoggedIn = () => {
    dispatch(sessionDetected());
    void navigate(safeReturnUrl(params.get('returnUrl')), { replace: true });
  };

  return (
    <AuthPanel
      title={t('login.title')}
      lead={t('login.lead')}
      testId="login-page"
      footer={
        <>
          <Link to={paths.findPassword}>{t('login.find-password')}</Link>
          <Link to={paths.signup}>{t('login.signup')}</Link>
        </>
      }
    >
      <LoginForm onLoggedIn={onLoggedIn} />
    </AuthPanel>
  );
};

export default LoginRoute;
