import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@slabworks/config';
import { SOCIAL_PROVIDERS } from '@slabworks/domain';
import type Provider from 'oidc-provider';
import { DEV_PAGE_CSP } from '../../edge';
import { siteOrigins } from '../flow/site-origin';
import { DevAccounts } from './dev-accounts';
import { DEV_CLIENTS, DEV_OIDC_PATH, devIssuer, socialCallbackUrl } from './dev-provider-clients';
import { devLoginPage, devMessagePage } from './dev-login.page';
import { devSigningKeys } from './dev-signing-keys';
import { withoutExpectedNotices } from './expected-notices';

type RawRequest = IncomingMessage & { originalUrl?: string };
const MAX_FORM_BYTES = 16 * 1024;
type StartedProvider = { provider: Provider; callback: ReturnType<Provider['callback']> };

/**
 * The local stand-in for Kakao and Facebook (issue #19): a real OpenID Connect provider
 * (oidc-provider, a Koa app) mounted at /api/dev/oidc outside production, so the buttons work on a
 * fresh machine and the journeys run the whole redirect flow offline. Fastify hands it the raw Node
 * request before any body parsing (onRequest + hijack); the api's JSON-only parsers never see its
 * form posts. Production never loads the package, let alone mounts it (/api/dev stays 404 there).
 */
