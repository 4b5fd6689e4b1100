import { bootTestApp } from '../testing/booted-test-app';
import { refusedFields, refusedRules } from '../testing/refused-fields';

const valid = {
  name: '김민수',
  phone: '+82 10-1234-5678',
  email: 'owner@cardhouse.kr',
  company: '카드하우스 일산점',
  region: '대한민국 고양시',
  content: '매장에서 그레이딩 접수 대행을 하고 싶습니다.',
};

describe('partnership inquiries', () => {
  const t = bootTestApp('partnership-inquiry', { AUTH_RATE_LIMIT: '1000' });
  const send = (payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/content/partnership-inquiries',
      headers: { 'x-lang': lang },
      payload,
    });
  const stored = async () =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM partnership_inquiries`))[0].n);

  it('stores a valid inquiry, trimmed, with the sender language', async () => {
    const res = await send({ ...valid, company: `  ${valid.company}  ` }, 'ko');
    expect(res.statusCode).toBe(201);
    const { id, receivedAt } = res.json().data;
    expect(res.json().code).toBe('OK');
    expect(typeof receivedAt).toBe('string');
    const [row] = await t.dataSource.query(`SELECT * FROM partnership_inquiries WHERE id = $1`, [id]);
    expect(row).toMatchObject({ ...valid, language: 'ko' });
  });

  it('accepts either way to answer alone, and keeps blanks as null', async () => {
    const emailOnly = await send({
      company: 'Slab Corner',
      content: 'Hello',
      email: 'a@b.tw',
      phone: '',
      name: '',
      region: '',
    });
    expect(emailOnly.statusCode).toBe(201);
    const [row] = await t.dataSource.query(
      `SELECT phone, name, region FROM partnership_inquiries WHERE id = $1`,
      [emailOnly.json().data.id],
    );
    expect(row).toEqual({ phone: null, name: null, region: null });
    expect((await send({ company: 'Slab Corner', content: 'Hello', phone: '02-555-0101' })).statusCode).toBe(
      201,
    );
  });

  it('refuses missing company, content and contact with translated field errors, storing nothing', async () => {
    const before = await stored();
    const res = await send({ name: 'x', company: ' ', content: '', phone: '', email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please check what you entered.',
    });
    expect(res.json().data.fields).toEqual([
      { field: 'company', rule: 'required', message: 'Shop or company is required.', params: {} },
      { field: 'content', rule: 'required', message: 'Message is required.', params: {} },
      {
        field: 'phone',
        rule: 'contactRequired',
        message: 'Enter a phone number or an e-mail address.',
        params: {},
      },
      {
        field: 'email',
        rule: 'contactRequired',
        message: 'Enter a phone number or an e-mail address.',
        params: {},
      },
    ]);
    const ko = await send({ content: 'x', email: 'a@b.kr' }, 'ko');
    expect(ko.json().data.fields).toEqual([
      expect.objectContaining({ field: 'company', message: '업체명 항목은 필수입니다.' }),
    ]);
    const tw = await send({ company: 'x', content: 'x' }, 'tw');
    expect(tw.json().data.fields[0].message).toBe('請填寫電話或電子郵件其中一項。');
    // null is "missing" too (it once answered 500).
    const nulls = await send({ company: null, content: null, email: null, phone: 'x' });
    expect(nulls.statusCode).toBe(400);
    expect(refusedFields(nulls)).toEqual(expect.arrayContaining(['company', 'content']));
    expect(await stored()).toBe(before);
  });

  it('refuses a malformed phone or e-mail, over-long text and unknown fields', async () => {
    const before = await stored();
    const bad = await send({ ...valid, phone: '010-abc', email: 'not-an-email' });
    expect(refusedRules(bad)).toEqual(['phone:pattern', 'email:email']);
    const long = await send({
      ...valid,
      company: 'x'.repeat(101),
      content: '가'.repeat(2001),
      region: 'r'.repeat(101),
    });
    expect(long.json().data.fields).toEqual([
      expect.objectContaining({ field: 'company', rule: 'maxLength', params: { max: 100 } }),
      expect.objectContaining({ field: 'region', rule: 'maxLength', params: { max: 100 } }),
      expect.objectContaining({ field: 'content', rule: 'maxLength', params: { max: 2000 } }),
    ]);
    // Exactly at the bounds is fine (Korean syllables count as one character each).
    expect((await send({ ...valid, company: 'x'.repeat(100), content: '가'.repeat(2000) })).statusCode).toBe(
      201,
    );
    const unknown = await send({ ...valid, website: 'https://example.com' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields[0]).toMatchObject({ field: 'website', rule: 'whitelist' });
    const typed = await send({ ...valid, company: 42 });
    expect(typed.json().data.fields[0]).toMatchObject({ field: 'company', rule: 'isString' });
    expect(await stored()).toBe(before + 1);
  });
});
