import { fakeApi, type FakeAnswer, type FakeCall } from './fake-api';

export { ok, serverDown } from './fake-api';
export type StubbedCall = FakeCall;

/**
 * fakeApi (fake-api.ts) for tests that answer by method and path alone: `answer(method, path, query)`
 * gives each request its reply (envelope and status); every request is recorded.
 */
export const stubApiFetch = (
  answer: (method: string, path: string, query: URLSearchParams) => FakeAnswer,
): StubbedCall[] => fakeApi((call) => answer(call.method, call.path, call.query));
