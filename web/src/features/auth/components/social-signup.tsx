import type { ReactNode } from 'react';
import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LoadingView } from '@/components/ui/status-views';
import { serverCodeOf } from '@/lib/api/envelope';
import {
  useGetPendingSocialLoginQuery,
  useLinkSocialLoginMutation,
  useSendSocialEmailCodeMutation,
  useSendSocialLinkCodeMutation,
  useSocialSignupMutation,
  type PendingSocialLogin,
  type SignupConsents,
} from '../api/auth-api';
import { loginChecks } from '../forms/auth-rules';
import { domainRule, showServerFieldErrors } from '../forms/domain-rule';
import { emailCodePolicy } from '../forms/email-code';
import { codeMessages, messageFor } from '../forms/server-message';
import { SOCIAL_NAME_KEY, SOCIAL_NO_EMAIL_KEY, socialStepMessages } from '../forms/social-login';
import { authStyles } from './auth-panel';
import { AuthForm, FormError, FormNotice, SubmitButton } from './auth-form';
import { ConsentBlock, noConsents } from './consent-block';
import { EmailCodeField } from './email-code-field';
import { NicknameField } from './nickname-field';
import { useConsentDocuments } from './use-consent-documents';
import { useCountdown } from './use-countdown';
import { labelOf, untypedT } from '@/lib/i18n-keys';

type Done = { returnUrl: string };
type ApiError = Parameters<typeof messageFor>[0];

/**
 * Back from Kakao/Facebook without an account here: link to the account holding the e-mail (its
 * password first), or sign up with the spec §5 consents (and an e-mail verified by code when the
 * provider gave none it vouches for). The api holds the provider identity; the page never sees its id.
 */
export const SocialSignup = ({ onDone, expired }: { onDone: (done: Done) => void; expired: ReactNode }) => {
  const query = useGetPendingSocialLoginQuery();
  if (query.isLoading) return <LoadingView />;
  if (query.isError || !query.data) return <>{expired}</>;
  return query.data.step === 'link' ? (
    <LinkStep pending={query.data} onDone={onDone} />
  ) : (
    <SignupStep pending={query.data} onDone={onDone} />
  );
};

/** Why the api refused linking or signing up, in the step's words where it has them. */
const stepRefusal = (error: unknown, t: TFunction<'auth'>) =>
  messageFor(error as ApiError, t, { ...codeMessages, ...socialStepMessages }, 'social.error.failed');

const useProviderName = (pending: PendingSocialLogin) => {
  const { t } = useTranslation('auth');
  return labelOf(t, SOCIAL_NAME_KEY, pending.provider);
};

const LinkStep = ({ pending, onDone }: { pending: PendingSocialLogin; onDone: (done: Done) => void }) => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  const provider = useProviderName(pending);
  const [form] = Form.useForm<{ password?: string; code?: string }>();
  const [error, setError] = useState<string | undefined>();
  // The account's password, or (issue #19) a code mailed to the account's own address.
  const [byCode, setByCode] = useState(false);
  const [link, { isLoading }] = useLinkSocialLoginMutation();
  const [sendCode, sending] = useSendSocialLinkCodeMutation();

  const mailCode = async () => {
    setError(undefined);
    const result = await sendCode();
    if ('error' in result) {
      setError(messageFor(result.error as ApiError, t, socialStepMessages, 'verify.error.send-failed'));
      return;
    }
    setByCode(true);
  };

  const submit = async (values: { password?: string; code?: string }) => {
    setError(undefined);
    const result = await link(byCode ? { code: values.code ?? '' } : { password: values.password ?? '' });
    if ('error' in result) {
      setError(stepRefusal(result.error, t));
      return;
    }
    onDone(result.data);
  };

  return (
    <AuthForm form={form} onFinish={submit} data-testid="social-link-form">
      <FormNotice
        type="info"
        title={t('social.link.title', { provider })}
        description={t(byCode ? 'social.link.body-code' : 'social.link.body', {
          provider,
          email: pending.email ?? '',
        })}
        testId="social-link-notice"
      />
      {byCode ? (
        <EmailCodeField testId="social-link-code" />
      ) : (
        <Form.Item name="password" label={t('field.password')} rules={[domainRule(loginChecks.password, tr)]}>
          <Password autoComplete="current-password" data-testid="social-link-password" />
        </Form.Item>
      )}
      <FormError message={error} testId="social-error" />
      <SubmitButton loading={isLoading} testId="social-link-submit">
        {t(byCode ? 'social.link.submit-code' : 'social.link.submit', { provider })}
      </SubmitButton>
      {!byCode && (
        <Button
          type="link"
          block
          loading={sending.isLoading}
          onClick={() => void mailCode()}
          data-testid="social-link-by-code"
        >
          {t('social.link.by-code')}
        </Button>
      )}
    </AuthForm>
  );
};

