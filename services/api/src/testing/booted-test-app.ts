// Imported, not global: the api's build type-checks test helpers, without jest's types.
import { afterAll, beforeAll } from '@jest/globals';
import { runProjections, type RunningProjections } from './run-projections';
import { createTestApp, type TestApp } from './test-app';

export interface TestAppWithProjections extends TestApp {
  /** The worker's projection runners, running beside this app (settle() waits for the read models). */
  readonly projections: RunningProjections;
}

/**
 * Longer than jest's 30 s for a hook: the first app of a jest run also migrates the template database,
 * and on a busy two-core machine a boot with projections has taken over 30 s (2026-12-06).
 */
const BOOT_TIMEOUT_MS = 120_000;

type Env = Record<string, string> | (() => Record<string, string>);

/**
 * The api for the describe block (or file) this is called in: booted in a beforeAll hook, closed in an
 * afterAll hook. Read its fields in tests and in beforeAll hooks written after this call (they run
 * after it). `env` may be a function, for configuration known only once the block starts (a
 * temporary folder, a fake's address, made in a beforeAll written before this call).
 *
 * One helper rather than the same let/beforeAll/afterAll in every spec: it also stops the
 * projections before closing the app, which a hand-written afterAll has to get the order of right.
 */
export function bootTestApp(label: string, env?: Env): TestApp;
export function bootTestApp(label: string, env: Env, opts: { projections: true }): TestAppWithProjections;
export function bootTestApp(label: string, env: Env = {}, opts: { projections?: boolean } = {}) {
  let booted: TestApp | undefined;
  let projections: RunningProjections | undefined;
  beforeAll(async () => {
    booted = await createTestApp(label, typeof env === 'function' ? env() : env);
    if (opts.projections) projections = await runProjections(booted);
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await projections?.stop();
    await booted?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`${label}: ${what} read before the block's beforeAll started it`);
    return value;
  };
  const app = () => ready(booted, 'the test app');
  return {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
    get config() {
      return app().config;
    },
    get dataSource() {
      return app().dataSource;
    },
    get projections() {
      return ready(projections, 'the projections (bootTestApp(…, { projections: true }))');
    },
    close: () => app().close(),
  };
}
