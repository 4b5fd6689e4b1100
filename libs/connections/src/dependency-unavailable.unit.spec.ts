import { isDependencyUnavailable } from './dependency-unavailable';

describe('isDependencyUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['a server restart (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a refused socket', withCode('ECONNREFUSED')],
    ['a lost connection without a code', new Error('Connection terminated unexpectedly')],
    ['a pool out of time', new Error('timeout exceeded when trying to connect')],
    [
      'TypeORM wrapping the driver',
      Object.assign(new Error('query failed'), { driverError: withCode('57P01') }),
    ],
    ['a cause', new Error('outer', { cause: withCode('ECONNRESET') })],
    ['an AggregateError of sockets', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
    [
      'ioredis out of retries',
      Object.assign(new Error('Reached the max retries'), { name: 'MaxRetriesPerRequestError' }),
    ],
    [
      'ioredis with the queue off',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    ['an unavailable event store', Object.assign(new Error('14 UNAVAILABLE'), { type: 'unavailable' })],
  ])('says yes to %s', (_, error) => expect(isDependencyUnavailable(error)).toBe(true));

  it.each([
    ['a syntax error', withCode('42601')],
    ['a unique violation', withCode('23505')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'trim')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('says no to %s', (_, error) => expect(isDependencyUnavailable(error)).toBe(false));

  it('does not loop on an error that causes itself', () => {
    const e = new Error('self') as Error & { cause?: unknown };
    e.cause = e;
    expect(isDependencyUnavailable(e)).toBe(false);
  });
});
