import fc from 'fast-check';
import { isDomainError } from '../../errors/domain-error';
import { displayStageOfProcessing } from '../../stages/display-stage';
import { nextProcessingCommand } from '../../stages/allowed-actions';
import { previousProcessingStatus, processingRank } from '../../stages/processing-status';
import type { OrderCommand } from '../order.commands';
import { decide } from '../order.decide';
import { orderEvent, type OrderEvent } from '../order.events';
import { foldOrder } from '../order.evolve';
import { given } from '../test-kit/given-when-then';
import {
  actors,
  command,
  forwardCommand,
  gradingInput,
  ORDER_ID,
  paid,
  paidAt,
  taiwanInput,
} from '../test-kit/fixtures';

const op = actors.operator;
const shipOut = command('ShipOut', { courier: '黑貓宅急便', trackingNumber: '9080-7060-5040' }, op);

describe('the Taiwan branch leg (issue #32)', () => {
  it('sends a cased Taiwan order to the branch, which receives it and ships it to the collector', () => {
    given(paidAt('CASING_COMPLETE', taiwanInput()))
      .when(command('SendToBranch', {}, op))
      .then([orderEvent('SentToBranch', { orderId: ORDER_ID, branch: 'TW' })]);
    given(paidAt('SENT_TO_BRANCH', taiwanInput()))
      .when(command('ReceiveAtBranch', {}, op))
      .then([orderEvent('ReceivedAtBranch', { orderId: ORDER_ID, branch: 'TW' })]);
    expect(given(paidAt('BRANCH_RECEIVED', taiwanInput())).when(shipOut).state()).toMatchObject({
      processingStatus: 'SHIPPING_OUT',
      outbound: { courier: 'TCAT', trackingNumber: '9080-7060-5040' },
    });
  });

  it('never releases a Taiwan order from the head office to a courier, nor ships it before the branch has it', () => {
    given(paidAt('CASING_COMPLETE', taiwanInput()))
      .when(command('ReleaseFromWarehouse', {}, op))
      .then('ORDER.GOES_THROUGH_BRANCH');
    given(paidAt('SENT_TO_BRANCH', taiwanInput())).when(shipOut).then('ORDER.STEP_OUT_OF_ORDER');
  });

  it('ships a Taiwan order with a Taiwan courier and a Korean order with a Korean one', () => {
    const shipWith = (courier: string) => command('ShipOut', { courier, trackingNumber: '998877' }, op);
    expect(
      given(paidAt('BRANCH_RECEIVED', taiwanInput())).when(shipWith('CJ')).failsWith('ORDER.INVALID')
        .fieldErrors,
    ).toEqual([{ field: 'courier', rule: 'twCourier' }]);
    expect(
      given(paidAt('WAREHOUSE_OUT')).when(shipWith('TCAT')).failsWith('ORDER.INVALID').fieldErrors,
    ).toEqual([{ field: 'courier', rule: 'krCourier' }]);
    // A courier outside the table is one error, not two.
    expect(
      given(paidAt('BRANCH_RECEIVED', taiwanInput()))
        .when(shipWith('Pony Express'))
        .failsWith('ORDER.INVALID').fieldErrors,
    ).toEqual([{ field: 'courier', rule: 'unknownCourier' }]);
    given(paidAt('BRANCH_RECEIVED', taiwanInput()))
      .when(shipWith('新竹物流'))
      .then([orderEvent('ShippedOut', { orderId: ORDER_ID, courier: 'HCT', trackingNumber: '998877' })]);
  });

  it('never sends a Korean order to the branch', () => {
    given(paidAt('CASING_COMPLETE'))
      .when(command('SendToBranch', {}, op))
      .then('ORDER.NOT_A_BRANCH_ORDER');
    given(paidAt('WAREHOUSE_OUT'))
      .when(command('ReceiveAtBranch', {}, op))
      .then('ORDER.STEP_OUT_OF_ORDER');
  });

  it('refuses a member and the step out of order', () => {
    given(paidAt('CASING_COMPLETE', taiwanInput()))
      .when(command('SendToBranch', {}, actors.member))
      .then('ORDER.ROLE_NOT_ALLOWED');
    given(paid(taiwanInput()))
      .when(command('ReceiveAtBranch', {}, op))
      .then('ORDER.STEP_OUT_OF_ORDER');
  });

  it('has its own display stages, console steps and one-step corrections', () => {
    expect(displayStageOfProcessing('SENT_TO_BRANCH')).toBe('SENT_TO_BRANCH');
    expect(displayStageOfProcessing('BRANCH_RECEIVED')).toBe('BRANCH_RECEIVED');
    expect(nextProcessingCommand('CASING_COMPLETE', true)).toBe('SendToBranch');
    expect(nextProcessingCommand('CASING_COMPLETE')).toBe('ReleaseFromWarehouse');
    expect(nextProcessingCommand('SENT_TO_BRANCH', true)).toBe('ReceiveAtBranch');
    expect(nextProcessingCommand('BRANCH_RECEIVED', true)).toBe('ShipOut');
    const start = 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION';
    expect(previousProcessingStatus('SHIPPING_OUT', start, true)).toBe('BRANCH_RECEIVED');
    expect(previousProcessingStatus('BRANCH_RECEIVED', start, true)).toBe('SENT_TO_BRANCH');
    expect(previousProcessingStatus('SENT_TO_BRANCH', start, true)).toBe('CASING_COMPLETE');
    expect(previousProcessingStatus('SHIPPING_OUT', start)).toBe('WAREHOUSE_OUT');
    const corrected = given(paidAt('BRANCH_RECEIVED', taiwanInput()))
      .when(command('CorrectProcessing', { reason: 'not there yet' }, actors.admin))
      .state();
    expect(corrected.processingStatus).toBe('SENT_TO_BRANCH');
  });

  // Any mix of the operator's forward steps, branch and release commands and admin corrections.
  it('keeps Korean orders off the branch and Taiwan orders on it, whatever is sent', () => {
    const extra = (n: number): OrderCommand =>
      [
        command('SendToBranch', {}, op),
        command('ReceiveAtBranch', {}, op),
        command('ReleaseFromWarehouse', {}, op),
        shipOut,
        command('CorrectProcessing', { reason: 'fix' }, actors.admin),
      ][n % 5]!;
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.nat(20), { maxLength: 60 }), (taiwan, steps) => {
        let events: OrderEvent[] = paid(taiwan ? taiwanInput() : gradingInput());
        for (const step of steps) {
          const state = foldOrder(events);
          const next = step < 14 ? forwardCommand(state) : extra(step);
          if (!next) break;
          try {
            events = [...events, ...decide(next, state)];
          } catch (error) {
            if (!isDomainError(error)) throw error;
          }
        }
        const types = events.map((e) => e.type);
        const statuses = events.reduce<string[]>(
          (seen, _e, i) => [...seen, foldOrder(events.slice(0, i + 1)).processingStatus],
          [],
        );
        if (!taiwan) {
          expect(types).not.toContain('SentToBranch');
          expect(types).not.toContain('ReceivedAtBranch');
          expect(statuses.some((s) => s === 'SENT_TO_BRANCH' || s === 'BRANCH_RECEIVED')).toBe(false);
          return;
        }
        expect(types).not.toContain('WarehouseReleased');
        expect(statuses).not.toContain('WAREHOUSE_OUT');
        // Every shipment to the collector comes after the branch received the cards.
        types.forEach((type, i) => {
          if (type === 'ShippedOut') expect(statuses[i - 1]).toBe('BRANCH_RECEIVED');
          if (type === 'ReceivedAtBranch') expect(statuses[i - 1]).toBe('SENT_TO_BRANCH');
          if (type === 'SentToBranch') expect(statuses[i - 1]).toBe('CASING_COMPLETE');
        });
        // Forward steps move one rank along the Taiwan path; only a correction goes back.
        statuses.forEach((status, i) => {
          if (i === 0 || types[i] === 'ProcessingCorrected') return;
          const before = processingRank(statuses[i - 1] as never, true);
          expect(processingRank(status as never, true)).toBeGreaterThanOrEqual(before);
        });
      }),
      { numRuns: 150 },
    );
  });
});
