import type { StateAt } from '@/lib/api/generated/slabworks-api';

export const STATE_SECTIONS = ['stage', 'status', 'items', 'amounts', 'addresses'] as const;
export type StateSection = (typeof STATE_SECTIONS)[number];

export interface StateRow {
  section: StateSection;
  path: string;
  before: string;
  after: string;
  changed: boolean;
}

type Flat = Map<string, string>;

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

function flatten(value: unknown, path: string, into: Flat): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, text(value));
  }
  return into;
}

/** The fields an auditor compares, per section, as path → text (items keyed by item id). */
function sectionsOf(point: StateAt | null): Record<StateSection, Flat> {
  const state = point?.state;
  const items = new Map<string, string>();
  for (const item of state?.items ?? []) {
    for (const key of ['correspondence', 'grade', 'certificationNumber', 'partialCancel'] as const)
      items.set(`items.${item.itemId}.${key}`, text(item[key]));
  }
  const amounts: Flat = new Map([
    ['order.pricing.totalAmount', text(state?.order?.pricing.totalAmount)],
    ['partialCancelledAmount', text(state?.partialCancelledAmount)],
    ['refundedAmount', text(state?.refundedAmount)],
  ]);
  flatten(state?.payment ?? null, 'payment', amounts);
  const addresses: Flat = new Map();
  flatten(state?.returnAddress ?? null, 'returnAddress', addresses);
  flatten(state?.inbound ?? null, 'inbound', addresses);
  flatten(state?.outbound ?? null, 'outbound', addresses);
  return {
    stage: new Map([['displayStage', text(point?.displayStage)]]),
    status: new Map([
      ['status', text(state?.status)],
      ['processingStatus', text(state?.processingStatus)],
      ['cancelled', text(state?.cancelled)],
    ]),
    items,
    amounts,
    addresses,
  };
}

/**
 * The order at one point beside the point before it, field by field; `changed` marks what the
 * event in between did (a missing side reads as empty, e.g. before the first event).
 */
export function compareStates(before: StateAt | null, after: StateAt): StateRow[] {
  const a = sectionsOf(before);
  const b = sectionsOf(after);
  return STATE_SECTIONS.flatMap((section) => {
    const paths = [...new Set([...a[section].keys(), ...b[section].keys()])];
    return paths
      .map((path) => ({
        section,
        path,
        before: a[section].get(path) ?? '',
        after: b[section].get(path) ?? '',
      }))
      .filter((row) => row.before !== '' || row.after !== '' || section === 'stage')
      .map((row) => ({ ...row, changed: row.before !== row.after }));
  });
}
