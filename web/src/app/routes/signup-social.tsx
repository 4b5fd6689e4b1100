import Button from 'antd/es/button';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { FormError } from '@/features/auth/components/auth-form';
import { SocialSignup } from '@/features/auth/components/social-signup';
import { useGetPendingSocialLoginQuery } from '@/features/auth/api/auth-api';
import { safeReturnUrl } from '@/features/session/return-url';
import { sessionDetected } from '@/lib/session/session-slice';

// Where the api sends a person back from Kakao/Facebook who has no account here yet (issue #19).
const SignupSocialRoute = () => {
  const { t } = useTranslation(['auth', 'legal']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The same query the form reads (one request): linking and signing up get their own heading.
  const linking = useGetPendingSocialLoginQuery().data?.step === 'link';
  return (
    <AuthPanel
      wide
      title={t(linking ? 'social.link.page-title' : 'social.signup.title')}
      lead={linking ? undefined : t('social.signup.lead')}
      testId="signup-social-page"
      footer={
        <>
          {t('signup.have-account')} <Link to={paths.login}>{t('signup.to-login')}</Link>
        </>
      }
    >
      <SocialSignup
        onDone={({ returnUrl }) => {
          // Navigate first: with the session seen while still on /signup/social (which has no
          // ?returnUrl=), the guest-only guard would send the new member home instead (issue #30).
          void navigate(safeReturnUrl(returnUrl), { replace: true });
          dispatch(sessionDetected());
        }}
        expired={
          <>
            <FormError message={t('social.error.expired')} testId="social-expired" />
            <Button type="primary" size="large" block onClick={() => void navigate(paths.login)}>
              {t('signup.to-login')}
            </Button>
          </>
        }
      />
    </AuthPanel>
  );
};

export default SignupSocialRoute;
