import type { ApiEnvelope } from '@slabworks/contracts';
import type {
  DefinitionsFromApi,
  OverrideResultType,
  ResultTypeFrom,
  TagTypesFromApi,
} from '@reduxjs/toolkit/query';
import { slabworksApi as generated } from './generated/slabworks-api';

type Definitions = DefinitionsFromApi<typeof generated>;
type DataOf<R> = R extends { data: infer D } ? D : R;

/** Every generated endpoint with the envelope's `data` as its result. */
type DataDefinitions = {
  [K in keyof Definitions]: OverrideResultType<Definitions[K], DataOf<ResultTypeFrom<Definitions[K]>>>;
};

const dataOf = (response: ApiEnvelope<unknown>) => response.data;

/**
 * The api's endpoints (generated from its OpenAPI document by `npm run api:generate`), answering the
 * envelope's `data`: features take their hooks from here and add tags with enhanceEndpoints. A refusal
 * keeps its envelope in `error.data` (lib/api/envelope.ts reads its code and message).
 */
export const slabworksApi = generated.enhanceEndpoints<TagTypesFromApi<typeof generated>, DataDefinitions>({
  endpoints: Object.fromEntries(
    Object.keys(generated.endpoints).map((name) => [
      name,
      (definition: { transformResponse?: unknown }) => {
        definition.transformResponse = dataOf;
      },
    ]),
  ) as never,
});
