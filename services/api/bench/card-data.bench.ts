// Card data bench: certification lookup and pop-report search over CERTIFICATES certificates, through
// the public read api (HTTP, key check, rate-limit counter, envelope, ETag) beside its HTTP floor (the
// api's own query code behind a bare Fastify route, floor/http-floor.ts) and the raw PostgreSQL query the
// answer rests on (the api's query code over node-postgres, no HTTP), in the same run. Progress goes to stderr; the table and, as the last line, one JSON
// object (lookup_rps, lookup_floor_rps, pop_rps, pop_floor_rps …) to stdout.
// Run with node -r ./services/api/bench/swc-register.cjs (npm run bench:card-data).
import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { createEventStore } from '@slabworks/event-store';
import {
  certificateWithPopulation,
  certificationRegistryProjection,
  ProjectionRunner,
} from '@slabworks/read-models';
import { createTestDatabase, testKeyPrefix } from '@slabworks/testing';
import {
  parsePopulationSearch,
  PopulationSearchQuery,
} from '../src/card-data/population/population-search.query';
import { startHttpFloor } from './floor/floor-process';
import { startApi } from './support/api-process';
import { BenchHttp } from './support/http-client';
import { measure, percentile, rate, type Window } from './support/load';
import { querySource } from './support/query-source';
import { profileReport } from './support/report';

const CERTIFICATES = Number(process.env.BENCH_CERTIFICATES ?? 1_000_000);
const CARDS = Math.max(1, Math.floor(CERTIFICATES / 50));
const LIMITS = { clients: 16, seconds: 8, maxOps: 200_000 };
const log = (line: string) => console.error(line);
const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };

