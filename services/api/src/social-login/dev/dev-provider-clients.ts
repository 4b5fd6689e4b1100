import type { SocialProvider } from '@slabworks/domain';

/** Client registrations of the local provider: one per real provider it stands in for. */
export const DEV_CLIENTS: Record<SocialProvider, { clientId: string; clientSecret: string }> = {
  kakao: { clientId: 'dev-kakao', clientSecret: 'dev-kakao-secret' },
  facebook: { clientId: 'dev-facebook', clientSecret: 'dev-facebook-secret' },
};

export const DEV_OIDC_PATH = '/api/dev/oidc';

export const devIssuer = (publicUrl: string): string => `${publicUrl.replace(/\/$/, '')}${DEV_OIDC_PATH}`;

export const socialCallbackUrl = (publicUrl: string, provider: SocialProvider): string =>
  `${publicUrl.replace(/\/$/, '')}/api/oauth/${provider}/callback`;
