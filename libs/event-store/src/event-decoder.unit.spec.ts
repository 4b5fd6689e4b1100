import { decodeBatch, withEventDecoder, type DecoderLogger } from './event-decoder';
import type { RecordedEvent } from './event-store.port';

const recorded = (revision: number, type: string, data: unknown): RecordedEvent => ({
  streamId: 'order-1',
  revision,
  id: `00000000-0000-4000-8000-00000000000${revision}`,
  type,
  data,
  metadata: {},
  createdAt: new Date('2026-01-01T00:00:00Z'),
  position: `p${revision}`,
  globalPosition: String(revision),
});

const logger = (): DecoderLogger & { warnings: unknown[][]; errors: unknown[][] } => {
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  return { warnings, errors, warn: (...args) => warnings.push(args), error: (...args) => errors.push(args) };
};

const known = new Set(['OrderPlaced', 'DepositPaid']);
const decode = (event: RecordedEvent) => {
  const data = event.data as { amount?: unknown };
  if (event.type === 'DepositPaid' && typeof data.amount !== 'number')
    throw new Error('amount must be a number');
  return { type: event.type, revision: event.revision };
};

describe('decodeBatch', () => {
  it('skips unknown types with a warning and reports undecodable payloads with stream and revision', () => {
    const log = logger();
    const parked: number[] = [];
    const batch = [
      recorded(0, 'OrderPlaced', {}),
      recorded(1, 'CouponRedeemedV9', {}),
      recorded(2, 'DepositPaid', { amount: 'lots' }),
      recorded(3, 'DepositPaid', { amount: 5000 }),
    ];
    const result = decodeBatch(batch, {
      isKnown: (type) => known.has(type),
      decode,
      logger: log,
      onUndecodable: (event) => parked.push(event.revision),
    });

    expect(result.decoded).toEqual([
      { type: 'OrderPlaced', revision: 0 },
      { type: 'DepositPaid', revision: 3 },
    ]);
    expect(result.unknown.map((e) => e.revision)).toEqual([1]);
    expect(result.undecodable.map((u) => u.event.revision)).toEqual([2]);
    expect(log.warnings).toEqual([
      ['Skipping event of unknown type', expect.objectContaining({ streamId: 'order-1', revision: 1 })],
    ]);
    expect(log.errors).toEqual([
      [
        'Skipping undecodable event',
        expect.objectContaining({
          streamId: 'order-1',
          revision: 2,
          error: 'Error: amount must be a number',
        }),
      ],
    ]);
    expect(parked).toEqual([2]);
  });

  it('passes recorded events through when no decoder is given', () => {
    const batch = [recorded(0, 'OrderPlaced', { a: 1 })];
    expect(decodeBatch(batch, { isKnown: () => true, logger: logger() }).decoded).toEqual(batch);
  });
});

describe('withEventDecoder', () => {
  it('hands only decodable events to the handler, with the raw batch for checkpointing', async () => {
    const calls: { decoded: unknown[]; raw: RecordedEvent[] }[] = [];
    const onEvents = withEventDecoder(async (decoded, raw) => void calls.push({ decoded, raw }), {
      isKnown: (type) => known.has(type),
      decode,
      logger: logger(),
    });
    const unknownOnly = [recorded(0, 'Mystery', {})];
    await onEvents(unknownOnly);
    await onEvents([recorded(1, 'OrderPlaced', {})]);

    expect(calls).toEqual([
      { decoded: [], raw: unknownOnly },
      { decoded: [{ type: 'OrderPlaced', revision: 1 }], raw: [expect.objectContaining({ revision: 1 })] },
    ]);
  });
});
