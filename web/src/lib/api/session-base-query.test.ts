import { describe, expect, it, vi } from 'vitest';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { createSessionBaseQuery, type RawBaseQuery, type SessionPorts } from './session-base-query';

type Answer = { status: number; data?: unknown };

// A fake server: each URL answers from its own queue; calls are recorded in order.
const fakeServer = (answers: Record<string, Answer[]>) => {
  const calls: string[] = [];
  const raw: RawBaseQuery = async (args) => {
    const url = typeof args === 'string' ? args : (args as FetchArgs).url;
    calls.push(url);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = answers[url]?.shift() ?? { status: 200, data: { code: 'OK' } };
    return answer.status < 400
      ? { data: answer.data }
      : { error: { status: answer.status, data: answer.data } as { status: number; data: unknown } };
  };
  return { raw, calls };
};

const ports = (
  overrides: Partial<SessionPorts> = {},
): SessionPorts & { redirect: ReturnType<typeof vi.fn> } =>
  ({
    hasSession: () => true,
    clearSession: vi.fn(),
    currentPath: () => '/account/dashboard',
    redirect: vi.fn(),
    reload: vi.fn(),
    now: () => Date.now(),
    ...overrides,
  }) as SessionPorts & { redirect: ReturnType<typeof vi.fn> };

const api = {} as Parameters<RawBaseQuery>[1];

describe('session base query', () => {
  it('renews once on 401 while concurrent requests wait, then retries each', async () => {
    const server = fakeServer({
      '/a': [{ status: 401 }],
      '/b': [{ status: 401 }],
      '/api/login/renew': [{ status: 200 }],
    });
    const query = createSessionBaseQuery(server.raw, ports());
    const [a, b] = await Promise.all([query('/a', api, {}), query('/b', api, {})]);
    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect(server.calls.filter((url) => url === '/api/login/renew')).toHaveLength(1);
    expect(server.calls.filter((url) => url === '/a')).toHaveLength(2);
  });

  it('clears the session and sends the user to /login with returnUrl when renewal fails', async () => {
    const server = fakeServer({ '/a': [{ status: 401 }], '/api/login/renew': [{ status: 401 }] });
    const p = ports();
    await createSessionBaseQuery(server.raw, p)('/a', api, {});
    expect(p.clearSession).toHaveBeenCalled();
    expect(p.redirect).toHaveBeenCalledWith('/login?returnUrl=%2Faccount%2Fdashboard');
  });

  it('never redirects on /partner-shop', async () => {
    const server = fakeServer({ '/a': [{ status: 401 }], '/api/login/renew': [{ status: 500 }] });
    const p = ports({ currentPath: () => '/partner-shop' });
    await createSessionBaseQuery(server.raw, p)('/a', api, {});
    expect(p.redirect).not.toHaveBeenCalled();
  });

  it('logs out and reloads on a 401 without a session at home', async () => {
    const server = fakeServer({ '/a': [{ status: 401 }] });
    const p = ports({ hasSession: () => false, currentPath: () => '/' });
    await createSessionBaseQuery(server.raw, p)('/a', api, {});
    expect(p.reload).toHaveBeenCalled();
    expect(server.calls).toEqual(['/a']);
  });

  it('logs out on 400 AUTH_INVALID_TOKEN', async () => {
    const server = fakeServer({
      '/a': [{ status: 400, data: { code: 'AUTH_INVALID_TOKEN', message: 'AUTH_INVALID_TOKEN' } }],
    });
    const p = ports();
    await createSessionBaseQuery(server.raw, p)('/a', api, {});
    expect(p.clearSession).toHaveBeenCalled();
    expect(p.redirect).toHaveBeenCalledWith('/login');
  });

  it('does not renew again within the debounce window', async () => {
    let now = 1000;
    const server = fakeServer({
      '/a': [{ status: 401 }],
      '/b': [{ status: 401 }],
      '/api/login/renew': [{ status: 200 }, { status: 200 }],
    });
    const query = createSessionBaseQuery(server.raw, ports({ now: () => now }));
    await query('/a', api, {});
    now += 200;
    await query('/b', api, {});
    expect(server.calls.filter((url) => url === '/api/login/renew')).toHaveLength(1);
  });
});
