import { describe, expect, it } from 'vitest';
import { standingErrors, valueAt } from './field-errors';

const sent = {
  title: { ko: '', en: 'Spring sale' },
  endAt: '2025-03-01T10:00:00+09:00',
  productService: [{ serviceName: 'REG', amount: -1 }],
};
const refused = {
  'title.ko': 'Enter the Korean title',
  endAt: 'Ends before it starts',
  'productService[0].amount': 'Not below 0',
};

describe('the field errors a form still shows', () => {
  it('reads a value at an api field path, arrays included', () => {
    expect(valueAt(sent, 'title.en')).toBe('Spring sale');
    expect(valueAt(sent, 'productService[0].amount')).toBe(-1);
    expect(valueAt(sent, 'delivery.base')).toBeUndefined();
  });

  it('keeps every error while the body is the one refused', () => {
    expect(standingErrors(refused, sent, structuredClone(sent))).toEqual(refused);
  });

  it('drops only the error of the field that was edited', () => {
    const edited = { ...sent, title: { ...sent.title, ko: '봄 세일' } };
    expect(standingErrors(refused, sent, edited)).toEqual({
      endAt: 'Ends before it starts',
      'productService[0].amount': 'Not below 0',
    });
    const repriced = { ...sent, productService: [{ serviceName: 'REG', amount: 5 }] };
    expect(Object.keys(standingErrors(refused, sent, repriced))).toEqual(['title.ko', 'endAt']);
  });

  it('drops an error on a group when any part of it changes', () => {
    const edited = { ...sent, title: { ...sent.title, en: 'Summer sale' } };
    expect(standingErrors({ title: 'Enter a title' }, sent, edited)).toEqual({});
  });
});
