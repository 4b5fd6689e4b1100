import { describe, expect, it } from 'vitest';
import { certificationNumbersIn } from './certification-paste';

describe('certificationNumbersIn', () => {
  it('splits a spreadsheet column, a comma list and stray labels into numbers', () => {
    expect(certificationNumbersIn('1000001\n1000002\r\n 1000003\t1000004, 1000005;#1000006')).toEqual([
      '1000001',
      '1000002',
      '1000003',
      '1000004',
      '1000005',
      '1000006',
    ]);
  });

  it('keeps a wrong length as typed so the line shows its own error', () => {
    expect(certificationNumbersIn('12345\n\n')).toEqual(['12345']);
  });
});
