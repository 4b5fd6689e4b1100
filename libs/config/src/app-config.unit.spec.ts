import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const portone = {
  IDENTITY_PROVIDER: 'portone',
  PORTONE_API_SECRET: 'ps',
  PORTONE_STORE_ID: 'store-1',
  PORTONE_IDENTITY_CHANNEL_KEY: 'channel-key-1',
};

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      eventStore: 'postgres',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/slabworks',
      redisUrl: 'redis://127.0.0.1:6379',
      production: false,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ EVENT_STORE: 'mongo' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
  });

  it('takes every KurrentDB connection string form (the client parses it in full when the adapter boots)', () => {
    for (const esdbUrl of [
      'kurrentdb://127.0.0.1:2113?tls=false',
      'esdb://kurrentdb:2113,kurrentdb-2:2113,kurrentdb-3:2113?tls=false',
      'kurrentdb+discover://cluster.example.com:2113',
      'kurrentdb://admin:secret@node1:2113,node2:2113?tls=true&tlsCAFile=/run/secrets/ca.crt',
      'kdb://127.0.0.1:2113',
    ])
      expect(loadConfig({ ESDB_URL: esdbUrl }).esdbUrl).toBe(esdbUrl);
    for (const wrong of ['http://127.0.0.1:2113', 'kurrentdb://', 'localhost:2113'])
      expect(() => loadConfig({ ESDB_URL: wrong })).toThrow(/ESDB_URL must start with kurrentdb:\/\//);
  });

  it('takes the cluster string of infra/docker/cluster.env, which is no URL', () => {
    const env = readFileSync(join(__dirname, '../../../infra/docker/cluster.env'), 'utf8');
    const esdbUrl = /^ESDB_URL=(.+)$/m.exec(env)?.[1];
    expect(esdbUrl).toMatch(/^kurrentdb:\/\/[^,]+,[^,]+,[^,]+\?/);
    expect(loadConfig({ ESDB_URL: esdbUrl }).esdbUrl).toBe(esdbUrl);
  });

  it('refuses a connection string without a scheme without quoting its password', () => {
    let message = '';
    try {
      loadConfig({ ESDB_URL: 'admin:s3cret@node1:2113,node2:2113' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^ESDB_URL must start with kurrentdb:\/\/.*\(got no scheme\)$/);
    expect(message).not.toContain('s3cret');
    expect(() => loadConfig({ ESDB_URL: 'http://admin:s3cret@node1:2113' })).toThrow(/\(got http:\/\/…\)$/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('reads account settings with safe defaults and refuses the development secret in production', () => {
    const c = loadConfig({});
    expect(c.auth).toMatchObject({ accessTokenMinutes: 15, refreshTokenDays: 30, loginLockAttempts: 10 });
    expect(c.dormancyDays).toBe(365);
    expect(c.mail.smtpUrl).toBeNull();
    expect(loadConfig({ DORMANCY_DAYS: '30', SMTP_URL: 'smtp://mail:25' })).toMatchObject({
      dormancyDays: 30,
      mail: { smtpUrl: 'smtp://mail:25' },
    });
    expect(() => loadConfig({ DORMANCY_DAYS: '0' })).toThrow(/DORMANCY_DAYS/);
    const toss = {
      PAYMENT_PROVIDER: 'toss',
      TOSS_SECRET_KEY: 'test_sk_x',
      TOSS_CLIENT_KEY: 'test_ck_x',
      ...portone,
    };
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'toss', TOSS_SECRET_KEY: 'test_sk_x' })).toThrow(
      /TOSS_CLIENT_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...toss })).toThrow(/AUTH_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ...toss }).auth.secret,
    ).toHaveLength(32);
  });
});

// Production with a real payment provider: what the identity and http settings are checked against.
const PRODUCTION_WITH_TOSS = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  PAYMENT_PROVIDER: 'toss',
  TOSS_SECRET_KEY: 'k',
  TOSS_CLIENT_KEY: 'c',
};

