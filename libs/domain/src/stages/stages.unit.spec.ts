import { allowedActions, nextProcessingCommand } from './allowed-actions';
import { DISPLAY_STAGES, displayStageOf, displayStageOfProcessing, type DisplayStage } from './display-stage';
import { orderListTabsOf } from './order-list-tabs';
import {
  nextProcessingStatus,
  PROCESSING_STATUSES,
  previousProcessingStatus,
  processingRank,
  processingStartFor,
} from './processing-status';
import { STAGE_RULES, stagesWhere } from './stage-rules';

describe('processing status -> display stage (design table)', () => {
  it.each([
    ['OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 'NEED_INVOICE_INPUT'],
    ['BRG_SHIPPING_BEFORE_PICKUP', 'PICKUP_REQUIRED'],
    ['QUICK_SHIPPING_BEFORE_PICKUP', 'PICKUP_REQUIRED'],
    ['VISIT_SHIPPING_BEFORE_PICKUP', 'PICKUP_REQUIRED'],
    ['SHIPPING_IN', 'SHIPPING_IN'],
    ['SHIPPING_IN_COMPLETE', 'SHIPPING_IN_COMPLETE'],
    ['WAREHOUSE_IN', 'WAREHOUSE_IN'],
    ['CARD_CORRESPOND_CHECKED', 'GRADING'],
    ['VSC_CHECKED', 'GRADING'],
    ['CARD_DEFECT_CHECKED', 'GRADING'],
    ['CARD_SCORED', 'GRADING_COMPLETE'],
    ['CASING_COMPLETE', 'GRADING_COMPLETE'],
    ['WAREHOUSE_OUT', 'SHIPPING_OUT'],
    ['SHIPPING_OUT', 'SHIPPING_OUT'],
    ['SHIPPING_OUT_COMPLETE', 'SHIPPING_OUT_COMPLETE'],
    ['NOT_PROCESSING', null],
  ] as const)('%s -> %s', (status, stage) => expect(displayStageOfProcessing(status)).toBe(stage));

  it('puts order status first', () => {
    expect(displayStageOf({ status: 'WAITING_FOR_DEPOSIT', processingStatus: 'NOT_PROCESSING' })).toBe(
      'WAITING_FOR_DEPOSIT',
    );
    expect(displayStageOf({ status: 'DEADLINE_EXPIRED', processingStatus: 'NOT_PROCESSING' })).toBe(
      'CANCELLED',
    );
    expect(displayStageOf({ status: 'REFUNDED', processingStatus: 'SHIPPING_IN', cancelled: true })).toBe(
      'CANCELLED',
    );
    expect(displayStageOf({ status: 'SAVED', processingStatus: 'NOT_PROCESSING' })).toBeNull();
  });

  it('starts processing by shipping method', () => {
    expect(processingStartFor('SELF_SHIPPING')).toBe('OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION');
    expect(processingStartFor('BRG_SHIPPING')).toBe('BRG_SHIPPING_BEFORE_PICKUP');
  });

  it('walks one step at a time both ways', () => {
    for (const status of PROCESSING_STATUSES) {
      const next = nextProcessingStatus(status);
      if (next) expect(processingRank(next)).toBe(processingRank(status) + 1);
      const previous = previousProcessingStatus(status, 'QUICK_SHIPPING_BEFORE_PICKUP');
      if (previous) expect(processingRank(previous)).toBe(processingRank(status) - 1);
    }
  });
});

// The branch stages (issue #32, not in the spec's table) follow GRADING_COMPLETE's row.
describe('spec §4 rule table', () => {
  // The table's "from <stage> on": that stage and every later one of the journey, CANCELLED aside.
  const from = (stage: DisplayStage) =>
    DISPLAY_STAGES.slice(DISPLAY_STAGES.indexOf(stage), DISPLAY_STAGES.indexOf('CANCELLED'));
  it.each([
    ['cancellable', ['WAITING_FOR_DEPOSIT', 'NEED_INVOICE_INPUT', 'PICKUP_REQUIRED', 'SHIPPING_IN']],
    ['refundable', from('WAREHOUSE_IN')],
    [
      'addressChangeable',
      [
        'WAITING_FOR_DEPOSIT',
        'NEED_INVOICE_INPUT',
        'PICKUP_REQUIRED',
        'SHIPPING_IN',
        'WAREHOUSE_IN',
        'GRADING',
        'SHIPPING_IN_COMPLETE',
      ],
    ],
    ['inboundInfoSent', ['SHIPPING_IN']],
    ['outboundInfoSent', from('SHIPPING_OUT')],
    ['gradingSummaryShown', from('GRADING_COMPLETE')],
    ['itemResultsShown', from('SHIPPING_OUT')],
    ['statusTextShown', ['WAITING_FOR_DEPOSIT', ...from('WAREHOUSE_IN'), 'CANCELLED']],
    [
      'beforeGradingComplete',
      ['NEED_INVOICE_INPUT', 'PICKUP_REQUIRED', 'SHIPPING_IN', 'WAREHOUSE_IN', 'GRADING'],
    ],
  ] as const)('%s', (rule, stages) => expect(stagesWhere(rule).sort()).toEqual([...stages].sort()));

  it('has a row for every display stage', () =>
    expect(Object.keys(STAGE_RULES).sort()).toEqual([...DISPLAY_STAGES].sort()));
});

describe('order-list tabs', () => {
  it.each([
    [{ status: 'TEMP_SAVED', processingStatus: 'NOT_PROCESSING' }, []],
    [{ status: 'SAVED', processingStatus: 'NOT_PROCESSING' }, ['all', 'inProcess']],
    [{ status: 'PROCESSING', processingStatus: 'GRADING' }, ['all', 'inProcess']],
    [{ status: 'DEADLINE_EXPIRED', processingStatus: 'NOT_PROCESSING' }, ['all', 'cancel']],
    [
      { status: 'REFUNDED', processingStatus: 'SHIPPING_IN', cancelled: true, refundedAmount: 5 },
      ['all', 'cancel', 'refund'],
    ],
    [
      { status: 'COMPLETE_PARTIAL_CANCELED', processingStatus: 'CARD_SCORED', refundedAmount: 5 },
      ['all', 'inProcess', 'refund'],
    ],
    [{ status: 'COMPLETE_PARTIAL_CANCELED', processingStatus: 'SHIPPING_OUT_COMPLETE' }, ['all']],
    [
      { status: 'COMPLETE', processingStatus: 'SHIPPING_OUT_COMPLETE', refundedAmount: 5 },
      ['all', 'refund', 'complete'],
    ],
    [{ status: 'WRONG_REFUND_ACCOUNT', processingStatus: 'GRADING' }, ['all', 'refund']],
  ] as const)('%o -> %o', (row, tabs) => expect(orderListTabsOf(row as never)).toEqual(tabs));
});

describe('allowed actions', () => {
  it('offers paying and cancelling before payment', () =>
    expect(allowedActions({ status: 'SAVED', processingStatus: 'NOT_PROCESSING' })).toEqual([
      'PAY',
      'CANCEL',
      'CHANGE_ADDRESS',
    ]));
  it('offers the tracking form to own shippers', () =>
    expect(
      allowedActions({
        status: 'PROCESSING',
        processingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
        paid: true,
        shippingMethod: 'SELF_SHIPPING',
      }),
    ).toEqual(['CANCEL', 'CHANGE_ADDRESS', 'ENTER_INBOUND_TRACKING', 'REGISTER_REFUND_ACCOUNT']));
  it('offers a partial cancel for open ungradable cards', () =>
    expect(
      allowedActions({
        status: 'PROCESSING',
        processingStatus: 'VSC_CHECKED',
        paid: true,
        openUngradableItems: 1,
      }),
    ).toContain('REQUEST_PARTIAL_CANCEL'));
  it('offers tracking once shipped', () =>
    expect(allowedActions({ status: 'PROCESSING', processingStatus: 'SHIPPING_OUT', paid: true })).toEqual([
      'REGISTER_REFUND_ACCOUNT',
      'TRACK_ORDER',
    ]));
  it('names the next operator command', () => {
    expect(nextProcessingCommand('VSC_CHECKED')).toBe('CheckDefects');
    expect(nextProcessingCommand('SHIPPING_OUT_COMPLETE')).toBeNull();
  });
});
