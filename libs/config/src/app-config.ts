import { parseServiceHosts, type ServiceCountry } from '@slabworks/contracts';
import { MAX_PHOTO_MB } from '@slabworks/domain';
import { companyConfig, COMPANY_VARIABLES, type CompanyConfig } from './company-config';

/**
 * Every environment variable the product reads, in one place, with its default and meaning.
 * README's configuration table is generated from CONFIG_VARIABLES (npm run docs:config) so the two never drift.
 */
export interface ConfigVariable {
  readonly name: string;
  readonly default: string;
  readonly description: string;
}

export const CONFIG_VARIABLES = [
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      'production turns off development-only pages (local mailbox, payment sandbox page, local social log-in provider), sends HSTS and makes cookies Secure (so does a PUBLIC_URL on https).',
  },
  { name: 'HOST', default: '127.0.0.1', description: 'Address the api listens on.' },
  { name: 'PORT', default: '3000', description: 'Port of the api, which also serves the built web app.' },
  {
    name: 'DATABASE_URL',
    default: 'postgres://postgres@127.0.0.1:5432/slabworks',
    description:
      'PostgreSQL for read models and plain tables (and the event store when EVENT_STORE=postgres). The database is created at start when missing.',
  },
  {
    name: 'REDIS_URL',
    default: 'redis://127.0.0.1:6379',
    description: 'Redis for BullMQ jobs and rate limits.',
  },
  {
    name: 'REDIS_PREFIX',
    default: 'slabworks',
    description:
      'Prefix of every Redis key this deployment writes: keys are `<prefix>:…` (a trailing colon is ignored), so `SCAN 0 MATCH <prefix>:*` finds them all.',
  },
  {
    name: 'EVENT_STORE',
    default: 'postgres',
    description: 'Event store adapter: postgres (embedded default) or eventstoredb.',
  },
  {
    name: 'ESDB_URL',
    default: 'kurrentdb://127.0.0.1:2113?tls=false',
    description:
      'EventStoreDB/KurrentDB connection string, used when EVENT_STORE=eventstoredb; when set, the event-store contract tests also run against it.',
  },
  {
    name: 'WEB_DIST',
    default: 'web/dist',
    description: 'Folder of the built web app the api serves; nothing is served when it is missing.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Which proxies may set X-Forwarded-For (the client address used by rate limits and logs): false, a hop count, or a comma-separated list of proxy addresses/CIDRs. Never true on an open port: callers could forge their address.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'log',
    description: 'Lowest log level printed: error, warn, log, debug or verbose.',
  },
  {
    name: 'LOG_FORMAT',
    default: 'auto',
    description:
      'json (one JSON object per line, with correlationId; for log collectors), pretty (human-readable; needs the pino-pretty dev dependency) or auto: json when NODE_ENV=production, pretty otherwise.',
  },
  {
    name: 'LOCAL_SERVICES',
    default: 'auto',
    description:
      'npm start / npm test: auto installs and starts PostgreSQL/Redis on Debian as root when they do not answer; off only checks.',
  },
  {
    name: 'AUTH_SECRET',
    default: 'dev-only-insecure-auth-secret-change-me',
    description:
      'Signs access tokens (HS256). Required in production (at least 32 characters); the default only works outside production.',
  },
  {
    name: 'ACCESS_TOKEN_MINUTES',
    default: '15',
    description: 'Lifetime of the access token in the acc cookie.',
  },
  {
    name: 'REFRESH_TOKEN_DAYS',
    default: '30',
    description: 'Absolute lifetime of a log-in session (a refresh-token family); renewals never extend it.',
  },
  {
    name: 'REFRESH_GRACE_SECONDS',
    default: '10',
    description:
      'A refresh token spent this many seconds ago or less still renews the same session (two tabs renewing at once); presented later it revokes the session as reuse. 0 turns the grace off.',
  },
  {
    name: 'DORMANCY_DAYS',
    default: '365',
    description:
      'Members with no log-in for this many days become dormant (daily worker job). A policy setting: the legal 1-year rule was abolished in 2023.',
  },
  {
    name: 'LOGIN_LOCK_ATTEMPTS',
    default: '10',
    description: 'Failed log-ins for one e-mail address that lock it for LOGIN_LOCK_MINUTES.',
  },
  {
    name: 'LOGIN_LOCK_MINUTES',
    default: '15',
    description: 'How long an e-mail address stays locked after too many failed log-ins.',
  },
  {
    name: 'AUTH_RATE_LIMIT',
    default: '20',
    description:
      'Requests per minute per client address on log-in, sign-up, code sending/checking and password reset (each endpoint counted apart).',
  },
  {
    name: 'SMTP_URL',
    default: '',
    description:
      'smtp(s)://user:pass@host:port for real mail. Unset: mail and SMS go to the local mailbox table, readable at /api/dev/mailbox outside production.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Slabworks <no-reply@slabworks.local>',
    description: 'Sender of account mail (verification codes, password reset links).',
  },
  {
    name: 'SERVICE_HOSTS',
    default: 'tw.localhost=TW',
    description:
      "Which host serves which country's service: comma-separated host=KR or host=TW entries (a host with or without its port); any other host is the Korean service. Locally http://localhost:3000 is KR and http://tw.localhost:3000 is TW.",
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:3000',
    description: 'Address of the web app, used for links in mail (password reset).',
  },
  {
    name: 'PAYMENT_PROVIDER',
    default: 'sandbox',
    description:
      'Payment provider adapter: sandbox (embedded, moves no money; test cards and a deposit page at /api/payments/sandbox outside production) toss (Toss Payments REST) or portone (PortOne V2 REST).',
  },
  {
    name: 'PAYMENT_SANDBOX_ALLOWED',
    default: 'false',
    description:
      'true lets NODE_ENV=production run the sandbox provider (a staging deployment, a benchmark). Never on the live service: the sandbox books payments without moving money, so production refuses it by default.',
  },
  {
    name: 'PAYMENT_WEBHOOK_SECRET',
    default: 'dev-only-sandbox-webhook-secret',
    description:
      "HMAC-SHA256 key of the sandbox provider's deposit webhooks (signature over timestamp and body). Set a random value wherever the sandbox is reachable by others; production refuses to start with the default when PAYMENT_SANDBOX_ALLOWED=true.",
  },
  {
    name: 'PAYMENT_WEBHOOK_TOLERANCE_SECONDS',
    default: '300',
    description: 'Replay window of signed payment webhooks: older or future-dated signatures are refused.',
  },
  {
    name: 'TOSS_SECRET_KEY',
    default: '',
    description: 'Toss Payments secret key (test_sk_… or live_sk_…), required when PAYMENT_PROVIDER=toss.',
  },
  {
    name: 'TOSS_CLIENT_KEY',
    default: '',
    description:
      "Toss Payments client key (test_ck_… or live_ck_…), required when PAYMENT_PROVIDER=toss: the web's payment window opens with it (public, unlike the secret key).",
  },
  {
    name: 'TOSS_API_URL',
    default: 'https://api.tosspayments.com',
    description: 'Base URL of the Toss Payments core API (tests point it at a local fake).',
  },
  {
    name: 'IDENTITY_PROVIDER',
    default: 'sandbox',
    description:
      "Identity verification (본인인증) before a member's first payment: sandbox (a local page at /api/member/identity-verifications/sandbox, verifies anyone; refused in production unless PAYMENT_SANDBOX_ALLOWED=true) or portone (PortOne V2 identity verification).",
  },
  {
    name: 'PORTONE_API_SECRET',
    default: '',
    description:
      'PortOne V2 API secret (console → 결제연동 → API Keys), required when PAYMENT_PROVIDER=portone or IDENTITY_PROVIDER=portone; sent as `Authorization: PortOne …`, never logged.',
  },
  {
    name: 'PORTONE_STORE_ID',
    default: '',
    description:
      "PortOne store id (store-…), required when PAYMENT_PROVIDER=portone or IDENTITY_PROVIDER=portone: the web's payment and identity windows open with it (public).",
  },
  {
    name: 'PORTONE_IDENTITY_CHANNEL_KEY',
    default: '',
    description:
      'Channel key of the PortOne identity-verification channel (channel-key-…), required when IDENTITY_PROVIDER=portone.',
  },
  {
    name: 'PORTONE_CHANNEL_KEY',
    default: '',
    description:
      'PortOne channel key (channel-key-…) every method uses unless PORTONE_CHANNEL_KEYS names another, required when PAYMENT_PROVIDER=portone (public: the window opens with it).',
  },
  {
    name: 'PORTONE_CHANNEL_KEYS',
    default: '',
    description:
      'Per-method PortOne channels, e.g. `KAKAOPAY=channel-key-…,NAVERPAY=channel-key-…,VIRTUAL_ACCOUNT=channel-key-…` (names: CARD, TRANSFER, MOBILE, GIFT_CARD, VIRTUAL_ACCOUNT, KAKAOPAY, NAVERPAY, TOSSPAY); a method not named uses PORTONE_CHANNEL_KEY.',
  },
  {
    name: 'PORTONE_WEBHOOK_SECRET',
    default: '',
    description:
      'PortOne V2 webhook secret (whsec_… or its base64 part), required when PAYMENT_PROVIDER=portone: Standard Webhooks signatures of /api/payments/webhooks/portone are checked with it.',
  },
  {
    name: 'PORTONE_API_URL',
    default: 'https://api.portone.io',
    description: 'Base URL of the PortOne V2 REST API (tests point it at a local fake).',
  },
  {
    name: 'VIRTUAL_ACCOUNT_HOURS',
    default: '72',
    description: 'Deposit deadline of a newly issued virtual account, in hours.',
  },
  {
    name: 'UNPAID_ORDER_HOURS',
    default: '24',
    description:
      'A placed order that is never paid (no card payment, no virtual account) expires this many hours after placing, giving back its coupon and photos.',
  },
  {
    name: 'PLACEMENT_HOLD_SECONDS',
    default: '300',
    description:
      "How long a coupon or photo held for an order being placed waits for that order's OrderPlaced before the worker's sweep gives it back (a placing that crashed). Far longer than any placing takes.",
  },
  {
    name: 'FAULT_POINTS',
    default: '',
    description:
      'Tests only: comma-separated fault points (e.g. placing.after-reserve) at which the api kills itself with SIGKILL, for crash tests. Refused when NODE_ENV=production.',
  },
  {
    name: 'TEST_CLOCK',
    default: 'false',
    description:
      "Tests only: true lets POST /api/dev/clock {advanceHours} move the worker's deadline clock ahead (unpaid-order and deposit expiry), for journeys; 404 otherwise. Refused when NODE_ENV=production.",
  },
  {
    name: 'DEADLINE_SWEEP_MS',
    default: '60000',
    description:
      'How often the worker expires overdue virtual-account orders found in the read model (Redis jobs are only a wake-up; a lost job is late by at most this long).',
  },
  {
    name: 'PAYMENT_RECONCILE_AFTER_SECONDS',
    default: '300',
    description:
      "A card payment attempt left without the provider's answer (a timeout, a crashed api) this long is looked up at the provider by the worker: recorded when it was charged and the order still waits, refunded when the order no longer does, closed when nothing was charged. Longer than any provider call.",
  },
  {
    name: 'PAYMENT_RECONCILE_EVERY_MS',
    default: '60000',
    description: "How often the worker's payment reconciliation job runs (a BullMQ repeating job).",
  },
  {
    name: 'READ_YOUR_WRITES_WAIT_MS',
    default: '2000',
    description:
      "How long a read that names a write (minRevision, after=) waits for the read model to apply it before it answers with what is there. Tests on a shared PostgreSQL raise it: the read model's lag follows the server's oldest transaction, any database's.",
  },
  {
    name: 'WORKER_HEARTBEAT_MS',
    default: '2000',
    description: 'How often each worker writes its heartbeat (the worker_heartbeat table) for /api/health.',
  },
  {
    name: 'WORKER_STALE_MS',
    default: '6000',
    description:
      "How late the newest worker heartbeat may be before /api/health reports the worker down (503); PostgreSQL's clock on both sides.",
  },
  {
    name: 'JOB_SCHEDULE_CHECK_MS',
    default: '60000',
    description:
      'How often the worker checks that its repeating jobs (dormancy sweep, photo cleanup) are still scheduled in Redis and puts back any it lost; also checked whenever its Redis connection comes back.',
  },
  {
    name: 'CAPTCHA_HMAC_KEY',
    default: '',
    description:
      'HMAC key signing the pop-report captcha challenges (altcha proof-of-work). Unset: derived from AUTH_SECRET.',
  },
  {
    name: 'CAPTCHA_COMPLEXITY',
    default: '50000',
    description:
      'Upper bound of the captcha secret number: the browser tries on average half of it (50000 is well under a second).',
  },
  {
    name: 'PUBLIC_API_RATE_LIMIT',
    default: '60',
    description: 'Requests per minute per API key on /api/public/v1 (429 with Retry-After beyond).',
  },
  {
    name: 'STORAGE',
    default: 'local',
    description:
      'Where uploaded order photos are kept: local (a folder, STORAGE_DIR) or s3 (any S3-compatible store).',
  },
  {
    name: 'STORAGE_DIR',
    default: 'var/storage',
    description:
      'Folder of uploaded photos when STORAGE=local (relative to the working directory; gitignored).',
  },
  {
    name: 'S3_BUCKET',
    default: '',
    description: 'Bucket of uploaded photos, required when STORAGE=s3.',
  },
  {
    name: 'S3_REGION',
    default: 'ap-northeast-2',
    description: 'Region of the S3 bucket.',
  },
  {
    name: 'S3_ENDPOINT',
    default: '',
    description:
      'Endpoint of an S3-compatible store (MinIO, R2…); unset for AWS S3. Credentials come from the standard AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).',
  },
  {
    name: 'UPLOAD_MAX_MB',
    default: String(MAX_PHOTO_MB),
    description:
      "Largest photo accepted by POST /api/uploads, in MB; a larger declared Content-Length is refused before the body is read. The web app checks libs/domain's MAX_PHOTO_MB (the default) before sending, so only a lower value changes what collectors see.",
  },
  {
    name: 'UPLOAD_RATE_LIMIT',
    default: '60',
    description:
      'Photos per minute one member may send to POST /api/uploads (counted in Redis, shared by every api instance); beyond, 429 with Retry-After.',
  },
  {
    name: 'UPLOAD_MAX_UNATTACHED',
    default: '200',
    description:
      'Photos a member may keep that no order or draft names yet (two full orders of 100); beyond, an upload is refused with a 400 field error until some are used or cleaned up.',
  },
  {
    name: 'UPLOAD_DECODE_CONCURRENCY',
    default: '2',
    description:
      'Photos one api process decodes at once (sharp uses one thread per photo), while their pixels together stay within UPLOAD_DECODE_MEGAPIXELS: two phone photos side by side on two cores; each holds ~70-100 MB while it is resized (docs/uploads.md has the measurements).',
  },
  {
    name: 'UPLOAD_DECODE_MEGAPIXELS',
    default: '40',
    description:
      'The pixels (megapixels, as the file declares them) one api process decodes at once; a photo larger than this is decoded alone, so a 100-megapixel one never shares the memory with another.',
  },
  {
    name: 'UPLOAD_DECODE_QUEUE',
    default: '8',
    description:
      'Photos that may wait for a decode slot in one api process; beyond, an upload is refused with 503 and Retry-After.',
  },
  {
    name: 'UPLOAD_UNATTACHED_HOURS',
    default: '24',
    description: 'Photos not attached to an order or draft within this many hours are removed by the worker.',
  },
  {
    name: 'AUDIT_EXPORT_MAX_DAYS',
    default: '31',
    description:
      'Widest date range (in days) an auditor may export at once from GET /api/audit/events/export; wider ranges are refused with a request to narrow them.',
  },
  {
    name: 'KAKAO_CLIENT_ID',
    default: '',
    description:
      'REST API key of the Kakao app (Kakao Login with OpenID Connect on). Unset: the Kakao button is off in production; outside production it uses the local provider at /api/dev/oidc.',
  },
  {
    name: 'KAKAO_CLIENT_SECRET',
    default: '',
    description: 'Client secret of the Kakao app (when its client-secret check is on).',
  },
  {
    name: 'KAKAO_ISSUER',
    default: 'https://kauth.kakao.com',
    description: "Kakao's OpenID Connect issuer (its discovery document is read once at the first log-in).",
  },
  {
    name: 'FACEBOOK_CLIENT_ID',
    default: '',
    description:
      'App ID of the Facebook app (Facebook Login). Unset: the Facebook button is off in production; outside production it uses the local provider at /api/dev/oidc.',
  },
  {
    name: 'FACEBOOK_CLIENT_SECRET',
    default: '',
    description: 'App secret of the Facebook app, required with FACEBOOK_CLIENT_ID.',
  },
  {
    name: 'FACEBOOK_AUTH_URL',
    default: 'https://www.facebook.com/v21.0/dialog/oauth',
    description: "Facebook's authorization dialog (OAuth 2 code flow with PKCE).",
  },
  {
    name: 'FACEBOOK_TOKEN_URL',
    default: 'https://graph.facebook.com/v21.0/oauth/access_token',
    description: "Facebook's token endpoint.",
  },
  {
    name: 'FACEBOOK_GRAPH_URL',
    default: 'https://graph.facebook.com/v21.0',
    description: 'Graph API base; the member is read from me?fields=id,email,name.',
  },
  ...COMPANY_VARIABLES,
] as const satisfies readonly ConfigVariable[];

