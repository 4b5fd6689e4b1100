import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { deviceTypeOf, useViewport } from '@/lib/use-viewport';
import { useBannerListQuery } from './api/get-banners';
import { bannerListArgs, isPreviewMode, visibleBanners } from './banner-window';
import type { BannerType } from './banner.types';

export const useVisibleBanners = (type: BannerType) => {
  const { search } = useLocation();
  const deviceType = deviceTypeOf(useViewport());
  const previewMode = isPreviewMode(search);
  const query = useBannerListQuery(bannerListArgs(search));
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
