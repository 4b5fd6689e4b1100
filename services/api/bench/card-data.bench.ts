// Card data bench: certification lookup and pop-report search over CERTIFICATES certificates, through
// the public read api (HTTP, key check, rate-limit counter, envelope, ETag) beside the raw PostgreSQL
// query the answer rests on, in the same run. Progress goes to stderr; the result lines to stdout.
// Run with node -r ./services/api/bench/swc-register.cjs (npm run bench:card-data).
import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { createEventStore } from '@slabworks/event-store';
import { certificationRegistryProjection, ProjectionRunner } from '@slabworks/read-models';
import { createTestDatabase, testKeyPrefix } from '@slabworks/testing';
import { startApi } from './support/api-process';
import { BenchHttp } from './support/http-client';
import { measure, percentile, rate, type Window } from './support/load';

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

const row = (w: Window, beside: Window) =>
  `${w.name.padEnd(44)} ${rate(w).toFixed(0).padStart(7)} req/s  p95 ${percentile(w.latencies, 95).toFixed(1).padStart(6)} ms` +
  `  | raw PostgreSQL ${rate(beside).toFixed(0).padStart(7)} q/s  p95 ${percentile(beside.latencies, 95).toFixed(1).padStart(6)} ms` +
  (w.failures || beside.failures ? `  (failures ${w.failures}/${beside.failures})` : '');

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
    const rawLookup = await measure('raw lookup', LIMITS, async () => {
      const { rows } = await pool.query({
        name: 'raw_lookup',
        text: `SELECT c.*, p.grade_counts FROM read_models.certifications c
               JOIN read_models.population_cards p USING (card_key) WHERE c.certification_number = $1`,
        values: [randomNumber()],
      });
      if (rows.length !== 1) throw new Error('no row');
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
    const rawSearch = await measure('raw pop search', LIMITS, async () => {
      const { rows } = await pool.query({
        name: 'raw_search',
        text: `SELECT card_key, grade_counts, total FROM read_models.population_cards
               WHERE total > 0 AND search_text LIKE $1 ORDER BY total DESC, card_key LIMIT 20`,
        values: [`%${randomPlayer()}%`],
      });
      if (rows.length < 1) throw new Error('no card found');
    });
    console.log(
      `\ncard-data bench: ${CERTIFICATES.toLocaleString('en')} certificates, ${CARDS.toLocaleString('en')} cards, ${LIMITS.clients} clients`,
    );
    console.log(row(lookup, rawLookup));
    console.log(row(search, rawSearch));
  } finally {
    for (const step of cleanup.reverse()) await step().catch((e) => log(String(e)));
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
