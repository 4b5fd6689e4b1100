import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toasts/use-toast';
import { serverMessageOf } from '@/lib/api/envelope';
import { useUpdateProfileMutation, type Profile } from '../api/profile-api';
import styles from '../components/account.module.css';

type Setting = 'notifyByMail' | 'notifyBySms' | 'advertisingConsent';

const valueOf = (profile: Profile, setting: Setting): boolean =>
  setting === 'notifyByMail'
    ? profile.notifications.mail
    : setting === 'notifyBySms'
      ? profile.notifications.sms
      : profile.advertisingConsent;

// Order notifications per channel (the worker reads these) and the optional advertising consent.
export const ConsentSwitches = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [update, { isLoading }] = useUpdateProfileMutation();

  const change = async (setting: Setting, on: boolean) => {
    const result = await update({ [setting]: on });
    if ('error' in result) toast(serverMessageOf(result.error) ?? t('profile.save-failed'), 'error');
    else toast(t('profile.saved'), 'success');
  };

  const row = (setting: Setting, hint?: string) => (
    <div className={styles.switchRow} key={setting}>
      <div>
        <div>{t(`profile.settings.${setting}`)}</div>
        {hint && <div className={styles.note}>{hint}</div>}
      </div>
      <Switch
        checked={valueOf(profile, setting)}
        loading={isLoading}
        onChange={(on) => void change(setting, on)}
        aria-label={t(`profile.settings.${setting}`)}
        data-testid={`setting-${setting}`}
      />
    </div>
  );

  return (
    <div data-testid="consent-switches">
      {row('notifyByMail', t('profile.settings.mail-hint'))}
      {row(
        'notifyBySms',
        profile.phoneVerified ? t('profile.settings.sms-hint') : t('profile.settings.sms-unverified'),
      )}
      {row('advertisingConsent', t('profile.settings.advertising-hint'))}
    </div>
  );
};
