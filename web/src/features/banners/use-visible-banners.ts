import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { deviceTypeOf, useViewport } from '@/lib/use-viewport';
import { useGetBannersQuery } from './api/get-banners';
import { isPreviewMode, visibleBanners } from './banner-window';
import type { BannerType } from './banner.types';

export const useVisibleBanners = (type: BannerType) => {
  const language = useAppSelector(selectLanguage);
  const { search } = useLocation();
  const deviceType = deviceTypeOf(useViewport());
  const previewMode = isPreviewMode(search);
  const query = useGetBannersQuery({ lang: language, previewMode });
  const banners = useMemo(
    () =>
      visibleBanners(query.data ?? [], {
        type,
        deviceType,
        now: new Date(),
        previewMode,
      }),
    [query.data, type, deviceType, previewMode],
  );
  return { ...query, banners };
};
