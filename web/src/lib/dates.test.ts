// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { COMPANY_TIME_ZONE, dayOf, formatDate, formatDateTime, siteTimeZone } from './dates';
import { forgetServiceSiteAfterEach, servedFor } from '@/testing/service-site';

// 15:30 UTC on 28 November is half past midnight on the 29th in Seoul: the day every screen shows,
// whatever the browser's clock, in the UI's language (not in Korean format for en and tw).
const instant = '2026-11-28T15:30:00.000Z';

forgetServiceSiteAfterEach();

describe('dates on every screen', () => {
  it('are Seoul time in the UI language on the Korean service', () => {
    expect(siteTimeZone()).toBe('Asia/Seoul');
    expect(formatDateTime(instant, 'en')).toBe('Nov 29, 2026, 12:30 AM');
    // Node's ICU may name the morning AM or 오전/上午 (its locale data); the day and hour are what matter.
    expect(formatDateTime(instant, 'ko')).toMatch(/^2026\. 11\. 29\. (오전|AM) 12:30$/);
    expect(formatDateTime(instant, 'tw')).toMatch(/^2026年11月29日 ?(凌晨|上午|AM) ?12:30$/);
    expect(formatDate(instant, 'en')).toBe('11/29/2026');
    expect(formatDate(instant, 'ko')).toBe('2026. 11. 29.');
    expect(formatDate(instant, 'tw')).toBe('2026/11/29');
    expect(dayOf(instant)).toBe('2026-11-29');
  });

  it('are Taipei time (an hour behind Seoul) on the Taiwan service; the console keeps Seoul', () => {
    servedFor('TW');
    expect(siteTimeZone()).toBe('Asia/Taipei');
    expect(formatDateTime(instant, 'tw')).toMatch(/^2026年11月28日 ?(晚上|下午|PM) ?11:30$/);
    expect(formatDate(instant, 'en')).toBe('11/28/2026');
    expect(dayOf(instant)).toBe('2026-11-28');
    expect(formatDateTime(instant, 'en', COMPANY_TIME_ZONE)).toBe('Nov 29, 2026, 12:30 AM');
  });

  it('are empty for what is not an instant', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