describe('identity provider', () => {
  const prod = PRODUCTION_WITH_TOSS;
  it('refuses the sandbox (it verifies anyone) in production unless a staging deployment allows sandboxes', () => {
    expect(loadConfig({}).identity.provider).toBe('sandbox');
    expect(() => loadConfig(prod)).toThrow(/IDENTITY_PROVIDER=sandbox/);
    expect(loadConfig({ ...prod, ...portone }).identity).toEqual({
      provider: 'portone',
      portone: {
        apiUrl: 'https://api.portone.io',
        apiSecret: 'ps',
        storeId: 'store-1',
        channelKey: 'channel-key-1',
      },
    });
  });
  it.each(['PORTONE_API_SECRET', 'PORTONE_STORE_ID', 'PORTONE_IDENTITY_CHANNEL_KEY'])(
    'refuses portone without %s',
    (name) => {
      expect(() => loadConfig({ ...portone, [name]: '' })).toThrow(new RegExp(name));
    },
  );
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so X-Forwarded-For cannot be forged', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });
  it('accepts a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('payment provider in production', () => {
  const prod = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
  it('refuses the sandbox, which books payments without moving money', () => {
    expect(() => loadConfig(prod)).toThrow(/PAYMENT_PROVIDER=sandbox/);
  });
  it('allows it only when a staging deployment says so, with a webhook secret of its own', () => {
    const staging = { ...prod, PAYMENT_SANDBOX_ALLOWED: 'true' };
    expect(() => loadConfig(staging)).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(loadConfig({ ...staging, PAYMENT_WEBHOOK_SECRET: 's'.repeat(40) }).payment.provider).toBe(
      'sandbox',
    );
    expect(() => loadConfig({ ...prod, PAYMENT_SANDBOX_ALLOWED: 'yes' })).toThrow(/PAYMENT_SANDBOX_ALLOWED/);
  });
});

describe('PAYMENT_PROVIDER=portone', () => {
  const portone = {
    PAYMENT_PROVIDER: 'portone',
    PORTONE_API_SECRET: 'api-secret',
    PORTONE_STORE_ID: 'store-1',
    PORTONE_CHANNEL_KEY: 'channel-key-card',
    PORTONE_WEBHOOK_SECRET: 'whsec_c2VjcmV0',
  };
  it.each(['PORTONE_API_SECRET', 'PORTONE_STORE_ID', 'PORTONE_CHANNEL_KEY', 'PORTONE_WEBHOOK_SECRET'])(
    'refuses to start without %s, naming it and never echoing a secret',
    (name) => {
      const env: Record<string, string> = { ...portone, [name]: '' };
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(`${name} is required when PAYMENT_PROVIDER=portone`);
    },
  );
  it('reads per-method channels and refuses a method it does not know', () => {
    const c = loadConfig({
      ...portone,
      PORTONE_CHANNEL_KEYS: 'KAKAOPAY=channel-key-kakao, VIRTUAL_ACCOUNT=channel-key-va',
    });
    expect(c.payment.provider).toBe('portone');
    expect(c.payment.portone).toEqual({
      apiSecret: 'api-secret',
      storeId: 'store-1',
      channelKey: 'channel-key-card',
      channelKeys: { KAKAOPAY: 'channel-key-kakao', VIRTUAL_ACCOUNT: 'channel-key-va' },
      webhookSecret: 'whsec_c2VjcmV0',
      apiUrl: 'https://api.portone.io',
    });
    expect(() => loadConfig({ ...portone, PORTONE_CHANNEL_KEYS: 'PAYPAL=channel-key-x' })).toThrow(
      /PORTONE_CHANNEL_KEYS: "PAYPAL"/,
    );
    // The sandbox and Toss need none of it.
    expect(loadConfig({}).payment.portone.apiSecret).toBe('');
  });
});

describe('http hardening settings', () => {
  const prod = { ...PRODUCTION_WITH_TOSS, ...portone };
  it('makes cookies Secure in production or behind an https public address, and sends HSTS in production only', () => {
    expect(loadConfig({}).http).toEqual({ secureCookies: false, hsts: false });
    expect(loadConfig({ PUBLIC_URL: 'https://slabworks.example' }).http).toEqual({
      secureCookies: true,
      hsts: false,
    });
    expect(loadConfig(prod).http).toEqual({ secureCookies: true, hsts: true });
  });
  it('reads the refresh grace window, 0 turning it off', () => {
    expect(loadConfig({}).auth.refreshGraceSeconds).toBe(10);
    expect(loadConfig({ REFRESH_GRACE_SECONDS: '0' }).auth.refreshGraceSeconds).toBe(0);
    expect(() => loadConfig({ REFRESH_GRACE_SECONDS: '-1' })).toThrow(/REFRESH_GRACE_SECONDS/);
  });
  it('takes fault points in tests and refuses them in production (issue #31 crash tests)', () => {
    expect(loadConfig({}).faultPoints).toEqual([]);
    expect(loadConfig({ FAULT_POINTS: 'placing.reserved, placing.appended' }).faultPoints).toEqual([
      'placing.reserved',
      'placing.appended',
    ]);
    expect(() => loadConfig({ ...prod, FAULT_POINTS: 'placing.reserved' })).toThrow(/FAULT_POINTS/);
    expect(loadConfig(prod).payment).toMatchObject({ unpaidOrderHours: 24, placementHoldSeconds: 300 });
  });
  it('moves the deadline clock only under test, never in production (issue #31 journeys)', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(() => loadConfig({ ...prod, TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig(prod).payment).toMatchObject({ reconcileAfterSeconds: 300, reconcileEveryMs: 60_000 });
  });
});
