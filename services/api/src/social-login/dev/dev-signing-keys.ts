import { createHash, createPrivateKey, generateKeyPairSync, type JsonWebKey } from 'node:crypto';

let keys: { keys: JsonWebKey[] } | undefined;

/**
 * One RS256 key per process for the local provider's ID tokens. The package's built-in quick-start
 * key is public and warns on every boot; a key made here is private to the process and nothing
 * outlives it (tokens are minutes long and the dev accounts live in memory too).
 */
export function devSigningKeys(): { keys: JsonWebKey[] } {
  if (!keys) {
    // Encoded inside the generation, then read back as a key of its own: exporting a JWK straight from
    // a generated key can deadlock Node 20 for good when a GC collects the finished generation job
    // during the export (the job's destructor waits on the key's lock the export holds). A jest
    // worker hung so in CI; a loop of 512-bit keys hung within ~3,000 exports the old way
    // and ran 4,820 in 25 s this way.
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const jwk = createPrivateKey(privateKey).export({ format: 'jwk' });
    const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
    keys = { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
  }
  return keys;
}
