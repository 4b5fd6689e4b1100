import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { NICKNAME_LENGTH } from '@slabworks/domain';
import { serverCodeOf } from '@/lib/api/envelope';
import { useSignupMutation, type SignupConsents, type SignupResult } from '../api/auth-api';
import { signupChecks, type ConsentName, type SignupValues } from '../forms/auth-rules';
import { domainRule, showServerFieldErrors } from '../forms/domain-rule';
import { messageFor, signupMessages } from '../forms/server-message';
import { AuthForm, FormError } from './auth-form';
import { ConsentBlock, noConsents } from './consent-block';
import type { ConsentDocument } from './consent-modal';
import { ConsentModalWhenOpen } from './consent-modal-when-open';
import { PasswordFields } from './password-fields';
import { untypedT } from '@/lib/i18n-keys';

type FormValues = SignupValues & { consents?: Partial<SignupConsents> };

export const SignupForm = ({ onSignedUp }: { onSignedUp: (result: SignupResult) => void }) => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  const [form] = Form.useForm<FormValues>();
  const [openDoc, setOpenDoc] = useState<ConsentDocument | undefined>();
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

  // Submitting without the over-14 confirmation shows why: under 14 cannot sign up (spec §6).
  const onFailed = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    if (errorFields.some((field) => field.name.join('.') === 'consents.over14')) setOpenDoc('under14');
  };

  const agree = (name: ConsentName) => {
    form.setFieldValue(['consents', name], true);
    void form.validateFields([['consents', name]]);
    setOpenDoc(undefined);
  };

  return (
    <AuthForm
      form={form}
      initialValues={{ consents: noConsents }}
      onFinish={submit}
      onFinishFailed={onFailed}
      scrollToFirstError={{ block: 'center' }}
      data-testid="signup-form"
    >
      <Form.Item
        name="nickname"
        label={t('field.nickname')}
        extra={t('field.nickname-hint', NICKNAME_LENGTH)}
        rules={[domainRule(signupChecks.nickname, tr)]}
      >
        <Input autoComplete="nickname" maxLength={NICKNAME_LENGTH.max} data-testid="nickname" />
      </Form.Item>
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
      <ConsentBlock onOpen={setOpenDoc} />
      <FormError message={formError} testId="signup-error" />
      <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="signup-submit">
        {t('signup.submit')}
      </Button>
      <ConsentModalWhenOpen doc={openDoc} onClose={() => setOpenDoc(undefined)} onAgree={agree} />
    </AuthForm>
  );
};
