import { useSyncExternalStore } from 'react';
import { viewportOf, type Viewport } from '@/lib/viewport';

// The pure part lives in viewport.ts (the early script reads it without React).
export { deviceTypeOf, viewportOf, type Viewport } from '@/lib/viewport';

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
