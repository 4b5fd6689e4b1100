import { randomUUID } from 'node:crypto';
import type { EventStore } from '@slabworks/event-store';
import { gradingOrderStream } from '@slabworks/domain';
import {
  codeIn,
  createMember,
  lastMessage,
  logIn,
  signedInMember,
  TEST_PASSWORD,
  type TestSession,
} from '../../auth/testing';
import { EVENT_STORE } from '../../event-store';
import { caller, givePhotos, gradingBody } from '../../order/testing';
import { bootTestApp } from '../../testing/booted-test-app';
import type { TestApp } from '../../testing/test-app';
import { FakePortOneIdentity } from './testing/portone-identity.fake';

jest.setTimeout(90_000);

const unverified = async (t: TestApp, region: 'KR' | 'TW' = 'KR'): Promise<TestSession> => {
  const m = await createMember(t, { identityVerified: false, region });
  return logIn(t, m.email, TEST_PASSWORD);
};

const person = (over: Record<string, string> = {}) => ({
  name: '홍길동',
  birthDate: '1990-01-02',
  operator: 'SKT',
  phoneNumber: `010-${String(Math.floor(1000 + Math.random() * 9000))}-${String(Math.floor(1000 + Math.random() * 9000))}`,
  code: '000000',
  ...over,
});

