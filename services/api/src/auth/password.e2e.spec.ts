import { bootTestApp } from '../testing/booted-test-app';
import { createMember, lastMessage, logIn, TEST_PASSWORD } from './testing/member-session.testing';

const tokenIn = (body: string) => decodeURIComponent(/token=([^\s]+)/.exec(body)![1]!);

describe('password reset by mail and password change', () => {
  const t = bootTestApp('password', { AUTH_RATE_LIMIT: '1000', PUBLIC_URL: 'https://slabworks.test' });
  const sendMail = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/send-password-change-email',
      headers: { 'x-lang': 'en' },
      payload: { email },
    });
  const byMail = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/auth/password-by-mail',
      headers: { 'x-lang': 'en' },
      payload,
    });

  it('answers the same for an unknown address and a member, and mails the member a single-use link', async () => {
    const m = await createMember(t);
    const known = await sendMail(m.email);
    const unknown = await sendMail('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const mail = await lastMessage(t, m.email);
    expect(mail.subject).toBe('[Slabworks] Reset your password');
    expect(mail.body).toContain('https://slabworks.test/reset-password?token=');
    const token = tokenIn(mail.body);
    const session = await logIn(t, m.email, TEST_PASSWORD);

    const same = await byMail({ token, password: TEST_PASSWORD });
    expect(same.json()).toMatchObject({
      code: 'AUTH.SAME_PASSWORD',
      message: 'The new password must differ from the current one.',
    });
    const weak = await byMail({ token, password: 'weak' });
    expect(weak.json().code).toBe('VALIDATION_FAILED');

    const ok = await byMail({ token, password: 'Brand#New99', passwordConfirmation: 'Brand#New99' });
    expect(ok.statusCode).toBe(200);
    const reused = await byMail({ token, password: 'Other#New99' });
    expect(reused.json()).toMatchObject({ code: 'AUTH.RESET_LINK_INVALID' });

    // Every session ended; the new password works, the old one does not.
    const renew = await t.app.inject({
      method: 'POST',
      url: '/api/login/renew',
      payload: { refreshToken: session.cookies.rft },
    });
    expect(renew.statusCode).toBe(401);
    await logIn(t, m.email, 'Brand#New99');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: m.email, password: TEST_PASSWORD },
    });
    expect(old.json().code).toBe('AUTH.WRONG_CREDENTIALS');
  });

  it('refuses an expired link', async () => {
    const m = await createMember(t);
    await sendMail(m.email);
    const token = tokenIn((await lastMessage(t, m.email)).body);
    await t.dataSource.query(`UPDATE password_reset_token SET expires_at = now() - interval '1 second'`);
    const res = await byMail({ token, password: 'Brand#New99' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('AUTH.RESET_LINK_INVALID');
  });

  it('tells a social account by mail, never in the answer', async () => {
    const m = await createMember(t);
    await t.dataSource.query(
      `UPDATE member SET password_hash = NULL, social_provider = 'kakao', social_id = 'k1' WHERE id = $1`,
      [m.id],
    );
    const res = await sendMail(m.email);
    expect(res.statusCode).toBe(200);
    expect((await lastMessage(t, m.email)).body).toContain('social log-in account');
  });

  it('refuses a malformed e-mail with a field error', async () => {
    const res = await sendMail('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({ field: 'email', rule: 'email' });
  });

  describe('change password (signed in)', () => {
    const change = (headers: Record<string, string>, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/member/password',
        headers: { ...headers, 'x-lang': 'en' },
        payload,
      });

    it('needs the right current password and a different new one; other sessions end, this one stays', async () => {
      const m = await createMember(t);
      const here = await logIn(t, m.email, TEST_PASSWORD);
      const elsewhere = await logIn(t, m.email, TEST_PASSWORD);
      const wrong = await change(here.headers, { currentPassword: 'Wrong#123', password: 'Brand#New99' });
      expect(wrong.json()).toMatchObject({
        code: 'AUTH.CURRENT_PASSWORD_WRONG',
        message: 'Your current password is wrong.',
      });
      const same = await change(here.headers, { currentPassword: TEST_PASSWORD, password: TEST_PASSWORD });
      expect(same.json().code).toBe('AUTH.SAME_PASSWORD');
      const missing = await change(here.headers, { password: 'Brand#New99' });
      expect(missing.json().data.fields[0]).toMatchObject({ field: 'currentPassword', rule: 'required' });
      const ok = await change(here.headers, {
        currentPassword: TEST_PASSWORD,
        password: 'Brand#New99',
        passwordConfirmation: 'Brand#New99',
      });
      expect(ok.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/member/profile', headers: here.headers })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/member/profile', headers: elsewhere.headers }))
          .statusCode,
      ).toBe(401);
    });

    it('refuses social accounts', async () => {
      const m = await createMember(t);
      const s = await logIn(t, m.email, TEST_PASSWORD);
      await t.dataSource.query(
        `UPDATE member SET password_hash = NULL, social_provider = 'kakao', social_id = 'k2' WHERE id = $1`,
        [m.id],
      );
      const res = await change(s.headers, { currentPassword: TEST_PASSWORD, password: 'Brand#New99' });
      expect(res.json()).toMatchObject({
        code: 'AUTH.SOCIAL_ACCOUNT_PASSWORD',
        message: 'Social log-in accounts cannot change their password.',
      });
    });
  });
});
