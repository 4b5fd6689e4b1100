import { addBusinessDays, estimatedCompletion, lateIfReceivedBefore } from './turnaround';

describe('turnaround', () => {
  // 2025-03-07 is a Friday.
  const friday = new Date('2025-03-07T10:00:00Z');

  it('skips the weekend when adding business days', () => {
    expect(addBusinessDays(friday, 1).toISOString()).toBe('2025-03-10T10:00:00.000Z');
    expect(addBusinessDays(friday, 5).toISOString()).toBe('2025-03-14T10:00:00.000Z');
  });

  it('gives express 5, regular 10 and bulk 15 business days from receipt', () => {
    expect(estimatedCompletion(friday, 'EXP').toISOString()).toBe('2025-03-14T10:00:00.000Z');
    expect(estimatedCompletion(friday, 'REG').toISOString()).toBe('2025-03-21T10:00:00.000Z');
    expect(estimatedCompletion(friday, 'BULK').toISOString()).toBe('2025-03-28T10:00:00.000Z');
  });

  it('is the inverse of addBusinessDays on weekdays', () => {
    const now = new Date('2025-03-14T10:00:00Z');
    expect(lateIfReceivedBefore(now, 5).toISOString()).toBe(friday.toISOString());
    expect(addBusinessDays(lateIfReceivedBefore(now, 10), 10).toISOString()).toBe(now.toISOString());
  });
});
