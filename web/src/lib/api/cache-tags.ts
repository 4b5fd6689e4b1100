import type { DefinitionsFromApi, DefinitionType } from '@reduxjs/toolkit/query';
import type { slabworksApi } from './slabworks-api';

type Definitions = DefinitionsFromApi<typeof slabworksApi>;
/** The api's endpoints of one kind (its queries, or its mutations). */
type NameOf<Kind extends DefinitionType> = {
  [K in keyof Definitions]: Definitions[K] extends { type: Kind } ? K : never;
}[keyof Definitions];
type QueryName = NameOf<DefinitionType.query>;
type MutationName = NameOf<DefinitionType.mutation>;

/** The writes after which what `tag` marks reads again, in enhanceEndpoints' form. */
export const invalidatedBy = <Tag extends string, Write extends MutationName>(
  tag: Tag,
  writes: readonly Write[],
) =>
  Object.fromEntries(writes.map((name) => [name, { invalidatesTags: [tag] }])) as Record<
    Write,
    { invalidatesTags: Tag[] }
  >;

/**
 * One cached list and the writes that make it stale (a create, an update, a delete…): the list
 * provides `tag`, every write invalidates it, and the screens showing the list read it again.
 */
export const listRefreshedBy = <Tag extends string, List extends QueryName, Write extends MutationName>(
  tag: Tag,
  list: List,
  writes: readonly Write[],
) => ({
  ...({ [list]: { providesTags: [tag] } } as Record<List, { providesTags: Tag[] }>),
  ...invalidatedBy(tag, writes),
});
