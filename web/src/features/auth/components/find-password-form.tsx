import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { useSendPasswordMailMutation } from '../api/auth-api';
import { loginChecks } from '../forms/auth-rules';
import { domainRule, showServerFieldErrors } from '../forms/domain-rule';
import { messageFor } from '../forms/server-message';
import { AuthForm, FormError, FormNotice, SubmitButton } from './auth-form';
import { untypedT } from '@/lib/i18n-keys';

// The answer never says whether the address has an account (the api answers the same either way).
export const FindPasswordForm = () => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  const [form] = Form.useForm<{ email?: string }>();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [send, { isLoading }] = useSendPasswordMailMutation();

  const submit = async (values: { email?: string }) => {
    setError(undefined);
    const email = (values.email ?? '').trim();
    const result = await send({ email });
    if ('error' in result) {
      showServerFieldErrors(form, result.error);
      setError(messageFor(result.error, t, {}, 'find.error.failed'));
      return;
    }
    setSentTo(email);
  };

  return (
    <AuthForm form={form} onFinish={submit} data-testid="find-form">
      <Form.Item name="email" label={t('field.email')} rules={[domainRule(loginChecks.email, tr)]}>
        <Input type="email" autoComplete="email" inputMode="email" data-testid="find-email" />
      </Form.Item>
      {sentTo && (
        <FormNotice
          type="success"
          role="status"
          title={t('find.sent-title')}
          description={t('find.sent', { email: sentTo })}
          testId="find-sent"
        />
      )}
      <FormError message={error} />
      <SubmitButton loading={isLoading} testId="find-submit">
        {sentTo ? t('find.send-again') : t('find.submit')}
      </SubmitButton>
    </AuthForm>
  );
};
