import { orderEvent } from '../order.events';
import { foldOrder } from '../order.evolve';
import { given } from '../test-kit/given-when-then';
import { actors, command, ORDER_ID, paidAt, run } from '../test-kit/fixtures';

const photograph = (
  side: 'FRONT' | 'BACK',
  photo = '5f0c1e2a-0000-4000-8000-000000000001',
  itemId = 'L1-1',
) => command('PhotographSlab', { itemId, side, photo }, actors.operator);

describe('PhotographSlab', () => {
  it('records the photo under the card certification number, after casing or before', () => {
    for (const stage of ['CARD_SCORED', 'CASING_COMPLETE'] as const)
      given(paidAt(stage))
        .when(photograph('FRONT'))
        .then([
          orderEvent('SlabPhotographed', {
            orderId: ORDER_ID,
            itemId: 'L1-1',
            certificationNumber: '7000000',
            side: 'FRONT',
            photo: '5f0c1e2a-0000-4000-8000-000000000001',
          }),
        ]);
  });

  it('keeps one photo per side, a retake replacing the earlier one', () => {
    const history = run(
      [photograph('FRONT', 'a-1'), photograph('BACK', 'b-1'), photograph('FRONT', 'a-2')],
      paidAt('CASING_COMPLETE'),
    );
    expect(foldOrder(history).items.find((i) => i.itemId === 'L1-1')?.slabPhotos).toEqual({
      FRONT: 'a-2',
      BACK: 'b-1',
    });
  });

  it('refuses a card with no certification number, a side or photo it does not know, and members', () => {
    given(paidAt('CARD_DEFECT_CHECKED')).when(photograph('FRONT')).then('ORDER.INVALID');
    given(paidAt('CASING_COMPLETE'))
      .when(photograph('SIDE' as 'FRONT'))
      .then('ORDER.INVALID');
    given(paidAt('CASING_COMPLETE')).when(photograph('FRONT', '<img>')).then('ORDER.INVALID');
    given(paidAt('CASING_COMPLETE'))
      .when(photograph('FRONT', 'p', 'L9-9'))
      .then('ORDER.UNKNOWN_ITEM');
    given(paidAt('CASING_COMPLETE'))
      .when(command('PhotographSlab', { itemId: 'L1-1', side: 'FRONT', photo: 'p' }, actors.member))
      .then('ORDER.ROLE_NOT_ALLOWED');
  });
});
