import { bootTestApp } from '../testing/booted-test-app';
import { codeIn, lastMessage, TEST_PASSWORD } from '../auth/testing';

const consents = { terms: true, privacy: true, over14: true, crossBorder: true, advertising: false };
let n = 0;
const form = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    nickname: `카드수집${n}`,
    email: `Collector${n}@Example.com`,
    password: TEST_PASSWORD,
    passwordConfirmation: TEST_PASSWORD,
    phone: `010-1234-${String(1000 + n)}`,
    consents,
    ...over,
  };
};

describe('sign-up and e-mail verification', () => {
  const t = bootTestApp('signup', { AUTH_RATE_LIMIT: '1000' });
  const signUp = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/member/signup',
      headers: { 'x-lang': 'en', ...headers },
      payload: payload as object,
    });
  const count = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM member`))[0].n);

  it('signs up, stores consents with versions, mails a 6-digit code, then verifies and logs in', async () => {
    // Through the Taiwan service: a Taiwan member, with a Taiwan mobile number.
    const body = form({ phone: '+886 912 345 678' });
    const res = await signUp(body, { 'country-code': 'TW' });
    expect(res.statusCode).toBe(201);
    expect(
      (
        await t.dataSource.query(`SELECT support_region, phone FROM member WHERE id = $1`, [
          res.json().data.id,
        ])
      )[0],
    ).toEqual({ support_region: 'TW', phone: '0912345678' });
    const email = body.email.toLowerCase();
    expect(res.json().data).toMatchObject({ email, emailVerified: false });
    const id = res.json().data.id;
    const consentsRows = await t.dataSource.query(
      `SELECT kind, agreed, document_version, decided_at FROM member_consent WHERE member_id = $1 ORDER BY kind`,
      [id],
    );
    expect(consentsRows.map((r: { kind: string; agreed: boolean }) => [r.kind, r.agreed])).toEqual([
      ['ADVERTISING', false],
      ['CROSS_BORDER_TRANSFER', true],
      ['OVER_14', true],
      ['PRIVACY', true],
      ['TERMS', true],
    ]);
    expect(consentsRows[0].document_version).toMatch(/\d{4}-\d{2}-\d{2}/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.json().code).toBe('AUTH.EMAIL_NOT_VERIFIED');

    const mail = await lastMessage(t, email);
    expect(mail.subject).toBe('[Slabworks] Your e-mail verification code');
    const code = codeIn(mail.body);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/member/verify-email-code',
      headers: { 'x-lang': 'en' },
      payload: { email, code: wrongCode },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VERIFICATION.CODE_WRONG',
      message: 'The verification code is wrong.',
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/member/verify-email-code',
      payload: { email, code },
    });
    expect(ok.json().data).toEqual({ emailVerified: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/member/verify-email-code',
      payload: { email, code },
    });
    expect(again.json().code).toBe('VERIFICATION.CODE_EXPIRED');

    const loggedIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().data).toMatchObject({
      supportRegionId: 'TW',
      emailVerified: true,
      mbNick: body.nickname,
    });
  });

  it('burns the code after 5 wrong attempts', async () => {
    const body = form();
    await signUp(body);
    const email = body.email.toLowerCase();
    const code = codeIn((await lastMessage(t, email)).body);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/member/verify-email-code',
        payload: { email, code: wrongCode },
      });
      codes.push(r.json().code);
    }
    expect(codes).toEqual([...Array(4).fill('VERIFICATION.CODE_WRONG'), 'VERIFICATION.TOO_MANY_ATTEMPTS']);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/member/verify-email-code',
      payload: { email, code },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('VERIFICATION.TOO_MANY_ATTEMPTS');
  });

  it('answers a resend request the same for unknown and unverified addresses', async () => {
    const body = form();
    await signUp(body);
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/member/send-email-code', payload: { email } });
    // The sign-up mail took the 30 s slot of the known address; a stranger's first ask takes the other's.
    const unknown = await send('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect((await send('nobody@example.com')).body).toBe((await send(body.email)).body);
  });

  it.each([
    ['nickname too short', { nickname: 'a' }, 'nickname', 'minLength'],
    ['nickname too long', { nickname: 'a'.repeat(33) }, 'nickname', 'maxLength'],
    ['nickname with symbols', { nickname: 'card!!' }, 'nickname', 'pattern'],
    ['missing e-mail', { email: '' }, 'email', 'required'],
    ['malformed e-mail', { email: 'not-an-email' }, 'email', 'email'],
    ['password too short', { password: 'Ab#1234', passwordConfirmation: 'Ab#1234' }, 'password', 'minLength'],
    [
      'password too long',
      { password: `Ab#1${'x'.repeat(61)}`, passwordConfirmation: `Ab#1${'x'.repeat(61)}` },
      'password',
      'maxLength',
    ],
    [
      'password without a digit',
      { password: 'Abcdefg#', passwordConfirmation: 'Abcdefg#' },
      'password',
      'pattern',
    ],
    [
      'password without a special',
      { password: 'Abcdefg1', passwordConfirmation: 'Abcdefg1' },
      'password',
      'pattern',
    ],
    ['confirmation differs', { passwordConfirmation: 'Other#123' }, 'passwordConfirmation', 'mismatch'],
    ['bad phone', { phone: 'call me' }, 'phone', 'pattern'],
    [
      'terms not accepted',
      { consents: { ...consents, terms: false } },
      'consents.terms',
      'agreementRequired',
    ],
    [
      'privacy not accepted',
      { consents: { ...consents, privacy: false } },
      'consents.privacy',
      'agreementRequired',
    ],
    ['under 14', { consents: { ...consents, over14: false } }, 'consents.over14', 'agreementRequired'],
    [
      'cross-border not accepted',
      { consents: { ...consents, crossBorder: undefined } },
      'consents.crossBorder',
      'agreementRequired',
    ],
    ['wrong type', { nickname: 42 }, 'nickname', 'isString'],
    ['unknown field', { role: 'ADMIN' }, 'role', 'whitelist'],
  ])('refuses %s with a field error and stores nothing', async (_label, over, field, rule) => {
    const before = await count();
    const res = await signUp(form(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().data.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, rule })]),
    );
    expect(await count()).toBe(before);
  });

  it('translates field errors (ko, en, tw)', async () => {
    const bad = form({ consents: { ...consents, over14: false } });
    const ko = await signUp(bad, { 'x-lang': 'ko' });
    expect(ko.json().data.fields[0].message).toBe('만 14세 이상 확인에 동의해 주세요.');
    const tw = await signUp(bad, { 'x-lang': 'tw' });
    expect(tw.json().data.fields[0].message).toBe('請同意年滿 14 歲確認。');
    const en = await signUp(form({ password: 'short' }), { 'x-lang': 'en' });
    expect(en.json().data.fields[0].message).toBe('Password must be at least 8 characters.');
  });

  it('accepts a 64-character passphrase of Korean syllables (192 bytes, no truncation)', async () => {
    const pass = `Ab1#${'나'.repeat(60)}`;
    const body = form({ password: pass, passwordConfirmation: pass });
    expect((await signUp(body)).statusCode).toBe(201);
    const email = body.email.toLowerCase();
    await t.dataSource.query(`UPDATE member SET email_verified_at = now() WHERE email = $1`, [email]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: pass.slice(0, 63) },
    });
    expect(cut.json().code).toBe('AUTH.WRONG_CREDENTIALS');
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: pass },
    });
    expect(whole.statusCode).toBe(200);
  });

  it('refuses a taken e-mail (any case) and a taken phone (any spelling)', async () => {
    const body = form();
    await signUp(body);
    const sameEmail = await signUp(form({ email: body.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'MEMBER.EMAIL_TAKEN',
      message: 'This e-mail is already registered.',
    });
    const samePhone = await signUp(form({ phone: body.phone.replace(/-/g, '') }));
    expect(samePhone.json()).toMatchObject({
      code: 'MEMBER.EMAIL_OR_PHONE_TAKEN',
      message: 'This e-mail or phone number is already registered.',
    });
  });

  it('wants a number of the service it signs up through', async () => {
    const onTw = await signUp(form(), { 'country-code': 'TW' });
    expect(onTw.statusCode).toBe(400);
    expect(onTw.json().data.fields).toMatchObject([{ field: 'phone', rule: 'twPhone' }]);
    const onKr = await signUp(form({ phone: '0912-345-679' }), { host: 'localhost:3000' });
    expect(onKr.json().data.fields).toMatchObject([{ field: 'phone', rule: 'krPhone' }]);
    const onTwHost = await signUp(form({ phone: '0912-345-680' }), { host: 'tw.localhost:3000' });
    expect(onTwHost.statusCode).toBe(201);
  });

  it('refuses an unknown country code', async () => {
    const res = await signUp(form(), { 'country-code': 'JP' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MEMBER.UNKNOWN_REGION');
  });
});
