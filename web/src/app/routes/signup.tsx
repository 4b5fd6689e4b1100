import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { SignupForm } from '@/features/auth/components/signup-form';
import { SocialButtons } from '@/features/auth/components/social-buttons';

const SignupRoute = () => {
  // legal: the terms and privacy pop-ups show the same texts as /agreement and /privacy.
  const { t } = useTranslation(['auth', 'legal']);
  const navigate = useNavigate();
  return (
    <AuthPanel
      wide
      title={t('signup.title')}
      lead={t('signup.lead')}
      testId="signup-page"
      footer={
        <>
          {t('signup.have-account')} <Link to={paths.login}>{t('signup.to-login')}</Link>
        </>
      }
    >
      <SocialButtons mode="signup" />
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
