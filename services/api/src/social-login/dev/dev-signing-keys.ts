import { createHash, generateKeyPairSync, type JsonWebKey } from 'node:crypto';

let keys: { keys: JsonWebKey[] } | undefined;

/**
 * One RS256 key per process for the local provider's ID tokens. The package's built-in quick-start
 * key is public and warns on every boot; a key made here is private to the process and nothing
 * outlives it (tokens are minutes long and the dev accounts live in memory too).
 */
export function devSigningKeys(): { keys: JsonWebKey[] } {
  if (!keys) {
    const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
    keys = { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
  }
  return keys;
}
