import { listRefreshedBy } from '@/lib/api/cache-tags';
import { slabworksApi } from '@/lib/api/slabworks-api';
import type { ListApiKeysApiResponse } from '@/lib/api/generated/slabworks-api';

// The public read API's keys (services/api/src/card-data/public-api): issuing or revoking one
// marks the list stale so it reads again.
const KEYS = 'PublicApiKeys';

const apiKeysApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [KEYS],
  endpoints: listRefreshedBy(KEYS, 'listApiKeys', ['issueApiKey', 'revokeApiKey']),
});

export type PublicApiKey = ListApiKeysApiResponse['data'][number];

export const { useListApiKeysQuery, useIssueApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
