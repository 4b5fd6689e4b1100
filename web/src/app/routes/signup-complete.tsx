import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AuthPanel, authStyles } from '@/features/auth/components/auth-panel';

const SignupCompleteRoute = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthPanel title={t('complete.title')} testId="signup-complete">
      <div className={authStyles.done}>
        <span className={authStyles.doneIcon} aria-hidden="true">
          ✓
        </span>
        <p>{t('complete.body')}</p>
        <Button type="primary" size="large" block onClick={() => void navigate(paths.login)}>
          {t('complete.login')}
        </Button>
      </div>
    </AuthPanel>
  );
};

export default SignupCompleteRoute;
