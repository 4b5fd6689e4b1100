import { breakpoints } from '@/config/constants';

export type Viewport = 'desktop' | 'tablet' | 'small' | 'mobile';

export const viewportOf = (width: number): Viewport => {
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.small) return 'tablet';
  if (width >= breakpoints.mobile) return 'small';
  return 'mobile';
};

// Banners and popups only know two device kinds.
export const deviceTypeOf = (viewport: Viewport): 'PC' | 'MOBILE' =>
  viewport === 'desktop' || viewport === 'tablet' ? 'PC' : 'MOBILE';
