import type { PoolClient } from 'pg';
import {
  cardSearchText,
  evolve,
  GRADING_ORDER_STREAM_PREFIX,
  gradingOrderStream,
  initialOrderState,
  sameCardKey,
  type OrderEvent,
  type OrderState,
} from '@slabworks/domain';
import type { RecordedEvent } from '@slabworks/event-store';
import type { ApplyTarget, Projection } from '../projection/projection';
import { decodeOrderRecord, isKnownOrderEvent, type OrderEventRecord } from '../orders/order-event.decode';
import type { CertifiedCard } from './certificate-row';

interface Scored {
  certificationNumber: string;
  orderId: string;
  orderNumber: string;
  itemId: string;
  memberId: string;
  grade: string;
  kind: 'GRADED' | 'REHOLDER';
  facts: CertifiedCard;
  autograph: boolean | null;
  sportsType: string | null;
  photos: string[];
  at: string;
}

/**
 * Certification no. → card, grade, holder and lineage: what the public lookup, the population report,
 * albums and the re-holder check read. Acts on CardScored only, folding that order's stream up to the
 * score, since a score needs the card's line from OrderPlaced (version 3: it used to keep every
 * order's folded state in certification_orders and rewrite it on every event of every order). A re-holder keeps the number (docs/domain.md §14),
 * so a re-holdered card stays one row (counted once) and gains a lineage entry; population_cards
 * keeps per-card grade counts so the report never scans certificates.
 */
export const certificationRegistryProjection: Projection<OrderEventRecord> = {
  name: 'certification-registry',
  // 2: same-card key, holder, photos, lineage and the population table. 3: no certification_orders.
  // 4: the card's autograph and sport (issue #35). 5: the slab's photos (issue #34).
  version: 5,
  streamPrefixes: [GRADING_ORDER_STREAM_PREFIX],
  tables: [
    { name: 'certifications', key: ['certification_number'] },
    { name: 'certification_lineage', key: ['certification_number', 'order_id'] },
    { name: 'population_cards', key: ['card_key'] },
  ],
  // Only a score or a slab photo changes the registry: the store hands it nothing else.
  eventTypes: ['CardScored', 'SlabPhotographed'],
  isKnown: isKnownOrderEvent,
  decode: decodeOrderRecord,
  async apply(db: PoolClient, events: OrderEventRecord[], target: ApplyTarget): Promise<void> {
    // Defensive: a store that ignored eventTypes would hand over others; they change nothing here.
    const scored = new Map<string, Set<number>>();
    const photographed: SlabPhotographed[] = [];
    for (const record of events) {
      if (record.event.type === 'SlabPhotographed') photographed.push(record.event);
      if (record.event.type !== 'CardScored') continue;
      const revisions = scored.get(record.orderId) ?? new Set<number>();
      scored.set(record.orderId, revisions.add(record.revision));
    }
    // Photos after scores: a slab's photo always follows its card's score in the order's stream.
    if (scored.size > 0) await recordScores(db, scored, target);
    for (const photo of photographed) await recordSlabPhoto(db, photo);
  },
};

async function recordScores(db: PoolClient, scored: Map<string, Set<number>>, target: ApplyTarget) {
  // A score needs the card's line (OrderPlaced) and item: the order's state at that event, folded
  // from its own stream. The reads go out together; the scores are written in log order.
  const orderIds = [...scored.keys()];
  const histories = await Promise.all(
    orderIds.map((orderId) => target.streams.read(gradingOrderStream(orderId))),
  );
  for (const [i, orderId] of orderIds.entries()) {
    const revisions = scored.get(orderId)!;
    const last = Math.max(...revisions);
    let state: OrderState = initialOrderState;
    for (const recorded of histories[i]!) {
      if (recorded.revision > last) break;
      const record = decodedOrNull(recorded);
      if (!record) continue; // the batch that delivered it logged it; it was never folded
      state = evolve(state, record.event);
      if (revisions.has(record.revision) && record.event.type === 'CardScored' && state.order)
        await recordScore(db, scoredOf(record as OrderEventRecord & { event: CardScored }, state));
    }
  }
}

type CardScored = Extract<OrderEvent, { type: 'CardScored' }>;
type SlabPhotographed = Extract<OrderEvent, { type: 'SlabPhotographed' }>;

