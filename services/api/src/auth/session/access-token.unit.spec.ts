import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '@slabworks/config';
import { AccessTokenService } from './access-token.service';
import { VerifiedTokenCache } from './verified-token-cache';

const config = { auth: { accessTokenMinutes: 1 } } as AppConfig;
const service = () => new AccessTokenService(new JwtService({ secret: 'x'.repeat(32) }), config);

describe('AccessTokenService.check (with its verified-token cache)', () => {
  it('accepts a signed token, again from the cache, with the same claims', () => {
    const tokens = service();
    const token = tokens.sign('member-1', 'family-1');
    const first = tokens.check(token);
    expect(first).toEqual({ kind: 'valid', claims: { sub: 'member-1', fam: 'family-1' } });
    expect(tokens.check(token)).toEqual(first);
  });

  it('refuses a token changed by one byte even after the original was cached', () => {
    const tokens = service();
    const token = tokens.sign('member-1', 'family-1');
    expect(tokens.check(token).kind).toBe('valid');
    const [head, body, signature] = token.split('.');
    const flipped = signature[0] === 'A' ? 'B' : 'A';
    expect(tokens.check(`${head}.${body}.${flipped}${signature.slice(1)}`)).toEqual({ kind: 'invalid' });
    const otherBody = Buffer.from(JSON.stringify({ sub: 'member-2', fam: 'family-1', exp: 9e9 })).toString(
      'base64url',
    );
    expect(tokens.check(`${head}.${otherBody}.${signature}`)).toEqual({ kind: 'invalid' });
  });

  it('says expired once the cached token reaches its exp, as jsonwebtoken would', () => {
    const tokens = service();
    const token = tokens.sign('member-1', 'family-1');
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;
    expect(tokens.check(token).kind).toBe('valid');
    expect(tokens.check(token, exp * 1000 - 1).kind).toBe('valid');
    expect(tokens.check(token, exp * 1000)).toEqual({ kind: 'expired' });
    // Gone from the cache: a later check verifies again (still valid by the real clock).
    expect(tokens.check(token).kind).toBe('valid');
  });

  it('does not cache a token signed with another secret', () => {
    const tokens = service();
    const foreign = new AccessTokenService(new JwtService({ secret: 'y'.repeat(32) }), config).sign('m', 'f');
    expect(tokens.check(foreign)).toEqual({ kind: 'invalid' });
    expect(tokens.check(foreign)).toEqual({ kind: 'invalid' });
  });
});

describe('VerifiedTokenCache', () => {
  it('keeps at most its size, dropping the oldest token first', () => {
    const cache = new VerifiedTokenCache<string>(2);
    cache.remember('a', 'A', 9e9);
    cache.remember('b', 'B', 9e9);
    cache.remember('c', 'C', 9e9);
    expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)]).toEqual([undefined, 'B', 'C']);
  });
});
