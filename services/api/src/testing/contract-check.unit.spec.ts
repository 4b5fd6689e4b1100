import type { OpenAPIObject } from '@nestjs/swagger';
import { ContractCheck, type Exchange } from './contract-check';

const envelope = (data: object) => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'string' }, message: { type: 'string' }, data },
});
const error = (codes: string) => ({
  description: `Codes: ${codes}`,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

const document = {
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  components: {
    schemas: {
      ErrorEnvelope: {
        type: 'object',
        required: ['code', 'message', 'data'],
        properties: {
          code: { type: 'string' },
          message: { type: 'string' },
          data: { type: 'object', nullable: true },
        },
      },
      Thing: {
        type: 'object',
        required: ['id', 'note'],
        properties: { id: { type: 'integer' }, note: { type: 'string', nullable: true } },
      },
    },
  },
  paths: {
    '/api/things/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': { schema: envelope({ $ref: '#/components/schemas/Thing' }) },
            },
          },
          '404': error('NOT_FOUND, THING.NOT_FOUND'),
          '429': {
            ...error('TOO_MANY_REQUESTS'),
            headers: { 'Retry-After': { schema: { type: 'integer' } } },
          },
        },
      },
    },
    '/api/things': {
      get: {
        parameters: [
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: envelope({ type: 'array' }) } },
          },
        },
      },
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            },
          },
        },
        responses: {
          '201': {
            description: 'OK',
            content: { 'application/json': { schema: envelope({ type: 'object' }) } },
          },
          '400': error('VALIDATION_FAILED'),
        },
      },
    },
  },
} as unknown as OpenAPIObject;

const json = { 'content-type': 'application/json; charset=utf-8' };
const exchange = (x: Partial<Exchange> & Pick<Exchange, 'url' | 'status'>): Exchange => ({
  method: 'GET',
  requestHeaders: {},
  headers: json,
  body: JSON.stringify({ code: 'OK', message: '', data: null }),
  ...x,
});
const ok = (data: unknown) => JSON.stringify({ code: 'OK', message: 'Done.', data });
const refusal = (code: string) => JSON.stringify({ code, message: 'No.', data: null });

describe('the contract check of the api e2e tests', () => {
  const check = new ContractCheck(document);

  it('passes answers that keep to the document, the literal path before the templated one', () => {
    expect(
      check.check(exchange({ url: '/api/things/7', status: 200, body: ok({ id: 7, note: null }) })),
    ).toEqual([]);
    expect(check.check(exchange({ url: '/api/things?limit=5', status: 200, body: ok([]) }))).toEqual([]);
    expect(
      check.check(
        exchange({
          url: '/api/things/7',
          status: 429,
          headers: { ...json, 'retry-after': '3' },
          body: refusal('TOO_MANY_REQUESTS'),
        }),
      ),
    ).toEqual([]);
  });

  it('fails an undocumented status, an undocumented code and a wrong shape', () => {
    expect(check.check(exchange({ url: '/api/things/7', status: 409, body: refusal('THING.BUSY') }))).toEqual(
      [expect.stringContaining('status 409 is not documented')],
    );
    expect(
      check.check(exchange({ url: '/api/things/7', status: 404, body: refusal('ORDER.NOT_FOUND') })),
    ).toEqual([expect.stringContaining('code ORDER.NOT_FOUND is not documented for 404')]);
    expect(check.check(exchange({ url: '/api/things/7', status: 200, body: ok({ id: 'seven' }) }))).toEqual([
      expect.stringMatching(/body does not match the documented schema: .*'note'.*id must be integer/),
    ]);
  });

  it('fails a 429 without Retry-After', () => {
    expect(
      check.check(exchange({ url: '/api/things/7', status: 429, body: refusal('TOO_MANY_REQUESTS') })),
    ).toEqual([expect.stringContaining('429 without a Retry-After header')]);
  });

  it('holds an accepted request to the document, and leaves a refused or deliberately wrong one alone', () => {
    const post = (payload: unknown, status: number, badRequestOnPurpose = false) =>
      check.check(
        exchange({
          method: 'POST',
          url: '/api/things',
          payload,
          status,
          badRequestOnPurpose,
          body:
            status === 201 ? ok({}) : JSON.stringify({ code: 'VALIDATION_FAILED', message: '', data: {} }),
        }),
      );
    expect(post({ name: 'a' }, 201)).toEqual([]);
    expect(post({ name: 1 }, 201)).toEqual([expect.stringContaining('request body does not match')]);
    expect(post({ name: 1 }, 400)).toEqual([]);
    expect(post({ name: 1 }, 201, true)).toEqual([]);
    expect(check.check(exchange({ url: '/api/things?limit=0', status: 200, body: ok([]) }))).toEqual([
      expect.stringContaining('request query does not match'),
    ]);
  });

  it('leaves alone what is not an operation of the document', () => {
    expect(check.check(exchange({ url: '/', status: 200, headers: {}, body: '<html>' }))).toEqual([]);
    expect(
      check.check(exchange({ url: '/api/nothing-here', status: 404, body: refusal('NOT_FOUND') })),
    ).toEqual([]);
    expect(check.check(exchange({ url: '/api/console/queues', status: 200, body: '' }))).toEqual([]);
    expect(check.check(exchange({ url: '/api/nothing-here', status: 200, body: ok(null) }))).toEqual([
      expect.stringContaining('no operation of the document matches'),
    ]);
  });

  it('counts what it checked', () => {
    expect(check.responses).toBeGreaterThan(5);
    expect(check.operations.size).toBe(3);
  });
});