interface SignupValues {
  nickname?: string;
  email?: string;
  code?: string;
  consents?: Partial<SignupConsents>;
}

const SignupStep = ({ pending, onDone }: { pending: PendingSocialLogin; onDone: (done: Done) => void }) => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  const provider = useProviderName(pending);
  const [form] = Form.useForm<SignupValues>();
  const consentDocs = useConsentDocuments(form);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(pending.emailToVerify);
  const cooldown = useCountdown(0);
  const [sendCode, sending] = useSendSocialEmailCodeMutation();
  const [signup, { isLoading }] = useSocialSignupMutation();

  const send = async () => {
    setError(undefined);
    const valid = await form.validateFields(['email']).catch(() => undefined);
    if (!valid) return;
    const email = (valid.email ?? '').trim();
    const result = await sendCode({ email });
    if ('error' in result) {
      if (serverCodeOf(result.error) === 'VERIFICATION.SEND_TOO_SOON')
        cooldown.restart(emailCodePolicy.resendSeconds);
      const message = messageFor(result.error as ApiError, t, socialStepMessages, 'verify.error.send-failed');
      form.setFields([{ name: 'email', errors: [message] }]);
      return;
    }
    cooldown.restart(emailCodePolicy.resendSeconds);
    setSentTo(email);
  };

  const submit = async (values: SignupValues) => {
    setError(undefined);
    const result = await signup({
      nickname: (values.nickname ?? '').trim(),
      consents: { ...noConsents, ...values.consents },
      ...(pending.askEmail ? { code: values.code ?? '' } : {}),
    });
    if ('error' in result) {
      showServerFieldErrors(form, result.error);
      setError(stepRefusal(result.error, t));
      return;
    }
    onDone(result.data);
  };

  return (
    <AuthForm
      form={form}
      initialValues={{
        consents: noConsents,
        nickname: pending.name ?? '',
        email: pending.emailToVerify ?? '',
      }}
      onFinish={submit}
      onFinishFailed={consentDocs.onFinishFailed}
      scrollToFirstError={{ block: 'center' }}
      data-testid="social-signup-form"
    >
      <FormNotice
        type={pending.askEmail ? 'warning' : 'info'}
        title={
          pending.askEmail
            ? labelOf(t, SOCIAL_NO_EMAIL_KEY, pending.provider)
            : t('social.signup.with', { provider, email: pending.email ?? '' })
        }
        description={pending.askEmail ? t('social.no-email.body') : undefined}
        testId="social-signup-notice"
      />
      <NicknameField testId="social-nickname" />
      {pending.askEmail && (
        <>
          <Form.Item label={t('field.email')} required>
            <div className={authStyles.row}>
              <Form.Item name="email" noStyle rules={[domainRule(loginChecks.email, tr)]}>
                <Input type="email" autoComplete="email" inputMode="email" data-testid="social-email" />
              </Form.Item>
              <Button
                onClick={() => void send()}
                loading={sending.isLoading}
                disabled={cooldown.left > 0}
                data-testid="social-send-code"
              >
                {cooldown.left > 0
                  ? t('social.code.wait', { seconds: cooldown.left })
                  : t('social.code.send')}
              </Button>
            </div>
          </Form.Item>
          {sentTo && (
            <FormNotice
              type="success"
              title={t('social.code.sent', { email: sentTo })}
              testId="social-code-sent"
            />
          )}
          <EmailCodeField testId="social-code" />
        </>
      )}
      <ConsentBlock docs={consentDocs} />
      <FormError message={error} testId="social-error" />
      <SubmitButton loading={isLoading} testId="social-signup-submit">
        {t('social.signup.submit')}
      </SubmitButton>
    </AuthForm>
  );
};
