import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { bannerListPage } from '@/config/constants';
import { deviceTypeOf, useViewport } from '@/lib/use-viewport';
import { useBannerListQuery } from './api/get-banners';
import { isPreviewMode, visibleBanners } from './banner-window';
import type { BannerType } from './banner.types';

export const useVisibleBanners = (type: BannerType) => {
  const { search } = useLocation();
  const deviceType = deviceTypeOf(useViewport());
  const previewMode = isPreviewMode(search);
  // The api leaves out banners whose status is off unless asked for preview mode (spec §4).
  const query = useBannerListQuery(previewMode ? { ...bannerListPage, previewmode: 'true' } : bannerListPage);
  const banners = useMemo(
    () =>
      visibleBanners(query.data?.rows ?? [], {
        type,
        deviceType,
        now: new Date(),
        previewMode,
      }),
    [query.data, type, deviceType, previewMode],
  );
  return { ...query, banners };
};
