import { bootTestApp } from '../testing/booted-test-app';
import { signedInMember, type TestSession } from '../auth/testing';

const home = {
  name: '집',
  recipient: '홍길동',
  phone: '010-1234-5678',
  postalCode: '06236',
  address1: '서울 강남구 테헤란로 1',
  address2: '101호',
  memo: '문 앞에 놓아 주세요',
};

describe('address book', () => {
  const t = bootTestApp('address', { AUTH_RATE_LIMIT: '1000' });
  let a: TestSession;
  let b: TestSession;
  const call = (s: TestSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...s.headers, 'x-lang': 'en' }, payload });
  const stored = async () =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM member_address`))[0].n);

  beforeAll(async () => {
    a = await signedInMember(t);
    b = await signedInMember(t);
  });

  it('makes the first address the default, moves the default, and never deletes the default', async () => {
    const first = (await call(a, 'POST', '/api/member/addresses', home)).json().data;
    expect(first).toMatchObject({ ...home, isDefault: true });
    const second = (
      await call(a, 'POST', '/api/member/addresses', { ...home, name: '회사', address2: '' })
    ).json().data;
    expect(second).toMatchObject({ isDefault: false, address2: null });

    const refused = await call(a, 'DELETE', `/api/member/addresses/${first.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ADDRESS.DEFAULT_NOT_DELETABLE',
      message: 'The default address cannot be deleted.',
    });

    await call(a, 'POST', `/api/member/addresses/${second.id}/default`);
    const list = (await call(a, 'GET', '/api/member/addresses')).json().data;
    expect(list.map((x: { id: string; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await call(a, 'DELETE', `/api/member/addresses/${first.id}`)).statusCode).toBe(200);

    const edited = await call(a, 'PUT', `/api/member/addresses/${second.id}`, { ...home, memo: '경비실' });
    expect(edited.json().data).toMatchObject({ memo: '경비실', isDefault: true });
  });

  it("answers 404 for each of another member's addresses and changes nothing", async () => {
    const mine = (await call(b, 'POST', '/api/member/addresses', home)).json().data;
    const other = (await call(b, 'POST', '/api/member/addresses', { ...home, name: '본가' })).json().data;
    for (const id of [mine.id, other.id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      for (const [method, url, payload] of [
        ['GET', `/api/member/addresses/${id}`, undefined],
        ['PUT', `/api/member/addresses/${id}`, { ...home, name: '탈취' }],
        ['POST', `/api/member/addresses/${id}/default`, undefined],
        ['DELETE', `/api/member/addresses/${id}`, undefined],
      ] as const) {
        const res = await call(a, method, url, payload);
        expect([method, url, res.statusCode, res.json().code]).toEqual([
          method,
          url,
          404,
          'ADDRESS.NOT_FOUND',
        ]);
      }
    }
    const bList = (await call(b, 'GET', '/api/member/addresses')).json().data;
    expect(bList.map((x: { name: string; isDefault: boolean }) => [x.name, x.isDefault])).toEqual([
      ['집', true],
      ['본가', false],
    ]);
    const aList = (await call(a, 'GET', '/api/member/addresses')).json().data;
    expect(aList.every((x: { id: string }) => x.id !== mine.id && x.id !== other.id)).toBe(true);
  });

  it.each([
    ['name', { name: '' }, 'required'],
    ['recipient', { recipient: undefined }, 'required'],
    ['phone', { phone: 'no phone' }, 'pattern'],
    ['postalCode', { postalCode: '1234' }, 'pattern'],
    ['address1', { address1: ' ' }, 'required'],
    ['address2', { address2: 'x'.repeat(101) }, 'maxLength'],
    ['memo', { memo: 'x'.repeat(101) }, 'maxLength'],
    ['isDefault', { isDefault: 'yes' }, 'isBoolean'],
  ])('refuses a bad %s with a field error and stores nothing', async (field, over, rule) => {
    const before = await stored();
    const res = await call(a, 'POST', '/api/member/addresses', { ...home, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, rule })]),
    );
    expect(await stored()).toBe(before);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/member/addresses' });
    expect(res.statusCode).toBe(401);
  });
});
