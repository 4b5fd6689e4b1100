import { bootTestApp } from '../testing/booted-test-app';

// ?lang=ko|en|tw picks the language of messages and content, before X-Lang and the lang cookie.
describe('?lang= query parameter', () => {
  const t = bootTestApp('language-query');

  const faqTitle = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return (res.json().data.rows as { question: string }[]).map((r) => r.question).join('|');
  };

  it('selects the language of content on a route whose query DTO does not declare it', async () => {
    const korean = await faqTitle('/api/content/faq');
    const english = await faqTitle('/api/content/faq?lang=en');
    const taiwanese = await faqTitle('/api/content/faq?lang=tw', { 'x-lang': 'en', cookie: 'lang=ko' });
    expect(english).not.toBe(korean);
    expect(taiwanese).not.toBe(english);
    expect(taiwanese).not.toBe(korean);
    expect(await faqTitle('/api/content/faq', { 'x-lang': 'tw' })).toBe(taiwanese);
  });

  it('selects the language of refusals, field errors included', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login?lang=en',
      headers: { 'x-lang': 'ko' },
      payload: { email: 'a@b.co', password: 'x', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please check what you entered.',
    });
  });

  it('falls back to the header for a language it does not know, and still refuses unknown query fields', async () => {
    expect(await faqTitle('/api/content/faq?lang=fr', { 'x-lang': 'en' })).toBe(
      await faqTitle('/api/content/faq?lang=en'),
    );
    const unknown = await t.app.inject({ method: 'GET', url: '/api/content/faq?lang=en&nope=1' });
    expect(unknown.statusCode).toBe(400);
  });
});
