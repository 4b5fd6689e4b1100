import fc from 'fast-check';
import {
  canChangePassword,
  canUnlinkSocial,
  decideSocialLogin,
  type SocialAccount,
  type SocialIdentity,
} from './social-login.rules';

const identity = (over: Partial<SocialIdentity> = {}): SocialIdentity => ({
  provider: 'kakao',
  subject: 'k-1',
  email: 'a@example.com',
  emailVerified: true,
  name: 'A',
  ...over,
});
const account = (over: Partial<SocialAccount> = {}): SocialAccount => ({
  id: 'm1',
  region: 'KR',
  hasPassword: true,
  socialProvider: null,
  ...over,
});
const facts = { region: 'KR', linked: null, sameEmail: null, emailWithdrawn: false };

describe('decideSocialLogin', () => {
  it('logs a linked member in, in its own service only', () => {
    const linked = account({ socialProvider: 'kakao', hasPassword: false });
    expect(decideSocialLogin({ ...facts, identity: identity(), linked })).toEqual({
      kind: 'log-in',
      memberId: 'm1',
    });
    expect(decideSocialLogin({ ...facts, identity: identity(), linked, region: 'TW' })).toEqual({
      kind: 'refuse',
      reason: 'OTHER_REGION',
    });
  });

  it('refuses a withdrawn e-mail', () => {
    expect(decideSocialLogin({ ...facts, identity: identity(), emailWithdrawn: true })).toEqual({
      kind: 'refuse',
      reason: 'EMAIL_WITHDRAWN',
    });
  });

  it('links to an existing password account only through that account, never to a social-only one', () => {
    expect(decideSocialLogin({ ...facts, identity: identity(), sameEmail: account() })).toEqual({
      kind: 'link',
      memberId: 'm1',
    });
    expect(
      decideSocialLogin({
        ...facts,
        identity: identity(),
        sameEmail: account({ socialProvider: 'facebook' }),
      }),
    ).toEqual({ kind: 'refuse', reason: 'LINKED_ELSEWHERE' });
    expect(
      decideSocialLogin({ ...facts, identity: identity(), sameEmail: account({ hasPassword: false }) }),
    ).toEqual({ kind: 'refuse', reason: 'LINKED_ELSEWHERE' });
  });

  it('asks for an e-mail when the provider gives none or does not vouch for it', () => {
    expect(decideSocialLogin({ ...facts, identity: identity() })).toEqual({
      kind: 'sign-up',
      askEmail: false,
    });
    expect(decideSocialLogin({ ...facts, identity: identity({ email: null }) })).toEqual({
      kind: 'sign-up',
      askEmail: true,
    });
    expect(decideSocialLogin({ ...facts, identity: identity({ emailVerified: false }) })).toEqual({
      kind: 'sign-up',
      askEmail: true,
    });
  });

  it('never logs anyone into an account of another service, nor signs up a withdrawn e-mail', () => {
    const arbAccount = fc.record({
      id: fc.string(),
      region: fc.constantFrom('KR', 'TW'),
      hasPassword: fc.boolean(),
      socialProvider: fc.constantFrom(null, 'kakao', 'facebook'),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('KR', 'TW'),
        fc.option(arbAccount, { nil: null }),
        fc.option(arbAccount, { nil: null }),
        fc.boolean(),
        fc.option(fc.emailAddress(), { nil: null }),
        fc.boolean(),
        (region, linked, sameEmail, emailWithdrawn, email, emailVerified) => {
          const d = decideSocialLogin({
            identity: identity({ email, emailVerified }),
            region,
            linked,
            sameEmail,
            emailWithdrawn,
          });
          if (d.kind === 'log-in') expect(linked?.region).toBe(region);
          if (d.kind === 'link')
            expect(sameEmail).toMatchObject({ region, hasPassword: true, socialProvider: null });
          if (d.kind === 'sign-up')
            expect(linked === null && sameEmail === null && !(email && emailWithdrawn)).toBe(true);
        },
      ),
    );
  });
});

describe('password and unlinking', () => {
  it('keeps a way to log in', () => {
    expect(canUnlinkSocial({ hasPassword: true, socialProvider: 'kakao' })).toBe(true);
    expect(canUnlinkSocial({ hasPassword: false, socialProvider: 'kakao' })).toBe(false);
    expect(canUnlinkSocial({ hasPassword: true, socialProvider: null })).toBe(false);
    expect(canChangePassword({ hasPassword: false })).toBe(false);
  });
});
