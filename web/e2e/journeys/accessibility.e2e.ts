import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityFindings } from '../support/accessibility';
import { logIn } from '../support/api-session';
import {
  launchBrowser,
  openPage,
  screenshotPath,
  screenshotsWanted,
  startInLanguage,
} from '../support/browser';
import { signUpMember } from '../support/members';
import { PUBLIC_SCREENS, screenName } from '../support/public-screens';
import { watchNetwork } from '../support/network-quiet';

// Every public and account screen against the real api: axe finds nothing serious, each screen has its own
// title in the chosen language, the skip link and the closed menu behave for a keyboard user.
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
let browser: Browser;
let member: { email: string };

const PUBLIC_PAGES = [
  ...PUBLIC_SCREENS,
  // Seeded articles (content migration): notice 1, column 7.
  '/feed/7',
  '/notice/1',
  '/certification',
  '/pop-report',
  '/collection-gallery',
  '/agreement',
];
const ACCOUNT_PAGES = [
  '/account/dashboard',
  '/account/profile',
  '/account/orderList',
  '/account/address',
  '/account/collection/grading',
  '/account/withdrawal',
  '/account/coupons',
  '/grading/submit/price',
  '/grading/submit',
  '/reholder/submit',
];

const open = async (
  width: number,
  language: 'ko' | 'en' | 'tw' = 'ko',
  as?: { email: string },
): Promise<{ context: BrowserContext; page: Page }> => {
  const opened = await openPage(browser, apiUrl, width);
  await startInLanguage(opened.context, language);
  // Announcement popups are their own journey; these visitors hid them today.
  await opened.context.addCookies([{ name: 'dnwtsa', value: 'true', url: apiUrl }]);
  if (as) await logIn(opened.context.request, as.email);
  return opened;
};

/** How a screen's Korean title ends ("<page> · <brand>"); the brand alone means the screen has none. */
const TITLED = ' · SLABWORKS 슬랩웍스';

/**
 * The app's router moves to `path` as a link would: the scripts already loaded and axe already
 * injected stay (a page load per screen was most of this file's time, issue 33). Deep links load
 * whole in every other journey.
 */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The screen drawn: no network in flight and nothing still loading in <main>. */
const settled = async (page: Page, path: string, { inApp = false } = {}) => {
  const network = watchNetwork(page);
  try {
    if (inApp) await navigateInApp(page, path);
    else await page.goto(path);
    await network.quiet();
    // The shell renders once its locale file is in; the screen's own data may follow it.
    await page.locator('main#main').waitFor({ timeout: 15_000 });
    await network.quiet();
  } finally {
    network.stop();
  }
  await page
    .locator('main [aria-busy="true"], main .ant-spin-spinning, main .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
};

/** The screen's heading (or home's banners) is in <main>; with SCREENSHOTS=1, a full-page picture. */
const screenDrawn = async (page: Page, path: string) => {
  await page.locator('main h1, main [data-testid=main-banners]').first().waitFor({ timeout: 15_000 });
  if (!screenshotsWanted) return;
  const name = screenName(path);
  await page.screenshot({ path: screenshotPath(`screen-${name}-1440`), fullPage: true });
};

before(async () => {
  assert.ok(apiUrl, 'E2E_REAL_API_URL is set by run-e2e.mjs');
  browser = await launchBrowser();
  member = await signUpMember(apiUrl, 'a11y');
});

after(async () => {
  await browser?.close();
});

describe('every screen passes axe (WCAG 2.1 AA: no serious or critical findings)', () => {
  it('public screens at 1440 px, each with a title of its own, and home, log-in and pricing at 375 px', async () => {
    const findings: string[] = [];
    // Each screen's title in ko, en and tw: src/app/document-title.test.tsx (issue 33). Here, on the
    // built app and in the same visit as axe: every public screen gets a title of its own.
    const titles = new Map<string, string>();
    const desktop = await open(1440);
    for (const [i, path] of PUBLIC_PAGES.entries()) {
      const before = await desktop.page.title();
      await settled(desktop.page, path, { inApp: i > 0 });
      // Each route answers with its own screen (was visitor.e2e's walk over the same screens).
      if (PUBLIC_SCREENS.includes(path)) await screenDrawn(desktop.page, path);
      findings.push(...(await accessibilityFindings(desktop.page, `${path} at 1440 px`)));
      if (path === '/no-such-page') continue;
      // index.html's own title starts with the brand too, and so does the screen before: wait for
      // this screen's "<page> · <brand>" (one that keeps the last screen's title fails below).
      await desktop.page
        .waitForFunction(
          ([brand, last]) => document.title.endsWith(brand) && document.title !== last,
          [TITLED, before],
          {
            timeout: 10_000,
          },
        )
        .catch(() => undefined);
      titles.set(path, await desktop.page.title());
    }
    await desktop.context.close();

    const phone = await open(375);
    for (const [i, path] of ['/', '/login', '/grading/pricing'].entries()) {
      await settled(phone.page, path, { inApp: i > 0 });
      findings.push(...(await accessibilityFindings(phone.page, `${path} at 375 px`)));
    }
    await phone.page.screenshot({ path: screenshotPath('a11y-pricing-375') });
    await phone.context.close();
    assert.deepEqual(findings, [], 'serious or critical axe findings');
    const untitled = [...titles].filter(([, title]) => !title.endsWith(TITLED)).map(([path]) => path);
    assert.deepEqual(untitled, [], 'screens showing only the brand as their title');
    assert.equal(new Set(titles.values()).size, titles.size, `titles repeat: ${JSON.stringify([...titles])}`);
  });

  it("a member's screens", async () => {
    const findings: string[] = [];
    const { context, page } = await open(1440, 'ko', member);
    for (const [i, path] of ACCOUNT_PAGES.entries()) {
      await settled(page, path, { inApp: i > 0 });
      assert.ok(!page.url().includes('/login'), `${path} opened for a member, not the log-in page`);
      findings.push(...(await accessibilityFindings(page, `${path} (member)`)));
    }
    await context.close();
    assert.deepEqual(findings, [], 'serious or critical axe findings');
  });
});

describe('a keyboard user', () => {
  it('reaches the skip link first and lands in the main content', async () => {
    const { context, page } = await open(1440, 'en');
    await settled(page, '/grading/pricing');
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    assert.equal(
      await skip.evaluate((el) => el === document.activeElement),
      true,
      'first Tab focuses the skip link',
    );
    assert.equal((await skip.textContent())?.trim(), 'Skip to main content');
    await page.screenshot({ path: screenshotPath('a11y-skip-link-1440') });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await context.close();
  });

  it('does not tab into the closed menu, and does once it is opened', async () => {
    const { context, page } = await open(1440, 'ko');
    await settled(page, '/');
    const inMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('#site-mega-menu')));
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      assert.equal(await inMenu(), false, `Tab ${i + 1} stayed out of the closed menu`);
    }
    await page.getByTestId('nav-service').focus();
    await page.keyboard.press('Enter');
    await page.locator('#site-mega-menu').waitFor({ state: 'visible' });
    await page.locator('#site-mega-menu a').first().focus();
    assert.equal(await inMenu(), true, 'an open menu is reachable');
    await page.keyboard.press('Escape');
    await page.locator('#site-mega-menu').waitFor({ state: 'hidden' });
    await context.close();
  });
});
