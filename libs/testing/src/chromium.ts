import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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

/** Headless, with the flags every suite here uses (no sandbox as root, no background traffic). */
export const launchChromium = (): Promise<Browser> => {
  ensureChromium();
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
};
