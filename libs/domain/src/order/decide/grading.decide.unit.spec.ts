import type { CorrespondenceResult } from '../order.values';
import { orderEvent } from '../order.events';
import { given } from '../test-kit/given-when-then';
import {
  actors,
  command,
  gradingInput,
  minimumGradeInput,
  ORDER_ID,
  paidAt,
  reholderInput,
  run,
} from '../test-kit/fixtures';

const op = actors.operator;
const ITEMS = ['L1-1', 'L1-2', 'L2-1'];
const check = (
  results: {
    itemId: string;
    result: CorrespondenceResult;
    reason?: string | null;
    evidencePhoto?: string | null;
  }[] = ITEMS.map((itemId) => ({
    itemId,
    result: 'OK',
  })),
) => command('CheckCorrespondence', { results }, op);
const score = (itemId: string, grade: 10 | 9 | 8 | 'A' = 10, certificationNumber = '7000001') =>
  command('ScoreCard', { itemId, grade, certificationNumber }, op);
const oneUngradable = { results: { 'L1-2': 'UNGRADABLE_B3' as const } };

describe('CheckCorrespondence', () => {
  it('records one result per item', () =>
    given(paidAt('WAREHOUSE_IN'))
      .when(check())
      .then([
        orderEvent('ItemsCorrespondenceChecked', {
          orderId: ORDER_ID,
          results: ITEMS.map((itemId) => ({ itemId, result: 'OK', reason: null, evidencePhoto: null })),
        }),
      ]));
  it('needs a reason for a card that is not OK, keeps an evidence photo, refuses a bad photo reference', () => {
    const ungradable = (reason: string | null, evidencePhoto: string | null = null) =>
      check([
        { itemId: 'L1-1', result: 'OK' },
        { itemId: 'L1-2', result: 'UNGRADABLE_B3', reason, evidencePhoto },
        { itemId: 'L2-1', result: 'OK' },
      ]);
    given(paidAt('WAREHOUSE_IN')).when(ungradable('  ')).then('ORDER.INVALID');
    given(paidAt('WAREHOUSE_IN'))
      .when(ungradable('x'.repeat(501)))
      .then('ORDER.INVALID');
    given(paidAt('WAREHOUSE_IN')).when(ungradable('Trimmed edges', '<script>')).then('ORDER.INVALID');
    given(paidAt('WAREHOUSE_IN'))
      .when(ungradable(' Trimmed edges ', 'uploads/evidence-1.jpg'))
      .then([
        orderEvent('ItemsCorrespondenceChecked', {
          orderId: ORDER_ID,
          results: [
            { itemId: 'L1-1', result: 'OK', reason: null, evidencePhoto: null },
            {
              itemId: 'L1-2',
              result: 'UNGRADABLE_B3',
              reason: 'Trimmed edges',
              evidencePhoto: 'uploads/evidence-1.jpg',
            },
            { itemId: 'L2-1', result: 'OK', reason: null, evidencePhoto: null },
          ],
        }),
      ]);
  });
  it('refuses a partial check', () =>
    given(paidAt('WAREHOUSE_IN'))
      .when(check([{ itemId: 'L1-1', result: 'OK' }]))
      .then('ORDER.CORRESPONDENCE_INCOMPLETE'));
  it('refuses an unknown item', () =>
    given(paidAt('WAREHOUSE_IN'))
      .when(check([{ itemId: 'nope', result: 'OK' }]))
      .then('ORDER.UNKNOWN_ITEM'));
  it('refuses an unknown result', () =>
    given(paidAt('WAREHOUSE_IN'))
      .when(check([{ itemId: 'L1-1', result: 'GOOD' as never }]))
      .then('ORDER.INVALID'));
  it('refuses an item twice', () =>
    given(paidAt('WAREHOUSE_IN'))
      .when(check([...check().data.results, { itemId: 'L1-1', result: 'OK' }]))
      .then('ORDER.INVALID'));
  it('refuses before warehousing', () =>
    given(paidAt('SHIPPING_IN_COMPLETE')).when(check()).then('ORDER.STEP_OUT_OF_ORDER'));
});

