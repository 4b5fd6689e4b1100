import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Mutex } from 'async-mutex';
import { renewDebounceMs } from '@/config/constants';

export type RawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

// What the session policy needs from the outside world; injected so the policy is testable.
export interface SessionPorts {
  hasSession(): boolean;
  clearSession(): void;
  currentPath(): string;
  redirect(href: string): void;
  reload(): void;
  now(): number;
}

export const renewRequest: FetchArgs = { url: '/api/login/renew', method: 'POST', body: {} };

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);

const codeOf = (error: FetchBaseQueryError): string | undefined => {
  const data =
    'data' in error ? (error.data as { code?: unknown; message?: unknown } | undefined) : undefined;
  const value = data?.message === 'AUTH_INVALID_TOKEN' ? data.message : data?.code;
  return typeof value === 'string' ? value : undefined;
};

const pathnameOf = (path: string): string => path.split('?')[0] ?? path;

// Spec §8. One renewal at a time: requests that fail while it runs wait for it and then retry once.
export const createSessionBaseQuery = (
  raw: RawBaseQuery,
  ports: SessionPorts,
  mutex = new Mutex(),
): RawBaseQuery => {
  let lastRenewedAt = Number.NEGATIVE_INFINITY;

  const sendToLogin = () => {
    const current = ports.currentPath();
    const pathname = pathnameOf(current);
    if (pathname === '/partner-shop' || pathname === '/login') return;
    if (pathname === '/' || pathname === '/home') {
      ports.clearSession();
      ports.reload();
      return;
    }
    ports.redirect(`/login?returnUrl=${encodeURIComponent(current)}`);
  };

  const renewOnce = async (api: Parameters<RawBaseQuery>[1], extra: Parameters<RawBaseQuery>[2]) => {
    if (mutex.isLocked()) {
      await mutex.waitForUnlock();
      return true;
    }
    const release = await mutex.acquire();
    try {
      if (ports.now() - lastRenewedAt < renewDebounceMs) return true;
      const renewed = await raw(renewRequest, api, extra);
      if (renewed.error) return false;
      lastRenewedAt = ports.now();
      return true;
    } finally {
      release();
    }
  };

  return async (args, api, extra) => {
    await mutex.waitForUnlock();
    let result = await raw(args, api, extra);
    const error = result.error;
    if (!error) return result;

    if (error.status === 401 && urlOf(args) !== renewRequest.url) {
      if (!ports.hasSession()) {
        sendToLogin();
        return result;
      }
      if (!(await renewOnce(api, extra))) {
        ports.clearSession();
        if (pathnameOf(ports.currentPath()) !== '/partner-shop') {
          ports.redirect(`/login?returnUrl=${encodeURIComponent(ports.currentPath())}`);
        }
        return result;
      }
      result = await raw(args, api, extra);
      if (result.error?.status === 401) sendToLogin();
      return result;
    }

    if (error.status === 400 && codeOf(error) === 'AUTH_INVALID_TOKEN') {
      ports.clearSession();
      if (pathnameOf(ports.currentPath()) !== '/partner-shop') ports.redirect('/login');
    } else if (error.status === 500) {
      console.error('Internal server error', urlOf(args));
    }
    return result;
  };
};
