import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { cookieNames } from '@/config/constants';
import { readCookie } from '@/lib/cookies';
import { navigateTo } from '@/lib/navigation';
import { sessionCleared } from '@/lib/session/session-slice';
import { clearSessionCookies } from '@/lib/session/session-cookies';
import { apiHeaders, takeEarlyResponse } from './early-requests';
import { createSessionBaseQuery, type RawBaseQuery } from './session-base-query';

type QueryApi = Parameters<RawBaseQuery>[1];

interface LanguageState {
  preferences: { language: string };
}

const raw = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const language = (getState() as LanguageState).preferences.language;
    for (const [name, value] of Object.entries(apiHeaders(language))) headers.set(name, value);
    return headers;
  },
  // The home page's banners may already be on their way (src/boot/early.ts).
  fetchFn: (input, init) =>
    (input instanceof Request ? takeEarlyResponse(input) : undefined) ?? fetch(input, init),
});

let lastApi: QueryApi | undefined;

const sessionQuery = createSessionBaseQuery(raw, {
  hasSession: () => readCookie(cookieNames.user) !== undefined,
  clearSession: () => {
    clearSessionCookies();
    lastApi?.dispatch(sessionCleared());
  },
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  redirect: navigateTo,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

// The one API slice for our single backend; features add endpoints with injectEndpoints.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: ((args, api, extra) => {
    lastApi = api;
    return sessionQuery(args, api, extra);
  }) as RawBaseQuery,
  tagTypes: ['CurrentUser', 'Content'],
  refetchOnFocus: false,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
