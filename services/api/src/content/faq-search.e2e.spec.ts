import { bootTestApp } from '../testing/booted-test-app';

// Over the seeded FAQ: the same three searches the web's visitor journey makes, and the edges.
describe('FAQ search', () => {
  const t = bootTestApp('faq-search');
  const search = async (q: string, lang?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/content/faq?q=${encodeURIComponent(q)}`,
      headers: lang ? { 'x-lang': lang } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      rows: Array<{ question: string; answer: string; category: string }>;
      count: number;
    };
  };

  it.each([
    ['ko', '환불', '그레이딩이 불가능한 카드는 환불되나요?'],
    ['en', 'refund', 'Are ungradable cards refunded?'],
    ['en', 'REFUND', 'Are ungradable cards refunded?'],
    ['tw', '退款', '無法鑑定的卡片會退款嗎？'],
  ])('in %s, "%s" finds exactly the refund question', async (lang, q, question) => {
    const found = await search(q, lang);
    expect(found.count).toBe(1);
    expect(found.rows[0]).toMatchObject({ question });
  });

  it('matches answers as well as questions, in the request language only', async () => {
    const ko = await search('송장번호');
    expect(ko.rows.map((r) => r.question)).toEqual(['카드는 어떻게 보내나요?']);
    const en = await search('tracking number', 'en');
    expect(en.rows.map((r) => r.question)).toEqual(['How do I send my cards?']);
    // A Korean term finds nothing in the English texts.
    expect((await search('송장번호', 'en')).count).toBe(0);
    const tw = await search('換殼', 'tw');
    expect(tw.count).toBe(3);
    expect(tw.rows.every((r) => `${r.question}${r.answer}`.includes('換殼'))).toBe(true);
  });

  it('treats % and _ literally and an empty or blank q as no filter', async () => {
    const all = (await search('')).count;
    expect(all).toBeGreaterThanOrEqual(15);
    expect((await search('   ')).count).toBe(all);
    expect((await search('%')).count).toBe(0);
    expect((await search('_')).count).toBe(0);
  });

  it('refuses a query longer than 100 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/content/faq?q=${'a'.repeat(101)}`,
      headers: { 'x-lang': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({ field: 'q', rule: 'maxLength' });
  });

  it('falls back to Korean where a translation is missing', async () => {
    await t.dataSource.query(
      `INSERT INTO faqs (topic, question, answer, sort_order) VALUES ('ACCOUNT', '{"ko": "번역 없는 질문"}', '{"ko": "번역 없는 답변", "en": ""}', 99)`,
    );
    const found = await search('번역 없는', 'en');
    expect(found.rows).toEqual([
      expect.objectContaining({ question: '번역 없는 질문', answer: '번역 없는 답변', category: 'Account' }),
    ]);
  });
});
