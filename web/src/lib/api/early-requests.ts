// A request the early script (src/boot/early.ts) starts while the app's own code is still downloading; the
// api slice's fetch (base-api.ts) takes its answer once instead of asking again. Both scripts share this
// module (one instance per page), so nothing travels through globals.

import { COUNTRY_CODE_HEADER, serviceCountry } from '@/lib/service-country';

/** The headers every api call carries (base-api.ts sets the same through prepareHeaders). */
export const apiHeaders = (language: string): Record<string, string> => ({
  // Spec §7: the service's country, one header name shared with the api (libs/contracts).
  [COUNTRY_CODE_HEADER]: serviceCountry(),
  // The api refuses cookie-authenticated writes without it (CSRF guard); a cross-site form cannot set it.
  'x-requested-with': 'XMLHttpRequest',
  'x-lang': language,
});

/** An early answer is for the first screen; a later request asks the api afresh. */
const FRESH_MS = 10_000;
const started = new Map<string, { answer: Promise<Response>; at: number }>();

// The same GET in the same language, whatever the order of its query parameters.
const keyOf = (url: string, language: string | null): string => {
  const parsed = new URL(url, window.location.origin);
  parsed.searchParams.sort();
  return `${language ?? ''} ${parsed.pathname}?${parsed.searchParams.toString()}`;
};

export const startEarlyRequest = (url: string, language: string): Promise<Response> => {
  const answer = fetch(url, { credentials: 'include', headers: apiHeaders(language) });
  started.set(keyOf(url, language), { answer, at: Date.now() });
  return answer;
};

/** The early answer to this request if there is one not taken yet (a body can be read only once). */
export const takeEarlyResponse = (request: Request): Promise<Response> | undefined => {
  if (request.method !== 'GET' || started.size === 0) return undefined;
  const key = keyOf(request.url, request.headers.get('x-lang'));
  const early = started.get(key);
  started.delete(key);
  return early && Date.now() - early.at < FRESH_MS ? early.answer : undefined;
};
