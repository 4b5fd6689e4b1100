import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { canUnlinkSocial, isSocialProvider } from '@slabworks/domain';
import { useUnlinkSocialLoginMutation } from '../api/auth-api';
import { messageFor } from '../forms/server-message';
import { SOCIAL_NAME_KEY, socialStepMessages } from '../forms/social-login';
import { authStyles } from './auth-panel';
import { FormError, FormNotice } from './auth-form';

interface Props {
  socialProvider: string | null;
  hasPassword: boolean;
}

/** The linked provider on the profile; unlinking only while a password remains (libs/domain rule). */
export const SocialLinkStatus = ({ socialProvider, hasPassword }: Props) => {
  const { t } = useTranslation('auth');
  const [unlink, { isLoading }] = useUnlinkSocialLoginMutation();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const provider = isSocialProvider(socialProvider) ? t(SOCIAL_NAME_KEY[socialProvider]) : null;

  if (!provider)
    return (
      <p className={authStyles.hint} data-testid="profile-social-none">
        {done ? t('social.profile.unlinked') : t('social.profile.none')}
      </p>
    );
  const allowed = canUnlinkSocial({ socialProvider, hasPassword });
  return (
    <div data-testid="profile-social-link">
      <FormNotice
        type="info"
        title={t('social.profile.linked', { provider })}
        description={allowed ? undefined : t('social.profile.unlink-blocked')}
        action={
          allowed ? (
            <Button
              size="small"
              loading={isLoading}
              data-testid="profile-social-unlink"
              onClick={() =>
                void unlink().then((result) => {
                  if ('error' in result)
                    setError(messageFor(result.error, t, socialStepMessages, 'social.error.failed'));
                  else setDone(true);
                })
              }
            >
              {t('social.profile.unlink')}
            </Button>
          ) : undefined
        }
      />
      <FormError message={error} testId="profile-social-error" />
    </div>
  );
};
