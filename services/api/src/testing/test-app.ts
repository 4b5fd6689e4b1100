import { appendFileSync } from 'node:fs';
// Imported, not global: the api's build type-checks this file (test helpers import it), without jest's types.
import { expect } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '@slabworks/config';
import { createTestDatabase, migratedTemplate, testKeyPrefix, type TestDatabase } from '@slabworks/testing';
import { createApp } from '../create-app';
import { API_MIGRATIONS } from '../database/api-migrations';
import { runMigrations } from '../database';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import { ContractCheck } from './contract-check';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly db: TestDatabase;
  readonly config: AppConfig;
  readonly dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * The whole api, booted on a database and Redis prefix of its own, answering through fastify's
 * inject (no port). `env` overrides configuration for this app only.
 */
export async function createTestApp(label: string, env: Record<string, string> = {}): Promise<TestApp> {
  const overrides = { REDIS_PREFIX: testKeyPrefix(label), WEB_DIST: '/nonexistent', ...env };
  // This app's configuration only: handed to the app, never written back to process.env, so test
  // apps in one jest worker cannot see each other's database or settings.
  const configFor = (databaseUrl: string) =>
    loadConfig({ ...process.env, ...overrides, DATABASE_URL: databaseUrl });
  // Migrated once per jest run and copied here; the migrations below then find nothing to apply.
  const template = await migratedTemplate(API_MIGRATIONS.map((m) => m.name).join(','), (url) =>
    runMigrations(configFor(url)),
  );
  const db = await createTestDatabase(label, { template });
  const config = configFor(db.url);
  await runMigrations(config);
  const app = await createApp(config);
  sendCsrfHeaderByDefault(app);
  const contract = checkAnswersAgainstTheDocument(app, label);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    db,
    config,
    dataSource: app.get(DataSource),
    async close() {
      await app.close();
      await db.drop();
      contract.done();
    },
  };
}

/**
 * Requests carry X-Requested-With as the web app's every call does (the CSRF guard refuses writes
 * without it); a test about the guard names the header itself, `undefined` to leave it out.
 */
function sendCsrfHeaderByDefault(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance() as unknown as { inject: (opts?: unknown) => unknown };
  const inject = fastify.inject.bind(fastify);
  fastify.inject = (opts?: unknown) => {
    if (typeof opts !== 'object' || opts === null) return inject(opts);
    const given = (opts as { headers?: Record<string, unknown> }).headers ?? {};
    if ('x-requested-with' in given) {
      const headers = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
      return inject({ ...opts, headers });
    }
    return inject({ ...opts, headers: { 'x-requested-with': 'XMLHttpRequest', ...given } });
  };
}

type Inject = (opts?: unknown) => unknown;
const CONTRACT_SKIP_HEADER = 'x-test-contract';

/**
 * Every answer through inject is checked against the api's OpenAPI document (contract-check.ts): an
 * undocumented status, code or shape throws from the inject call, so the test that caused it fails,
 * and close() (afterAll) fails again for any a test swallowed. CONTRACT_CHECK=report prints every
 * problem at close instead of throwing (to survey the gaps); CONTRACT_CHECK=off turns it off. A
 * request sent with the header `x-test-contract: bad-request` is wrong on purpose: only its answer is
 * checked (a fuzz test may find input the api takes anyway); `skip` checks nothing (say why).
 */
function checkAnswersAgainstTheDocument(app: NestFastifyApplication, label: string): { done(): void } {
  const mode = process.env.CONTRACT_CHECK ?? 'throw';
  if (mode === 'off') return { done() {} };
  const fastify = app.getHttpAdapter().getInstance() as unknown as { inject: Inject };
  const inject = fastify.inject.bind(fastify);
  let check: ContractCheck | undefined;
  const problems: string[] = [];
  let skipped = 0;
  fastify.inject = (opts?: unknown) => {
    if (typeof opts !== 'object' || opts === null) return inject(opts);
    const o = opts as {
      method?: string;
      url?: string | { pathname?: string };
      path?: string;
      query?: Record<string, unknown>;
      payload?: unknown;
      body?: unknown;
      headers?: Record<string, unknown>;
    };
    const given = o.headers ?? {};
    const intent = given[CONTRACT_SKIP_HEADER];
    const headers = Object.fromEntries(Object.entries(given).filter(([k]) => k !== CONTRACT_SKIP_HEADER));
    if (intent === 'skip') {
      skipped += 1;
      return inject({ ...o, headers });
    }
    const answer = inject(intent === undefined ? opts : { ...o, headers }) as Promise<{
      statusCode: number;
      headers: Record<string, unknown>;
      body: string;
    }>;
    return answer.then((res) => {
      check ??= new ContractCheck(buildOpenApiDocument(app));
      const url = typeof o.url === 'string' ? o.url : (o.path ?? o.url?.pathname ?? '/');
      const found = check.check({
        method: o.method ?? 'GET',
        url,
        query: o.query,
        payload: o.payload ?? o.body,
        requestHeaders: headers,
        badRequestOnPurpose: intent === 'bad-request',
        status: res.statusCode,
        headers: res.headers,
        body: res.body,
      });
      if (found.length === 0) return res;
      const testName = expect.getState().currentTestName ?? '(outside a test)';
      problems.push(...found.map((p) => `[${testName}] ${p}`));
      if (mode === 'report') return res;
      throw new Error(`The answer breaks the OpenAPI contract (contract-check.ts):\n  ${found.join('\n  ')}`);
    });
  };
  return {
    done() {
      const file = (expect.getState().testPath ?? label).replace(`${process.cwd()}/`, '');
      const counts = check
        ? `${check.responses} answers of ${check.operations.size} operations and ${check.requests} accepted requests`
        : '0 answers';
      process.stderr.write(
        `[contract] ${file} (${label}): ${counts} checked against the OpenAPI document` +
          `${skipped ? `, ${skipped} skipped on purpose` : ''}, ${problems.length} problems\n`,
      );
      if (process.env.CONTRACT_COUNTS_FILE && check)
        appendFileSync(
          process.env.CONTRACT_COUNTS_FILE,
          `${JSON.stringify({ file, label, responses: check.responses, requests: check.requests, problems: problems.length })}\n`,
        );
      if (problems.length === 0) return;
      const list = [...new Set(problems)].join('\n  ');
      if (mode === 'report') process.stderr.write(`[contract] problems:\n  ${list}\n`);
      else throw new Error(`${problems.length} answers broke the OpenAPI contract:\n  ${list}`);
    },
  };
}
