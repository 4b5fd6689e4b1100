/**
 * oidc-provider warns that it wants Node 22 LTS and that its in-memory adapter loses state on restart.
 * Both are true and intended for the local stand-in (it runs on Node 20, never in production, and its
 * accounts live in memory too), so those two notices are dropped while it loads and boots; anything
 * else it says still reaches the console.
 */
const EXPECTED_NOTICES = [
  'oidc-provider WARNING: Unsupported runtime',
  'quick start development-only in-memory adapter',
];

export async function withoutExpectedNotices<T>(load: () => Promise<T> | T): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : '';
    if (EXPECTED_NOTICES.some((notice) => text.includes(notice))) return;
    warn(...args);
  };
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
}
