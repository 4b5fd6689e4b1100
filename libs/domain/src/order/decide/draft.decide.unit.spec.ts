import { orderEvent } from '../order.events';
import { given } from '../test-kit/given-when-then';
import {
  actors,
  command,
  gradingInput,
  ORDER_ID,
  ORDER_NUMBER,
  placed,
  placeOrder,
  priced,
  reholderInput,
} from '../test-kit/fixtures';

const draft = { submitType: 'GENERAL' as const, cardLines: [] };
const saved = orderEvent('OrderDraftSaved', { orderId: ORDER_ID, memberId: actors.member.id, draft });
const discarded = orderEvent('OrderDraftDiscarded', { orderId: ORDER_ID });

describe('SaveDraft', () => {
  const save = (actor = actors.member, orderId = ORDER_ID) => command('SaveDraft', { orderId, draft }, actor);

  it('starts a draft for the member', () => given().when(save()).then([saved]));
  it('overwrites an existing draft (latest wins)', () => given(saved).when(save()).then([saved]));
  it('refuses once the order is placed', () => given(placed()).when(save()).then('ORDER.ALREADY_EXISTS'));
  it('refuses after the draft was discarded', () =>
    given(saved, discarded).when(save()).then('ORDER.DRAFT_DISCARDED'));
  it("refuses another member's draft", () =>
    given(saved).when(save(actors.stranger)).then('ORDER.NOT_OWNER'));
  it('refuses operators', () => given().when(save(actors.operator)).then('ORDER.ROLE_NOT_ALLOWED'));
  it('refuses a different order id on the stream', () =>
    given(saved).when(save(actors.member, 'other')).then('ORDER.ALREADY_EXISTS'));
});

describe('DiscardDraft', () => {
  const discard = command('DiscardDraft', {}, actors.member);

  it('closes the draft', () => given(saved).when(discard).then([discarded]));
  it('refuses when there is no draft', () => given().when(discard).then('ORDER.NOT_FOUND'));
  it('refuses a placed order', () => given(placed()).when(discard).then('ORDER.NOT_A_DRAFT'));
  it('refuses twice', () => given(saved, discarded).when(discard).then('ORDER.DRAFT_DISCARDED'));
});

describe('PlaceOrder', () => {
  it('places a priced grading order', () => {
    const input = gradingInput();
    const [event] = given().when(placeOrder(input)).events();
    expect(event).toEqual(
      orderEvent('OrderPlaced', {
        orderId: ORDER_ID,
        orderNumber: ORDER_NUMBER,
        memberId: actors.member.id,
        submitType: 'GENERAL',
        shippingMethod: 'SELF_SHIPPING',
        cardLines: input.cardLines,
        certificationNumbers: [],
        photos: input.photos,
        returnAddress: input.returnAddress,
        agreements: input.agreements,
        pricing: priced(input),
      }),
    );
  });

  it('places from a draft', () =>
    expect(given(saved).when(placeOrder()).events()[0].type).toBe('OrderPlaced'));
  it('places a re-holder order', () =>
    expect(given().when(placeOrder(reholderInput())).state().items).toHaveLength(2));
  it('refuses a second placement', () => given(placed()).when(placeOrder()).then('ORDER.ALREADY_EXISTS'));
  it('refuses a discarded draft', () =>
    given(saved, discarded).when(placeOrder()).then('ORDER.DRAFT_DISCARDED'));

  it('refuses an invalid order with field errors', () => {
    const input = gradingInput({ photos: [] });
    const error = given().when(placeOrder(input)).failsWith('ORDER.INVALID');
    expect(error).toMatchObject({
      kind: 'validation',
      fieldErrors: [{ field: 'photos', rule: 'minItems', params: { min: 1 } }],
    });
  });

  it('refuses duplicate re-holder certification numbers', () => {
    const input = reholderInput({ certificationNumbers: ['1234567', '1234567'] });
    const error = given().when(placeOrder(input)).failsWith('ORDER.INVALID');
    expect(error.fieldErrors).toContainEqual({ field: 'certificationNumbers[1]', rule: 'duplicate' });
  });

  it('refuses a breakdown that does not add up', () => {
    const input = gradingInput();
    given()
      .when(placeOrder(input, { pricing: { ...priced(input), totalAmount: 1 } }))
      .then('ORDER.PRICING_MISMATCH');
  });

  it('refuses a breakdown priced for other cards', () => {
    const input = gradingInput({ cardLines: [gradingInput().cardLines[0]] });
    given()
      .when(placeOrder(input, { pricing: priced(gradingInput()) }))
      .then('ORDER.PRICING_MISMATCH');
  });

  it('refuses a malformed order number', () => {
    given()
      .when(placeOrder(gradingInput(), { orderNumber: 'X1' }))
      .then('ORDER_NUMBER.INVALID');
  });

  it('refuses operators', () =>
    given()
      .when({ ...placeOrder(), metadata: { now: '2026-01-01T00:00:00Z', actor: actors.operator } })
      .then('ORDER.ROLE_NOT_ALLOWED'));
});
