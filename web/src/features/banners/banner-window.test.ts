import { describe, expect, it } from 'vitest';
import { isBannerLive, isPreviewMode, visibleBanners } from './banner-window';
import type { Banner } from './banner.types';

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 1,
  type: 'MAIN',
  deviceType: null,
  status: true,
  startAt: '2025-03-01T10:00:00+09:00',
  endAt: '2025-03-31T23:59:00+09:00',
  title: 'Spring opening',
  fileInfo: { url: '/content/banner.svg' },
  colorCode: '#6d28d9',
  landingUrl: null,
  ...overrides,
});

describe('banner window', () => {
  it('shows a banner inside its window, both ends inclusive to the minute', () => {
    expect(isBannerLive(banner(), new Date('2025-03-01T10:00:00+09:00'), false)).toBe(true);
    expect(isBannerLive(banner(), new Date('2025-03-31T23:59:59+09:00'), false)).toBe(true);
  });

  it('hides a banner a minute outside its window', () => {
    expect(isBannerLive(banner(), new Date('2025-03-01T09:59:59+09:00'), false)).toBe(false);
    expect(isBannerLive(banner(), new Date('2025-04-01T00:00:00+09:00'), false)).toBe(false);
  });

  it('hides a banner whose status is off unless preview mode is on', () => {
    const now = new Date('2025-03-10T12:00:00+09:00');
    expect(isBannerLive(banner({ status: false }), now, false)).toBe(false);
    expect(isBannerLive(banner({ status: false }), now, true)).toBe(true);
  });

  it('preview mode still respects the time window', () => {
    expect(isBannerLive(banner({ status: false }), new Date('2025-05-01T00:00:00+09:00'), true)).toBe(false);
  });

  it('filters by type and device; a banner without device shows on both', () => {
    const now = new Date('2025-03-10T12:00:00+09:00');
    const rows = [
      banner({ id: 1 }),
      banner({ id: 2, deviceType: 'PC' }),
      banner({ id: 3, deviceType: 'MOBILE' }),
      banner({ id: 4, type: 'TOP' }),
    ];
    const ids = visibleBanners(rows, { type: 'MAIN', deviceType: 'MOBILE', now, previewMode: false }).map(
      (b) => b.id,
    );
    expect(ids).toEqual([1, 3]);
  });

  it('reads previewmode=true from the query string only', () => {
    expect(isPreviewMode('?previewmode=true')).toBe(true);
    expect(isPreviewMode('?previewmode=1')).toBe(false);
    expect(isPreviewMode('')).toBe(false);
  });
});
