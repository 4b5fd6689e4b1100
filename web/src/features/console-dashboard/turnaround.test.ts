import { describe, expect, it } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';
import { durationText, inLifecycleOrder } from './turnaround';

describe('turnaround per stage', () => {
  it('lists stages in lifecycle order', () => {
    const rows = [{ stage: 'SHIPPING_OUT' }, { stage: 'WAREHOUSE_IN' }, { stage: 'GRADING' }];
    expect(inLifecycleOrder(rows).map((row) => row.stage)).toEqual([
      'WAREHOUSE_IN',
      'GRADING',
      'SHIPPING_OUT',
    ]);
  });

  it('says minutes, hours or days, never "0.025h" (en, ko)', async () => {
    await initI18n('en', ['console']);
    await i18next.loadNamespaces('console');
    const en = i18next.getFixedT('en', 'console');
    expect(durationText(0.025, en)).toBe('2 min');
    expect(durationText(1, en)).toBe('1 hour');
    expect(durationText(12.54, en)).toBe('12.5 hours');
    expect(durationText(60, en)).toBe('2.5 days');
    expect(durationText(24 * 1, en)).toBe('24 hours');
    await i18next.loadLanguages('ko');
    expect(durationText(36, i18next.getFixedT('ko', 'console'))).toBe('36시간');
  });
});
