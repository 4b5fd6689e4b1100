import { safeReturnUrl } from './social-redirect.http.controller';

describe('safeReturnUrl', () => {
  it.each(['/', '/account', '/orders/1?tab=all#top', '/%ED%95%9C'])('keeps the same-site path %s', (path) => {
    expect(safeReturnUrl(path)).toBe(path);
  });

  it.each([
    ['an absolute address', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    // Browsers drop tabs and line breaks from a URL before reading it: "/\t/evil" is "//evil".
    ['a tab before the second slash', '/\t/evil.example'],
    ['a line break before the second slash', '/\n/evil.example'],
    // A header value may not hold these: the redirect would answer 500 instead of 302.
    ['a line break (header injection)', '/a\r\nSet-Cookie: x=1'],
    ['a character outside Latin-1', '/한국'],
    ['a value that is not a string', ['/a', '/b']],
  ])('answers / for %s', (_name, value) => {
    expect(safeReturnUrl(value)).toBe('/');
  });
});