export async function mountDevOidcProvider(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  if (config.production) return;
  const logger = new Logger('DevOidcProvider');
  const accounts = new DevAccounts();
  // Started by the first request to it: every test app boots this api and few of them log in
  // socially; importing oidc-provider (Koa, jose) is ~0.2 s of CPU (issue 33).
  let started: Promise<StartedProvider> | undefined;
  const start = () =>
    (started ??= startProvider(config, accounts).catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
  // form-action also governs where the log-in form's redirects may go: the callbacks of every host a
  // log-in may start on, not only this page's own (issue #30).
  const csp = DEV_PAGE_CSP.replace(
    "form-action 'self'",
    `form-action 'self' ${siteOrigins(config).join(' ')}`,
  );

  const handle = async (raw: RawRequest, res: ServerResponse): Promise<void> => {
    const { provider, callback } = await start();
    const path = new URL(raw.url ?? '/', 'http://local').pathname.slice(DEV_OIDC_PATH.length) || '/';
    const interaction = /^\/interaction\/([\w-]+)$/.exec(path);
    if (interaction) return interactionStep(provider, accounts, raw, res);
    if (path === '/me') return graphMe(provider, accounts, raw, res);
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '/').slice(DEV_OIDC_PATH.length) || '/';
    await callback(raw, res);
  };

  app
    .getHttpAdapter()
    .getInstance()
    .route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${DEV_OIDC_PATH}/*`,
      onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        // helmet's headers live on the (now unused) reply: the raw answer gets the dev pages' policy.
        reply.raw.setHeader('content-security-policy', csp);
        reply.raw.setHeader('x-frame-options', 'DENY');
        reply.raw.setHeader('x-content-type-options', 'nosniff');
        reply.raw.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
        await handle(req.raw, reply.raw).catch((error: Error) => {
          logger.error(`dev provider failed: ${error.message}`);
          if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
          reply.raw.end('local provider error');
        });
      },
      handler: async () => undefined,
    });
  logger.log(`local social log-in provider at ${devIssuer(config.mail.publicUrl)}`);
}

/** The provider itself: the clients of every host a log-in may start on, Kakao's and Facebook's scopes. */
async function startProvider(config: AppConfig, accounts: DevAccounts): Promise<StartedProvider> {
  const { default: OidcProvider } = await withoutExpectedNotices(() => import('oidc-provider'));
  const provider = await withoutExpectedNotices(
    () =>
      new OidcProvider(devIssuer(config.mail.publicUrl), {
        jwks: devSigningKeys(),
        clients: SOCIAL_PROVIDERS.map((p) => ({
          client_id: DEV_CLIENTS[p].clientId,
          client_secret: DEV_CLIENTS[p].clientSecret,
          client_name: p,
          // Every host a log-in may start on (site-origin.ts), so it comes back to that one.
          redirect_uris: siteOrigins(config).map((origin) => socialCallbackUrl(origin, p)),
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        })),
        // Kakao's scope names (account_email, profile_nickname) and Facebook's (email, public_profile).
        scopes: ['openid', 'account_email', 'profile_nickname', 'email', 'public_profile'],
        claims: {
          account_email: ['email', 'email_verified'],
          profile_nickname: ['nickname'],
          email: ['email', 'email_verified'],
          public_profile: ['name'],
        },
        findAccount: (_ctx: unknown, id: string) => {
          const account = accounts.find(id);
          if (!account) return undefined;
          return {
            accountId: id,
            claims: () => ({
              sub: id,
              ...(account.email ? { email: account.email, email_verified: account.emailVerified } : {}),
              ...(account.name ? { nickname: account.name, name: account.name } : {}),
            }),
          };
        },
        interactions: {
          url: (_ctx: unknown, interaction: { uid: string }) =>
            `${DEV_OIDC_PATH}/interaction/${interaction.uid}`,
        },
        // The Graph-like /me below takes this path; the OIDC userinfo moves aside.
        routes: { userinfo: '/userinfo' },
        pkce: { required: () => true },
        cookies: { keys: [createHash('sha256').update(`dev-oidc:${config.auth.secret}`).digest('hex')] },
        features: { devInteractions: { enabled: false } },
        // Short-lived like the real ones; set so the library does not warn about its defaults.
        ttl: {
          AuthorizationCode: 60,
          AccessToken: 600,
          IdToken: 600,
          Interaction: 600,
          Session: 3600,
          Grant: 3600,
        },
        renderError: (ctx: { type: string; body: string }, out: Record<string, unknown>) => {
          ctx.type = 'html';
          ctx.body = devMessagePage(
            'Local provider error',
            String(out.error_description ?? out.error ?? 'error'),
          );
        },
      } as never) as Provider,
  );
  // Trust X-Forwarded-Host/Proto: the api's own server-side calls name the public address there
  // (openid-client-setup.ts); only reachable outside production.
  provider.proxy = true;
  return { provider, callback: provider.callback() };
}

async function interactionStep(
  provider: Provider,
  accounts: DevAccounts,
  raw: RawRequest,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(raw, res);
  const clientId = String(details.params.client_id);
  const as = SOCIAL_PROVIDERS.find((p) => DEV_CLIENTS[p].clientId === clientId) ?? 'kakao';
  if (raw.method !== 'POST') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(devLoginPage(as, `${DEV_OIDC_PATH}/interaction/${details.uid}`, randomBytes(4).toString('hex')));
    return;
  }
  const form = new URLSearchParams(await readForm(raw));
  if (form.get('action') !== 'allow') {
    await provider.interactionFinished(
      raw,
      res,
      { error: 'access_denied', error_description: 'The person cancelled the log-in.' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const accountId = (form.get('account') ?? '').trim() || `${as}-${randomBytes(4).toString('hex')}`;
  const email = (form.get('email') ?? '').trim();
  const name = (form.get('name') ?? '').trim();
  accounts.save({
    id: accountId,
    email: email || null,
    emailVerified: form.get('verified') === 'on',
    name: name || null,
  });
  const grant = new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(String(details.params.scope ?? ''));
  const grantId = await grant.save();
  await provider.interactionFinished(
    raw,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** Facebook's Graph `me?fields=id,email,name`, answered for an access token of the local provider. */
async function graphMe(
  provider: Provider,
  accounts: DevAccounts,
  raw: RawRequest,
  res: ServerResponse,
): Promise<void> {
  const bearer = /^Bearer (.+)$/i.exec(raw.headers.authorization ?? '')?.[1];
  const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
  const account = token?.accountId ? accounts.find(token.accountId) : undefined;
  if (!token || !account) {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException' } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: account.id,
      ...(account.email ? { email: account.email } : {}),
      ...(account.name ? { name: account.name } : {}),
    }),
  );
}

async function readForm(raw: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
