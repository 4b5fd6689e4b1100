import type { Grade } from '../../limits/grade-scale';
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
} from '../test-kit/fixtures';

const op = actors.operator;
const oneUngradable = { results: { 'L1-2': 'UNGRADABLE_B3' as const } };
const atScoring = () => paidAt('CARD_DEFECT_CHECKED', gradingInput(), oneUngradable);
const scoreAll = (scores: { itemId: string; grade: Grade; certificationNumber: string }[]) =>
  command('ScoreCards', { scores }, op);
const both = (first: Grade = 10, second: Grade = 8.5, numbers = ['7000001', '7000002']) =>
  scoreAll([
    { itemId: 'L1-1', grade: first, certificationNumber: numbers[0]! },
    { itemId: 'L2-1', grade: second, certificationNumber: numbers[1]! },
  ]);
const fieldsOf = (error: { fieldErrors?: { field: string; rule: string }[] }) =>
  (error.fieldErrors ?? []).map((e) => `${e.field}:${e.rule}`);

describe('ScoreCards', () => {
  it('scores every gradable card in one decision; the last event closes scoring', () =>
    given(atScoring())
      .when(both())
      .then([
        orderEvent('CardScored', {
          orderId: ORDER_ID,
          itemId: 'L1-1',
          grade: 10,
          certificationNumber: '7000001',
          completesScoring: false,
        }),
        orderEvent('CardScored', {
          orderId: ORDER_ID,
          itemId: 'L2-1',
          grade: 8.5,
          certificationNumber: '7000002',
          completesScoring: true,
        }),
      ]));

  it('leaves the order at CARD_SCORED with both grades', () => {
    const state = given(atScoring()).when(both('A', 9)).state();
    expect(state.processingStatus).toBe('CARD_SCORED');
    expect(state.items.map((item) => item.grade)).toEqual(['A', null, 9]);
  });

  it('answers every problem at its card field, all at once', () => {
    const error = given(atScoring())
      .when(both(9.5 as never, 10, ['123', '7000009']))
      .failsWith('ORDER.INVALID');
    expect(fieldsOf(error)).toEqual(['scores[0].grade:notAllowed', 'scores[0].certificationNumber:pattern']);
  });

  it('refuses a missing grade at its card', () => {
    const error = given(atScoring())
      .when(both(10, null as never))
      .failsWith('ORDER.INVALID');
    expect(fieldsOf(error)).toEqual(['scores[1].grade:required']);
  });

  it('refuses the same certification no. twice in the batch', () => {
    const error = given(atScoring())
      .when(both(10, 9, ['7000001', '7000001']))
      .failsWith('ORDER.INVALID');
    expect(fieldsOf(error)).toEqual(['scores[1].certificationNumber:duplicate']);
  });

  it('refuses an ungradable or unknown card, and a card twice', () => {
    const error = given(atScoring())
      .when(
        scoreAll([
          { itemId: 'L1-2', grade: 10, certificationNumber: '7000001' },
          { itemId: 'L9-9', grade: 10, certificationNumber: '7000002' },
          { itemId: 'L1-1', grade: 10, certificationNumber: '7000003' },
          { itemId: 'L1-1', grade: 9, certificationNumber: '7000004' },
        ]),
      )
      .failsWith('ORDER.INVALID');
    expect(fieldsOf(error)).toEqual([
      'scores[0].itemId:notAllowed',
      'scores[1].itemId:notAllowed',
      'scores[3].itemId:duplicate',
    ]);
  });

  it('leaves no gradable card without a grade', () =>
    given(atScoring())
      .when(scoreAll([{ itemId: 'L1-1', grade: 10, certificationNumber: '7000001' }]))
      .then('ORDER.SCORING_INCOMPLETE'));

  it('says the minimum grade at the card when a number falls below it', () => {
    const input = minimumGradeInput(9);
    const error = given(paidAt('CARD_DEFECT_CHECKED', input))
      .when(scoreAll([{ itemId: 'L1-1', grade: 8, certificationNumber: '7000001' }]))
      .failsWith('ORDER.INVALID');
    expect(error.fieldErrors).toEqual([
      { field: 'scores[0].grade', rule: 'belowMinimumGrade', params: { minimumGrade: 9 } },
    ]);
  });

  it('keeps a re-holder certification no.', () => {
    const history = paidAt('CARD_DEFECT_CHECKED', reholderInput());
    const error = given(history)
      .when(scoreAll([{ itemId: 'RH-1234567', grade: 10, certificationNumber: '7654321' }]))
      .failsWith('ORDER.INVALID');
    expect(fieldsOf(error)).toEqual(['scores[0].certificationNumber:mismatch']);
  });

  it('refuses before defects are checked', () =>
    given(paidAt('VSC_CHECKED')).when(both()).then('ORDER.STEP_OUT_OF_ORDER'));
});