export type ConfigName = (typeof CONFIG_VARIABLES)[number]['name'];

export interface AppConfig {
  readonly nodeEnv: string;
  readonly production: boolean;
  readonly host: string;
  readonly port: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  /** REDIS_PREFIX without a trailing colon; every key is `${redisPrefix}:…`. */
  readonly redisPrefix: string;
  readonly eventStore: 'postgres' | 'eventstoredb';
  readonly esdbUrl: string;
  readonly webDist: string;
  readonly logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  readonly logFormat: 'json' | 'pretty';
  readonly trustProxy: boolean | number | string[];
  readonly auth: AuthConfig;
  readonly dormancyDays: number;
  readonly mail: MailConfig;
  readonly payment: PaymentConfig;
  readonly identity: IdentityConfig;
  readonly http: HttpConfig;
  readonly cardData: CardDataConfig;
  readonly storage: StorageConfig;
  /** Widest range of one audit export, in days. */
  readonly auditExportMaxDays: number;
  readonly social: SocialConfig;
  /** How long a read naming a write waits for the read model to apply it (read-your-writes). */
  readonly readYourWritesWaitMs: number;
  readonly workerHeartbeatMs: number;
  readonly workerStaleMs: number;
  readonly jobScheduleCheckMs: number;
  /** Tests only (crash tests): where the process kills itself; always empty in production. */
  readonly faultPoints: readonly string[];
  /** Tests only: the worker's deadline clock may be moved ahead (POST /api/dev/clock); never in production. */
  readonly testClock: boolean;
  /** Host → service country (SERVICE_HOSTS); a host not listed is the Korean service. */
  readonly serviceHosts: ReadonlyMap<string, ServiceCountry>;
  readonly company: CompanyConfig;
}

