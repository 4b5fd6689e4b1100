import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connectKurrentDb, EventStoreConfigError, redactConnectionString } from './kurrentdb-connection';

// No server is needed: the client parses (in JS and in its Rust bridge) and reads certificate files
// when it is created, and connects only at the first call.
const repo = resolve(__dirname, '../../../..');
// A self-signed CA certificate (its key was thrown away): the bridge parses the file at creation.
const caFile = join(__dirname, 'testing/test-ca.crt');

const opens = (connectionString: string) => {
  const client = connectKurrentDb(connectionString);
  void client.dispose();
  return true;
};

/** Every connection string the operators are told to use, where they are told. */
function documentedConnectionStrings(): { file: string; value: string }[] {
  const files = ['docs/operations.md', 'infra/docker/cluster.env', 'docker-compose.yml', 'README.md'];
  return files.flatMap((file) =>
    [
      ...readFileSync(join(repo, file), 'utf8').matchAll(
        /(?:esdb|kurrentdb|kurrent|kdb)(?:\+discover)?:\/\/[^\s'"`)|}]+/g,
      ),
    ].map((m) => ({ file, value: m[0] })),
  );
}

describe('KurrentDB connection strings (the client parses them)', () => {
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // esdb:// is deprecated
  afterAll(() => jest.restoreAllMocks());

  it('takes a single node', () => {
    expect(opens('kurrentdb://127.0.0.1:2113?tls=false')).toBe(true);
  });

  it('takes the 3-node cluster of infra/docker/cluster.env (no URL: new URL() refuses it)', () => {
    expect(opens('kurrentdb://kurrentdb:2113,kurrentdb-2:2113,kurrentdb-3:2113?tls=false')).toBe(true);
    expect(opens('esdb://kurrentdb:2113,kurrentdb-2:2113,kurrentdb-3:2113?tls=false')).toBe(true);
  });

  it('takes DNS discovery', () => {
    expect(opens('kurrentdb+discover://cluster.example.com:2113')).toBe(true);
  });

  it('takes TLS with a CA file and credentials, and refuses a CA file that is not there', () => {
    expect(
      opens(`kurrentdb://admin:s3cret@node1:2113,node2:2113,node3:2113?tls=true&tlsCAFile=${caFile}`),
    ).toBe(true);
    expect(() => connectKurrentDb('kurrentdb://admin:s3cret@node1:2113?tlsCAFile=/nowhere/ca.crt')).toThrow(
      /certificate file/,
    );
  });

  it('takes the legacy schemes the client still reads', () => {
    expect(opens('kdb://127.0.0.1:2113?tls=false')).toBe(true);
    expect(opens('esdb+discover://cluster.example.com:2113')).toBe(true);
  });

  it('refuses with a ConfigError that names ESDB_URL and hides the password', () => {
    for (const wrong of [
      'http://127.0.0.1:2113',
      'kurrentdb://admin:s3cret@node1:notaport',
      'kurrentdb://admin:s3cret@node1:2113?tlsCaFiel=/x.crt',
      'kurrentdb://admin:s3cret@node1:2113?throwOnAppendFailure=false',
    ]) {
      let error: unknown;
      try {
        connectKurrentDb(wrong);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EventStoreConfigError);
      expect((error as Error).name).toBe('ConfigError');
      expect((error as Error).message).toMatch(/^ESDB_URL .*refused: /);
      expect((error as Error).message).not.toContain('s3cret');
    }
    expect(redactConnectionString('x admin:s3cret@y', 'kurrentdb://admin:s3cret@y:2113')).toBe(
      'x admin:***@y',
    );
  });

  it.each(documentedConnectionStrings().map((d) => [d.file, d.value]))(
    'takes the string %s documents: %s',
    (_file, value) => {
      // Certificate paths of the deployment do not exist here; the file is checked as above.
      const local = value.replace(/(tlsCAFile|userCertFile|userKeyFile)=[^&]+/gi, `$1=${caFile}`);
      expect(opens(local)).toBe(true);
    },
  );

  it('finds the documented strings it checks', () => {
    const files = new Set(documentedConnectionStrings().map((d) => d.file));
    expect(files).toEqual(
      new Set(['docs/operations.md', 'infra/docker/cluster.env', 'docker-compose.yml', 'README.md']),
    );
  });
});
