import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginHref, paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { SignupForm } from '@/features/auth/components/signup-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { safeReturnUrl } from '@/features/session/return-url';

const SignupRoute = () => {
  // legal: the terms and privacy pop-ups show the same texts as /agreement and /privacy.
  const { t } = useTranslation(['auth', 'legal']);
  const navigate = useNavigate();
  // Where log-in sent the person from: a social sign-up ends there (the api keeps it through the round trip).
  const returnUrl = safeReturnUrl(useSearchParams()[0].get('returnUrl'), '') || undefined;
  return (
    <AuthPanel
      wide
      title={t('signup.title')}
      lead={t('signup.lead')}
      testId="signup-page"
      footer={
        <>
          {t('signup.have-account')} <Link to={loginHref(returnUrl)}>{t('signup.to-login')}</Link>
        </>
      }
    >
      <SocialButtons mode="signup" returnUrl={returnUrl} />
      <SignupForm
        onSignedUp={(result) =>
          void navigate(`${paths.signupVerify}?email=${encodeURIComponent(result.email)}`, {
            state: { justSignedUp: true },
          })
        }
      />
    </AuthPanel>
  );
};

export default SignupRoute;
