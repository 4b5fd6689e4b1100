import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toasts/use-toast';
import { useChangePasswordMutation } from '../api/auth-api';
import { newPasswordChecks, type NewPasswordValues } from '../forms/auth-rules';
import { domainRule, showServerFieldErrors } from '../forms/domain-rule';
import { messageFor, passwordMessages } from '../forms/server-message';
import { AuthForm, FormError } from './auth-form';
import { PasswordFields } from './password-fields';
import { untypedT } from '@/lib/i18n-keys';

// From the profile: the current password, then a new one that must differ from it (spec §5).
export const ChangePasswordForm = () => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  const toast = useToast();
  const [form] = Form.useForm<NewPasswordValues>();
  const [error, setError] = useState<string | undefined>();
  const [change, { isLoading }] = useChangePasswordMutation();

  const submit = async (values: NewPasswordValues) => {
    setError(undefined);
    const result = await change({
      currentPassword: values.currentPassword ?? '',
      password: values.password ?? '',
      passwordConfirmation: values.passwordConfirmation ?? '',
    });
    if ('error' in result) {
      showServerFieldErrors(form, result.error);
      setError(messageFor(result.error, t, passwordMessages, 'password.error.failed'));
      return;
    }
    form.resetFields();
    toast(t('password.changed'), 'success');
  };

  return (
    <AuthForm form={form} onFinish={submit} data-testid="change-password-form">
      <Form.Item
        name="currentPassword"
        label={t('field.currentPassword')}
        rules={[domainRule(newPasswordChecks.currentPassword, tr)]}
      >
        <Password autoComplete="current-password" data-testid="current-password" />
      </Form.Item>
      <PasswordFields newLabel={t('field.new-password')} />
      <FormError message={error} testId="change-error" />
      <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="change-submit">
        {t('password.change-submit')}
      </Button>
    </AuthForm>
  );
};
