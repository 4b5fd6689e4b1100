import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePhone } from '@slabworks/domain';
import { useToast } from '@/components/toasts/use-toast';
import { serverMessageOf } from '@/lib/api/envelope';
import { serviceCountry } from '@/lib/service-country';
import { useCheckPhoneCodeMutation, useSendPhoneCodeMutation, type Profile } from '../api/profile-api';
import { domainFieldRule, showServerFieldErrors } from '../forms/field-rule';
import styles from '../components/account.module.css';
import { untypedT } from '@/lib/i18n-keys';

interface Values {
  phoneNumber: string;
  code?: string;
}

const useSecondsLeft = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
};

/**
 * Spec §2: phone verification on the profile. A code goes by SMS (the local mailbox in development);
 * a signed-in member's checked number becomes the profile's verified phone at once.
 */
export const PhoneVerification = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('account');
  const tr = untypedT(t);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const [sentTo, setSentTo] = useState<string>();
  const [left, setLeft] = useSecondsLeft();
  const [send, sending] = useSendPhoneCodeMutation();
  const [check, checking] = useCheckPhoneCodeMutation();
  const phoneRule = domainFieldRule(
    (v: Values) => validatePhone(v.phoneNumber, 'phoneNumber', serviceCountry()),
    'phoneNumber',
    tr,
  );

  const onSend = async () => {
    // A refused number shows its field error; nothing is sent (the rejection is the form's answer).
    const checked = await form.validateFields(['phoneNumber']).catch(() => null);
    if (!checked) return;
    const { phoneNumber } = checked;
    const result = await send({ phoneNumber });
    if ('error' in result) {
      if (!showServerFieldErrors(form, result.error))
        toast(serverMessageOf(result.error) ?? t('profile.phone.send-failed'), 'error');
      return;
    }
    setSentTo(phoneNumber);
    setLeft(result.data.expiresInSeconds);
    toast(t('profile.phone.sent'), 'success');
  };

  const onCheck = async ({ code }: Values) => {
    if (!sentTo) return;
    const result = await check({ phoneNumber: sentTo, code: code ?? '' });
    if ('error' in result) {
      if (!showServerFieldErrors(form, result.error))
        form.setFields([
          { name: 'code', errors: [serverMessageOf(result.error) ?? t('profile.phone.check-failed')] },
        ]);
      return;
    }
    setSentTo(undefined);
    form.resetFields(['code']);
    toast(t('profile.phone.verified'), 'success');
  };

  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ phoneNumber: profile.mbPhone ?? '' }}
      onFinish={onCheck}
      data-testid="phone-form"
    >
      <p className={styles.cardHead}>
        <span data-testid="profile-phone">{profile.mbPhone ?? t('profile.phone.none')}</span>
        {profile.phoneVerified ? (
          <Tag className={styles.verifiedTag} data-testid="phone-verified-tag">
            {t('profile.phone.verified-tag')}
          </Tag>
        ) : (
          <Tag>{t('profile.phone.unverified-tag')}</Tag>
        )}
      </p>
      <Form.Item
        label={t('profile.phone.number')}
        htmlFor="phoneNumber"
        extra={t('profile.phone.hint')}
        required
      >
        <div className={styles.row}>
          <Form.Item name="phoneNumber" noStyle rules={[phoneRule]}>
            <Input inputMode="tel" style={{ flex: '1 1 200px' }} data-testid="phone-input" />
          </Form.Item>
          <Button onClick={() => void onSend()} loading={sending.isLoading} data-testid="phone-send">
            {t(sentTo ? 'profile.phone.resend' : 'profile.phone.send')}
          </Button>
        </div>
      </Form.Item>
      {sentTo && (
        <Form.Item
          label={t('profile.phone.code')}
          htmlFor="code"
          extra={
            left > 0
              ? t('profile.phone.expires', { time: `${minutes}:${seconds}` })
              : t('profile.phone.expired')
          }
          required
        >
          <div className={styles.row}>
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('profile.phone.code-format') }]}
            >
              <Input
                inputMode="numeric"
                maxLength={6}
                style={{ flex: '1 1 140px' }}
                data-testid="phone-code"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={checking.isLoading} data-testid="phone-check">
              {t('profile.phone.check')}
            </Button>
          </div>
        </Form.Item>
      )}
    </Form>
  );
};
