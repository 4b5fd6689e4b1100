import type Redis from 'ioredis';
import { REDIS } from '../redis';
import { sandboxDeposit } from '../payment/testing';
import { bootTestApp } from '../testing/booted-test-app';

describe('rate limits on sensitive endpoints (Redis-backed)', () => {
  const t = bootTestApp('throttle', { AUTH_RATE_LIMIT: '3', LOGIN_LOCK_ATTEMPTS: '100' });

  it('answers 429 after AUTH_RATE_LIMIT log-ins a minute from one address, counted in Redis', async () => {
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-lang': 'en' },
        payload: { email: `brute${i}@example.com`, password: 'Guess#1234' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toMatchObject({
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many requests. Please try again shortly.',
        });
    }
    expect(codes).toEqual([400, 400, 400, 429, 429]);
    const keys = await t.app.get<Redis>(REDIS).keys(`${t.config.redisPrefix}:{throttle:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('counts each endpoint apart: sign-up, code checks and reset mail have their own budget', async () => {
    for (const [url, payload] of [
      ['/api/member/verify-email-code', { email: 'a@example.com', code: '123456' }],
      ['/api/auth/send-password-change-email', { email: 'a@example.com' }],
    ] as const) {
      const codes = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
      expect(codes[3]).toBe(429);
      expect(codes.slice(0, 3)).not.toContain(429);
    }
  });
});

describe('production refuses development pages', () => {
  const t = bootTestApp('mailbox_prod', {
    NODE_ENV: 'production',
    AUTH_SECRET: 'p'.repeat(40),
    PAYMENT_SANDBOX_ALLOWED: 'true', // a staging-like production: the sandbox page must still be refused
    PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
  });

  it('answers 404 at /api/dev/mailbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a@example.com' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/page' })).statusCode).toBe(404);
  });

  it('answers 404 at the payment sandbox deposit page, even where the sandbox provider is allowed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/sandbox' })).statusCode).toBe(404);
    const deposit = {
      accountNumber: '12345678',
      amount: 1000,
      depositorAccount: '11122233344',
      depositorName: 'x',
    };
    const res = await sandboxDeposit(t, deposit);
    expect(res.statusCode).toBe(404);
  });
});
