import { useState } from 'react';
import Button from 'antd/es/button';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ErrorView } from '@/components/ui/status-views';
import { AuthPanel, authStyles } from '@/features/auth/components/auth-panel';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

// The password-reset mail links here (services/api PasswordResetService: /reset-password?token=…).
const ResetPasswordRoute = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const token = params.get('token') ?? '';

  return (
    <AuthPanel
      title={t('password.reset-title')}
      lead={done ? undefined : t('password.reset-lead')}
      testId="reset-password-page"
      footer={<Link to={paths.findPassword}>{t('password.new-link')}</Link>}
    >
      {!token && <ErrorView message={t('password.error.no-token')} />}
      {token && !done && <ResetPasswordForm token={token} onDone={() => setDone(true)} />}
      {done && (
        <div className={authStyles.done} data-testid="reset-done">
          <span className={authStyles.doneIcon} aria-hidden="true">
            ✓
          </span>
          <p>{t('password.reset-done')}</p>
          <Button type="primary" size="large" block onClick={() => void navigate(paths.login)}>
            {t('complete.login')}
          </Button>
        </div>
      )}
    </AuthPanel>
  );
};

export default ResetPasswordRoute;
