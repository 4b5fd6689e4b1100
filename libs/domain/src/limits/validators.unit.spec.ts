import { validateEmail, validateNickname, validatePassword } from './validate-account';
import { validateAddress } from './validate-address';
import { validateAlbum, validateCertificationNumber } from './validate-album';
import { validateCardLine, validateQuantity } from './validate-card-line';
import { validateOrderDraft } from './validate-order-draft';
import { validateRefundAccount } from './validate-refund-account';
import { validateTrackingNumber } from './validate-shipment';
import { gradingInput, reholderInput } from '../order/test-kit/fixtures';

describe('account fields', () => {
  it.each([
    ['민수Kim2', []],
    ['a', [{ field: 'nickname', rule: 'minLength', params: { min: 2 } }]],
    ['가'.repeat(33), [{ field: 'nickname', rule: 'maxLength', params: { max: 32 } }]],
    ['kim_1', [{ field: 'nickname', rule: 'pattern' }]],
    // The Taiwan service's collectors write Chinese names (issue #32); garbage is still refused.
    ['陳小明', []],
    ['小明Kim7', []],
    ['㐀明', []],
    ['陳 小明', [{ field: 'nickname', rule: 'pattern' }]],
    ['陳\u0000明', [{ field: 'nickname', rule: 'pattern' }]],
    ['小明\u202E', [{ field: 'nickname', rule: 'pattern' }]],
    ['小明。', [{ field: 'nickname', rule: 'pattern' }]],
    ['😀😀', [{ field: 'nickname', rule: 'pattern' }]],
    ['', [{ field: 'nickname', rule: 'required' }]],
  ])('nickname %s', (value, errors) => expect(validateNickname(value)).toEqual(errors));

  it.each([
    ['abc123!x', []],
    ['abc12!x', [{ field: 'password', rule: 'minLength', params: { min: 8 } }]],
    ['abcdefgh1', [{ field: 'password', rule: 'pattern' }]],
    ['a1!'.repeat(22), [{ field: 'password', rule: 'maxLength', params: { max: 64 } }]],
  ])('password %s', (password, errors) => expect(validatePassword({ password })).toEqual(errors));

  it('checks the confirmation and the current password', () =>
    expect(validatePassword({ password: 'abc123!x', confirmation: 'abc123!y', current: 'abc123!x' })).toEqual(
      [
        { field: 'passwordConfirmation', rule: 'mismatch' },
        { field: 'password', rule: 'sameAsCurrent' },
      ],
    ));

  it.each([
    ['kim@example.com', []],
    ['kim@example', [{ field: 'email', rule: 'email' }]],
    [' ', [{ field: 'email', rule: 'required' }]],
  ])('email %s', (value, errors) => expect(validateEmail(value)).toEqual(errors));
});

describe('order fields', () => {
  it('requires the address fields', () =>
    expect(validateAddress({ name: '집', postalCode: '1234' }).map((e) => `${e.field}:${e.rule}`)).toEqual([
      'recipient:required',
      'phone:required',
      'postalCode:pattern',
      'address1:required',
    ]));
  it('takes refund account digits only', () =>
    expect(validateRefundAccount({ bank: '국민', accountNumber: '123-45', holderName: '김' })).toEqual([
      { field: 'accountNumber', rule: 'pattern' },
    ]));
  it('caps tracking numbers at 200', () => {
    expect(validateTrackingNumber('1'.repeat(200))).toEqual([]);
    expect(validateTrackingNumber('1'.repeat(201))).toEqual([
      { field: 'trackingNumber', rule: 'maxLength', params: { max: 200 } },
    ]);
  });
  it('wants 7-digit certification numbers', () => {
    expect(validateCertificationNumber('1234567')).toEqual([]);
    expect(validateCertificationNumber('123456a')).toEqual([
      { field: 'certificationNumber', rule: 'pattern' },
    ]);
  });
  it('checks album name and description', () =>
    expect(validateAlbum({ name: 'a', description: 'x'.repeat(301) }).map((e) => e.rule)).toEqual([
      'minLength',
      'maxLength',
    ]));
  it.each([
    ['Pokemon 2024', []],
    ['피카츄 모음', []],
    ['寶可夢 收藏', []],
    // Saved trimmed, so spaces at either end are not the member's mistake.
    [' 앞 공백 ', []],
    ['두  칸', [{ field: 'name', rule: 'pattern' }]],
    ['기호!', [{ field: 'name', rule: 'pattern' }]],
  ])('album name %j', (name, errors) => expect(validateAlbum({ name })).toEqual(errors));
  it.each([
    ['3', []],
    ['0', [{ field: 'quantity', rule: 'min', params: { min: 1 } }]],
    ['1.5', [{ field: 'quantity', rule: 'pattern' }]],
    [1001, [{ field: 'quantity', rule: 'max', params: { max: 1000 } }]],
  ])('quantity %s', (value, errors) => expect(validateQuantity(value)).toEqual(errors));
});

