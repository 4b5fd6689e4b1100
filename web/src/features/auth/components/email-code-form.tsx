import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import OTP from 'antd/es/input/OTP';
import { useTranslation } from 'react-i18next';
import { serverCodeOf } from '@/lib/api/envelope';
import { useSendEmailCodeMutation, useVerifyEmailCodeMutation } from '../api/auth-api';
import { loginChecks } from '../forms/auth-rules';
import { domainRule, showServerFieldErrors } from '../forms/domain-rule';
import { emailCodePolicy } from '../forms/email-code';
import { codeMessages, messageFor } from '../forms/server-message';
import { AuthForm, FormNotice, SubmitButton } from './auth-form';
import { EmailCodeField } from './email-code-field';
import { useCountdown } from './use-countdown';
import { untypedT } from '@/lib/i18n-keys';

interface Values {
  email?: string;
  code?: string;
}

interface EmailCodeFormProps {
  email: string;
  justSent: boolean;
  onVerified: () => void;
}

type Notice = { type: 'success' | 'error'; text: string };

export const EmailCodeForm = ({ email, justSent, onVerified }: EmailCodeFormProps) => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  const [form] = Form.useForm<Values>();
  const [notice, setNotice] = useState<Notice | undefined>();
  const cooldown = useCountdown(justSent ? emailCodePolicy.resendSeconds : 0);
  const [send, sending] = useSendEmailCodeMutation();
  const [verify, verifying] = useVerifyEmailCodeMutation();

  const resend = async () => {
    const valid = await form.validateFields(['email']).catch(() => undefined);
    if (!valid) return;
    const result = await send({ email: (valid.email ?? '').trim() });
    if ('error' in result) {
      if (serverCodeOf(result.error) === 'VERIFICATION.SEND_TOO_SOON')
        cooldown.restart(emailCodePolicy.resendSeconds);
      setNotice({ type: 'error', text: messageFor(result.error, t, {}, 'verify.error.send-failed') });
      return;
    }
    cooldown.restart(emailCodePolicy.resendSeconds);
    setNotice({ type: 'success', text: t('verify.sent') });
  };

  const submit = async (values: Values) => {
    setNotice(undefined);
    const result = await verify({ email: (values.email ?? '').trim(), code: values.code ?? '' });
    if ('error' in result) {
      showServerFieldErrors(form, result.error);
      setNotice({ type: 'error', text: messageFor(result.error, t, codeMessages, 'verify.error.failed') });
      return;
    }
    onVerified();
  };

  return (
    <AuthForm form={form} initialValues={{ email }} onFinish={submit} data-testid="verify-form">
      <Form.Item name="email" label={t('field.email')} rules={[domainRule(loginChecks.email, tr)]}>
        <Input type="email" autoComplete="email" data-testid="verify-email" />
      </Form.Item>
      <EmailCodeField>
        <OTP length={emailCodePolicy.length} formatter={(value) => value.replace(/\D/g, '')} />
      </EmailCodeField>
      {notice && (
        <FormNotice
          type={notice.type}
          title={notice.text}
          role={notice.type === 'error' ? 'alert' : 'status'}
          testId="verify-notice"
        />
      )}
      <SubmitButton loading={verifying.isLoading} testId="verify-submit">
        {t('verify.submit')}
      </SubmitButton>
      <Button
        type="link"
        block
        disabled={cooldown.left > 0}
        loading={sending.isLoading}
        onClick={() => void resend()}
        data-testid="verify-resend"
      >
        {cooldown.left > 0 ? t('verify.resend-in', { seconds: cooldown.left }) : t('verify.resend')}
      </Button>
    </AuthForm>
  );
};
