import { IdentityProviderUnavailableError } from './identity-provider.port';
import { PortOneIdentityProvider } from './portone-identity.provider';
import { FakePortOneIdentity } from './testing/portone-identity.fake';

describe('PortOne identity verification adapter (against a local fake of its documented API)', () => {
  const fake = new FakePortOneIdentity('portone-secret');
  let provider: PortOneIdentityProvider;
  beforeAll(async () => {
    await fake.start();
    provider = new PortOneIdentityProvider({
      apiUrl: fake.url,
      apiSecret: 'portone-secret',
      storeId: 'store-1',
    });
  });
  afterAll(() => fake.stop());

  it('reads a verified person with the API secret, for our store', async () => {
    const at = new Date('2026-12-06T10:00:00.000Z');
    fake.verified(
      'identity-verification-a',
      { name: '홍길동', birthDate: '1990-01-02', phoneNumber: '01012345678' },
      at,
    );
    expect(await provider.get('identity-verification-a')).toEqual({
      status: 'VERIFIED',
      name: '홍길동',
      birthDate: '1990-01-02',
      phoneNumber: '01012345678',
      verifiedAt: at,
    });
    expect(fake.seen.at(-1)).toEqual({
      url: '/identity-verifications/identity-verification-a?storeId=store-1',
      authorization: 'PortOne portone-secret',
    });
  });

  it('answers READY and FAILED as not verified, an unknown id as null, a phone-less person without phone', async () => {
    fake.opened('identity-verification-b');
    expect(await provider.get('identity-verification-b')).toEqual({ status: 'READY' });
    fake.failed('identity-verification-c');
    expect(await provider.get('identity-verification-c')).toEqual({ status: 'FAILED' });
    expect(await provider.get('identity-verification-none')).toBeNull();
    fake.verified('identity-verification-d', { name: 'Kim', birthDate: '1990-01-02' });
    expect(await provider.get('identity-verification-d')).toMatchObject({
      status: 'VERIFIED',
      phoneNumber: null,
    });
  });

  it('treats a refused secret or an unreachable PortOne as unavailable, never as an answer', async () => {
    const wrong = new PortOneIdentityProvider({ apiUrl: fake.url, apiSecret: 'other', storeId: 'store-1' });
    await expect(wrong.get('identity-verification-a')).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );
    const away = new PortOneIdentityProvider({ apiUrl: 'http://127.0.0.1:9', apiSecret: 'x', storeId: 's' });
    await expect(away.get('identity-verification-a')).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );
  });
});