describe('card line', () => {
  const base = {
    lineId: 'L1',
    cardCategory: 'SPORTS' as const,
    playerName: 'Son',
    quantity: 1,
    isAuto: false,
  };
  it('accepts a valid line', () => expect(validateCardLine(base)).toEqual([]));
  it('refuses cards before 1999 except Pokémon', () => {
    expect(validateCardLine({ ...base, year: 1998 })).toEqual([
      { field: 'year', rule: 'min', params: { min: 1999 } },
    ]);
    expect(validateCardLine({ ...base, cardCategory: 'POKEMON', year: 1996 })).toEqual([]);
  });
  it('allows a minimum grade on general submissions only', () =>
    expect(validateCardLine({ ...base, minimumGrade: 9 }, { submitType: 'SIMPLE' })).toEqual([
      { field: 'minimumGrade', rule: 'notAllowed' },
    ]));
  it('requires the player name', () =>
    expect(validateCardLine({ ...base, playerName: '' }, { prefix: 'cardLines[0].' })).toEqual([
      { field: 'cardLines[0].playerName', rule: 'required' },
    ]));
});

describe('order draft', () => {
  it('accepts the fixtures', () => {
    expect(validateOrderDraft(gradingInput())).toEqual([]);
    expect(validateOrderDraft(reholderInput())).toEqual([]);
  });
  it('caps an order at 1000 cards', () =>
    expect(
      validateOrderDraft(
        gradingInput({
          photos: Array(100).fill('p'),
          cardLines: [{ lineId: 'L1', cardCategory: 'ETC', playerName: 'x', quantity: 1001, isAuto: false }],
        }),
      ),
    ).toContainEqual({
      field: 'cardLines',
      rule: 'max',
      params: { max: 1000 },
    }));
  it('needs 20 cards for bulk', () =>
    expect(validateOrderDraft(gradingInput({ orderType: 'BULK' }))).toEqual([
      { field: 'cardLines', rule: 'min', params: { min: 20 } },
    ]));
  it('needs one photo per 6 cards', () =>
    expect(
      validateOrderDraft(
        gradingInput({
          cardLines: [{ lineId: 'L1', cardCategory: 'ETC', playerName: 'x', quantity: 7, isAuto: false }],
        }),
      ),
    ).toEqual([{ field: 'photos', rule: 'minItems', params: { min: 2 } }]));
  it('counts an upload named twice as one photo', () => {
    const cards = (quantity: number) => [
      { lineId: 'L1', cardCategory: 'ETC' as const, playerName: 'x', quantity, isAuto: false },
    ];
    expect(validateOrderDraft(gradingInput({ cardLines: cards(12), photos: ['p', 'p'] }))).toEqual([
      { field: 'photos', rule: 'minItems', params: { min: 2 } },
    ]);
    expect(validateOrderDraft(gradingInput({ cardLines: cards(100), photos: Array(17).fill('p') }))).toEqual([
      { field: 'photos', rule: 'minItems', params: { min: 17 } },
    ]);
    expect(validateOrderDraft(gradingInput({ cardLines: cards(12), photos: ['p', 'q', 'p'] }))).toEqual([]);
  });
  it('keeps quick submission express-only with its notice', () =>
    expect(validateOrderDraft(gradingInput({ submitType: 'SIMPLE', orderType: 'REG' }))).toEqual([
      { field: 'orderType', rule: 'notAllowed' },
      { field: 'agreements.quickSubmissionNotice', rule: 'agreementRequired' },
    ]));
  it('needs the minimum-grade terms or the no-minimum box', () =>
    expect(
      validateOrderDraft(
        gradingInput({ agreements: { photosMatchCards: true, terms: true, caution: true } }),
      ),
    ).toEqual([{ field: 'agreements.minimumGradeTerms', rule: 'agreementRequired' }]));
  it('refuses duplicate re-holder numbers', () =>
    expect(validateOrderDraft(reholderInput({ certificationNumbers: ['1234567', '1234567'] }))).toEqual([
      { field: 'certificationNumbers[1]', rule: 'duplicate' },
    ]));
});
