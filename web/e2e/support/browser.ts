import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

// Debian's Chromium only: never a downloaded browser build.
export const ensureChromium = (): void => {
  if (existsSync(chromiumPath)) return;
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
};

export const launchBrowser = async (): Promise<Browser> => {
  ensureChromium();
  mkdirSync(artifactsDir, { recursive: true });
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

export const screenshotPath = (name: string): string => join(artifactsDir, `${name}.png`);
