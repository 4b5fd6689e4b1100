import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { serverCodeOf } from '@/lib/api/envelope';
import { useLoginMutation } from '../api/auth-api';
import { loginChecks, type LoginValues } from '../forms/auth-rules';
import { domainRule, showServerFieldErrors } from '../forms/domain-rule';
import { loginMessages, messageFor } from '../forms/server-message';
import { AuthForm, FormError, SubmitButton } from './auth-form';
import { untypedT } from '@/lib/i18n-keys';

interface Failure {
  message: string;
  unverifiedEmail?: string;
}

export const LoginForm = ({ onLoggedIn }: { onLoggedIn: () => void }) => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  const [form] = Form.useForm<LoginValues>();
  const [failure, setFailure] = useState<Failure | undefined>();
  const [login, { isLoading }] = useLoginMutation();

  const submit = async (values: LoginValues) => {
    setFailure(undefined);
    const email = (values.email ?? '').trim();
    const result = await login({ email, password: values.password ?? '' });
    if ('error' in result) {
      showServerFieldErrors(form, result.error);
      const unverified = serverCodeOf(result.error) === 'AUTH.EMAIL_NOT_VERIFIED';
      setFailure({
        message: messageFor(result.error, t, loginMessages, 'login.error.failed'),
        unverifiedEmail: unverified ? email : undefined,
      });
      return;
    }
    onLoggedIn();
  };

  return (
    <AuthForm
      form={form}
      onFinish={submit}
      onValuesChange={() => setFailure(undefined)}
      data-testid="login-form"
    >
      <Form.Item
        name="email"
        label={t('field.email')}
        rules={[domainRule(loginChecks.email, tr)]}
        validateTrigger="onBlur"
      >
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item name="password" label={t('field.password')} rules={[domainRule(loginChecks.password, tr)]}>
        <Password autoComplete="current-password" />
      </Form.Item>
      <FormError
        message={failure?.message}
        testId="login-error"
        description={
          failure?.unverifiedEmail ? (
            <Link to={`${paths.signupVerify}?email=${encodeURIComponent(failure.unverifiedEmail)}`}>
              {t('login.enter-code')}
            </Link>
          ) : undefined
        }
      />
      <SubmitButton loading={isLoading}>{t('login.submit')}</SubmitButton>
    </AuthForm>
  );
};
