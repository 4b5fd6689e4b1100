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
    '--disable-features=site-per-process,IsolateOrigins',
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
