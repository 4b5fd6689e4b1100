import { mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { launchChromium } from '@slabworks/testing/src/chromium';

export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** SCREENSHOTS=1 keeps every screenshot a journey takes, for a person to look at; otherwise only failures'. */
export const screenshotsWanted = process.env.SCREENSHOTS === '1';

/**
 * A screenshot costs a full-page render (131 of 171 were full-page, issue 33) and nothing compared
 * them: without SCREENSHOTS=1 a page's screenshot() writes nothing, unless it is a failure's
 * (`failed-…`), which is what a person needs when a journey breaks. Journeys keep calling
 * page.screenshot() as usual.
 */
const keepsScreenshot = (path: string | undefined): boolean =>
  screenshotsWanted || (path !== undefined && basename(path).startsWith('failed-'));

const gated = new WeakSet<Page>();
const gateScreenshots = (page: Page): void => {
  if (gated.has(page)) return;
  gated.add(page);
  const take = page.screenshot.bind(page);
  page.screenshot = ((options?: Parameters<Page['screenshot']>[0]) =>
    keepsScreenshot(options?.path) ? take(options) : Promise.resolve(Buffer.alloc(0))) as Page['screenshot'];
};

const gateContext = (context: BrowserContext): BrowserContext => {
  context.on('page', gateScreenshots);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    gateScreenshots(page);
    return page;
  };
  return context;
};

const gateBrowser = (browser: Browser): Browser => {
  if (screenshotsWanted) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (async (...args: Parameters<Browser['newContext']>) =>
    gateContext(await newContext(...args))) as Browser['newContext'];
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (async (...args: Parameters<Browser['newPage']>) => {
    const page = await newPage(...args);
    gateScreenshots(page);
    return page;
  }) as Browser['newPage'];
  return browser;
};

/**
 * The journey runner starts one Chromium for every journey file and passes its address in
 * E2E_BROWSER_WS; a file then connects to it, and its browser.close() closes only the contexts it
 * opened. Run on its own (`node --import tsx --test e2e/journeys/x.e2e.ts`), a file launches its own.
 */
export const launchBrowser = async (): Promise<Browser> => {
  mkdirSync(artifactsDir, { recursive: true });
  const shared = process.env.E2E_BROWSER_WS;
  return gateBrowser(shared ? await chromium.connect(shared) : await launchChromium());
};

export const screenshotPath = (name: string): string => join(artifactsDir, `${name}.png`);

/**
 * A page in a context of its own, at a width (a phone's height below 500 px), with reduced motion;
 * the page's errors are printed, so a failing journey says why. `options` adds to the context's.
 */
export const openPage = async (
  browser: Browser,
  baseURL: string,
  width: number,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 900 },
    baseURL,
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error at ${page.url()}: ${error.message}`));
  return { context, page };
};

/** The language a new page starts in (the app reads it from localStorage, as after a switch). */
export const startInLanguage = async (
  context: BrowserContext,
  language: 'ko' | 'en' | 'tw',
): Promise<void> => {
  await context.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
};

/**
 * A download's bytes. download.path() is refused on the shared (connected) browser: the file is on the
 * browser's side, so it is read through its stream, which works launched or connected.
 */
export const downloadedBytes = async (download: Download): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Logs in on the login page with `path` as its returnUrl and waits until the app has sent the
 * person on there: the way a visitor who follows a link to a members' page gets in.
 */
export const logInOnPage = async (
  page: Page,
  path: string,
  email: string,
  password: string,
): Promise<void> => {
  await page.goto(`/login?returnUrl=${encodeURIComponent(path)}`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('[data-testid=login-form] button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
};

/**
 * The element's box, read again while it is being redrawn: a box read at the moment React swaps the
 * node (a lazy part arriving, a list refetched) is null, though the element is there a moment later.
 */
export const boxOnceDrawn = async (locator: Locator, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = Math.max(1, deadline - Date.now());
    const box = await locator.boundingBox({ timeout: left }).catch(() => null);
    if (box || Date.now() > deadline) return box;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
