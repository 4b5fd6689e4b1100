import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { fieldErrorsOf } from '@/lib/api/envelope';
import { loginMessages, messageFor } from '../forms/server-message';
import type { TFunction } from 'i18next';
import { authApi, type SignupRequest } from './auth-api';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

const NodeRequest = globalThis.Request;

// The app calls relative /api paths; Node's Request needs an origin, as a browser page would give it.
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
  }
}

let sent: Sent[] = [];
let answer: { status: number; body: unknown } = {
  status: 200,
  body: { code: 'OK', message: '', data: null },
};

beforeEach(() => {
  sent = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      sent.push({
        url: new URL(request.url).pathname,
        method: request.method,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const signup = {
  nickname: '카드수집가',
  email: 'collector@example.com',
  password: 'Slab#works2025',
  passwordConfirmation: 'Slab#works2025',
  phone: '010-1234-5678',
  consents: { terms: true, privacy: true, over14: true, crossBorder: true, advertising: false },
} satisfies SignupRequest;

describe('auth api slice', () => {
  it('posts sign-up to the Members API with the language and the CSRF header', async () => {
    const store = makeStore({ preferences: { language: 'en', currency: 'KRW' } });
    answer = {
      status: 201,
      body: { code: 'OK', message: '', data: { id: 'm1', email: signup.email, emailVerified: false } },
    };
    const result = await store.dispatch(authApi.endpoints.signup.initiate(signup));
    expect(result.data).toEqual({ id: 'm1', email: signup.email, emailVerified: false });
    expect(sent[0]).toMatchObject({ url: '/api/member/signup', method: 'POST', body: signup });
    expect(sent[0]?.headers.get('x-lang')).toBe('en');
    expect(sent[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('uses the spec paths for codes and passwords', async () => {
    const store = makeStore();
    await store.dispatch(authApi.endpoints.sendEmailCode.initiate({ email: signup.email }));
    await store.dispatch(authApi.endpoints.verifyEmailCode.initiate({ email: signup.email, code: '123456' }));
    await store.dispatch(authApi.endpoints.sendPasswordMail.initiate({ email: signup.email }));
    await store.dispatch(
      authApi.endpoints.resetPasswordByMail.initiate({
        token: 't',
        password: 'a',
        passwordConfirmation: 'a',
      }),
    );
    await store.dispatch(
      authApi.endpoints.changePassword.initiate({
        currentPassword: 'b',
        password: 'a',
        passwordConfirmation: 'a',
      }),
    );
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/member/send-email-code',
      'POST /api/member/verify-email-code',
      'POST /api/auth/send-password-change-email',
      'PATCH /api/auth/password-by-mail',
      'PATCH /api/member/password',
    ]);
  });

  it("hands the server's translated field errors to the form", async () => {
    const store = makeStore();
    answer = {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: '입력값을 확인해 주세요.',
        data: {
          fields: [{ field: 'nickname', rule: 'pattern', message: '닉네임 형식이 올바르지 않습니다.' }],
        },
      },
    };
    const result = await store.dispatch(authApi.endpoints.signup.initiate(signup));
    expect(fieldErrorsOf(result.error)).toEqual({ nickname: '닉네임 형식이 올바르지 않습니다.' });
  });

  it('words log-in refusals with our own keys and falls back to the server message', async () => {
    const store = makeStore();
    const t = ((key: string) => `t:${key}`) as unknown as TFunction<'auth'>;
    answer = { status: 400, body: { code: 'AUTH.WRONG_CREDENTIALS', message: 'server', data: null } };
    const wrong = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(messageFor(wrong.error, t, loginMessages, 'login.error.failed')).toBe(
      't:login.error.wrong-credentials',
    );
    answer = {
      status: 429,
      body: { code: 'AUTH.ACCOUNT_LOCKED', message: '15분 후 다시 시도해 주세요.', data: null },
    };
    const locked = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(messageFor(locked.error, t, loginMessages, 'login.error.failed')).toBe(
      '15분 후 다시 시도해 주세요.',
    );
  });
});
