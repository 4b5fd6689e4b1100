import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { EmailCodeForm } from '@/features/auth/components/email-code-form';

const SignupVerifyRoute = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { justSignedUp?: boolean } | null };
  const email = params.get('email') ?? '';
  return (
    <AuthPanel
      title={t('verify.title')}
      lead={email ? t('verify.lead', { email }) : t('verify.lead-no-email')}
      testId="verify-page"
      footer={<Link to={paths.login}>{t('signup.to-login')}</Link>}
    >
      <EmailCodeForm
        email={email}
        justSent={state?.justSignedUp === true}
        onVerified={() => void navigate(paths.signupComplete, { replace: true })}
      />
    </AuthPanel>
  );
};

export default SignupVerifyRoute;
