import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { boxOnceDrawn, launchBrowser, screenshotPath, screenshotsWanted } from '../support/browser';
import { call, openAs, XHR } from '../support/member-api';
import { sql as query } from '../support/database';
import {
  apiSession,
  apiUrl,
  createMember,
  createStaff,
  databaseUrl,
  placeGradingOrder,
} from '../support/order-setup';

// ADMIN's console screens against the real api (--only=console-admin-screens): members, partner
// shops, the partnership-inquiry inbox and the cost policy; an operator is kept out of the last one;
// every console table keeps its row action in view on a phone. The same screens in tw at 768 px
// (their texts) are component tests: src/app/console/console-screens-in-tw.test.tsx; the
// 768 px passes here run only with SCREENSHOTS=1, for the pictures.
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let browser: Browser;
let admin: string;
let operator: string;

const sql = async (text: string, params: unknown[]): Promise<void> => {
  await query(databaseUrl, text, params);
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(`console-admin-${name}`), fullPage: true });

// "2026-11-28T10:00" in Korea's wall time, as the console's datetime inputs take it.
const kstInput = (offsetHours: number) =>
  new Date(Date.now() + (9 + offsetHours) * 3_600_000).toISOString().slice(0, 16);

before(async () => {
  assert.ok(apiUrl && databaseUrl, 'E2E_REAL_API_URL and E2E_REAL_DATABASE_URL are set by run-e2e.mjs');
  admin = createStaff('ADMIN');
  operator = createStaff('OPERATOR');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('the admin console screens', () => {
  it('finds a member by e-mail, makes them VIP and restores their dormant account', async () => {
    const email = await createMember('dormant');
    // Dormancy is the worker's yearly job; the jest test of the same route sets it the same way.
    await sql(`UPDATE member SET dormant_since = now() WHERE email = $1`, [email]);
    const { context, page } = await openAs(browser, admin, 1440, 'en');
    try {
      await page.goto('/console/members');
      const search = page.getByPlaceholder('E-mail, nickname or phone');
      await search.fill(email);
      await search.press('Enter');
      await page.getByTestId('member-open').first().click();
      const detail = page.getByTestId('member-detail');
      await detail.getByTestId('member-status').getByText('Dormant').waitFor();
      await shot(page, 'member-1440-en');

      await detail.getByTestId('member-role').click();
      // By keyboard (MEMBER is active, VIP the next option): a click can land while the list still moves.
      await page.locator('.ant-select-item-option').filter({ hasText: /^VIP$/ }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await detail.getByTestId('member-role').getByText('VIP', { exact: true }).waitFor();
      await detail.getByTestId('member-role-save').click();
      // As the admin sees it: the role is saved (its button rests again) before the restore is asked for.
      // Clicked while the save was in flight (its button widening with a spinner beside the restore
      // button), the restore once never showed on screen in CI; not reproduced here.
      await detail.getByTestId('member-role-save').and(page.locator('button[disabled]')).waitFor();
      await detail.getByRole('button', { name: 'Restore (dormant → active)' }).click();
      await detail
        .getByTestId('member-status')
        .getByText('Not verified')
        .or(detail.getByTestId('member-status').getByText('Active'))
        .waitFor();

      const found = await page.request.get(
        `/api/console/members?q=${encodeURIComponent(email)}&offset=0&limit=5`,
      );
      const row = (await found.json()).data.rows[0];
      assert.equal(row.role, 'VIP');
      assert.notEqual(row.mbStatus, 'DORMANCY');
      await shot(page, 'member-restored-1440-en');
    } finally {
      await context.close();
    }

    if (screenshotsWanted) {
      const tablet = await openAs(browser, admin, 768, 'tw');
      try {
        await tablet.page.goto('/console/members');
        const search = tablet.page.getByPlaceholder('電子郵件、暱稱或電話');
        await search.fill(email);
        await search.press('Enter');
        await tablet.page.getByTestId('member-open').first().waitFor();
        await shot(tablet.page, 'members-768-tw');
      } finally {
        await tablet.context.close();
      }
    }
  });

  it('adds a partner shop that a visitor then finds on /partner-shop', async () => {
    const name = `Slab Corner ${run}`;
    const { context, page } = await openAs(browser, admin, 1440, 'ko');
    try {
      await page.goto('/console/content/partner-shops');
      await page.getByTestId('console-partner-shops').waitFor();
      await page.locator('.ant-table').waitFor();
      await shot(page, 'partner-shops-1440-ko');
      await page.getByTestId('partner-shop-new').click();
      await page.getByTestId('city-ko').fill('서울');
      await page.getByTestId('city-en').fill('Seoul');
      await page.getByTestId('businessName-ko').fill(`슬랩 코너 ${run}`);
      await page.getByTestId('businessName-en').fill(name);
      await page.getByTestId('information-ko').fill('카드 접수 대행, 그레이딩 상담');
      await page.getByTestId('address-ko').fill('서울 마포구 와우산로 1');
      // A bad number first: the api's field error shows under the phone field and nothing is stored.
      await page.getByTestId('partner-shop-number').fill('call me');
      await page.getByTestId('partner-shop-save').click();
      const form = page.getByTestId('partner-shop-form');
      await form.locator('.ant-form-item-has-error #partner-shop-number').waitFor();
      await shot(page, 'partner-shop-error-1440-ko');
      await page.getByTestId('partner-shop-number').fill('02-555-0199');
      await page.getByTestId('partner-shop-save').click();
      await page.getByTestId('partner-shop-name').getByText(`슬랩 코너 ${run}`).waitFor();
      assert.equal(await form.count(), 0);
      await page.getByTestId('console-language').selectOption('en');
      await page.getByTestId('partner-shop-name').getByText(name).waitFor();
      await shot(page, 'partner-shops-1440-en');
    } finally {
      await context.close();
    }

    if (screenshotsWanted) {
      const tablet = await openAs(browser, admin, 768, 'tw');
      try {
        await tablet.page.goto('/console/content/partner-shops');
        await tablet.page.getByRole('heading', { name: '合作店家' }).waitFor();
        await tablet.page.getByTestId('partner-shop-name').first().waitFor();
        await shot(tablet.page, 'partner-shops-768-tw');
      } finally {
        await tablet.context.close();
      }
    }

    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: apiUrl });
    try {
      const page = await visitor.newPage();
      await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
      await page.goto('/partner-shop');
      await page.getByTestId('partner-shop').filter({ hasText: name }).waitFor();
      await page.screenshot({ path: screenshotPath('partner-shop-visitor-1440-en') });
    } finally {
      await visitor.close();
    }
  });

  it('shows a visitor’s partnership inquiry in the inbox, where the admin marks it handled', async () => {
    const company = `Card Haven ${run}`;
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: apiUrl });
    try {
      const page = await visitor.newPage();
      await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
      await page.goto('/partner-shop');
      const form = page.getByTestId('inquiry-form');
      await form.locator('input[name=company]').fill(company);
      await form.locator('input[name=name]').fill('Mina Lee');
      await form.locator('input[name=email]').fill(`haven.${run}@example.com`);
      await form.locator('textarea[name=content]').fill('We would like to take in cards for grading.');
      const sent = page.waitForResponse((r) => r.url().includes('/api/content/partnership-inquiries'));
      await form.locator('button[type=submit]').click();
      assert.equal((await sent).status(), 201);
    } finally {
      await visitor.close();
    }

    const { context, page } = await openAs(browser, admin, 1440, 'en');
    try {
      await page.goto('/console/content/inquiries');
      await page.getByTestId('console-inquiries').waitFor();
      const open = page.getByTestId('inquiry-open').filter({ hasText: company });
      await open.waitFor();
      // Newest first: the one just sent heads the open list.
      assert.equal(await page.getByTestId('inquiry-open').first().innerText(), company);
      await shot(page, 'inquiries-1440-en');
      await open.click();
      const detail = page.getByTestId('inquiry-detail');
      await detail.getByText('We would like to take in cards for grading.').waitFor();
      await shot(page, 'inquiry-1440-en');
      await detail.getByTestId('inquiry-toggle').click();
      await detail.waitFor({ state: 'detached' });
      await page.getByTestId('inquiry-open').filter({ hasText: company }).waitFor({ state: 'detached' });
      await page.getByTestId('inquiry-filter').getByText('Handled', { exact: true }).click();
      await page.getByTestId('inquiry-open').filter({ hasText: company }).waitFor();
      // The inbox names who handled it: the admin signed in (the name shown top right), with the role.
      const name = await page.getByTestId('console-staff-name').innerText();
      const row = page
        .locator('tr')
        .filter({ has: page.getByTestId('inquiry-open').filter({ hasText: company }) });
      const handledBy = row.getByTestId('inquiry-handled-by');
      await handledBy.filter({ hasText: name }).waitFor();
      const handler = await handledBy.innerText();
      assert.ok(handler.startsWith(`${name} (`) && handler.endsWith(')'), `handled by "${handler}"`);
      await row.getByTestId('inquiry-open').click();
      await detail.getByTestId('inquiry-detail-handled-by').getByText(admin).waitFor();
      assert.match(
        await detail.getByTestId('inquiry-detail-handled-by').innerText(),
        new RegExp(`^${name} \\(.+\\) · `),
      );
      await shot(page, 'inquiry-handled-1440-en');
    } finally {
      await context.close();
    }

    if (screenshotsWanted) {
      const tablet = await openAs(browser, admin, 768, 'tw');
      try {
        await tablet.page.goto('/console/content/inquiries');
        await tablet.page.getByTestId('inquiry-filter').getByText('已處理', { exact: true }).click();
        await tablet.page.getByTestId('inquiry-open').filter({ hasText: company }).waitFor();
        await tablet.page.getByRole('columnheader', { name: '處理人員' }).waitFor();
        await shot(tablet.page, 'inquiries-handled-768-tw');
      } finally {
        await tablet.context.close();
      }
    }
  });

  it('schedules a cost-policy version; an operator gets the 403 page there', async () => {
    const { context, page } = await openAs(browser, admin, 1440, 'en');
    try {
      await page.goto('/console/content/cost-policy');
      await page.getByTestId('cost-policy-current').waitFor();
      await shot(page, 'cost-policy-1440-en');
      await page.getByTestId('cost-policy-new').click();
      // Yesterday is refused at the field: a version never reprices what was already placed.
      await page.getByTestId('cost-effective-from').fill(kstInput(-24));
      await page.getByTestId('cost-policy-save').click();
      const form = page.getByTestId('cost-policy-form');
      await form.locator('.ant-form-item-has-error #cost-effective-from').waitFor();
      await shot(page, 'cost-policy-error-1440-en');
      await page.getByTestId('cost-effective-from').fill(kstInput(48));
      await page.locator('#cost-services-REG').fill('21000');
      await page.getByTestId('cost-policy-save').click();
      await form.waitFor({ state: 'detached' });
      const scheduled = page.getByTestId('cost-policy-versions').locator('tr', { hasText: 'Scheduled' });
      await scheduled.first().waitFor();
      await shot(page, 'cost-policy-scheduled-1440-en');
      const list = await (await page.request.get('/api/console/content/cost-policies?currency=KRW')).json();
      const newest = list.data.versions[0];
      assert.equal(
        newest.policy.productService.find((row: { serviceName: string }) => row.serviceName === 'REG').amount,
        21_000,
      );
      assert.ok(new Date(newest.effectiveFrom) > new Date(), 'scheduled for later');
    } finally {
      await context.close();
    }

    if (screenshotsWanted) {
      const tablet = await openAs(browser, admin, 768, 'tw');
      try {
        await tablet.page.goto('/console/content/cost-policy');
        await tablet.page
          .getByTestId('cost-policy-versions')
          .locator('tr', { hasText: '已排定' })
          .first()
          .waitFor();
        await shot(tablet.page, 'cost-policy-768-tw');
      } finally {
        await tablet.context.close();
      }
    }

    const staff = await openAs(browser, operator, 1440, 'ko');
    try {
      await staff.page.goto('/console/content/cost-policy');
      await staff.page.getByTestId('console-forbidden').waitFor();
      assert.equal(await staff.page.getByTestId('console-cost-policy').count(), 0);
      await shot(staff.page, 'cost-policy-403-operator-1440-ko');
      const refused = await staff.page.request.post('/api/console/content/cost-policies', {
        headers: XHR,
        data: { currency: 'KRW', effectiveFrom: new Date(Date.now() + 86_400_000).toISOString() },
      });
      assert.equal(refused.status(), 403);
    } finally {
      await staff.context.close();
    }
  });

  it('keeps each console table’s row action in view at 375 px (768 and 1440 with SCREENSHOTS=1)', async () => {
    // A row to act on in every table: an order in the queue and the audit search, a coupon, a key
    // (the content lists and members have rows of their own).
    const member = await apiSession(browser, await createMember('tables'));
    await placeGradingOrder(member);
    await member.dispose();
    const staff = await apiSession(browser, admin);
    const code = `TABLE${run.slice(-6).toUpperCase()}`;
    await call(staff, 'POST', '/api/console/coupons', {
      code,
      name: `Table check ${run}`,
      discountKind: 'RATE',
      rateBp: 500,
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
      validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      submitTypes: ['GENERAL'],
    });
    await call(staff, 'POST', '/api/console/api-keys', { name: `Table check ${run}` });
    await staff.dispose();

    // Each screen and the row action a phone must reach without scrolling sideways.
    const screens: Array<[string, string]> = [
      ['orders', 'queue-order-link'],
      ['members', 'member-open'],
      ['content/banners', 'banner-edit'],
      ['content/popups', 'popup-edit'],
      ['content/articles', 'article-edit'],
      ['content/faq', 'faq-edit'],
      ['content/partner-shops', 'partner-shop-edit'],
      ['coupons', `coupon-issue-${code}`],
      ['api-keys', 'api-key-revoke'],
      ['audit', 'audit-order-open'],
    ];
    // The phone is where an action falls off a table; the wider passes add pictures, not checks.
    const sizes: Array<[number, 'ko' | 'en' | 'tw']> = screenshotsWanted
      ? [
          [375, 'ko'],
          [768, 'tw'],
          [1440, 'en'],
        ]
      : [[375, 'ko']];
    for (const [width, language] of sizes) {
      const { context, page } = await openAs(browser, admin, width, language);
      try {
        for (const [path, action] of screens) {
          await page.goto(`/console/${path}`);
          // Not the disabled stand-in a row shows while its lazy part loads (api-keys' revoke): that one
          // is swapped out, and a box read at the swap was null on a loaded CI machine.
          const button = page.getByTestId(action).and(page.locator(':not([disabled])')).first();
          await button.waitFor();
          await shot(page, `table-${path.replace('/', '-')}-${width}-${language}`);
          const box = await boxOnceDrawn(button);
          assert.ok(box, `${path}: ${action} has a box`);
          assert.ok(
            box.x >= 0 && box.x + box.width <= width,
            `${path} at ${width} px: ${action} spans ${Math.round(box.x)}–${Math.round(box.x + box.width)}`,
          );
          // Only the table scrolls sideways, inside its own box: the page itself never does.
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(pageWidth <= width, `${path} at ${width} px: the page is ${pageWidth} px wide`);
        }
      } finally {
        await context.close();
      }
    }
  });
});
