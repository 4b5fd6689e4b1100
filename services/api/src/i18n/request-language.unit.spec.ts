import { requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('defaults to Korean', () => {
    expect(requestLanguage({ headers: {} })).toBe('ko');
    expect(requestLanguage({ headers: { 'accept-language': 'fr-FR,de;q=0.8' } })).toBe('ko');
  });
  it('prefers X-Lang, then the lang cookie, then Accept-Language by weight', () => {
    expect(requestLanguage({ headers: { 'x-lang': 'en', cookie: 'lang=tw' } })).toBe('en');
    expect(requestLanguage({ headers: { cookie: 'a=1; lang=tw', 'accept-language': 'en' } })).toBe('tw');
    expect(requestLanguage({ headers: { 'accept-language': 'ko;q=0.5,zh-TW;q=0.9' } })).toBe('tw');
    expect(requestLanguage({ headers: { 'accept-language': 'en-US,en;q=0.9' } })).toBe('en');
  });
  it('takes ?lang= before the header, the cookie and Accept-Language', () => {
    const headers = { 'x-lang': 'en', cookie: 'lang=ko', 'accept-language': 'en' };
    expect(requestLanguage({ headers, query: { lang: 'tw' } })).toBe('tw');
    expect(requestLanguage({ headers: {}, query: { lang: 'en' } })).toBe('en');
    expect(requestLanguage({ headers, query: { lang: 'xx' } })).toBe('en');
    expect(requestLanguage({ headers: { cookie: 'lang=tw' }, query: { lang: ['en', 'ko'] } })).toBe('tw');
  });
  it('ignores an unknown X-Lang', () => {
    expect(requestLanguage({ headers: { 'x-lang': 'xx', 'accept-language': 'en' } })).toBe('en');
  });
});
