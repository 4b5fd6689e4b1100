import { DomainError } from '../../errors/domain-error';
import type { FieldError } from '../../errors/field-error';
import { isGrade, isNumericGrade } from '../../limits/grade-scale';
import { isCertificationNumber } from '../../limits/validate-album';
import type { CardScore, ScoreCards } from '../order.commands';
import { orderEvent, OrderEvent } from '../order.events';
import type { OrderItemState, OrderState } from '../order.state';
import { everyGradableItemScored, isGradableItem } from './grading.decide';
import { invalid, requireStep } from './guards';

const problemsOf = (
  order: OrderState,
  scores: readonly CardScore[],
  entry: CardScore,
  i: number,
): FieldError[] => {
  const at = (name: string) => `scores[${i}].${name}`;
  const item: OrderItemState | undefined = order.items.find((candidate) => candidate.itemId === entry.itemId);
  if (!item || !isGradableItem(item)) return [{ field: at('itemId'), rule: 'notAllowed' }];
  if (scores.findIndex((other) => other.itemId === entry.itemId) !== i)
    return [{ field: at('itemId'), rule: 'duplicate' }];
  const problems: FieldError[] = [];
  const { grade, certificationNumber } = entry;
  const minimum = order.order?.cardLines.find((line) => line.lineId === item.lineId)?.minimumGrade;
  if ((grade as unknown) === null || (grade as unknown) === undefined || (grade as unknown) === '')
    problems.push({ field: at('grade'), rule: 'required' });
  else if (!isGrade(grade)) problems.push({ field: at('grade'), rule: 'notAllowed' });
  // Missing the member's minimum grade earns the authentic label, never a lower number.
  else if (isNumericGrade(minimum) && isNumericGrade(grade) && grade < minimum)
    problems.push({ field: at('grade'), rule: 'belowMinimumGrade', params: { minimumGrade: minimum } });
  if (!isCertificationNumber(certificationNumber))
    problems.push({ field: at('certificationNumber'), rule: 'pattern' });
  else if (item.itemType === 'REHOLDER' && item.certificationNumber !== certificationNumber)
    problems.push({ field: at('certificationNumber'), rule: 'mismatch' });
  else {
    // Another card of this order keeps (or is given in this batch) the same number.
    const takenBefore = order.items.some(
      (other) =>
        other.itemId !== entry.itemId &&
        other.certificationNumber === certificationNumber &&
        !scores.some((s) => s.itemId === other.itemId),
    );
    const takenInBatch = scores.some(
      (other, j) => j < i && other.certificationNumber === certificationNumber,
    );
    if (takenBefore || takenInBatch) problems.push({ field: at('certificationNumber'), rule: 'duplicate' });
  }
  return problems;
};

/**
 * The scoring desk's one save: a grade and certification no. for every gradable card at once. Every
 * problem is answered at its card's field (scores[i].grade, scores[i].certificationNumber) in one
 * refusal, and no card may be left without a grade, so the batch always closes scoring. Events are
 * the single-card ones: read models and the certificate registry need nothing new.
 */
export const decideScoreCards = (command: ScoreCards, state: OrderState): OrderEvent[] => {
  const order = requireStep(state, ['CARD_DEFECT_CHECKED']);
  const scores = command.data.scores ?? [];
  if (scores.length === 0) invalid([{ field: 'scores', rule: 'minItems', params: { min: 1 } }]);
  invalid(scores.flatMap((entry, i) => problemsOf(order, scores, entry, i)));
  const items = order.items.map((item) => {
    const score = scores.find((s) => s.itemId === item.itemId);
    return score ? { ...item, grade: score.grade } : item;
  });
  if (!everyGradableItemScored(items)) {
    throw new DomainError('ORDER.SCORING_INCOMPLETE', 'Some gradable cards have no grade yet', {
      params: { unscored: items.filter((item) => isGradableItem(item) && item.grade === null).length },
    });
  }
  return scores.map((score, i) =>
    orderEvent('CardScored', {
      orderId: order.orderId,
      itemId: score.itemId,
      grade: score.grade,
      certificationNumber: score.certificationNumber,
      completesScoring: i === scores.length - 1,
    }),
  );
};