describe('identity before paying (sandbox identity provider)', () => {
  const t = bootTestApp('identity', { AUTH_RATE_LIMIT: '1000' }, { projections: true });

  const member = async (s: TestSession) =>
    (await caller(t, s)('GET', '/api/member/profile')).json().data as Record<string, unknown>;
  const start = async (s: TestSession) => {
    const res = await caller(t, s)('POST', '/api/member/identity-verifications');
    expect(res.statusCode).toBe(201);
    return res.json().data as { identityVerificationId: string; provider: string; sandboxUrl: string };
  };
  const sandboxVerify = (id: string, body = person()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/member/identity-verifications/sandbox',
      headers: { 'x-requested-with': 'sandbox', 'x-lang': 'en' },
      payload: { identityVerificationId: id, ...body },
    });
  const confirm = (s: TestSession, id: string) =>
    caller(t, s)('POST', `/api/member/identity-verifications/${id}/confirm`);

  it('refuses an unverified member’s payment before anything is charged, then pays once verified', async () => {
    const s = await unverified(t);
    await givePhotos(t, s);
    const placed = await caller(t, s)('POST', '/api/orders', gradingBody(s));
    expect(placed.statusCode).toBe(201);
    const orderId: string = placed.json().data.orderId;
    const store = t.app.get<EventStore>(EVENT_STORE);
    const before = (await store.read(gradingOrderStream(orderId))).length;

    for (const [url, body] of [
      [`/api/orders/${orderId}/payments`, { method: 'CARD', cardNumber: '4242424242424242' }],
      [`/api/orders/${orderId}/payments`, { method: 'VIRTUAL_ACCOUNT' }],
      [`/api/orders/${orderId}/payments/attempts`, { method: 'CARD' }],
    ] as const) {
      const refused = await caller(t, s)('POST', url, body);
      expect([url, refused.statusCode]).toEqual([url, 409]);
      expect(refused.json()).toEqual({
        code: 'MEMBER.IDENTITY_NOT_VERIFIED',
        message: 'Please verify your identity before paying, then pay again.',
        data: { verifyBy: 'IDENTITY' },
      });
    }
    const ko = await caller(t, s)(
      'POST',
      `/api/orders/${orderId}/payments`,
      { method: 'VIRTUAL_ACCOUNT' },
      { 'x-lang': 'ko' },
    );
    expect(ko.json().message).toBe(
      '결제하기 전에 본인인증이 필요합니다. 본인인증을 마친 뒤 다시 결제해 주세요.',
    );
    expect((await store.read(gradingOrderStream(orderId))).length).toBe(before);
    const attempts = await t.dataSource.query(`SELECT 1 FROM payment_charge_attempt WHERE order_id = $1`, [
      orderId,
    ]);
    expect(attempts).toHaveLength(0);

    const started = await start(s);
    expect(started.provider).toBe('sandbox');
    const page = await t.app.inject({ method: 'GET', url: started.sandboxUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('id="birthDate"');

    // A wrong code fails the verification at the provider: nothing to confirm.
    expect(
      (await sandboxVerify(started.identityVerificationId, person({ code: '123456' }))).json().data,
    ).toEqual({
      status: 'FAILED',
    });
    const notYet = await confirm(s, started.identityVerificationId);
    expect([notYet.statusCode, notYet.json().code]).toEqual([409, 'IDENTITY.NOT_VERIFIED']);

    const who = person({ phoneNumber: '010-7777-0001' });
    expect((await sandboxVerify(started.identityVerificationId, who)).json().data).toEqual({
      status: 'VERIFIED',
    });
    const ok = await confirm(s, started.identityVerificationId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      mbStatus: 'APPROVED',
      mbName: '홍길동',
      mbPhone: '01077770001',
      birthDate: '1990-01-02',
    });
    expect(await member(s)).toMatchObject({
      mbStatus: 'APPROVED',
      mbName: '홍길동',
      mbPhone: '01077770001',
      phoneVerified: true,
      birthDate: '1990-01-02',
      identityVerifiedAt: expect.any(String),
    });

    // Once per verification, once per member.
    expect((await confirm(s, started.identityVerificationId)).json().code).toBe('IDENTITY.ALREADY_USED');
    expect((await caller(t, s)('POST', '/api/member/identity-verifications')).json().code).toBe(
      'IDENTITY.ALREADY_VERIFIED',
    );

    const paid = await caller(t, s)('POST', `/api/orders/${orderId}/payments`, {
      method: 'CARD',
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ orderId, method: 'CARD', status: 'PROCESSING' });
  });

  it('never takes another member’s verification, and says so', async () => {
    const owner = await unverified(t);
    const thief = await unverified(t);
    const started = await start(owner);
    await sandboxVerify(started.identityVerificationId);
    const stolen = await confirm(thief, started.identityVerificationId);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({
      code: 'IDENTITY.OTHER_MEMBER',
      message:
        'This identity verification belongs to another member. Please verify again with your own account.',
    });
    expect(await member(thief)).toMatchObject({ mbStatus: 'NOT_APPROVED', identityVerifiedAt: null });
    // The owner can still use it.
    expect((await confirm(owner, started.identityVerificationId)).statusCode).toBe(200);
  });

  it('refuses an expired verification, an under-14 person and an unknown id; the member stays unverified', async () => {
    const s = await unverified(t);
    const old = await start(s);
    await sandboxVerify(old.identityVerificationId);
    await t.dataSource.query(
      `UPDATE member_identity_verification SET started_at = now() - interval '31 minutes' WHERE id = $1`,
      [old.identityVerificationId],
    );
    const expired = await confirm(s, old.identityVerificationId);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'IDENTITY.EXPIRED',
      message: 'The identity verification expired (30 minutes). Please verify again.',
    });

    const young = await start(s);
    const birth = new Date();
    birth.setUTCFullYear(birth.getUTCFullYear() - 13);
    await sandboxVerify(
      young.identityVerificationId,
      person({ birthDate: birth.toISOString().slice(0, 10) }),
    );
    const under14 = await confirm(s, young.identityVerificationId);
    expect([under14.statusCode, under14.json().code]).toEqual([403, 'IDENTITY.UNDER_14']);

    const unknown = await confirm(s, `identity-verification-${randomUUID()}`);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'IDENTITY.NOT_FOUND']);
    expect((await confirm(s, 'not-an-id')).statusCode).toBe(404);
    // The sandbox page records nothing for an id nobody started.
    expect((await sandboxVerify(`identity-verification-${randomUUID()}`)).statusCode).toBe(404);
    expect(await member(s)).toMatchObject({ mbStatus: 'NOT_APPROVED', mbName: null, birthDate: null });
  });

  it('verifies a Taiwan member by an SMS-proven phone (no Korean 본인인증 there)', async () => {
    const s = await unverified(t, 'TW');
    const tw = { 'country-code': 'TW' };
    const refused = await caller(t, s)(
      'POST',
      `/api/orders/${randomUUID()}/payments`,
      { method: 'CARD' },
      tw,
    );
    expect([refused.statusCode, refused.json().data]).toEqual([409, { verifyBy: 'PHONE' }]);
    expect(
      (await caller(t, s)('POST', '/api/member/identity-verifications', undefined, tw)).json().code,
    ).toBe('IDENTITY.USE_PHONE');
    const phone = `09${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
    expect(
      (await caller(t, s)('POST', '/api/sendVerificationToken', { phoneNumber: phone }, tw)).statusCode,
    ).toBe(200);
    const code = codeIn((await lastMessage(t, phone)).body);
    expect(
      (await caller(t, s)('POST', '/api/verificationCheck', { phoneNumber: phone, code }, tw)).statusCode,
    ).toBe(200);
    expect(await member(s)).toMatchObject({ mbStatus: 'APPROVED', identityVerifiedAt: expect.any(String) });
    // Past the gate: the (unknown) order is what is refused now.
    const past = await caller(t, s)('POST', `/api/orders/${randomUUID()}/payments`, { method: 'CARD' }, tw);
    expect(past.json().code).toBe('ORDER.NOT_FOUND');
  });

  it('lets a verified member pay without being asked again', async () => {
    const s = await signedInMember(t);
    expect(await member(s)).toMatchObject({ mbStatus: 'APPROVED' });
    const past = await caller(t, s)('POST', `/api/orders/${randomUUID()}/payments`, { method: 'CARD' });
    expect(past.json().code).toBe('ORDER.NOT_FOUND');
  });
});

describe('identity before paying (PortOne, against a local fake of its documented API)', () => {
  const fake = new FakePortOneIdentity('portone-e2e-secret');
  beforeAll(() => fake.start());
  const t = bootTestApp('identity_portone', () => ({
    AUTH_RATE_LIMIT: '1000',
    IDENTITY_PROVIDER: 'portone',
    PORTONE_API_URL: fake.url,
    PORTONE_API_SECRET: 'portone-e2e-secret',
    PORTONE_STORE_ID: 'store-e2e',
    PORTONE_IDENTITY_CHANNEL_KEY: 'channel-key-e2e',
  }));
  afterAll(async () => {
    await fake.stop();
  });

  it('opens PortOne’s window with the store and channel, and approves what PortOne verified', async () => {
    const s = await unverified(t);
    const started = await caller(t, s)('POST', '/api/member/identity-verifications');
    expect(started.json().data).toMatchObject({
      provider: 'portone',
      portone: { storeId: 'store-e2e', channelKey: 'channel-key-e2e' },
    });
    const id: string = started.json().data.identityVerificationId;
    // The sandbox page is not there with PortOne.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/member/identity-verifications/sandbox?identityVerificationId=${id}`,
        })
      ).statusCode,
    ).toBe(404);

    fake.opened(id);
    const ready = await caller(t, s)('POST', `/api/member/identity-verifications/${id}/confirm`);
    expect([ready.statusCode, ready.json().code]).toEqual([409, 'IDENTITY.NOT_VERIFIED']);
    fake.verified(id, { name: '김포트', birthDate: '1985-05-05', phoneNumber: '01066660001' });
    const ok = await caller(t, s)('POST', `/api/member/identity-verifications/${id}/confirm`);
    expect(ok.json().data).toMatchObject({ mbStatus: 'APPROVED', mbName: '김포트', mbPhone: '01066660001' });
    expect(fake.seen.at(-1)).toEqual({
      url: `/identity-verifications/${id}?storeId=store-e2e`,
      authorization: 'PortOne portone-e2e-secret',
    });
  });

  it('refuses a verification PortOne finished too long ago, and a failed one', async () => {
    const s = await unverified(t);
    const first = (await caller(t, s)('POST', '/api/member/identity-verifications')).json().data
      .identityVerificationId;
    fake.verified(
      first,
      { name: '김포트', birthDate: '1985-05-05', phoneNumber: '01066660002' },
      new Date(Date.now() - 31 * 60_000),
    );
    expect(
      (await caller(t, s)('POST', `/api/member/identity-verifications/${first}/confirm`)).json().code,
    ).toBe('IDENTITY.EXPIRED');
    const second = (await caller(t, s)('POST', '/api/member/identity-verifications')).json().data
      .identityVerificationId;
    fake.failed(second);
    expect(
      (await caller(t, s)('POST', `/api/member/identity-verifications/${second}/confirm`)).json().code,
    ).toBe('IDENTITY.NOT_VERIFIED');
    expect((await caller(t, s)('GET', '/api/member/profile')).json().data.mbStatus).toBe('NOT_APPROVED');
  });
});
