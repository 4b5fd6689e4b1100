import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import OTP from 'antd/es/input/OTP';
import { useTranslation } from 'react-i18next';
import { serverCodeOf } from '@/lib/api/envelope';
import { useSendEmailCodeMutation, useVerifyEmailCodeMutation } from '../api/auth-api';
import { loginChecks } from '../forms/auth-rules';
import { domainRule, showServerFieldErrors } from '../forms/domain-rule';
import { emailCodePolicy, isEmailCode } from '../forms/email-code';
import { codeMessages, messageFor } from '../forms/server-message';
import { authStyles } from './auth-panel';
import { AuthForm } from './auth-form';
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
      <Form.Item
        name="code"
        label={t('field.code')}
        extra={t('verify.hint', emailCodePolicy)}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (!isEmailCode(value)) throw new Error(t('rule-for.code.pattern', emailCodePolicy));
            },
          },
        ]}
      >
        <OTP length={emailCodePolicy.length} formatter={(value) => value.replace(/\D/g, '')} />
      </Form.Item>
      {notice && (
        <Alert
          className={authStyles.notice}
          type={notice.type}
          showIcon
          title={notice.text}
          role={notice.type === 'error' ? 'alert' : 'status'}
          data-testid="verify-notice"
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={verifying.isLoading}
        data-testid="verify-submit"
      >
        {t('verify.submit')}
      </Button>
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
