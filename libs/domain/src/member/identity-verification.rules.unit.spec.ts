import {
  ageOn,
  decideIdentityVerification,
  identityRequiredBeforePaying,
  type ProviderVerification,
} from './identity-verification.rules';

const now = new Date('2026-12-06T12:00:00Z');
const started = { memberId: 'm1', startedAt: new Date('2026-12-06T11:50:00Z'), confirmedAt: null };
const verified = (over: Partial<Extract<ProviderVerification, { status: 'VERIFIED' }>> = {}) =>
  ({
    status: 'VERIFIED',
    name: ' 홍길동 ',
    birthDate: '1990-01-02',
    phoneNumber: '010-1234-5678',
    verifiedAt: new Date('2026-12-06T11:55:00Z'),
    ...over,
  }) as ProviderVerification;

describe('identity before paying', () => {
  it('asks Korean members for 본인인증 and Taiwan members for a phone code until APPROVED', () => {
    expect(identityRequiredBeforePaying({ status: 'NOT_APPROVED', region: 'KR' })).toBe('IDENTITY');
    expect(identityRequiredBeforePaying({ status: 'NOT_APPROVED', region: 'TW' })).toBe('PHONE');
    expect(identityRequiredBeforePaying({ status: 'APPROVED', region: 'KR' })).toBeNull();
    expect(identityRequiredBeforePaying({ status: 'APPROVED', region: 'TW' })).toBeNull();
  });

  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2012-12-06', now)).toBe(14);
    expect(ageOn('2012-12-07', now)).toBe(13);
    expect(ageOn('2012-02-30', now)).toBeNaN();
    expect(ageOn('20121206', now)).toBeNaN();
  });

  it("approves the caller's own fresh verification with the verified name and phone", () => {
    expect(decideIdentityVerification({ callerId: 'm1', started, result: verified(), now })).toEqual({
      kind: 'approve',
      name: '홍길동',
      birthDate: '1990-01-02',
      phoneNumber: '01012345678',
    });
  });

  it.each([
    ['NOT_FOUND', { started: null }],
    ['OTHER_MEMBER', { callerId: 'm2' }],
    ['ALREADY_USED', { started: { ...started, confirmedAt: now } }],
    ['EXPIRED', { started: { ...started, startedAt: new Date('2026-12-06T11:29:59Z') } }],
    ['EXPIRED', { result: verified({ verifiedAt: new Date('2026-12-06T11:29:00Z') }) }],
    ['NOT_VERIFIED', { result: { status: 'FAILED' } }],
    ['NOT_VERIFIED', { result: { status: 'READY' } }],
    ['NOT_VERIFIED', { result: null }],
    ['NO_PHONE', { result: verified({ phoneNumber: null }) }],
    ['UNDER_14', { result: verified({ birthDate: '2012-12-07' }) }],
    ['UNDER_14', { result: verified({ birthDate: 'garbage' }) }],
  ] as const)('refuses %s', (reason, over) => {
    expect(decideIdentityVerification({ callerId: 'm1', started, result: verified(), now, ...over })).toEqual(
      { kind: 'refuse', reason },
    );
  });
});
