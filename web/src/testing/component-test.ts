import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

/** How long a `findBy…` waits for a screen that suspends while its locale files load (seconds on a busy machine). */
export const LOCALE_WAIT = { timeout: 10_000 };

/** A component test's own time limit: its first render loads antd and the locale files. */
export const SLOW = 30_000;

/**
 * Call once at the top of a component test file: after each test, unmount what it rendered and put
 * back the globals it stubbed (`fetch` above all). A call rather than an import's side effect: the
 * web project runs its files without isolation, so a module's body runs once per worker, not per file.
 */
export const cleanUpAfterEach = () => {
  // Screens load antd's Table when they first draw one (ConsoleTable, the pop report): a test that
  // ends before that left the import running past the file's environment (EnvironmentTeardownError,
  // an unhandled error that fails the run on a loaded machine). Loaded before the file's tests; once
  // per worker, as modules are shared without isolation.
  beforeAll(async () => {
    await import('antd/es/table');
  }, SLOW);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
};
