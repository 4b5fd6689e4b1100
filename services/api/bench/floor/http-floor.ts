// The HTTP floor of the read benchmarks (issue 38): the api's own query code for each read (the same
// statements and the same mapping of their rows), served by a bare Fastify route over node-postgres in a
// process of its own, with the api's pool size and the same envelope shape. Measured with the same load generator over the same loopback HTTP, it pays what
// the api pays for HTTP, JSON and the shared cores, and nothing for Nest, guards, sessions or
// validation: the api's read ÷ this is what the framework costs. Run by floor-process.ts.
import Fastify from 'fastify';
import { Pool } from 'pg';
import { ListMemberOrdersQuery } from '../../src/order/queries/list-member-orders/list-member-orders.query';
import { CertificationLookupQuery } from '../../src/card-data/certification/certification-lookup.query';
import {
  parsePopulationSearch,
  PopulationSearchQuery,
} from '../../src/card-data/population/population-search.query';
import { querySource } from '../support/query-source';
import { memberListOver } from '../support/raw-postgres';

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.FLOOR_POOL ?? 10),
});
const memberList = memberListOver(pool);
const readModels = querySource(pool);
const certificationLookup = new CertificationLookupQuery(readModels);
const populationSearch = new PopulationSearchQuery(readModels);
const ok = (data: unknown) => ({ code: 'OK', message: '', data });

const app = Fastify({ logger: false });
app.get<{ Querystring: { memberId: string; page: string; size: string } }>('/floor/orders', async (req) =>
  ok(
    await memberList.execute(
      new ListMemberOrdersQuery(req.query.memberId, 'all', Number(req.query.page), Number(req.query.size)),
    ),
  ),
);
app.get<{ Params: { number: string } }>('/floor/certifications/:number', async (req, reply) => {
  try {
    return ok(await certificationLookup.run(req.params.number));
  } catch {
    return reply.code(404).send({ code: 'NOT_FOUND', message: '', data: null });
  }
});
app.get<{ Querystring: Record<string, unknown> }>('/floor/population', async (req) =>
  ok(await populationSearch.run(parsePopulationSearch(req.query))),
);

app
  .listen({ host: '127.0.0.1', port: 0 })
  .then((address) => console.log(`floor listening ${address}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
