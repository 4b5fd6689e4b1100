import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { serverCodeOf } from '@/lib/api/envelope';
import { useSignupMutation, type SignupConsents, type SignupResult } from '../api/auth-api';
import { signupChecks, type SignupValues } from '../forms/auth-rules';
import { domainRule, showServerFieldErrors } from '../forms/domain-rule';
import { messageFor, signupMessages } from '../forms/server-message';
import { AuthForm, FormError, SubmitButton } from './auth-form';
import { ConsentBlock, noConsents } from './consent-block';
import { NicknameField } from './nickname-field';
import { PasswordFields } from './password-fields';
import { useConsentDocuments } from './use-consent-documents';
import { untypedT } from '@/lib/i18n-keys';

type FormValues = SignupValues & { consents?: Partial<SignupConsents> };

export const SignupForm = ({ onSignedUp }: { onSignedUp: (result: SignupResult) => void }) => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  const [form] = Form.useForm<FormValues>();
  const consentDocs = useConsentDocuments(form);
  const [formError, setFormError] = useState<string | undefined>();
  const [signup, { isLoading }] = useSignupMutation();

  const submit = async (values: FormValues) => {
    setFormError(undefined);
    const result = await signup({
      nickname: (values.nickname ?? '').trim(),
      email: (values.email ?? '').trim(),
      password: values.password ?? '',
      passwordConfirmation: values.passwordConfirmation ?? '',
      phone: (values.phone ?? '').trim(),
      consents: { ...noConsents, ...values.consents },
    });
    if ('error' in result) {
      showServerFieldErrors(form, result.error);
      const message = messageFor(result.error, t, signupMessages, 'signup.error.failed');
      const code = serverCodeOf(result.error) ?? '';
      if (code.startsWith('MEMBER.EMAIL')) form.setFields([{ name: 'email', errors: [message] }]);
      setFormError(message);
      return;
    }
    onSignedUp(result.data);
  };

  return (
    <AuthForm
      form={form}
      initialValues={{ consents: noConsents }}
      onFinish={submit}
      onFinishFailed={consentDocs.onFinishFailed}
      scrollToFirstError={{ block: 'center' }}
      data-testid="signup-form"
    >
      <NicknameField testId="nickname" />
      <Form.Item name="email" label={t('field.email')} rules={[domainRule(signupChecks.email, tr)]}>
        <Input type="email" autoComplete="email" inputMode="email" data-testid="email" />
      </Form.Item>
      <PasswordFields />
      <Form.Item name="phone" label={t('field.phone')} rules={[domainRule(signupChecks.phone, tr)]}>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="010-1234-5678"
          data-testid="phone"
        />
      </Form.Item>
      <ConsentBlock docs={consentDocs} />
      <FormError message={formError} testId="signup-error" />
      <SubmitButton loading={isLoading} testId="signup-submit">
        {t('signup.submit')}
      </SubmitButton>
    </AuthForm>
  );
};
