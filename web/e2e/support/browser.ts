import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@slabworks/testing/src/chromium';

export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export const launchBrowser = async (): Promise<Browser> => {
  mkdirSync(artifactsDir, { recursive: true });
  return launchChromium();
};

export const screenshotPath = (name: string): string => join(artifactsDir, `${name}.png`);
