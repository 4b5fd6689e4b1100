import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useResetPasswordByMailMutation } from '../api/auth-api';
import type { NewPasswordValues } from '../forms/auth-rules';
import { showServerFieldErrors } from '../forms/domain-rule';
import { messageFor, passwordMessages } from '../forms/server-message';
import { AuthForm, FormError } from './auth-form';
import { PasswordFields } from './password-fields';

// Change password by the mailed link: the token comes from the link, the member types the new one.
export const ResetPasswordForm = ({ token, onDone }: { token: string; onDone: () => void }) => {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<NewPasswordValues>();
  const [error, setError] = useState<string | undefined>();
  const [reset, { isLoading }] = useResetPasswordByMailMutation();

  const submit = async (values: NewPasswordValues) => {
    setError(undefined);
    const result = await reset({
      token,
      password: values.password ?? '',
      passwordConfirmation: values.passwordConfirmation ?? '',
    });
    if ('error' in result) {
      showServerFieldErrors(form, result.error);
      setError(messageFor(result.error, t, passwordMessages, 'password.error.failed'));
      return;
    }
    onDone();
  };

  return (
    <AuthForm form={form} onFinish={submit} data-testid="reset-form">
      <PasswordFields newLabel={t('field.new-password')} />
      <FormError message={error} testId="reset-error" />
      <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="reset-submit">
        {t('password.submit')}
      </Button>
    </AuthForm>
  );
};
