import { randomUUID } from 'node:crypto';
import type { ProcessingStatus } from '@slabworks/domain';
import { forwardCommand, gradingInput, priced } from '@slabworks/domain/testing';
import type { OrderCommandBody } from '@slabworks/order-commands';
import { ProjectionRunner, READ_MODEL_MIGRATIONS } from '@slabworks/read-models';
import { orderStateOf, runOrderCommand, type TestActor } from '../testing/grading-orders.testing';
import { blockTestDatabase } from '@slabworks/testing/src/block-test-database';
import type { NotificationChannels } from './notification-channels';
import { NOTIFICATION_TEXTS } from './notification-messages';
import { orderNotificationsProjection } from './order-notifications.projection';
import { TEST_COMPANY } from './test-company.testing';

jest.setTimeout(60_000);

// The tables the notifications touch, as the api's migrations create them (the worker may not import
// api code; keep in step with member/…/1764000013000 and order/…/1764000013100).
const SCHEMA = `
  CREATE TABLE member (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text, phone text, phone_verified_at timestamptz,
    status text NOT NULL DEFAULT 'APPROVED',
    language text NOT NULL DEFAULT 'ko',
    support_region text NOT NULL DEFAULT 'KR',
    notify_by_mail boolean NOT NULL DEFAULT true,
    notify_by_sms boolean NOT NULL DEFAULT true
  );
  CREATE TABLE order_notification (
    event_id uuid NOT NULL, channel text NOT NULL, order_id text NOT NULL, member_id text NOT NULL,
    kind text NOT NULL, language text NOT NULL, sent_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (event_id, channel)
  );
  CREATE TABLE local_mailbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, channel text NOT NULL, recipient text NOT NULL,
    subject text, body text NOT NULL, created_at timestamptz NOT NULL DEFAULT now()
  );`;

const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };
const OPERATOR = { id: 'operator-1', role: 'OPERATOR' as const };
const localMailbox: NotificationChannels = {
  mail: async (db, m) =>
    void (await db.query(
      `INSERT INTO public.local_mailbox (channel, recipient, subject, body) VALUES ('MAIL', $1, $2, $3)`,
      [m.to, m.subject, m.text],
    )),
  sms: async (db, m) =>
    void (await db.query(
      `INSERT INTO public.local_mailbox (channel, recipient, body) VALUES ('SMS', $1, $2)`,
      [m.to, m.text],
    )),
};
let orderSeq = 0;
const company = TEST_COMPANY;

