import { createHash } from 'node:crypto';
import { signedInMember, type TestSession } from '../auth/testing';
import { caller, memberWithPhotos, paidOrder } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { advanceOrder } from './testing/advance-order.testing';

// The routes behind the auditor console: finding orders, range export, activity, verification runs.
describe('auditor console api', () => {
  const t = bootTestApp(
    'audit-console',
    { AUTH_RATE_LIMIT: '1000', AUDIT_EXPORT_MAX_DAYS: '2' },
    { projections: true },
  );
  let member: TestSession;
  let operator: TestSession;
  let auditor: TestSession;
  let orderId: string;
  let orderNumber: string;
  const startedAt = new Date(Date.now() - 60_000).toISOString();

  beforeAll(async () => {
    [member, operator, auditor] = await Promise.all([
      memberWithPhotos(t),
      signedInMember(t, { role: 'OPERATOR' }),
      signedInMember(t, { role: 'AUDITOR' }),
    ]);
    orderId = await paidOrder(t, member);
    await advanceOrder(t, { member, operator }, orderId, 7, ['L1-1', 'L1-2', 'L2-1']);
    await t.projections.settle();
    orderNumber = (await caller(t, member)('GET', `/api/orders/${orderId}`)).json().data.orderNumber;
  }, 120_000);

  const audit = (url: string) => caller(t, auditor)('GET', url);

  it('finds the order by number, e-mail, creation range and the certification no. it scored', async () => {
    const events = (await audit(`/api/audit/orders/${orderId}/events`)).json().data as Array<{
      type: string;
      data: { certificationNumber?: string };
    }>;
    const scored = events.find((e) => e.type === 'CardScored');
    expect(scored).toBeDefined();
    const until = new Date(Date.now() + 60_000).toISOString();
    for (const query of [
      `orderNumber=${orderNumber.slice(-6)}`,
      `email=${encodeURIComponent(member.email.toUpperCase())}`,
      `from=${startedAt}&to=${until}`,
      `certificationNumber=${scored!.data.certificationNumber}`,
    ]) {
      const res = await audit(`/api/audit/orders?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
      expect(res.json().data.items.map((o: { orderId: string }) => o.orderId)).toContain(orderId);
    }
    const none = await audit(`/api/audit/orders?certificationNumber=nope&from=${startedAt}`);
    expect(none.json().data).toMatchObject({ items: [], total: 0 });
    expect((await audit('/api/audit/orders?from=yesterday')).statusCode).toBe(400);
  });

  it('exports a date range as JSON Lines and records its SHA-256 with who asked', async () => {
    const to = new Date(Date.now() + 1000).toISOString();
    const res = await audit(`/api/audit/events/export?from=${startedAt}&to=${to}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.streamId.endsWith(orderId)).length).toBeGreaterThan(5);
    const record = await audit(`/api/audit/exports/${res.headers['x-export-id']}`);
    expect(record.json().data).toMatchObject({
      status: 'DONE',
      events: lines.length,
      bytes: Buffer.byteLength(res.body),
      sha256: createHash('sha256').update(res.body).digest('hex'),
      requestedBy: auditor.id,
      requestedByRole: 'AUDITOR',
    });
    const recent = (await audit('/api/audit/exports')).json().data;
    expect(recent[0]).toMatchObject({ id: res.headers['x-export-id'], requestedByRole: 'AUDITOR' });

    const wide = await caller(t, auditor)(
      'GET',
      `/api/audit/events/export?from=2026-01-01T00:00:00Z&to=2026-01-04T00:00:00Z`,
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({ code: 'AUDIT.EXPORT_RANGE_TOO_WIDE', data: { maxDays: 2 } });
    expect(wide.json().message).toContain('2 days');
    const backwards = await audit(`/api/audit/events/export?from=${to}&to=${startedAt}`);
    expect(backwards.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await audit(`/api/audit/exports/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('waits for an event of its range committed behind a still-running transaction', async () => {
    // The log is read below the oldest running transaction; one open elsewhere (a long report, another
    // process) hides events committed after it began. The export must not finish DONE without them.
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query('SELECT pg_current_xact_id()');
    const late = crypto.randomUUID();
    try {
      await t.dataSource.query(
        `WITH s AS (INSERT INTO event_store.streams (stream_id, revision) VALUES ($1, 0))
         INSERT INTO event_store.events (stream_id, revision, event_id, type, data, metadata)
         VALUES ($1, 0, gen_random_uuid(), 'LateNote', '{}', '{"actor": {"id": "late-test", "role": "SYSTEM"}}')`,
        [`auditLate-${late}`],
      );
      setTimeout(() => void blocker.commitTransaction(), 600);
      const to = new Date(Date.now() + 1000).toISOString();
      const res = await audit(`/api/audit/events/export?from=${startedAt}&to=${to}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`auditLate-${late}`);
      const record = await audit(`/api/audit/exports/${res.headers['x-export-id']}`);
      expect(record.json().data).toMatchObject({ status: 'DONE' });
    } finally {
      if (blocker.isTransactionActive) await blocker.rollbackTransaction();
      await blocker.release();
    }
  });

  it("pages the operator's activity by keyset without skipping or repeating", async () => {
    const all = (await audit(`/api/audit/activity?role=OPERATOR&actorId=${operator.id}&limit=200`)).json()
      .data;
    expect(all.items.length).toBeGreaterThan(4);
    expect(all.next).toBeNull();
    expect(all.items.every((e: { actor: { id: string } }) => e.actor.id === operator.id)).toBe(true);
    expect(all.items[0].actorName).toMatch(/^tester\d+$/);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const url: string = `/api/audit/activity?role=OPERATOR&limit=2${after ? `&after=${after}` : ''}`;
      const page = (await audit(url)).json().data as {
        items: Array<{ eventId: string }>;
        next: string | null;
      };
      seen.push(...page.items.map((e) => e.eventId));
      after = page.next;
    } while (after);
    expect(seen).toEqual(all.items.map((e: { eventId: string }) => e.eventId));
    const scored = (await audit('/api/audit/activity?type=CardScored')).json().data.items;
    expect(scored.map((e: { type: string }) => e.type)).toEqual(['CardScored', 'CardScored', 'CardScored']);
    // The order by its number (the screen links it), not by its stream's id.
    expect(scored.map((e: { orderNumber: string | null }) => e.orderNumber)).toEqual([
      orderNumber,
      orderNumber,
      orderNumber,
    ]);
    expect((await audit('/api/audit/activity?after=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
    expect((await audit('/api/audit/activity?role=ROBOT')).statusCode).toBe(400);
  });

  it('pages activity to its end only once no event is out of sight behind a running transaction', async () => {
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query('SELECT pg_current_xact_id()');
    try {
      await t.dataSource.query(
        `WITH s AS (INSERT INTO event_store.streams (stream_id, revision) VALUES ($1, 0))
         INSERT INTO event_store.events (stream_id, revision, event_id, type, data, metadata)
         VALUES ($1, 0, gen_random_uuid(), 'LateNote', '{}', '{"actor": {"id": "late-activity", "role": "SYSTEM"}}')`,
        [`auditLate-${crypto.randomUUID()}`],
      );
      setTimeout(() => void blocker.commitTransaction(), 400);
      // The server's horizon is every database's oldest transaction: on a shared server a neighbour's
      // may hold it past the page's wait, and the page then ends with a cursor. So the pages are
      // followed as a client would, and what is checked is that none claims the end (next: null) while
      // LateNote is out of sight, and that LateNote comes, and then the end.
      const seen: string[] = [];
      const ends: Array<string | null> = [];
      const deadline = Date.now() + 60_000;
      let after: string | null = null;
      do {
        const page: { items: Array<{ type: string }>; next: string | null } = (
          await audit(`/api/audit/activity?actorId=late-activity${after ? `&after=${after}` : ''}`)
        ).json().data;
        seen.push(...page.items.map((e) => e.type));
        ends.push(page.next);
        after = page.next;
      } while (after !== null && Date.now() < deadline);
      expect(seen).toEqual(['LateNote']);
      expect(ends.at(-1)).toBeNull();
    } finally {
      if (blocker.isTransactionActive) await blocker.rollbackTransaction();
      await blocker.release();
    }
  });

  it('answers 400 for ISO 8601 forms that name no instant (week, ordinal, hour-only)', async () => {
    const now = new Date().toISOString();
    for (const url of [
      '/api/audit/orders?from=2026-W48',
      `/api/audit/events/export?from=2026-W48-5&to=${now}`,
      '/api/audit/activity?to=2026-331',
      `/api/audit/orders/${orderId}/state?at=2026-11-27T10`,
    ]) {
      const res = await audit(url);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    // Forms JavaScript reads but PostgreSQL does not (a month, a year) are read as the instant they start.
    for (const from of ['2026-11', '2026']) {
      const res = await audit(`/api/audit/orders?from=${from}&orderNumber=${orderNumber}`);
      expect({ from, status: res.statusCode }).toEqual({ from, status: 200 });
    }
  });

  it('runs a verification with progress and lists it with who ran it', async () => {
    const started = await caller(t, auditor)('POST', '/api/audit/projections/orders/verifications');
    expect(started.statusCode).toBe(202);
    const { id } = started.json().data;
    let run = started.json().data;
    for (let i = 0; i < 200 && run.status === 'RUNNING'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await audit(`/api/audit/verifications/${id}`)).json().data;
    }
    expect(run).toMatchObject({
      status: 'DONE',
      differences: 0,
      projection: 'orders',
      startedBy: auditor.id,
    });
    expect(run.eventsReplayed).toBeGreaterThan(5);
    expect(run.eventsTotal).toBe(run.eventsReplayed);
    expect(run.report.tables).toEqual([]);
    const history = (await audit('/api/audit/verifications')).json().data;
    expect(history[0]).toMatchObject({
      id,
      startedByName: expect.stringMatching(/^tester\d+$/),
      startedByRole: 'AUDITOR',
    });
    expect((await caller(t, auditor)('POST', '/api/audit/projections/nope/verifications')).statusCode).toBe(
      404,
    );
  });

  it('shows a run whose api process stopped as failed, not running for ever', async () => {
    const id = crypto.randomUUID();
    await t.dataSource.query(
      `INSERT INTO audit_verification_run (id, projection, status, started_by, started_at)
       VALUES ($1, 'orders', 'RUNNING', $2, now() - interval '1 hour')`,
      [id, auditor.id],
    );
    const run = (await audit(`/api/audit/verifications/${id}`)).json().data;
    expect(run).toMatchObject({ status: 'FAILED', failure: expect.stringContaining('stopped') });
    expect(run.finishedAt).not.toBeNull();
    const listed = (await audit('/api/audit/verifications?limit=100')).json().data;
    expect(listed.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'FAILED' });
  });

  it('refuses members and operators on every audit route', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/audit/orders'],
      ['GET', `/api/audit/orders/${orderId}/events`],
      ['GET', `/api/audit/orders/${orderId}/state?revision=0`],
      ['GET', `/api/audit/orders/${orderId}/export`],
      ['GET', `/api/audit/events/export?from=${startedAt}&to=${new Date().toISOString()}`],
      ['GET', '/api/audit/exports'],
      ['GET', '/api/audit/activity'],
      ['GET', '/api/audit/verifications'],
      ['POST', '/api/audit/projections/orders/verifications'],
      ['POST', '/api/audit/projections/orders/verify'],
    ];
    for (const who of [member, operator])
      for (const [method, url] of routes) {
        const res = await caller(t, who)(method as 'GET', url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      }
  });

  it('reads events written before actors were recorded as unknown, without failing', async () => {
    const oldOrder = crypto.randomUUID();
    await t.dataSource.query(
      `WITH s AS (INSERT INTO event_store.streams (stream_id, revision) VALUES ($1, 0))
       INSERT INTO event_store.events (stream_id, revision, event_id, type, data)
       VALUES ($1, 0, gen_random_uuid(), 'LegacyNote', '{"note": "before actors"}')`,
      [`gradingOrder-${oldOrder}`],
    );
    const res = await audit(`/api/audit/orders/${oldOrder}/events`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        type: 'LegacyNote',
        actor: null,
        actorName: null,
        occurredAt: null,
        correlationId: null,
        causationId: null,
        schemaVersion: 1,
      }),
    ]);
    const unknown = (await audit('/api/audit/activity?role=UNKNOWN')).json().data.items;
    expect(unknown.map((e: { streamId: string }) => e.streamId)).toEqual([`gradingOrder-${oldOrder}`]);
  });
});
