import { useState, type FormEvent } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { useLoginMutation } from '@/features/auth/api/login';
import { safeReturnUrl } from '@/features/session/return-url';
import { sessionDetected } from '@/features/session/session-slice';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import styles from './auth.module.css';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const LoginRoute = () => {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [login, { isLoading }] = useLoginMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!email.trim()) found.email = t('login.error.email-required');
    else if (!emailPattern.test(email.trim())) found.email = t('login.error.email-format');
    if (!password) found.password = t('login.error.password-required');
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    const result = await login({ email: email.trim(), password });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      setFormError(serverMessageOf(result.error) ?? t('login.error.failed'));
      return;
    }
    dispatch(sessionDetected());
    void navigate(safeReturnUrl(params.get('returnUrl')), { replace: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <h1>{t('login.title')}</h1>
        <p>{t('login.lead')}</p>
        <form className={styles.form} onSubmit={submit} noValidate data-testid="login-form">
          <label className={styles.field}>
            {t('login.email')}
            <Input
              type="email"
              autoComplete="email"
              size="large"
              value={email}
              status={errors.email ? 'error' : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {errors.email && <small className={styles.error}>{errors.email}</small>}
          </label>
          <label className={styles.field}>
            {t('login.password')}
            <Input.Password
              autoComplete="current-password"
              size="large"
              value={password}
              status={errors.password ? 'error' : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            {errors.password && <small className={styles.error}>{errors.password}</small>}
          </label>
          {formError && (
            <p className={styles.error} role="alert">
              {formError}
            </p>
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            {t('login.submit')}
          </Button>
        </form>
        <div className={styles.links}>
          <Link to={paths.signup}>{t('login.signup')}</Link>
        </div>
      </div>
    </div>
  );
};

export default LoginRoute;
