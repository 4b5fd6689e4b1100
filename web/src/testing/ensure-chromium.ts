import { ensureChromium } from '@slabworks/testing/src/chromium';

/** Vitest's global setup for the Chromium project: Debian's Chromium and CJK fonts, installed when missing. */
export default function setup(): void {
  ensureChromium();
}
