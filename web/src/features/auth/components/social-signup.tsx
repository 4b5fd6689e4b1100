import type { ReactNode } from 'react';
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { NICKNAME_LENGTH } from '@slabworks/domain';
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
import { loginChecks, signupChecks } from '../forms/auth-rules';
import { domainRule, showServerFieldErrors } from '../forms/domain-rule';
import { emailCodePolicy, isEmailCode } from '../forms/email-code';
import { codeMessages, messageFor } from '../forms/server-message';
import { SOCIAL_NAME_KEY, SOCIAL_NO_EMAIL_KEY, socialStepMessages } from '../forms/social-login';
import { authStyles } from './auth-panel';
import { AuthForm, FormError } from './auth-form';
import { allConsents, ConsentBlock, noConsents } from './consent-block';
import type { ConsentDocument } from './consent-modal';
import { ConsentModalWhenOpen } from './consent-modal-when-open';
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
      setError(
        messageFor(
          result.error as ApiError,
          t,
          { ...codeMessages, ...socialStepMessages },
          'social.error.failed',
        ),
      );
      return;
    }
    onDone(result.data);
  };

  return (
    <AuthForm form={form} onFinish={submit} data-testid="social-link-form">
      <Alert
        className={authStyles.notice}
        type="info"
        showIcon
        title={t('social.link.title', { provider })}
        description={t(byCode ? 'social.link.body-code' : 'social.link.body', {
          provider,
          email: pending.email ?? '',
        })}
        data-testid="social-link-notice"
      />
      {byCode ? (
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
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid="social-link-code"
          />
        </Form.Item>
      ) : (
        <Form.Item name="password" label={t('field.password')} rules={[domainRule(loginChecks.password, tr)]}>
          <Password autoComplete="current-password" data-testid="social-link-password" />
        </Form.Item>
      )}
      <FormError message={error} testId="social-error" />
      <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="social-link-submit">
        {t(byCode ? 'social.link.submit-code' : 'social.link.submit', { provider })}
      </Button>
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
  const [openDoc, setOpenDoc] = useState<ConsentDocument | undefined>();
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
      setError(
        messageFor(
          result.error as ApiError,
          t,
          { ...codeMessages, ...socialStepMessages },
          'social.error.failed',
        ),
      );
      return;
    }
    onDone(result.data);
  };

  const agree = (name: (typeof allConsents)[number]) => {
    form.setFieldValue(['consents', name], true);
    void form.validateFields([['consents', name]]);
    setOpenDoc(undefined);
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
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some((f) => f.name.join('.') === 'consents.over14')) setOpenDoc('under14');
      }}
      scrollToFirstError={{ block: 'center' }}
      data-testid="social-signup-form"
    >
      <Alert
        className={authStyles.notice}
        type={pending.askEmail ? 'warning' : 'info'}
        showIcon
        title={
          pending.askEmail
            ? labelOf(t, SOCIAL_NO_EMAIL_KEY, pending.provider)
            : t('social.signup.with', { provider, email: pending.email ?? '' })
        }
        description={pending.askEmail ? t('social.no-email.body') : undefined}
        data-testid="social-signup-notice"
      />
      <Form.Item
        name="nickname"
        label={t('field.nickname')}
        extra={t('field.nickname-hint', NICKNAME_LENGTH)}
        rules={[domainRule(signupChecks.nickname, tr)]}
      >
        <Input autoComplete="nickname" maxLength={NICKNAME_LENGTH.max} data-testid="social-nickname" />
      </Form.Item>
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
            <Alert
              className={authStyles.notice}
              type="success"
              showIcon
              title={t('social.code.sent', { email: sentTo })}
              data-testid="social-code-sent"
            />
          )}
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
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="social-code" />
          </Form.Item>
        </>
      )}
      <ConsentBlock onOpen={setOpenDoc} />
      <FormError message={error} testId="social-error" />
      <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="social-signup-submit">
        {t('social.signup.submit')}
      </Button>
      <ConsentModalWhenOpen doc={openDoc} onClose={() => setOpenDoc(undefined)} onAgree={agree} />
    </AuthForm>
  );
};
