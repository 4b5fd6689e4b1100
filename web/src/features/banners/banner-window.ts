import { bannerListPage } from '@/config/constants';
import { isPreviewMode } from '@/lib/content-preview';
import type { Banner, DeviceType } from './banner.types';

const toMinute = (time: number): number => Math.floor(time / 60_000);

// Spec §4: inside startAt..endAt inclusive, compared to the minute; previewmode ignores status only.
export const isBannerLive = (banner: Banner, now: Date, previewMode: boolean): boolean => {
  if (!banner.status && !previewMode) return false;
  const start = Date.parse(banner.startAt);
  const end = Date.parse(banner.endAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const minute = toMinute(now.getTime());
  return toMinute(start) <= minute && minute <= toMinute(end);
};

export interface BannerFilter {
  type: string;
  deviceType?: DeviceType;
  now: Date;
  previewMode: boolean;
}

export const visibleBanners = (banners: readonly Banner[], filter: BannerFilter): Banner[] =>
  banners.filter(
    (banner) =>
      banner.type === filter.type &&
      (filter.deviceType === undefined ||
        banner.deviceType === null ||
        banner.deviceType === filter.deviceType) &&
      isBannerLive(banner, filter.now, filter.previewMode),
  );

export { isPreviewMode };

// The api leaves out banners whose status is off unless asked for preview mode (spec §4).
export const bannerListArgs = (search: string) =>
  isPreviewMode(search) ? { ...bannerListPage, previewmode: 'true' as const } : bannerListPage;
