import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSocialProvidersQuery } from '../api/auth-api';
import { socialStartHref, type SocialProviderId } from '../forms/social-login';
import styles from './social-buttons.module.css';

const KakaoIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
    <path
      fill="#000"
      d="M12 3C6.48 3 2 6.48 2 10.77c0 2.77 1.86 5.2 4.66 6.57l-.95 3.49c-.08.3.26.54.52.37l4.16-2.75c.53.06 1.07.1 1.61.1 5.52 0 10-3.48 10-7.78S17.52 3 12 3z"
    />
  </svg>
);

const FacebookIcon = () => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
    <path
      fill="#fff"
      d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z"
    />
  </svg>
);

const ICONS: Record<SocialProviderId, () => ReactElement> = { kakao: KakaoIcon, facebook: FacebookIcon };

/**
 * "Log in with Kakao/Facebook": plain links, since the provider round trip is a full-page navigation
 * (api /api/oauth/<provider> → provider → back). Only the providers this deployment has switched on.
 */
export const SocialButtons = ({
  mode,
  returnUrl,
}: {
  mode: 'login' | 'signup';
  returnUrl?: string | null;
}) => {
  const { t } = useTranslation('auth');
  const { data } = useGetSocialProvidersQuery();
  const providers = (data?.providers ?? []) as SocialProviderId[];
  if (providers.length === 0) return null;
  return (
    <>
      <div className={styles.group} data-testid="social-buttons">
        {providers.map((provider) => {
          const Icon = ICONS[provider];
          return (
            <a
              key={provider}
              className={`${styles.button} ${styles[provider]}`}
              href={socialStartHref(provider, returnUrl)}
              data-testid={`social-${provider}`}
            >
              <Icon />
              {t(`social.${mode}.${provider}`)}
            </a>
          );
        })}
      </div>
      <div className={styles.divider}>{t('social.or')}</div>
    </>
  );
};
