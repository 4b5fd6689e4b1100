import { bootTestApp } from '../testing/booted-test-app';
import { codeIn, createMember, lastMessage, logIn, signedInMember, TEST_PASSWORD } from '../auth/testing';
import { UNFINISHED_ORDERS, type UnfinishedOrdersPort } from './withdrawal/unfinished-orders.port';

describe('roles, region, dormancy, withdrawal, profile', () => {
  const t = bootTestApp('account', { AUTH_RATE_LIMIT: '1000' });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-lang': 'en', ...headers }, payload });

  describe('staff areas', () => {
    it('refuses members and VIPs on /api/console/* and /api/audit/*, admits the right staff', async () => {
      const target = await createMember(t);
      const who = {
        MEMBER: await signedInMember(t),
        VIP: await signedInMember(t, { role: 'VIP', discountRateBp: 500 }),
        OPERATOR: await signedInMember(t, { role: 'OPERATOR' }),
        AUDITOR: await signedInMember(t, { role: 'AUDITOR' }),
        ADMIN: await signedInMember(t, { role: 'ADMIN' }),
      };
      const status = async (url: string) =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(who).map(async ([role, s]) => [role, (await get(url, s.headers)).statusCode]),
          ),
        );
      expect(await status(`/api/console/members/${target.id}`)).toEqual({
        MEMBER: 403,
        VIP: 403,
        OPERATOR: 200,
        AUDITOR: 403,
        ADMIN: 200,
      });
      expect(await status(`/api/audit/members/${target.id}`)).toEqual({
        MEMBER: 403,
        VIP: 403,
        OPERATOR: 403,
        AUDITOR: 200,
        ADMIN: 200,
      });
      expect((await get(`/api/console/members/${target.id}`)).statusCode).toBe(401);
      const refused = await get(`/api/console/members/${target.id}`, {
        ...who.MEMBER.headers,
        'x-lang': 'en',
      });
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have access to this.' });
    });

    it('shows a VIP its own discount rate and mbType', async () => {
      const vip = await signedInMember(t, { role: 'VIP', discountRateBp: 750 });
      const me = (await get('/api/login', vip.headers)).json().data;
      expect(me).toMatchObject({
        mbType: 'VIP',
        role: 'VIP',
        membership: { discountRateBp: 750, discountRate: 0.075 },
      });
    });
  });

  describe('region', () => {
    it('lets an account order only in the service of its own country', async () => {
      const kr = await signedInMember(t, { region: 'KR' });
      expect(
        (await get('/api/member/can-order', { ...kr.headers, 'country-code': 'KR' })).json().data,
      ).toEqual({ canOrder: true, region: 'KR' });
      const tw = await get('/api/member/can-order', {
        ...kr.headers,
        'country-code': 'TW',
        'x-lang': 'en',
      });
      expect(tw.statusCode).toBe(403);
      expect(tw.json()).toMatchObject({
        code: 'MEMBER.REGION_MISMATCH',
        message:
          'This account belongs to the Korean service, so it cannot order here. Please order on the Korean site.',
        data: { memberRegion: 'KR', region: 'TW' },
      });
    });

    it('takes the service from the host when the country-code header is absent', async () => {
      const tw = await signedInMember(t, { region: 'TW' });
      const onTwHost = await get('/api/member/can-order', { ...tw.headers, host: 'tw.localhost:3000' });
      expect(onTwHost.json().data).toEqual({ canOrder: true, region: 'TW' });
      const onKrHost = await get('/api/member/can-order', {
        ...tw.headers,
        host: 'localhost:3000',
        'x-lang': 'tw',
      });
      expect(onKrHost.statusCode).toBe(403);
      expect(onKrHost.json().message).toBe('此帳號屬於台灣服務，無法在此下單。請至台灣網站下單。');
    });

    it('refuses an unknown country-code header with 400', async () => {
      const kr = await signedInMember(t, { region: 'KR' });
      const res = await get('/api/member/can-order', { ...kr.headers, 'country-code': 'JP' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('MEMBER.UNKNOWN_REGION');
    });
  });

  describe('dormancy', () => {
    it('lets a dormant member log in and restore, and nothing else', async () => {
      const m = await createMember(t);
      await t.dataSource.query(`UPDATE member SET dormant_since = now() WHERE id = $1`, [m.id]);
      const s = await logIn(t, m.email, TEST_PASSWORD);
      expect((s.body as { data: { mbStatus: string } }).data.mbStatus).toBe('DORMANCY');
      expect(JSON.parse(s.cookies.user!).mbStatus).toBe('DORMANCY');
      const profile = await get('/api/member/profile', { ...s.headers, 'x-lang': 'en' });
      expect(profile.statusCode).toBe(403);
      expect(profile.json()).toMatchObject({
        code: 'MEMBER.DORMANT',
        message: 'This account is dormant. Please reactivate it first.',
      });
      expect((await get('/api/member/addresses', s.headers)).json().code).toBe('MEMBER.DORMANT');
      expect((await post('/api/member/checkMbStatus', s.headers, { email: m.email })).json().data).toEqual({
        mbStatus: 'DORMANCY',
      });
      expect(
        (await post('/api/member/checkMbStatus', s.headers, { email: 'other@example.com' })).statusCode,
      ).toBe(404);

      const restored = await post('/api/member/restore-dormancy', s.headers);
      expect(restored.json().data.mbStatus).toBe('APPROVED');
      expect((await get('/api/member/profile', s.headers)).statusCode).toBe(200);
      const [row] = await t.dataSource.query(
        `SELECT dormant_since, last_login_at FROM member WHERE id = $1`,
        [m.id],
      );
      expect(row.dormant_since).toBeNull();
      expect(row.last_login_at).not.toBeNull();
    });
  });

  describe('withdrawal', () => {
    it('is refused while orders are unfinished, then erases the member and bars the e-mail for good', async () => {
      const m = await createMember(t);
      const s = await logIn(t, m.email, TEST_PASSWORD);
      await post('/api/member/addresses', s.headers, {
        name: '집',
        recipient: '홍길동',
        phone: '010-1234-5678',
        postalCode: '06236',
        address1: '서울 강남구 테헤란로 1',
      });
      const port = t.app.get<UnfinishedOrdersPort>(UNFINISHED_ORDERS, { strict: false });
      const open = {
        orderId: 'o-1',
        orderNumber: 'G261123-000001',
        status: 'PROCESSING',
        displayStage: 'GRADING',
      };
      port.use({ listUnfinished: async (id) => (id === m.id ? [open, { ...open, orderId: 'o-2' }] : []) });
      const blocked = await post('/api/member/withdrawal', s.headers);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json()).toMatchObject({
        code: 'MEMBER.WITHDRAWAL_BLOCKED',
        message: 'You cannot withdraw while orders are still open.',
        data: { orders: [open, { ...open, orderId: 'o-2' }] },
      });
      port.use({ listUnfinished: async () => [] });

      const done = await post('/api/member/withdrawal', s.headers);
      expect(done.statusCode).toBe(200);
      const [row] = await t.dataSource.query(
        `SELECT status, email, nickname, password_hash FROM member WHERE id = $1`,
        [m.id],
      );
      expect(row).toEqual({ status: 'WITHDRAWN', email: null, nickname: null, password_hash: null });
      expect(
        Number(
          (
            await t.dataSource.query(`SELECT count(*) AS n FROM member_address WHERE member_id = $1`, [m.id])
          )[0].n,
        ),
      ).toBe(0);
      expect((await get('/api/member/profile', s.headers)).statusCode).toBe(401);

      const login = await post('/api/login', {}, { email: m.email, password: TEST_PASSWORD });
      expect(login.json()).toMatchObject({
        code: 'AUTH.EMAIL_WITHDRAWN',
        message: 'This e-mail belongs to a withdrawn account.',
      });
      const again = await post(
        '/api/member/signup',
        {},
        {
          nickname: '다시가입',
          email: m.email.toUpperCase(),
          password: TEST_PASSWORD,
          phone: '010-9999-0000',
          consents: { terms: true, privacy: true, over14: true, crossBorder: true },
        },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'MEMBER.EMAIL_WITHDRAWN',
        message: 'The e-mail of a withdrawn account cannot sign up again.',
      });
    });
  });

  describe('profile and phone verification', () => {
    it('turns advertising consent on and off as consent records, and says whether a password exists', async () => {
      const s = await signedInMember(t);
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: '/api/member/profile', headers: s.headers, payload });
      const before = (await get('/api/member/profile', s.headers)).json().data;
      expect(before).toMatchObject({ advertisingConsent: false, hasPassword: true });
      expect((await patch({ advertisingConsent: true })).json().data.advertisingConsent).toBe(true);
      expect((await get('/api/member/profile', s.headers)).json().data.advertisingConsent).toBe(true);
      expect((await patch({ advertisingConsent: false })).json().data.advertisingConsent).toBe(false);
      const refused = await patch({ advertisingConsent: 'yes' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields[0]).toMatchObject({ field: 'advertisingConsent' });
      const records = await t.dataSource.query(
        `SELECT agreed FROM member_consent WHERE member_id = $1 AND kind = 'ADVERTISING' ORDER BY decided_at`,
        [s.id],
      );
      expect(records.map((r: { agreed: boolean }) => r.agreed)).toEqual([true, false]);
    });

    it('changes the nickname, and the phone only after an SMS code', async () => {
      const s = await signedInMember(t);
      const nick = await t.app.inject({
        method: 'PATCH',
        url: '/api/member/profile',
        headers: s.headers,
        payload: { nickname: '새닉네임' },
      });
      expect(nick.json().data.mbNick).toBe('새닉네임');
      const badNick = await t.app.inject({
        method: 'PATCH',
        url: '/api/member/profile',
        headers: s.headers,
        payload: { nickname: 'x' },
      });
      expect(badNick.json().data.fields[0]).toMatchObject({ field: 'nickname', rule: 'minLength' });

      const unverified = await t.app.inject({
        method: 'PATCH',
        url: '/api/member/profile',
        headers: { ...s.headers, 'x-lang': 'en' },
        payload: { phoneNumber: '010-5555-0001' },
      });
      expect(unverified.json()).toMatchObject({
        code: 'MEMBER.PHONE_NOT_VERIFIED',
        message: 'Please verify the phone number first.',
      });

      const sent = await post('/api/sendVerificationToken', s.headers, { phoneNumber: '010-5555-0001' });
      expect(sent.json().data).toEqual({ expiresInSeconds: 600 });
      const sms = await lastMessage(t, '01055550001');
      const code = codeIn(sms.body);
      const wrong = await post('/api/verificationCheck', s.headers, {
        phoneNumber: '010-5555-0001',
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.json().code).toBe('VERIFICATION.CODE_WRONG');
      const ok = await post('/api/verificationCheck', s.headers, { phoneNumber: '010-5555-0001', code });
      expect(ok.json().data).toEqual({ verified: true });
      const me = (await get('/api/member/profile', s.headers)).json().data;
      expect(me).toMatchObject({ mbPhone: '01055550001', phoneVerified: true });

      const tooSoon = await post('/api/sendVerificationToken', s.headers, { phoneNumber: '010-5555-0001' });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().code).toBe('VERIFICATION.SEND_TOO_SOON');
      const badPhone = await post('/api/sendVerificationToken', {}, { phoneNumber: 'abc' });
      expect(badPhone.json().data.fields[0]).toMatchObject({ field: 'phoneNumber', rule: 'pattern' });
      const badCode = await post('/api/verificationCheck', {}, { phoneNumber: '010-5555-0002', code: '12' });
      expect(badCode.json().data.fields[0]).toMatchObject({ field: 'code', rule: 'pattern' });
    });
  });
});
