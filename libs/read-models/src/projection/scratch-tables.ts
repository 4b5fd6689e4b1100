import type { PoolClient } from 'pg';
import { LIVE_SCHEMA, type Projection } from './projection';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A rebuild or verify writes into copies of the live tables in a scratch schema. The live tables are
 * defined by migrations alone, so the copies take their shape from the catalog: columns, defaults and
 * keys now (the upserts need the primary and unique keys), the other indexes later — a rebuild builds
 * them once after the load (much cheaper than maintaining them row by row), a verify at once.
 * A verify's copies are UNLOGGED (they are dropped after the comparison). A rebuild's are LOGGED
 * from the start: it writes each row about once (RowMemory), and a logged insert cost what an
 * unlogged one did, while making the copies LOGGED before the swap rewrote every row once more
 * (1.7 s of a 26 s rebuild of 300k events, with the process waiting).
 * Returns the statements that build the deferred indexes.
 */
export async function copyLiveTables(
  client: PoolClient,
  projection: Pick<Projection<unknown>, 'tables'>,
  schema: string,
  logged: boolean,
): Promise<string[]> {
  const deferred: string[] = [];
  for (const { name } of projection.tables) {
    const live = `${ident(LIVE_SCHEMA)}.${ident(name)}`;
    const copy = `${ident(schema)}.${ident(name)}`;
    await client.query(
      `CREATE ${logged ? '' : 'UNLOGGED '}TABLE ${copy} (LIKE ${live} INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING IDENTITY INCLUDING CONSTRAINTS)`,
    );
    // Key constraints (primary, unique, exclusion) with their definitions as the catalog prints them.
    const { rows: keys } = await client.query<{ conname: string; def: string }>(
      `SELECT conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
       WHERE c.conrelid = $1::regclass AND c.contype IN ('p', 'u', 'x') ORDER BY c.contype, c.conname`,
      [`${LIVE_SCHEMA}.${name}`],
    );
    for (const key of keys)
      await client.query(`ALTER TABLE ${copy} ADD CONSTRAINT ${ident(key.conname)} ${key.def}`);
    // With an empty search_path the catalog qualifies the table (and operator classes) in every definition.
    await client.query(`SET LOCAL search_path TO pg_catalog`);
    const { rows: indexes } = await client.query<{ def: string }>(
      `SELECT pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
       WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       ORDER BY i.indexrelid`,
      [`${LIVE_SCHEMA}.${name}`],
    );
    await client.query(`SET LOCAL search_path TO ${ident(schema)}, public`);
    const on = ` ON ${LIVE_SCHEMA}.${name} USING `;
    for (const { def } of indexes) {
      if (!def.includes(on)) throw new Error(`cannot copy index of ${live}: ${def}`);
      deferred.push(def.replace(on, ` ON ${copy} USING `));
    }
  }
  return deferred;
}
