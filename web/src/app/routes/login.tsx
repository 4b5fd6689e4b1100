import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { paths, signupHref } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { FormError } from '@/features/auth/components/auth-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { socialErrorKey } from '@/features/auth/forms/social-login';
import { safeReturnUrl } from '@/features/session/return-url';
import { sessionDetected } from '@/lib/session/session-slice';

const LoginRoute = () => {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A provider log-in that was refused comes back here (?socialError=<code>&provider=<id>), signed out.
  const socialError = socialErrorKey(params.get('socialError'), params.get('provider'));
  // Only a same-site path travels on (to the sign-up page and the provider round trip).
  const returnUrl = safeReturnUrl(params.get('returnUrl'), '') || undefined;

  const onLoggedIn = () => {
    dispatch(sessionDetected());
    void navigate(returnUrl ?? paths.home, { replace: true });
  };

  return (
    <AuthPanel
      title={t('login.title')}
      lead={t('login.lead')}
      testId="login-page"
      footer={
        <>
          <Link to={paths.findPassword}>{t('login.find-password')}</Link>
          <Link to={signupHref(returnUrl)}>{t('login.signup')}</Link>
        </>
      }
    >
      {socialError && <FormError message={t(socialError)} testId="social-login-error" />}
      <SocialButtons mode="login" returnUrl={returnUrl} />
      <LoginForm onLoggedIn={onLoggedIn} />
    </AuthPanel>
  );
};

export default LoginRoute;
