import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without a CJK font, Korean and Chinese screenshots show empty boxes: nobody could review them.
const cjkFont = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** Debian's Chromium and CJK fonts, installed with apt when missing: never a browser a tool downloads itself. */
export const ensureChromium = (): void => {
  if (existsSync(chromiumPath) && existsSync(cjkFont)) return;
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
};

// playwright-core 1.65's chromiumSwitches: what it disables, kept when we disable more.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const launchOptions = () => ({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    // The browser is most of a journey's CPU (order: 69 s of Chromium beside 11 s of api and 10 s of
    // PostgreSQL). Test pages live seconds: V8's optimising tiers compile more than they save there,
    // and one renderer per site adds processes nobody needs on a local origin. Both: 69 s → 55 s.
    '--js-flags=--max-opt=1',
    '--disable-site-isolation-trials',
    // Chromium keeps only the last --disable-features: Playwright's own list (it passes one before
    // ours) is repeated here, or paint holding and its other fixes would be on again. No spare
    // renderer is started ahead for a site: a journey's contexts cannot use it.
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'SitePerProcess', 'IsolateOrigins', 'SpareRendererForSitePerProcess'].join(',')}`,
    // Animations and scrolling on the page's own thread, images decoded when drawn: fewer threads
    // busy per page (order and console-orders: 39.6 s of CPU, mean of 3 runs → 36.1 s, of 6; issue 33).
    '--disable-threaded-animation',
    '--disable-threaded-scrolling',
    '--disable-checker-imaging',
    '--disable-smooth-scrolling',
  ],
});

/** Headless, with the flags every suite here uses (no sandbox as root, no background traffic). */
export const launchChromium = (): Promise<Browser> => {
  ensureChromium();
  return chromium.launch(launchOptions());
};

/** The same Chromium as a server many processes connect to (chromium.connect(server.wsEndpoint())). */
export const launchChromiumServer = (): Promise<BrowserServer> => {
  ensureChromium();
  return chromium.launchServer(launchOptions());
};
