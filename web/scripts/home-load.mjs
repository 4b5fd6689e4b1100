// The home page as a phone on a slow network receives it from the real api (compression and cache headers
// included): transferred bytes, and LCP under Lighthouse's "slow 4G" throttling.
/* global window, PerformanceObserver -- the two functions given to the page run in the browser */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '@slabworks/testing/src/chromium';
import { startRealApi } from '../e2e/support/real-api.mjs';

const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};
const RUNS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold load of `/`: every response's encoded (on-the-wire) length, and the last LCP candidate. */
const loadOnce = async (browser, url, throttled) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  // The visitor has hidden today's popups: LCP is the page, not an announcement.
  await context.addCookies([{ name: 'dnwtsa', value: 'true', url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
      uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
    });
  }
  let transferred = 0;
  cdp.on('Network.loadingFinished', (event) => {
    transferred += event.encodedDataLength;
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    window.__lcpElement = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lcp = entry.startTime;
        window.__lcpElement = entry.element
          ? `${entry.element.tagName} ${entry.element.className}`.trim()
          : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  // LCP is final at the first input; until then give late candidates (images) a moment.
  await page.waitForFunction(() => window.__lcp > 0, undefined, { timeout: 30_000 });
  await page.waitForTimeout(500);
  const { lcp, element } = await page.evaluate(() => ({ lcp: window.__lcp, element: window.__lcpElement }));
  await context.close();
  return { transferred, lcp, element };
};

export const measureHome = async ({ webDir, dist }) => {
  const api = await startRealApi({
    repoRoot: join(webDir, '..'),
    webDist: dist,
    artifactsDir: join(tmpdir(), 'slabworks-bench-web'),
  });
  const browser = await launchChromium();
  try {
    const fast = await loadOnce(browser, api.url, false);
    const slow = [];
    let element = '';
    for (let run = 0; run < RUNS; run += 1) {
      const load = await loadOnce(browser, api.url, true);
      slow.push(load.lcp);
      element = load.element;
    }
    const lcpSlowMs = Math.round(median(slow));
    console.log(
      `home page from the api: ${(fast.transferred / 1024).toFixed(1)} KiB transferred (compressed)`,
    );
    console.log(
      `home LCP on a throttled phone (4x CPU, 1.6 Mbps, 150 ms RTT), median of ${RUNS}: ${lcpSlowMs} ms ` +
        `(runs: ${slow.map(Math.round).join(', ')}); unthrottled here: ${Math.round(fast.lcp)} ms; ` +
        `LCP element: ${element || 'unknown'}`,
    );
    return {
      home_transfer_kib: Number((fast.transferred / 1024).toFixed(1)),
      lcp_slow_ms: lcpSlowMs,
      lcp_fast_ms: Math.round(fast.lcp),
    };
  } finally {
    await browser.close();
    await api.stop();
  }
};
