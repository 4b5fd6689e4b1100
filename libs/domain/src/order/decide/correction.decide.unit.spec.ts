import { orderEvent } from '../order.events';
import { given } from '../test-kit/given-when-then';
import { actors, command, gradingInput, ORDER_ID, paid, paidAt, placed } from '../test-kit/fixtures';

const correct = (reason = '스캔 오류', actor = actors.admin) =>
  command('CorrectProcessing', { reason }, actor);
const corrected = (from: string, to: string, orderStatus = 'PROCESSING') =>
  orderEvent('ProcessingCorrected', {
    orderId: ORDER_ID,
    from,
    to,
    reason: '스캔 오류',
    orderStatus,
  } as never);

describe('CorrectProcessing', () => {
  it('moves back exactly one step', () =>
    given(paidAt('VSC_CHECKED'))
      .when(correct())
      .then([corrected('VSC_CHECKED', 'CARD_CORRESPOND_CHECKED')]));
  it('goes back from SHIPPING_IN to the order’s own start', () =>
    given(paidAt('SHIPPING_IN', gradingInput({ shippingMethod: 'VISIT' })))
      .when(correct())
      .then([corrected('SHIPPING_IN', 'VISIT_SHIPPING_BEFORE_PICKUP')]));
  it('reopens a delivered order', () =>
    given(paidAt('SHIPPING_OUT_COMPLETE'))
      .when(correct())
      .then([corrected('SHIPPING_OUT_COMPLETE', 'SHIPPING_OUT', 'PROCESSING')]));
  it('refuses at the start status', () => given(paid()).when(correct()).then('ORDER.NOTHING_TO_CORRECT'));
  it('refuses an unpaid order', () => given(placed()).when(correct()).then('ORDER.NOT_PAID'));
  it('requires a reason', () => given(paidAt('VSC_CHECKED')).when(correct('')).then('ORDER.REASON_REQUIRED'));
  it('refuses an operator', () =>
    given(paidAt('VSC_CHECKED')).when(correct('x', actors.operator)).then('ORDER.ROLE_NOT_ALLOWED'));
});
