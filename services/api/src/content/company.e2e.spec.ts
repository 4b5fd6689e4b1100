import { bootTestApp } from '../testing/booted-test-app';

// Issue 35 item 5: one configured source for the company's facts, per service and language.
describe('GET /api/content/company', () => {
  const t = bootTestApp('company', {
    COMPANY_BUSINESS_NUMBER: '123-45-67890',
    COMPANY_ADDRESS: '서울특별시 강남구 테헤란로 1, 2층',
    TW_BRANCH_ADDRESS: '台北市大安區忠孝東路 1 號',
  });
  const get = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/company', headers });
    return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] };
  };

  it('answers the configured facts in the caller’s language; the Korean service receives cards at the head office', async () => {
    const { status, body, cache } = await get({ 'x-lang': 'ko' });
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=3600');
    expect(body.data).toEqual({
      country: 'KR',
      name: '주식회사 슬랩웍스',
      representative: '한지훈',
      address: '서울특별시 강남구 테헤란로 1, 2층',
      businessNumber: '123-45-67890',
      mailOrderNumber: '2025-서울강남-00000',
      branchAddress: '台北市大安區忠孝東路 1 號',
      receivingAddress: '서울특별시 강남구 테헤란로 1, 2층',
    });
    expect((await get({ 'x-lang': 'en' })).body.data.name).toBe('SLABWORKS Inc.');
  });

  it('the Taiwan service receives cards at the branch', async () => {
    const { body } = await get({ 'x-lang': 'tw', 'country-code': 'TW' });
    expect(body.data).toMatchObject({
      country: 'TW',
      name: 'SLABWORKS 股份有限公司',
      receivingAddress: '台北市大安區忠孝東路 1 號',
    });
    expect((await get({ host: 'tw.localhost:3000' })).body.data.country).toBe('TW');
  });

  it('refuses an unknown service with 400, not 5xx', async () => {
    expect((await get({ 'country-code': 'JP' })).status).toBe(400);
  });
});
