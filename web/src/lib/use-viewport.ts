import { useSyncExternalStore } from 'react';
import { breakpoints } from '@/config/constants';

export type Viewport = 'desktop' | 'tablet' | 'small' | 'mobile';

export const viewportOf = (width: number): Viewport => {
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.small) return 'tablet';
  if (width >= breakpoints.mobile) return 'small';
  return 'mobile';
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export const useViewport = (): Viewport =>
  useSyncExternalStore(
    subscribe,
    () => viewportOf(window.innerWidth),
    () => 'desktop',
  );

// Banners and popups only know two device kinds.
export const deviceTypeOf = (viewport: Viewport): 'PC' | 'MOBILE' =>
  viewport === 'desktop' || viewport === 'tablet' ? 'PC' : 'MOBILE';
