import { DomainError } from '../../errors/domain-error';
import { isCertificationNumber } from '../../limits/validate-album';
import { isGrade, isNumericGrade } from '../../limits/grade-scale';
import type {
  CheckCorrespondence,
  CheckDefects,
  CheckVsc,
  CompleteScoring,
  ScoreCard,
} from '../order.commands';
import { orderEvent, OrderEvent } from '../order.events';
import type { OrderItemState, OrderState } from '../order.state';
import { CORRESPONDENCE_RESULTS, isGradableResult } from '../order.values';
import { invalid, requireStep } from './guards';
import { MAX_REASON_LENGTH } from '../../limits/limits.constants';

// An upload's id or path (photo upload, issue 12): letters, digits and . _ / - only, 200 at most.
const EVIDENCE_PHOTO = /^[A-Za-z0-9._/-]{1,200}$/;

export const isGradableItem = (item: Pick<OrderItemState, 'correspondence' | 'partialCancel'>): boolean =>
  isGradableResult(item.correspondence) && item.partialCancel === 'NONE';

export const everyGradableItemScored = (items: readonly OrderItemState[]): boolean =>
  items.filter(isGradableItem).every((item) => item.grade !== null);

// One result per item, all in one event: a partial check would leave the step half done.
export const decideCheckCorrespondence = (command: CheckCorrespondence, state: OrderState): OrderEvent[] => {
  const order = requireStep(state, ['WAREHOUSE_IN']);
  const results = command.data.results ?? [];
  const known = new Set(order.items.map((item) => item.itemId));
  const seen = new Set<string>();
  results.forEach((entry, i) => {
    if (!known.has(entry.itemId)) {
      throw new DomainError('ORDER.UNKNOWN_ITEM', `No item ${entry.itemId}`, {
        params: { itemId: entry.itemId },
      });
    }
    if (!CORRESPONDENCE_RESULTS.includes(entry.result))
      invalid([{ field: `results[${i}].result`, rule: 'notAllowed' }]);
    if (seen.has(entry.itemId)) invalid([{ field: `results[${i}].itemId`, rule: 'duplicate' }]);
    seen.add(entry.itemId);
    const reason = (entry.reason ?? '').trim();
    if (entry.result !== 'OK' && reason === '')
      invalid([{ field: `results[${i}].reason`, rule: 'required' }]);
    if ([...reason].length > MAX_REASON_LENGTH)
      invalid([{ field: `results[${i}].reason`, rule: 'maxLength', params: { max: MAX_REASON_LENGTH } }]);
    const photo = entry.evidencePhoto ?? '';
    if (photo !== '' && !EVIDENCE_PHOTO.test(photo))
      invalid([{ field: `results[${i}].evidencePhoto`, rule: 'pattern' }]);
  });
  if (seen.size !== known.size) {
    throw new DomainError('ORDER.CORRESPONDENCE_INCOMPLETE', 'Every item needs a result', {
      params: { missing: known.size - seen.size },
    });
  }
  const stored = results.map((entry) => ({
    itemId: entry.itemId,
    result: entry.result,
    reason: (entry.reason ?? '').trim() || null,
    evidencePhoto: entry.evidencePhoto || null,
  }));
  return [orderEvent('ItemsCorrespondenceChecked', { orderId: order.orderId, results: stored })];
};

export const decideCheckVsc = (_command: CheckVsc, state: OrderState): OrderEvent[] => [
  orderEvent('VscChecked', { orderId: requireStep(state, ['CARD_CORRESPOND_CHECKED']).orderId }),
];

// With no gradable card at all (every card ungradable or cancelled) scoring closes at once, so the
// cards still travel back to the member.
export const decideCheckDefects = (_command: CheckDefects, state: OrderState): OrderEvent[] => {
  const order = requireStep(state, ['VSC_CHECKED']);
  const events: OrderEvent[] = [orderEvent('DefectsChecked', { orderId: order.orderId })];
  if (!order.items.some(isGradableItem))
    events.push(orderEvent('ScoringCompleted', { orderId: order.orderId }));
  return events;
};

const assertScoreFits = (order: OrderState, item: OrderItemState, command: ScoreCard): void => {
  const { grade, certificationNumber, itemId } = command.data;
  if (!isGrade(grade)) throw new DomainError('ORDER.INVALID_GRADE', `Not a grade: ${String(grade)}`);
  // Missing the member's minimum grade earns the authentic label, never a lower number.
  const minimum = order.order?.cardLines.find((line) => line.lineId === item.lineId)?.minimumGrade;
  if (isNumericGrade(minimum) && isNumericGrade(grade) && grade < minimum) {
    throw new DomainError('ORDER.INVALID_GRADE', `Below the minimum grade ${minimum}: record A`, {
      params: { minimumGrade: minimum },
    });
  }
  if (!isCertificationNumber(certificationNumber)) {
    throw new DomainError('ORDER.INVALID_CERTIFICATION_NUMBER', 'A certification no. has 7 digits');
  }
  if (item.itemType === 'REHOLDER' && item.certificationNumber !== certificationNumber) {
    throw new DomainError('ORDER.CERTIFICATION_NUMBER_MISMATCH', 'A re-holder keeps its certification no.');
  }
  if (
    order.items.some((other) => other.itemId !== itemId && other.certificationNumber === certificationNumber)
  ) {
    throw new DomainError(
      'ORDER.DUPLICATE_CERTIFICATION_NUMBER',
      `Certification no. ${certificationNumber} is taken`,
    );
  }
};

// Scoring happens while CARD_DEFECT_CHECKED; re-scoring an item in that step is allowed (that is
// what a correction back to CARD_DEFECT_CHECKED is for).
export const decideScoreCard = (command: ScoreCard, state: OrderState): OrderEvent[] => {
  const order = requireStep(state, ['CARD_DEFECT_CHECKED']);
  const { itemId, grade, certificationNumber } = command.data;
  const item = order.items.find((candidate) => candidate.itemId === itemId);
  if (!item) throw new DomainError('ORDER.UNKNOWN_ITEM', `No item ${itemId}`, { params: { itemId } });
  if (!isGradableItem(item))
    throw new DomainError('ORDER.ITEM_NOT_GRADABLE', `Item ${itemId} is not gradable`);
  assertScoreFits(order, item, command);
  const items = order.items.map((candidate) =>
    candidate.itemId === itemId ? { ...candidate, grade } : candidate,
  );
  const completesScoring = everyGradableItemScored(items);
  return [
    orderEvent('CardScored', {
      orderId: order.orderId,
      itemId,
      grade,
      certificationNumber,
      completesScoring,
    }),
  ];
};

export const decideCompleteScoring = (_command: CompleteScoring, state: OrderState): OrderEvent[] => {
  const order = requireStep(state, ['CARD_DEFECT_CHECKED']);
  if (!everyGradableItemScored(order.items)) {
    throw new DomainError('ORDER.SCORING_INCOMPLETE', 'Some gradable cards have no grade yet', {
      params: { unscored: order.items.filter((item) => isGradableItem(item) && item.grade === null).length },
    });
  }
  return [orderEvent('ScoringCompleted', { orderId: order.orderId })];
};