// CheckVsc, and CheckDefects when a card is left to grade, are plain steps (processing.decide.unit.spec.ts).
describe('CheckDefects', () => {
  const defects = command('CheckDefects', {}, op);
  it('closes scoring at once when no card is gradable', () => {
    const results = Object.fromEntries(ITEMS.map((id) => [id, 'UNGRADABLE' as const]));
    given(paidAt('VSC_CHECKED', gradingInput(), { results }))
      .when(defects)
      .then([
        orderEvent('DefectsChecked', { orderId: ORDER_ID }),
        orderEvent('ScoringCompleted', { orderId: ORDER_ID }),
      ]);
  });
  it('refuses out of order', () =>
    given(paidAt('CARD_CORRESPOND_CHECKED')).when(defects).then('ORDER.STEP_OUT_OF_ORDER'));
});

describe('ScoreCard', () => {
  const atScoring = () => paidAt('CARD_DEFECT_CHECKED', gradingInput(), oneUngradable);
  const scored = (itemId: string, certificationNumber: string, completesScoring: boolean) =>
    orderEvent('CardScored', { orderId: ORDER_ID, itemId, grade: 10, certificationNumber, completesScoring });

  it('scores one card', () =>
    given(atScoring())
      .when(score('L1-1'))
      .then([scored('L1-1', '7000001', false)]));
  it('moves to CARD_SCORED with the last gradable card', () =>
    given(atScoring(), scored('L1-1', '7000001', false))
      .when(score('L2-1', 10, '7000002'))
      .then([scored('L2-1', '7000002', true)]));
  it('accepts the authentic label', () =>
    expect(given(atScoring()).when(score('L1-1', 'A')).state().items[0].grade).toBe('A'));
  it('refuses an ungradable card', () =>
    given(atScoring()).when(score('L1-2')).then('ORDER.ITEM_NOT_GRADABLE'));
  it('refuses an unknown card', () => given(atScoring()).when(score('L9-1')).then('ORDER.UNKNOWN_ITEM'));
  it('refuses a grade off the scale', () =>
    given(atScoring())
      .when(score('L1-1', 9.5 as never))
      .then('ORDER.INVALID_GRADE'));
  it('refuses a certification no. that is not 7 digits', () =>
    given(atScoring())
      .when(score('L1-1', 10, '123'))
      .then('ORDER.INVALID_CERTIFICATION_NUMBER'));
  it('refuses a certification no. used by another card', () =>
    given(atScoring(), scored('L1-1', '7000001', false))
      .when(score('L2-1', 10, '7000001'))
      .then('ORDER.DUPLICATE_CERTIFICATION_NUMBER'));
  it('refuses before defects are checked', () =>
    given(paidAt('VSC_CHECKED')).when(score('L1-1')).then('ORDER.STEP_OUT_OF_ORDER'));

  it('refuses a number below the minimum grade (A instead)', () => {
    const input = minimumGradeInput(9);
    given(paidAt('CARD_DEFECT_CHECKED', input)).when(score('L1-1', 8)).then('ORDER.INVALID_GRADE');
  });

  it('keeps a re-holder certification no.', () => {
    const history = paidAt('CARD_DEFECT_CHECKED', reholderInput());
    given(history)
      .when(score('RH-1234567', 10, '7654321'))
      .then('ORDER.CERTIFICATION_NUMBER_MISMATCH');
    expect(
      given(history)
        .when(score('RH-1234567', 10, '1234567'))
        .events(),
    ).toHaveLength(1);
  });
});

describe('CompleteScoring', () => {
  const complete = command('CompleteScoring', {}, op);
  it('closes scoring again after a correction', () => {
    const history = run(
      [command('CorrectProcessing', { reason: '등급 재검토' }, actors.admin)],
      paidAt('CARD_SCORED'),
    );
    given(history)
      .when(complete)
      .then([orderEvent('ScoringCompleted', { orderId: ORDER_ID })]);
  });
  it('refuses while a card has no grade', () =>
    given(paidAt('CARD_DEFECT_CHECKED')).when(complete).then('ORDER.SCORING_INCOMPLETE'));
  it('refuses out of order', () =>
    given(paidAt('VSC_CHECKED')).when(complete).then('ORDER.STEP_OUT_OF_ORDER'));
});
