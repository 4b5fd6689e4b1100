// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequest, takeEarlyResponse } from './early-requests';

const request = (url: string, language: string, method = 'GET') =>
  new Request(new URL(url, window.location.origin), { method, headers: { 'x-lang': language } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early requests', () => {
  it("hands the early answer to the app's same request once, whatever the order of its parameters", async () => {
    const fetch = vi.fn(async () => new Response('{"data":{"rows":[]}}'));
    vi.stubGlobal('fetch', fetch);
    const early = startEarlyRequest('/api/admin/banner/list?offset=0&limit=100', 'en');
    expect(fetch).toHaveBeenCalledWith('/api/admin/banner/list?offset=0&limit=100', {
      credentials: 'include',
      headers: { 'country-code': 'KR', 'x-requested-with': 'XMLHttpRequest', 'x-lang': 'en' },
    });
    expect(takeEarlyResponse(request('/api/admin/banner/list?limit=100&offset=0', 'en'))).toBe(early);
    expect(takeEarlyResponse(request('/api/admin/banner/list?limit=100&offset=0', 'en'))).toBeUndefined();
  });

  it('never answers another language, another address, a write or a late request', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    vi.useFakeTimers();
    startEarlyRequest('/api/admin/banner/list?offset=0&limit=100', 'ko');
    expect(takeEarlyResponse(request('/api/admin/banner/list?offset=0&limit=100', 'tw'))).toBeUndefined();
    expect(takeEarlyResponse(request('/api/admin/banner/list?offset=0&limit=20', 'ko'))).toBeUndefined();
    expect(
      takeEarlyResponse(request('/api/admin/banner/list?offset=0&limit=100', 'ko', 'POST')),
    ).toBeUndefined();
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyResponse(request('/api/admin/banner/list?offset=0&limit=100', 'ko'))).toBeUndefined();
  });
});
