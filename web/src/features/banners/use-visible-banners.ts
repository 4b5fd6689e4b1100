import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/features/preferences/preferences-slice';
import { deviceTypeOf, useViewport } from '@/lib/use-viewport';
import { useGetBannersQuery } from './api/get-banners';
import { isPreviewMode, visibleBanners } from './banner-window';
import type { BannerType } from './banner.types';

export const useVisibleBanners = (type: BannerType) => {
  const language = useAppSelector(selectLanguage);
  const { search } = useLocation();
  const deviceType = deviceTypeOf(useViewport());
  const query = useGetBannersQuery({ lang: language });
  const banners = useMemo(
    () =>
      visibleBanners(query.data ?? [], {
        type,
        deviceType,
        now: new Date(),
        previewMode: isPreviewMode(search),
      }),
    [query.data, type, deviceType, search],
  );
  return { ...query, banners };
};