export interface OidcClientConfig {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Each provider is null when not configured: off in production, the local dev provider otherwise. */
export interface SocialConfig {
  readonly kakao: (OidcClientConfig & { readonly issuer: string }) | null;
  readonly facebook:
    | (OidcClientConfig & { readonly authUrl: string; readonly tokenUrl: string; readonly graphUrl: string })
    | null;
}

export interface CardDataConfig {
  /** null: the api derives one from AUTH_SECRET (already required in production). */
  readonly captchaHmacKey: string | null;
  readonly captchaComplexity: number;
  readonly publicApiRateLimit: number;
}

export interface StorageConfig {
  readonly kind: 'local' | 's3';
  readonly dir: string;
  readonly s3: { readonly bucket: string; readonly region: string; readonly endpoint: string | null };
  readonly maxBytes: number;
  readonly unattachedHours: number;
  /** Uploads per minute per member. */
  readonly rateLimitPerMinute: number;
  /** Photos per member not yet named by an order or draft. */
  readonly maxUnattached: number;
  /** Decodes at once, their megapixels together, and decodes waiting, per api process. */
  readonly decodeConcurrency: number;
  readonly decodeMegapixels: number;
  readonly decodeQueue: number;
}

export interface PaymentConfig {
  readonly provider: 'sandbox' | 'toss' | 'portone';
  readonly webhookSecret: string;
  readonly webhookToleranceSeconds: number;
  readonly tossSecretKey: string;
  readonly tossClientKey: string;
  readonly tossApiUrl: string;
  readonly portone: PortOneConfig;
  readonly virtualAccountHours: number;
  readonly unpaidOrderHours: number;
  readonly placementHoldSeconds: number;
  readonly deadlineSweepMs: number;
  /** Unanswered attempts older than this are looked up at the provider (worker payments/reconcile). */
  readonly reconcileAfterSeconds: number;
  readonly reconcileEveryMs: number;
}

export interface IdentityConfig {
  readonly provider: 'sandbox' | 'portone';
  /** Set (all four) when provider is portone. */
  readonly portone: {
    readonly apiUrl: string;
    readonly apiSecret: string;
    readonly storeId: string;
    readonly channelKey: string;
  };
}

/** PortOne V2: the secret and webhook secret stay server-side; store id and channel keys are public. */
export interface PortOneConfig {
  readonly apiSecret: string;
  readonly storeId: string;
  readonly channelKey: string;
  /** Per method (CARD, TRANSFER, MOBILE, GIFT_CARD, VIRTUAL_ACCOUNT) or wallet (KAKAOPAY…). */
  readonly channelKeys: Readonly<Record<string, string>>;
  readonly webhookSecret: string;
  readonly apiUrl: string;
}

export const PORTONE_CHANNEL_NAMES = [
  'CARD',
  'TRANSFER',
  'MOBILE',
  'GIFT_CARD',
  'VIRTUAL_ACCOUNT',
  'KAKAOPAY',
  'NAVERPAY',
  'TOSSPAY',
] as const;

export interface AuthConfig {
  readonly secret: string;
  readonly accessTokenMinutes: number;
  readonly refreshTokenDays: number;
  /** Seconds in which a just-spent refresh token still renews its session instead of revoking it. */
  readonly refreshGraceSeconds: number;
  readonly loginLockAttempts: number;
  readonly loginLockMinutes: number;
  readonly rateLimitPerMinute: number;
}

export interface MailConfig {
  readonly smtpUrl: string | null;
  readonly from: string;
  readonly publicUrl: string;
}

export interface HttpConfig {
  /** Session cookies carry Secure: in production or when the public address is https, never by Host. */
  readonly secureCookies: boolean;
  /** Strict-Transport-Security is sent (production only: a laptop on plain http must stay reachable). */
  readonly hsts: boolean;
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

function trustProxy(value: string): boolean | number | string[] {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.length === 0 || !list.every((v) => /^[0-9a-fA-F.:/]+$/.test(v))) {
    throw new ConfigError(`TRUST_PROXY=${value} is not false, true, a hop count or a list of addresses`);
  }
  return list;
}

function logFormat(value: string, production: boolean): 'json' | 'pretty' {
  const format = oneOf('LOG_FORMAT', value, ['auto', 'json', 'pretty'] as const);
  if (format !== 'auto') return format;
  return production ? 'json' : 'pretty';
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name}=${value} is not one of ${allowed.join(', ')}`);
}

// The schemes @kurrent/kurrentdb-client's parser knows (esdb is its deprecated alias).
const KURRENTDB_SCHEME = /^(?:esdb|kurrentdb|kurrent|kdb)(?:\+discover)?:\/\/[^\s/]/;

/**
 * Only the scheme is checked here: a cluster string (kurrentdb://a:2113,b:2113,c:2113) is no URL, so
 * `new URL()` would refuse it. The whole string is parsed by the client itself when the EventStoreDB
 * adapter boots (libs/event-store, kurrentdb-connection.ts), so this lib stays free of the gRPC client.
 */
function kurrentDbConnectionString(name: string, value: string): string {
  if (!KURRENTDB_SCHEME.test(value)) {
    // Only the scheme is quoted: the rest may hold a password (user:password@host).
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1];
    throw new ConfigError(
      `${name} must start with kurrentdb://, kurrentdb+discover://, kurrent://, kdb:// or esdb:// and name a host (got ${scheme ? `${scheme}://…` : 'no scheme'})`,
    );
  }
  return value;
}

