import { describe, expect, it } from 'vitest';
import { formPathOf, orderFieldPath } from './order-field-path';

describe('orderFieldPath', () => {
  it.each([
    ['cardLines[2].playerName', ['cardLines', 2, 'playerName']],
    ['returnAddress.recipient', ['returnAddress', 'recipient']],
    ['photos', ['photos']],
    ['certificationNumbers[0]', ['certificationNumbers', 0]],
  ])('%s', (field, expected) => expect(orderFieldPath(field)).toEqual(expected));

  it('puts every photo problem at the photo control', () =>
    expect(formPathOf('photos[3]')).toEqual(['photos']));
});