/** Certificates spread over CARDS cards (50 a card on average), grades cycling through the scale. */
async function fillRegistry(pool: Pool): Promise<void> {
  const began = performance.now();
  await pool.query(`INSERT INTO read_models.certifications
      (certification_number, order_id, order_number, item_id, member_id, grade, card_category, player_name,
       set_name, year, card_number, scored_at, card_key, photos)
    SELECT lpad((1000000 + n)::text, 7, '0'), 'order-' || (n / 10), 'GO-' || (n / 10), 'line-' || n,
           'member-' || (n % 5000), (ARRAY['10','9','8.5','8','7.5','7','6','5','4','3','2','1','A'])[1 + n % 13],
           'POKEMON', 'p' || substr(md5((n % ${CARDS})::text), 1, 8), 'set ' || (n % ${CARDS}) % 97,
           1999 + (n % ${CARDS}) % 26, ((n % ${CARDS}) % 300)::text, now() - (n || ' seconds')::interval,
           'pokemon|set ' || (n % ${CARDS}) % 97 || '|' || 1999 + (n % ${CARDS}) % 26 || '|' || (n % ${CARDS}) % 300
             || '|p' || substr(md5((n % ${CARDS})::text), 1, 8),
           ARRAY['photo-' || n]
    FROM generate_series(0, ${CERTIFICATES - 1}) AS n`);
  await pool.query(`INSERT INTO read_models.population_cards
      (card_key, card_category, player_name, set_name, year, card_number, search_text, grade_counts, total)
    SELECT card_key, min(card_category), min(player_name), min(set_name), min(year), min(card_number),
           min(player_name) || ' ' || min(set_name) || ' ' || min(year) || ' pokemon ' || min(card_number),
           jsonb_object_agg(grade, n), sum(n)
    FROM (SELECT card_key, card_category, player_name, set_name, year, card_number, grade, count(*) AS n
          FROM read_models.certifications GROUP BY 1, 2, 3, 4, 5, 6, 7) g
    GROUP BY card_key`);
  await pool.query(`ANALYZE read_models.certifications; ANALYZE read_models.population_cards`);
  log(
    `${CERTIFICATES.toLocaleString('en')} certificates over ${CARDS.toLocaleString('en')} cards in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
}

const row = (w: Window, floor: Window, beside: Window) =>
  `${w.name.padEnd(44)} ${rate(w).toFixed(0).padStart(7)} req/s  p95 ${percentile(w.latencies, 95).toFixed(1).padStart(6)} ms` +
  `  | HTTP floor ${rate(floor).toFixed(0).padStart(7)} req/s (${(rate(w) / rate(floor)).toFixed(2)}×)` +
  `  | query code alone ${rate(beside).toFixed(0).padStart(7)} q/s  p95 ${percentile(beside.latencies, 95).toFixed(1).padStart(6)} ms` +
  (w.failures || floor.failures || beside.failures
    ? `  (failures ${w.failures}/${floor.failures}/${beside.failures})`
    : '');
const round = (n: number, digits = 0) => Number(n.toFixed(digits));

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_card_data');
  const cleanup: Array<() => Promise<unknown>> = [];
  try {
    const api = await startApi({
      DATABASE_URL: db.url,
      REDIS_PREFIX: testKeyPrefix('bench-card-data'),
      PUBLIC_API_RATE_LIMIT: '100000000',
    });
    cleanup.push(() => api.stop());
    const pool = new Pool({ connectionString: db.url, max: LIMITS.clients });
    cleanup.push(() => pool.end());
    // The api's migrations created the registry tables; the runner records its start, then rows are written in bulk.
    const store = await createEventStore({ kind: 'postgres', url: db.url, migrate: false, poolSize: 2 });
    cleanup.push(() => store.close());
    const runner = new ProjectionRunner(pool, store, certificationRegistryProjection as never, {
      logger: quiet,
    });
    await runner.start();
    await runner.caughtUp();
    await runner.stop();
    await fillRegistry(pool);

    const key = `swk_${randomBytes(32).toString('base64url')}`;
    await pool.query(`INSERT INTO public_api_key (name, key_hash, key_prefix) VALUES ('bench', $1, 'swk_')`, [
      createHash('sha256').update(key).digest('hex'),
    ]);
    const http = new BenchHttp(api.url, LIMITS.clients);
    cleanup.push(async () => http.close());
    const headers = { 'x-api-key': key };
    const randomNumber = () => String(1_000_000 + Math.floor(Math.random() * CERTIFICATES)).padStart(7, '0');
    const randomPlayer = () =>
      `p${createHash('md5')
        .update(String(Math.floor(Math.random() * CARDS)))
        .digest('hex')
        .slice(0, 8)}`;

    await http.expect(200, 'GET', `/api/public/v1/certifications/${randomNumber()}`, undefined, headers);
    const lookup = await measure('lookup GET /api/public/v1/certifications/:no', LIMITS, async () => {
      await http.expect(200, 'GET', `/api/public/v1/certifications/${randomNumber()}`, undefined, headers);
    });
    const floor = await startHttpFloor(db.url);
    cleanup.push(() => floor.stop());
    const floorHttp = new BenchHttp(floor.url, LIMITS.clients);
    cleanup.push(async () => floorHttp.close());
    await floorHttp.expect(200, 'GET', `/floor/certifications/${randomNumber()}`);
    const floorLookup = await measure('floor lookup', LIMITS, async () => {
      await floorHttp.expect(200, 'GET', `/floor/certifications/${randomNumber()}`);
    });
    // The api's own query code over node-postgres, without HTTP: what each answer rests on.
    const rawLookup = await measure('raw lookup', LIMITS, async () => {
      if (!(await certificateWithPopulation(pool, randomNumber()))) throw new Error('no row');
    });
    const search = await measure('pop search GET /api/public/v1/population', LIMITS, async () => {
      const answer = await http.expect(
        200,
        'GET',
        `/api/public/v1/population?term=${randomPlayer()}`,
        undefined,
        headers,
      );
      if ((answer.body as { data: { totalCards: number } }).data.totalCards < 1)
        throw new Error('no card found');
    });
    const floorSearch = await measure('floor pop search', LIMITS, async () => {
      const answer = await floorHttp.expect(200, 'GET', `/floor/population?term=${randomPlayer()}`);
      if ((answer.body as { data: { totalCards: number } }).data.totalCards < 1)
        throw new Error('no card found');
    });
    const populationSearch = new PopulationSearchQuery(querySource(pool));
    const rawSearch = await measure('raw pop search', LIMITS, async () => {
      const found = await populationSearch.run(parsePopulationSearch({ term: randomPlayer() }));
      if (found.totalCards < 1) throw new Error('no card found');
    });
    // Where a lookup's time goes in the api (round trips and CPU by area), untimed, 1 client.
    let probedOps = 0;
    const probed = await api.probe(async () => {
      const w = await measure('probed lookup', { clients: 1, seconds: 20, maxOps: 1000 }, async () => {
        await http.expect(200, 'GET', `/api/public/v1/certifications/${randomNumber()}`, undefined, headers);
      });
      probedOps = w.ops;
    });
    console.log(
      `\ncard-data bench: ${CERTIFICATES.toLocaleString('en')} certificates, ${CARDS.toLocaleString('en')} cards, ${LIMITS.clients} clients`,
    );
    console.log(row(lookup, floorLookup, rawLookup));
    console.log(row(search, floorSearch, rawSearch));
    console.log(
      profileReport({ ...probed, ops: probedOps }, 'GET /api/public/v1/certifications/:no', 'request'),
    );
    console.log(
      JSON.stringify({
        certificates: CERTIFICATES,
        clients: LIMITS.clients,
        lookup_rps: round(rate(lookup)),
        lookup_p95_ms: round(percentile(lookup.latencies, 95), 1),
        lookup_floor_rps: round(rate(floorLookup)),
        lookup_ratio: round(rate(lookup) / rate(floorLookup), 2),
        lookup_pg_qps: round(rate(rawLookup)),
        pop_rps: round(rate(search)),
        pop_p95_ms: round(percentile(search.latencies, 95), 1),
        pop_floor_rps: round(rate(floorSearch)),
        pop_ratio: round(rate(search) / rate(floorSearch), 2),
        pop_pg_qps: round(rate(rawSearch)),
        failures: lookup.failures + floorLookup.failures + search.failures + floorSearch.failures,
      }),
    );
  } finally {
    for (const step of cleanup.reverse()) await step().catch((e) => log(String(e)));
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
