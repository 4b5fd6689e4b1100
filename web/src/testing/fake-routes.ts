import type { ApiRoutes } from '@/lib/api/generated/api-routes';
import { fakeApi, type FakeAnswer, type FakeCall } from './fake-api';

type DataOf<Answer> = Answer extends { data: infer Data } ? Data : never;

/** A refusal in the api's envelope (`{code, message, data}`), e.g. 400 with field errors. */
export interface RouteRefusal {
  readonly status: number;
  readonly code: string;
  readonly message?: string;
  readonly data?: unknown;
}

/** A route's answer: its success `data`, typed as the generated client reads it, or a refusal. */
export type RouteAnswer<Route extends keyof ApiRoutes> =
  { data: DataOf<ApiRoutes[Route]>; status?: number } | RouteRefusal;

export type RouteCall = FakeCall & {
  /** The path's parameters by the names in the route's template (`{id}` → `params.id`). */
  readonly params: Readonly<Record<string, string>>;
};

export type RouteHandlers = { [Route in keyof ApiRoutes]?: (call: RouteCall) => RouteAnswer<Route> };

const matcherOf = (route: string) => {
  const [method, template] = route.split(' ') as [string, string];
  const names: string[] = [];
  const pattern = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}$`);
  return (call: FakeCall) => {
    if (call.method !== method) return undefined;
    const found = regex.exec(call.path);
    if (!found) return undefined;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
  };
};

const envelope = (answer: RouteAnswer<keyof ApiRoutes>): FakeAnswer =>
  'code' in answer
    ? {
        status: answer.status,
        body: { code: answer.code, message: answer.message ?? '', data: answer.data ?? null },
      }
    : { status: answer.status ?? 200, body: { code: 'OK', message: '', data: answer.data } };

/**
 * The fake api answering by route, each answer typed from the api's OpenAPI document through the
 * generated client (`ApiRoutes`, written by `npm run api:generate`): a handler for a route the api
 * does not have, or an answer of the wrong shape, does not compile. A request no handler takes is
 * answered 404 NOT_FOUND, as the api answers an unknown path. Answers the calls it recorded.
 */
export const fakeRoutes = (handlers: RouteHandlers): FakeCall[] => {
  const routes = Object.entries(handlers).map(([route, handler]) => ({
    match: matcherOf(route),
    handler: handler as (call: RouteCall) => RouteAnswer<keyof ApiRoutes>,
  }));
  return fakeApi((call) => {
    for (const { match, handler } of routes) {
      const params = match(call);
      if (params) return envelope(handler({ ...call, params }));
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: '', data: null } };
  });
};
