import type { ApiEnvelope } from '@slabworks/contracts';
import { baseApi } from '@/lib/api/base-api';

interface SandboxAccount {
  orderId: string;
  accountNumber: string;
  amount: number;
  status: string;
}

/**
 * The sandbox payment provider's tester counter (development and tests only; the api answers 404 in
 * production or with a real provider, and leaves it out of the OpenAPI document, hence written here).
 */
const sandboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sandboxAccounts: build.query<SandboxAccount[], void>({
      query: () => '/api/payments/sandbox/accounts',
      transformResponse: (response: ApiEnvelope<SandboxAccount[]>) => response.data,
    }),
    sandboxDeposit: build.mutation<unknown, { accountNumber: string; amount: number }>({
      query: (body) => ({ url: '/api/payments/sandbox/deposits', method: 'POST', body }),
    }),
  }),
});

export const { useSandboxAccountsQuery, useSandboxDepositMutation } = sandboxApi;

/** Where a tester can deposit by hand (the api's own page). */
export const SANDBOX_PAGE = '/api/payments/sandbox';