describe('order notifications (mail and SMS from the event store subscription)', () => {
  const pg = blockTestDatabase('notifications', {
    poolSize: 6,
    schema: SCHEMA,
    eventStore: true,
    migrations: READ_MODEL_MIGRATIONS,
  });

  const stateOf = (orderId: string) => orderStateOf(pg.store, orderId);
  const run = (orderId: string, body: OrderCommandBody, actor: TestActor) =>
    runOrderCommand(pg.store, orderId, body, actor);
  const mailbox = async (to: string) =>
    (
      await pg.pool.query(
        `SELECT channel, subject, body FROM local_mailbox WHERE recipient = $1 ORDER BY id`,
        [to],
      )
    ).rows as Array<{ channel: string; subject: string | null; body: string }>;
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200; i += 1) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  };

  async function newMember(fields: { language: string; phoneVerified?: boolean; mail?: boolean }) {
    const email = `m${randomUUID().slice(0, 8)}@example.com`;
    const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { rows } = await pg.pool.query(
      `INSERT INTO member (email, phone, phone_verified_at, language, notify_by_mail)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [email, phone, fields.phoneVerified ? new Date() : null, fields.language, fields.mail ?? true],
    );
    return { id: rows[0].id as string, email, phone };
  }

  /** Places and pays an order for the member, then walks the happy path up to `target`. */
  async function orderUpTo(memberId: string, target: ProcessingStatus) {
    const orderId = randomUUID();
    const member = { id: memberId, role: 'MEMBER' as const };
    const input = gradingInput();
    orderSeq += 1;
    const orderNumber = `G261123-${String(orderSeq).padStart(6, '0')}`;
    await run(
      orderId,
      { type: 'PlaceOrder', data: { orderId, orderNumber, order: input, pricing: priced(input) } },
      member,
    );
    const amount = priced(input).totalAmount;
    await run(
      orderId,
      { type: 'CompletePayment', data: { method: 'CARD', amount, providerKey: `p-${orderId}` } },
      member,
    );
    for (let guard = 0; guard < 50; guard += 1) {
      const state = await stateOf(orderId);
      if (state.processingStatus === target) return { orderId, orderNumber };
      const next = forwardCommand(state)!;
      await run(
        orderId,
        { type: next.type, data: next.data } as OrderCommandBody,
        next.metadata.actor.role === 'MEMBER' ? member : OPERATOR,
      );
    }
    throw new Error(`could not reach ${target}`);
  }

  beforeAll(async () => {
    const projection = orderNotificationsProjection(
      pg.store,
      localMailbox,
      'https://slabworks.test',
      company,
    );
    await pg
      .stopFirst(new ProjectionRunner(pg.pool, pg.store, projection as never, { logger: quiet }))
      .start();
  });

  it('"grading complete" reaches the mailbox once, in the member\'s language, with an SMS to a verified phone', async () => {
    const member = await newMember({ language: 'en', phoneVerified: true });
    const { orderId, orderNumber } = await orderUpTo(member.id, 'CARD_SCORED');
    const gradingSubject = NOTIFICATION_TEXTS.en.GRADING_COMPLETE.subject.replace(
      '{{orderNumber}}',
      orderNumber,
    );
    await until(async () => (await mailbox(member.email)).some((m) => m.subject === gradingSubject));

    const mails = await mailbox(member.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `[Slabworks] Order ${orderNumber} is paid`,
      `[Slabworks] The cards of order ${orderNumber} have arrived`,
      gradingSubject,
    ]);
    expect(mails[2]!.body).toContain(`https://slabworks.test/account/order/${orderId}`);
    // The "paid" mail tells where to send the cards: the configured head office, in the mail's language.
    expect(mails[0]!.body).toContain(
      'Please send your cards, with your order number inside the parcel, to 3F, 7 Centum-ro, Busan.',
    );
    expect((await mailbox(member.phone)).map((m) => m.body)).toEqual([
      expect.stringContaining('paid'),
      `[Slabworks] ${orderNumber} cards received.`,
      `[Slabworks] ${orderNumber} grading complete.`,
    ]);
    const log = await pg.pool.query(`SELECT kind, channel FROM order_notification WHERE order_id = $1`, [
      orderId,
    ]);
    expect(log.rowCount).toBe(6);
  });

  it('Korean by default; no mail after opting out, and no SMS without a verified phone', async () => {
    const member = await newMember({ language: 'ko' });
    const optedOut = await newMember({ language: 'ko', mail: false });
    const first = await orderUpTo(member.id, 'CARD_SCORED');
    await orderUpTo(optedOut.id, 'CARD_SCORED');
    // The subscription delivers in order: once a later order's mail is there, the opted-out one's
    // events were handled.
    await orderUpTo(member.id, 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION');
    await until(async () => (await mailbox(member.email)).length === 4);
    expect((await mailbox(member.email))[2]!.subject).toBe(
      `[슬랩웍스] 주문 ${first.orderNumber} 그레이딩이 완료되었습니다`,
    );
    expect((await mailbox(member.email))[0]!.body).toContain(
      '다음 주소로 보내 주세요: 부산광역시 해운대구 센텀로 7, 3층',
    );
    expect((await mailbox(member.email))[0]!.body).not.toContain('테헤란로');
    expect(await mailbox(member.phone)).toEqual([]);
    expect(await mailbox(optedOut.email)).toEqual([]);
  });
});
