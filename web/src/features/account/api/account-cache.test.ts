import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { ok, stubApiFetch } from '@/testing/stub-api-fetch';
import { slabworksApi } from '@/lib/api/slabworks-api';
// Registers the profile's cache rules on the shared api, as the account pages do.
import './profile-api';

const PROFILE = { name: '김수집', email: 'collector@example.com', phone: null };

const requestsTo = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).length;

describe('account data cache (spec §9: 1,800,000 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the profile for half an hour after the page leaves, and refreshes it after the member saves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApiFetch(() => ok(PROFILE));
    const store = makeStore({
      preferences: { language: 'ko', currency: 'KRW' },
      session: { hasSession: true },
    });

    const first = store.dispatch(slabworksApi.endpoints.getProfile.initiate());
    await first;
    first.unsubscribe();
    await vi.advanceTimersByTimeAsync(29 * 60_000);

    const second = store.dispatch(slabworksApi.endpoints.getProfile.initiate());
    await second;
    expect(requestsTo(calls, '/api/member/profile')).toBe(1);

    await store.dispatch(slabworksApi.endpoints.updateProfile.initiate({ name: '김수집가' } as never));
    await vi.waitFor(() => expect(requestsTo(calls, '/api/member/profile')).toBe(2));
    second.unsubscribe();
  });
});
