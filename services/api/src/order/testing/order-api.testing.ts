import { randomUUID } from 'node:crypto';
import { foldOrder, gradingOrderStream } from '@slabworks/domain';
import { address } from '@slabworks/domain/testing';
import type { EventStore } from '@slabworks/event-store';
import { signedInMember, type TestSession } from '../../auth/testing';
import { EVENT_STORE } from '../../event-store';
import type { TestApp } from '../../testing/test-app';
import { OrderCommandExecutor } from '../core/order-command.executor';
import { readOrderHistory } from '@slabworks/order-commands';

// The member's Korean return address of the domain's test kit (06236 unless told).
export const returnAddress = address;

// An upload belongs to at most one placed order (issue #31), so every gradingBody names a photo of
// its own: the member's id first, then the same id with its last 4 hex digits replaced by 1, 2, ….
const PHOTOS_PER_MEMBER = 64;
const photoCalls = new Map<string, number>();
const nthPhoto = (memberId: string, n: number) =>
  n === 0 ? memberId : `${memberId.slice(0, 32)}${n.toString(16).padStart(4, '0')}`;

/**
 * Gives test members uploaded photos, as POST /api/uploads leaves them: the first one's upload id is
 * the member's own id (so a body can name it without a lookup), then the ids gradingBody hands out
 * for the member's further orders. No image bytes: order tests never read them.
 */
export async function givePhotos(t: TestApp, ...members: Array<{ id: string }>): Promise<void> {
  for (const { id } of members) await t.dataSource.query(GIVE_PHOTOS_SQL, [id]);
}

/** A signed-in member with photos to name, ready to place orders (signedInMember, then givePhotos). */
export async function memberWithPhotos(
  t: TestApp,
  opts: Parameters<typeof signedInMember>[1] = {},
): Promise<TestSession> {
  const member = await signedInMember(t, opts);
  await givePhotos(t, member);
  return member;
}

/** givePhotos' statement ($1: the member id), for tests that talk to PostgreSQL directly. */
export const GIVE_PHOTOS_SQL = `INSERT INTO upload (id, member_id, photo_key, thumbnail_key, content_type,
    original_bytes, photo_bytes, thumbnail_bytes, width, height)
  SELECT CASE WHEN n = 0 THEN $1::uuid ELSE overlay($1::text PLACING lpad(to_hex(n), 4, '0') FROM 33 FOR 4)::uuid END,
    $1::uuid, $1::text || CASE WHEN n = 0 THEN '' ELSE '/' || n END || '/photo.jpg',
    $1::text || CASE WHEN n = 0 THEN '' ELSE '/' || n END || '/thumbnail.jpg', 'image/jpeg', 1, 1, 1, 1, 1
  FROM generate_series(0, ${PHOTOS_PER_MEMBER - 1}) AS n
  ON CONFLICT (id) DO NOTHING`;

/** The member's next photo that no gradingBody named yet (the first is the member's id). */
export function nextPhoto(member: { id: string }): string {
  const n = photoCalls.get(member.id) ?? 0;
  photoCalls.set(member.id, n + 1);
  return nthPhoto(member.id, n % PHOTOS_PER_MEMBER);
}

/** `count` more uploaded photos of the member's, with fresh ids (for orders needing one photo per 6 cards). */
export async function seedPhotos(t: TestApp, member: { id: string }, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await t.dataSource.query(
    `INSERT INTO upload (id, member_id, photo_key, thumbnail_key, content_type, original_bytes,
       photo_bytes, thumbnail_bytes, width, height)
     SELECT id, $2::uuid, id::text || '/photo.jpg', id::text || '/thumbnail.jpg', 'image/jpeg', 1, 1, 1, 1, 1
     FROM unnest($1::uuid[]) AS id`,
    [ids, member.id],
  );
  return ids;
}

/**
 * A GENERAL order body as the web sends it: 2 Pokémon cards and 1 Korean autographed sports card,
 * with one of the photos givePhotos gave `member` that no earlier body named.
 */
export const gradingBody = (member: { id: string }, overrides: Record<string, unknown> = {}) => ({
  submitType: 'GENERAL',
  orderType: 'REG',
  shippingMethod: 'SELF_SHIPPING',
  cardLines: [
    { cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: '2', isAuto: false, year: 1998 },
    {
      cardCategory: 'SPORTS',
      playerName: 'Son Heung-min',
      quantity: 1,
      isAuto: true,
      isKorean: true,
      year: 2020,
    },
  ],
  photos: [nextPhoto(member)],
  returnAddress: returnAddress(),
  agreements: { photosMatchCards: true, terms: true, caution: true, noMinimumGrade: true },
  ...overrides,
});

export const reholderBody = (certificationNumbers: string[]) => ({
  submitType: 'REHOLDER',
  shippingMethod: 'SELF_SHIPPING',
  certificationNumbers,
  returnAddress: returnAddress(),
  agreements: { terms: true, caution: true },
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the api as a signed-in session (cookies + CSRF header), in English for readable failures. */
export const caller =
  (t: TestApp, session: TestSession) =>
  (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...session.headers, 'x-lang': 'en', ...headers }, payload });

/**
 * Payment is the next issue's: tests send the domain's CompletePayment through the command layer,
 * for the order's exact total, as the member returning from the provider would.
 */
export async function payOrder(t: TestApp, orderId: string, memberId: string): Promise<number> {
  const history = await readOrderHistory(t.app.get<EventStore>(EVENT_STORE), orderId);
  const amount = foldOrder(history.events).order!.pricing.totalAmount;
  const result = await t.app.get(OrderCommandExecutor).execute(
    {
      orderId,
      commandId: randomUUID(),
      actor: { id: memberId, role: 'MEMBER' },
      correlationId: 'test-payment',
    },
    { type: 'CompletePayment', data: { method: 'CARD', amount, providerKey: `pay-${orderId}` } },
  );
  return result.revision;
}

/** What POST /api/orders answers a placed order with (the fields tests read). */
export interface PlacedOrder {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly revision: number;
  readonly totalAmount: number;
}

/** A GENERAL order (gradingBody) the member placed, not paid yet: the placement's answer. */
export async function placedOrder(
  t: TestApp,
  member: TestSession,
  overrides: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const placed = await caller(t, member)('POST', '/api/orders', gradingBody(member, overrides));
  if (placed.statusCode !== 201) throw new Error(`placing the order: ${placed.statusCode} ${placed.body}`);
  return placed.json().data as PlacedOrder;
}

/** A GENERAL order (gradingBody) the member placed and paid, as most order tests start: its id. */
export async function paidOrder(
  t: TestApp,
  member: TestSession,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const { orderId } = await placedOrder(t, member, overrides);
  await payOrder(t, orderId, member.id);
  return orderId;
}

/** The order's events as the store holds them; only those of `type` when it is given. */
export async function orderEvents(t: TestApp, orderId: string, type?: string) {
  const events = await t.app.get<EventStore>(EVENT_STORE).read(gradingOrderStream(orderId));
  return type === undefined ? events : events.filter((e) => e.type === type);
}