async function recordSlabPhoto(db: PoolClient, { data }: SlabPhotographed): Promise<void> {
  await db.query(
    `UPDATE certifications SET slab_photos = slab_photos || jsonb_build_object($2::text, $3::text)
     WHERE certification_number = $1`,
    [data.certificationNumber, data.side, data.photo],
  );
}

function decodedOrNull(recorded: RecordedEvent): OrderEventRecord | null {
  try {
    return decodeOrderRecord(recorded);
  } catch {
    return null;
  }
}

function scoredOf(record: OrderEventRecord & { event: CardScored }, state: OrderState): Scored {
  const order = state.order!;
  const { itemId, grade, certificationNumber } = record.event.data;
  const item = state.items.find((i) => i.itemId === itemId);
  const line = order.cardLines.find((l) => l.lineId === item?.lineId);
  return {
    certificationNumber,
    orderId: record.orderId,
    orderNumber: order.orderNumber,
    itemId,
    memberId: state.memberId!,
    grade: String(grade),
    kind: item?.itemType === 'REHOLDER' ? 'REHOLDER' : 'GRADED',
    facts: {
      cardCategory: item?.cardCategory ?? null,
      playerName: line?.playerName ?? null,
      setName: line?.setName ?? null,
      year: line?.year ?? null,
      cardNumber: line?.cardNumber ?? null,
    },
    autograph: line ? line.isAuto : null,
    sportsType: line?.sportsType ?? null,
    photos: order.photos,
    at: record.at,
  };
}

async function recordScore(db: PoolClient, s: Scored): Promise<void> {
  const { rows } = await db.query<{ grade: string; card_key: string; order_id: string }>(
    `SELECT grade, card_key, order_id FROM certifications WHERE certification_number = $1 FOR UPDATE`,
    [s.certificationNumber],
  );
  const existing = rows[0];
  if (!existing) {
    const cardKey = sameCardKey(s.facts);
    const f = s.facts;
    await db.query(
      `INSERT INTO certifications (certification_number, order_id, order_number, item_id, member_id, grade,
         card_category, player_name, set_name, year, card_number, scored_at, card_key, photos, autograph, sports_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        s.certificationNumber,
        s.orderId,
        s.orderNumber,
        s.itemId,
        s.memberId,
        s.grade,
        f.cardCategory,
        f.playerName,
        f.setName,
        f.year,
        f.cardNumber,
        s.at,
        cardKey,
        s.photos,
        s.autograph,
        s.sportsType,
      ],
    );
    await db.query(
      `INSERT INTO population_cards (card_key, card_category, player_name, set_name, year, card_number, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (card_key) DO NOTHING`,
      [cardKey, f.cardCategory, f.playerName, f.setName, f.year, f.cardNumber, cardSearchText(f)],
    );
    await countGrade(db, cardKey, s.grade, 1);
  } else {
    // Same order: a corrected score. Another order: a re-holder, whose member now holds the card.
    const sameOrder = existing.order_id === s.orderId;
    await db.query(
      sameOrder
        ? `UPDATE certifications SET grade = $2, scored_at = $3 WHERE certification_number = $1`
        : `UPDATE certifications SET grade = $2, reholdered_at = $3, member_id = $4 WHERE certification_number = $1`,
      sameOrder ? [s.certificationNumber, s.grade, s.at] : [s.certificationNumber, s.grade, s.at, s.memberId],
    );
    if (existing.grade !== s.grade) {
      await countGrade(db, existing.card_key, existing.grade, -1);
      await countGrade(db, existing.card_key, s.grade, 1);
    }
  }
  await db.query(
    `INSERT INTO certification_lineage VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (certification_number, order_id) DO UPDATE SET grade = EXCLUDED.grade, recorded_at = EXCLUDED.recorded_at`,
    [s.certificationNumber, s.orderId, s.orderNumber, s.kind, s.grade, s.at],
  );
}

async function countGrade(db: PoolClient, cardKey: string, grade: string, delta: 1 | -1): Promise<void> {
  await db.query(
    `UPDATE population_cards
     SET grade_counts = jsonb_set(grade_counts, ARRAY[$2::text], to_jsonb(COALESCE((grade_counts ->> $2)::int, 0) + $3)),
         total = total + $3
     WHERE card_key = $1`,
    [cardKey, grade, delta],
  );
}
