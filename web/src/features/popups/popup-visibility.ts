import { isHomePath } from '@/config/paths';
import { isPreviewMode } from '@/lib/content-preview';

// Spec §4: only on home or in preview mode, and never while the hide cookie says 'true'.
export const shouldShowPopups = (pathname: string, search: string, hideCookie: string | undefined): boolean =>
  (isHomePath(pathname) || isPreviewMode(search)) && hideCookie !== 'true';

export const slideLabel = (index: number, total: number): string => `${index + 1} / ${total}`;
