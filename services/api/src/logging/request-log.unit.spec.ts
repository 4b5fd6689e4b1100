import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { PinoLogger } from 'nestjs-pino';
import { registerRequestLog } from './request-log';

function memoryLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { root: pino({ level: 'info' }, sink), lines };
}

describe('request log (fastify hooks instead of pino-http)', () => {
  const { root, lines } = memoryLogger();
  const app = Fastify({ genReqId: (req) => String(req.headers['x-request-id'] ?? 'generated-id') });
  // What Nest's Logger does inside a handler: nestjs-pino's PinoLogger reads the request's store.
  const nestLogger = new PinoLogger({ pinoHttp: { logger: root } });

  beforeAll(async () => {
    registerRequestLog(app, root);
    app.post('/api/things', async (req) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      nestLogger.warn({ thing: (req.body as { name: string }).name }, 'inside the request');
      return { ok: true };
    });
    app.get('/api/fails', async () => {
      throw new Error('boom');
    });
    app.get('/api/health', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => void lines.splice(0));

  it('writes one line per answer and puts the correlation id on log lines inside the request, after the body was read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things?page=2',
      headers: { 'x-request-id': 'corr-12345678' },
      payload: { name: 'slab' },
    });
    expect(res.statusCode).toBe(200);
    const inside = lines.find((l) => l.msg === 'inside the request');
    expect(inside).toMatchObject({ correlationId: 'corr-12345678', thing: 'slab', level: 40 });
    const answer = lines.find((l) => l.msg === 'request completed');
    expect(answer).toMatchObject({
      correlationId: 'corr-12345678',
      req: { method: 'POST', url: '/api/things?page=2' },
      res: { statusCode: 200 },
      level: 30,
    });
    expect(typeof answer!.responseTime).toBe('number');
    expect(answer!.req).not.toHaveProperty('headers');
  });

  it('logs a 5xx answer at error level and the health probe not at all', async () => {
    await app.inject({ method: 'GET', url: '/api/fails', headers: { 'x-request-id': 'corr-failing1' } });
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request errored',
        level: 50,
        correlationId: 'corr-failing1',
        res: { statusCode: 500 },
      }),
    ]);
  });

  it('keeps requests apart when they overlap', async () => {
    await Promise.all(
      ['corr-aaaaaaaa', 'corr-bbbbbbbb', 'corr-cccccccc'].map((id) =>
        app.inject({
          method: 'POST',
          url: '/api/things',
          headers: { 'x-request-id': id },
          payload: { name: id },
        }),
      ),
    );
    const inside = lines.filter((l) => l.msg === 'inside the request');
    expect(inside).toHaveLength(3);
    for (const line of inside) expect(line.correlationId).toBe(line.thing);
  });

  it('leaves log lines outside any request without a correlation id', () => {
    nestLogger.info('outside');
    expect(lines.find((l) => l.msg === 'outside')).not.toHaveProperty('correlationId');
  });
});
