// The early script: index.html loads it `async` beside the app's entry (scripts/early-script-plugin.ts), so
// it runs while the app's ~200 KiB of code are still downloading. It asks for the banners (the app's own
// request takes this answer: lib/api/early-requests.ts) and, on the home page, preloads the main banner's
// image, which is what the page paints largest. Small on purpose: it must not wait for React or antd.
import { isConsolePath, isHomePath, isOrderFlowPath } from '@/config/paths';
import { bannerListArgs, isPreviewMode, visibleBanners } from '@/features/banners/banner-window';
import type { BannerListApiResponse } from '@/lib/api/generated/slabworks-api';
import { startEarlyRequest } from '@/lib/api/early-requests';
import { storedLanguage } from '@/lib/preferences/stored-preferences';
import { deviceTypeOf, viewportOf } from '@/lib/viewport';

const preloadImage = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
};

const { pathname, search } = window.location;
// The same pages whose layout shows banners (main.tsx starts the same request when this did not run).
if (!isConsolePath(pathname) && !isOrderFlowPath(pathname)) {
  const query = new URLSearchParams(Object.entries(bannerListArgs(search)).map(([k, v]) => [k, String(v)]));
  const answer = startEarlyRequest(`/api/admin/banner/list?${query}`, storedLanguage());
  if (isHomePath(pathname)) {
    // Read a copy: the body itself is the app's (cloned before the app can have read it).
    void answer
      .then((response) => (response.ok ? (response.clone().json() as Promise<BannerListApiResponse>) : null))
      .then((page) => {
        const [main] = visibleBanners(page?.data.rows ?? [], {
          type: 'MAIN',
          deviceType: deviceTypeOf(viewportOf(window.innerWidth)),
          now: new Date(),
          previewMode: isPreviewMode(search),
        });
        if (main) preloadImage(main.fileInfo.url);
      })
      .catch(() => undefined);
  }
}
