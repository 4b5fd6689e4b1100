import { rowsOf, type Queryable } from '../read-db';

// public.worker_heartbeat (WorkerHeartbeat1763770000000): each worker process stamps its row every
// few seconds; /api/health reads the newest stamp. No network path between the two is needed.

/** Stamps the worker's row (seen now, by PostgreSQL's clock), creating it at the first beat. */
export async function stampWorkerHeartbeat(db: Queryable, workerId: string, startedAt: Date): Promise<void> {
  await rowsOf(
    db,
    `INSERT INTO worker_heartbeat (worker_id, started_at, seen_at) VALUES ($1, $2, now())
         ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()`,
    [workerId, startedAt],
  );
}

/** A worker shutting down removes its row. */
export async function removeWorkerHeartbeat(db: Queryable, workerId: string): Promise<void> {
  await rowsOf(db, 'DELETE FROM worker_heartbeat WHERE worker_id = $1', [workerId]);
}

/** The newest heartbeat and its age, both by PostgreSQL's clock (the api's may differ from it). */
export async function newestWorkerHeartbeat(db: Queryable): Promise<{ seenAt: Date; ageMs: number } | null> {
  const [row] = await rowsOf<{ seen_at: Date | null; age_ms: number | null }>(
    db,
    `SELECT max(seen_at) AS seen_at, (extract(epoch FROM now() - max(seen_at)) * 1000)::float8 AS age_ms
           FROM worker_heartbeat`,
  );
  return row?.seen_at ? { seenAt: row.seen_at, ageMs: Number(row.age_ms) } : null;
}