function url(name: string, value: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL: ${value}`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')} (got ${parsed.protocol})`);
  }
  return value;
}

function wholeNumber(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name}=${value} is not a whole number`);
  return n;
}

function nonNegativeInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name}=${value} is not a whole number`);
  return n;
}

function positiveInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name}=${value} is not a positive whole number`);
  return n;
}

function cardDataConfig(get: (name: ConfigName) => string): CardDataConfig {
  return {
    captchaHmacKey: get('CAPTCHA_HMAC_KEY') || null,
    captchaComplexity: positiveInt('CAPTCHA_COMPLEXITY', get('CAPTCHA_COMPLEXITY')),
    publicApiRateLimit: positiveInt('PUBLIC_API_RATE_LIMIT', get('PUBLIC_API_RATE_LIMIT')),
  };
}

const DEV_AUTH_SECRET = 'dev-only-insecure-auth-secret-change-me';
const DEV_WEBHOOK_SECRET = 'dev-only-sandbox-webhook-secret';

function authConfig(get: (name: ConfigName) => string, production: boolean): AuthConfig {
  const secret = get('AUTH_SECRET');
  if (production && (secret === DEV_AUTH_SECRET || secret.length < 32))
    throw new ConfigError(
      'AUTH_SECRET must be set to a random value of at least 32 characters in production',
    );
  return {
    secret,
    accessTokenMinutes: positiveInt('ACCESS_TOKEN_MINUTES', get('ACCESS_TOKEN_MINUTES')),
    refreshTokenDays: positiveInt('REFRESH_TOKEN_DAYS', get('REFRESH_TOKEN_DAYS')),
    refreshGraceSeconds: wholeNumber('REFRESH_GRACE_SECONDS', get('REFRESH_GRACE_SECONDS')),
    loginLockAttempts: positiveInt('LOGIN_LOCK_ATTEMPTS', get('LOGIN_LOCK_ATTEMPTS')),
    loginLockMinutes: positiveInt('LOGIN_LOCK_MINUTES', get('LOGIN_LOCK_MINUTES')),
    rateLimitPerMinute: positiveInt('AUTH_RATE_LIMIT', get('AUTH_RATE_LIMIT')),
  };
}

function paymentConfig(get: (name: ConfigName) => string, production: boolean): PaymentConfig {
  const provider = oneOf('PAYMENT_PROVIDER', get('PAYMENT_PROVIDER'), [
    'sandbox',
    'toss',
    'portone',
  ] as const);
  const sandboxAllowed = oneOf('PAYMENT_SANDBOX_ALLOWED', get('PAYMENT_SANDBOX_ALLOWED'), [
    'true',
    'false',
  ] as const);
  if (production && provider === 'sandbox' && sandboxAllowed !== 'true')
    throw new ConfigError(
      'PAYMENT_PROVIDER=sandbox books payments without moving money: set PAYMENT_PROVIDER=toss or portone in production (or PAYMENT_SANDBOX_ALLOWED=true on a staging deployment)',
    );
  const webhookSecret = get('PAYMENT_WEBHOOK_SECRET');
  if (production && provider === 'sandbox' && webhookSecret === DEV_WEBHOOK_SECRET)
    throw new ConfigError(
      'PAYMENT_WEBHOOK_SECRET is public by default: set a random value when production allows the sandbox',
    );
  const tossSecretKey = get('TOSS_SECRET_KEY');
  if (provider === 'toss' && !tossSecretKey)
    throw new ConfigError('TOSS_SECRET_KEY is required when PAYMENT_PROVIDER=toss');
  const tossClientKey = get('TOSS_CLIENT_KEY');
  if (provider === 'toss' && !tossClientKey)
    throw new ConfigError('TOSS_CLIENT_KEY is required when PAYMENT_PROVIDER=toss');
  const portone = portoneConfig(get, provider === 'portone');
  return {
    provider,
    webhookSecret,
    webhookToleranceSeconds: positiveInt(
      'PAYMENT_WEBHOOK_TOLERANCE_SECONDS',
      get('PAYMENT_WEBHOOK_TOLERANCE_SECONDS'),
    ),
    tossSecretKey,
    tossClientKey,
    tossApiUrl: url('TOSS_API_URL', get('TOSS_API_URL'), ['http:', 'https:']),
    portone,
    virtualAccountHours: positiveInt('VIRTUAL_ACCOUNT_HOURS', get('VIRTUAL_ACCOUNT_HOURS')),
    unpaidOrderHours: positiveInt('UNPAID_ORDER_HOURS', get('UNPAID_ORDER_HOURS')),
    placementHoldSeconds: positiveInt('PLACEMENT_HOLD_SECONDS', get('PLACEMENT_HOLD_SECONDS')),
    deadlineSweepMs: positiveInt('DEADLINE_SWEEP_MS', get('DEADLINE_SWEEP_MS')),
    reconcileAfterSeconds: positiveInt(
      'PAYMENT_RECONCILE_AFTER_SECONDS',
      get('PAYMENT_RECONCILE_AFTER_SECONDS'),
    ),
    reconcileEveryMs: positiveInt('PAYMENT_RECONCILE_EVERY_MS', get('PAYMENT_RECONCILE_EVERY_MS')),
  };
}

function identityConfig(get: (name: ConfigName) => string, production: boolean): IdentityConfig {
  const provider = oneOf('IDENTITY_PROVIDER', get('IDENTITY_PROVIDER'), ['sandbox', 'portone'] as const);
  if (production && provider === 'sandbox' && get('PAYMENT_SANDBOX_ALLOWED') !== 'true')
    throw new ConfigError(
      'IDENTITY_PROVIDER=sandbox verifies anyone: set IDENTITY_PROVIDER=portone in production (or PAYMENT_SANDBOX_ALLOWED=true on a staging deployment)',
    );
  const portone = {
    apiUrl: url('PORTONE_API_URL', get('PORTONE_API_URL'), ['http:', 'https:']),
    apiSecret: get('PORTONE_API_SECRET'),
    storeId: get('PORTONE_STORE_ID'),
    channelKey: get('PORTONE_IDENTITY_CHANNEL_KEY'),
  };
  if (provider === 'portone')
    for (const [name, value] of [
      ['PORTONE_API_SECRET', portone.apiSecret],
      ['PORTONE_STORE_ID', portone.storeId],
      ['PORTONE_IDENTITY_CHANNEL_KEY', portone.channelKey],
    ] as const)
      if (!value) throw new ConfigError(`${name} is required when IDENTITY_PROVIDER=portone`);
  return { provider, portone };
}

function portoneConfig(get: (name: ConfigName) => string, required: boolean): PortOneConfig {
  const value = (
    name: 'PORTONE_API_SECRET' | 'PORTONE_STORE_ID' | 'PORTONE_CHANNEL_KEY' | 'PORTONE_WEBHOOK_SECRET',
  ) => {
    const v = get(name);
    if (required && !v) throw new ConfigError(`${name} is required when PAYMENT_PROVIDER=portone`);
    return v;
  };
  const channelKeys: Record<string, string> = {};
  for (const entry of get('PORTONE_CHANNEL_KEYS')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [name, key] = entry.split('=').map((p) => p.trim());
    if (!name || !key || !(PORTONE_CHANNEL_NAMES as readonly string[]).includes(name))
      throw new ConfigError(
        `PORTONE_CHANNEL_KEYS: "${name ?? entry}" is not one of ${PORTONE_CHANNEL_NAMES.join(', ')} (NAME=channel-key)`,
      );
    channelKeys[name] = key;
  }
  return {
    apiSecret: value('PORTONE_API_SECRET'),
    storeId: value('PORTONE_STORE_ID'),
    channelKey: value('PORTONE_CHANNEL_KEY'),
    channelKeys,
    webhookSecret: value('PORTONE_WEBHOOK_SECRET'),
    apiUrl: url('PORTONE_API_URL', get('PORTONE_API_URL'), ['http:', 'https:']),
  };
}

function storageConfig(get: (name: ConfigName) => string): StorageConfig {
  const kind = oneOf('STORAGE', get('STORAGE'), ['local', 's3'] as const);
  const bucket = get('S3_BUCKET');
  if (kind === 's3' && !bucket) throw new ConfigError('S3_BUCKET is required when STORAGE=s3');
  return {
    kind,
    dir: get('STORAGE_DIR'),
    s3: {
      bucket,
      region: get('S3_REGION'),
      endpoint: get('S3_ENDPOINT') ? url('S3_ENDPOINT', get('S3_ENDPOINT'), ['http:', 'https:']) : null,
    },
    maxBytes: positiveInt('UPLOAD_MAX_MB', get('UPLOAD_MAX_MB')) * 1024 * 1024,
    unattachedHours: positiveInt('UPLOAD_UNATTACHED_HOURS', get('UPLOAD_UNATTACHED_HOURS')),
    rateLimitPerMinute: positiveInt('UPLOAD_RATE_LIMIT', get('UPLOAD_RATE_LIMIT')),
    maxUnattached: positiveInt('UPLOAD_MAX_UNATTACHED', get('UPLOAD_MAX_UNATTACHED')),
    decodeConcurrency: positiveInt('UPLOAD_DECODE_CONCURRENCY', get('UPLOAD_DECODE_CONCURRENCY')),
    decodeMegapixels: positiveInt('UPLOAD_DECODE_MEGAPIXELS', get('UPLOAD_DECODE_MEGAPIXELS')),
    decodeQueue: nonNegativeInt('UPLOAD_DECODE_QUEUE', get('UPLOAD_DECODE_QUEUE')),
  };
}

function socialConfig(get: (name: ConfigName) => string): SocialConfig {
  const kakaoId = get('KAKAO_CLIENT_ID');
  const facebookId = get('FACEBOOK_CLIENT_ID');
  if (facebookId && !get('FACEBOOK_CLIENT_SECRET'))
    throw new ConfigError('FACEBOOK_CLIENT_SECRET is required with FACEBOOK_CLIENT_ID');
  const https = ['https:', 'http:'];
  return {
    kakao: kakaoId
      ? {
          clientId: kakaoId,
          clientSecret: get('KAKAO_CLIENT_SECRET'),
          issuer: url('KAKAO_ISSUER', get('KAKAO_ISSUER'), https),
        }
      : null,
    facebook: facebookId
      ? {
          clientId: facebookId,
          clientSecret: get('FACEBOOK_CLIENT_SECRET'),
          authUrl: url('FACEBOOK_AUTH_URL', get('FACEBOOK_AUTH_URL'), https),
          tokenUrl: url('FACEBOOK_TOKEN_URL', get('FACEBOOK_TOKEN_URL'), https),
          graphUrl: url('FACEBOOK_GRAPH_URL', get('FACEBOOK_GRAPH_URL'), https),
        }
      : null,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const get = (name: ConfigName): string => {
    const v = env[name];
    return v === undefined || v === '' ? CONFIG_VARIABLES.find((c) => c.name === name)!.default : v;
  };
  const port = Number(get('PORT'));
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT=${get('PORT')} is not a port`);
  const nodeEnv = get('NODE_ENV');
  const publicUrl = url('PUBLIC_URL', get('PUBLIC_URL'), ['http:', 'https:']);
  return {
    nodeEnv,
    production: nodeEnv === 'production',
    host: get('HOST'),
    port,
    databaseUrl: url('DATABASE_URL', get('DATABASE_URL'), ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', get('REDIS_URL'), ['redis:', 'rediss:']),
    redisPrefix: get('REDIS_PREFIX').replace(/:+$/, ''),
    eventStore: oneOf('EVENT_STORE', get('EVENT_STORE'), ['postgres', 'eventstoredb'] as const),
    esdbUrl: kurrentDbConnectionString('ESDB_URL', get('ESDB_URL')),
    webDist: get('WEB_DIST'),
    logLevel: oneOf('LOG_LEVEL', get('LOG_LEVEL'), LOG_LEVELS),
    logFormat: logFormat(get('LOG_FORMAT'), nodeEnv === 'production'),
    trustProxy: trustProxy(get('TRUST_PROXY')),
    auth: authConfig(get, nodeEnv === 'production'),
    dormancyDays: positiveInt('DORMANCY_DAYS', get('DORMANCY_DAYS')),
    mail: {
      smtpUrl: get('SMTP_URL') ? url('SMTP_URL', get('SMTP_URL'), ['smtp:', 'smtps:']) : null,
      from: get('MAIL_FROM'),
      publicUrl,
    },
    payment: paymentConfig(get, nodeEnv === 'production'),
    identity: identityConfig(get, nodeEnv === 'production'),
    cardData: cardDataConfig(get),
    http: {
      secureCookies: nodeEnv === 'production' || publicUrl.startsWith('https:'),
      hsts: nodeEnv === 'production',
    },
    storage: storageConfig(get),
    auditExportMaxDays: positiveInt('AUDIT_EXPORT_MAX_DAYS', get('AUDIT_EXPORT_MAX_DAYS')),
    social: socialConfig(get),
    readYourWritesWaitMs: positiveInt('READ_YOUR_WRITES_WAIT_MS', get('READ_YOUR_WRITES_WAIT_MS')),
    workerHeartbeatMs: positiveInt('WORKER_HEARTBEAT_MS', get('WORKER_HEARTBEAT_MS')),
    workerStaleMs: positiveInt('WORKER_STALE_MS', get('WORKER_STALE_MS')),
    jobScheduleCheckMs: positiveInt('JOB_SCHEDULE_CHECK_MS', get('JOB_SCHEDULE_CHECK_MS')),
    faultPoints: faultPoints(get('FAULT_POINTS'), nodeEnv === 'production'),
    testClock: testClock(get('TEST_CLOCK'), nodeEnv === 'production'),
    serviceHosts: serviceHosts(get('SERVICE_HOSTS')),
    company: companyConfig(get),
  };
}

function testClock(value: string, production: boolean): boolean {
  const on = value.trim() === 'true';
  if (production && on)
    throw new ConfigError(
      'TEST_CLOCK moves deadlines on request: tests only, never with NODE_ENV=production',
    );
  return on;
}

function serviceHosts(value: string): ReadonlyMap<string, ServiceCountry> {
  try {
    return parseServiceHosts(value);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function faultPoints(value: string, production: boolean): string[] {
  const points = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (production && points.length)
    throw new ConfigError(
      'FAULT_POINTS kills the process on purpose: tests only, never with NODE_ENV=production',
    );
  return points;
}
