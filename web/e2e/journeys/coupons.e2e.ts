import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInOnPage, openPage as openPageIn, screenshotPath } from '../support/browser';
import { insertAmountCoupon, insertVerifiedAccount } from '../support/database';
import { apiSession, createStaff, gradedCertificationNumbers } from '../support/order-setup';
import { confirmPopup } from '../support/popconfirm';
import { agreeTo, fillOneCardGeneralOrder, fillReturnAddress } from '../support/submission-steps';
import { apiUrl, databaseUrl } from '../support/real-api-env';

// A collector registers a coupon code and pays less at checkout; ADMIN sees it used in the console.
// ADMIN makes a re-holder coupon and a tier in the console, issues the coupon to a collector, who
// then pays the tier's unit price less the coupon on a re-holder order.
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const password = 'Slab#works2025';
const code = `SPRING-${run.toUpperCase()}`.slice(0, 32);
const files = mkdtempSync(join(tmpdir(), 'slabworks-coupons-e2e-'));
let browser: Browser;

/** A verified account (e-mail and identity) straight into the database: sign-up has its own journey. */
async function createAccount(
  label: string,
  role: 'MEMBER' | 'ADMIN',
): Promise<{ email: string; id: string }> {
  const email = `coupons.${label}.${run}@example.com`;
  const nickname = `쿠폰${label}${run.slice(-5)}`;
  return { email, id: await insertVerifiedAccount(databaseUrl, { email, nickname, role, password }) };
}

const openPage = (width: number) => openPageIn(browser, apiUrl, width);

const logInAt = (page: Page, path: string, email: string) => logInOnPage(page, path, email, password);

const textOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent()) ?? '';

const quoteTotalHas = (page: Page, amount: string) =>
  page.waitForFunction(
    (text) => document.querySelector('[data-testid=quote-total]')?.textContent?.includes(text),
    amount,
  );

/** Finds a member in the console's member picker (by e-mail) and chooses their row. */
const pickMember = async (page: Page, scope: string, email: string) => {
  const search = page.locator(`${scope} [data-testid=member-search] input`);
  await search.fill(email);
  await search.press('Enter');
  const row = page.locator(`${scope} tr.ant-table-row`, { hasText: email });
  await row.waitFor();
  await row.locator('input[type=checkbox], input[type=radio]').check();
};

describe('coupons in the browser', () => {
  let member: { email: string; id: string };
  let admin: { email: string; id: string };

  before(async () => {
    assert.ok(apiUrl && databaseUrl, 'run through npm run test:e2e (real api)');
    browser = await launchBrowser();
    [member, admin] = await Promise.all([createAccount('member', 'MEMBER'), createAccount('admin', 'ADMIN')]);
    // 5,000 KRW off orders of 30,000 or more, for 10 days.
    await insertAmountCoupon(databaseUrl, {
      code,
      name: '봄맞이 쿠폰',
      krwOff: 5000,
      krwMinimum: 30000,
      createdBy: admin.id,
    });
  });
  after(async () => {
    await browser?.close();
  });

  it('registers a code at /account/coupons and pays 5,000 less at checkout (ko, 1440)', async () => {
    const { context, page } = await openPage(1440);
    await logInAt(page, '/account/coupons', member.email);
    await page.getByTestId('coupons-page').waitFor();
    await page.getByTestId('empty').waitFor();
    await page.getByTestId('membership-card').getByTestId('membership-rate').waitFor();

    // An unknown code gets the spec's "invalid code" message, in Korean.
    await page.getByTestId('coupon-code-input').fill('NOT-A-CODE');
    await page.getByTestId('coupon-register').click();
    await page.getByTestId('coupon-register-error').waitFor();
    assert.match(await textOf(page, 'coupon-register-error'), /유효하지 않은 코드/);

    // Codes are matched without case: the member types it as printed on a flyer.
    await page.getByTestId('coupon-code-input').fill(code.toLowerCase());
    await page.getByTestId('coupon-register').click();
    await page.getByTestId('coupon-register-done').waitFor();
    await page.getByTestId('coupon').first().waitFor();
    assert.equal(await textOf(page, 'coupon-code'), code);
    assert.match(await textOf(page, 'coupon-days'), /10일 남음/);
    await page.screenshot({ path: screenshotPath('coupons-registered-ko-1440'), fullPage: true });

    await fillOneCardGeneralOrder(page, files);

    // Below the minimum the coupon says how much is missing; three cards reach it.
    await page.getByTestId('quote-total').waitFor();
    await page.getByTestId(`coupon-option-${code}`).waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=quote-total]')?.textContent?.includes('19,800'),
    );
    assert.equal(await page.getByTestId(`coupon-option-${code}`).isDisabled(), true);
    assert.match(await textOf(page, 'coupon-picker'), /10,200/);
    await page.screenshot({ path: screenshotPath('coupons-short-by-ko-1440'), fullPage: true });
    await page.locator('#line-0-quantity').fill('3');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=quote-total]')?.textContent?.includes('59,400'),
    );
    const before = await textOf(page, 'quote-total');
    await page.getByTestId(`coupon-option-${code}`).check();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=quote-total]')?.textContent?.includes('54,400'),
    );
    assert.match(await textOf(page, 'discount-line'), /쿠폰/);
    assert.notEqual(await textOf(page, 'quote-total'), before);
    await page.screenshot({ path: screenshotPath('coupons-checkout-ko-1440'), fullPage: true });

    // A draft keeps the chosen coupon: saved, loaded into a fresh form, the discount is back.
    await page.getByTestId('save-draft').click();
    await page.getByTestId('draft-message').getByText('저장').waitFor();
    await page.goto('/grading/submit?type=GENERAL&level=REG');
    await page.getByTestId('grading-submission').waitFor();
    await page.getByTestId('open-drafts').click();
    await page.getByTestId('draft-row').first().getByTestId('draft-load').click();
    await confirmPopup(page, 'primary');
    await page.waitForURL('**/grading/submit?*draft=*');
    await page.locator('[data-testid=photo-entry] img').first().waitFor();
    assert.equal(await page.getByTestId(`coupon-option-${code}`).isChecked(), true);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=quote-total]')?.textContent?.includes('54,400'),
    );

    await page.getByTestId('pay').click();
    await page.waitForURL('**/grading/orderComplete?orderId=*');
    await page.getByTestId('order-complete').waitFor();
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
    assert.equal(order.data.totalAmount, 54_400);

    await page.goto('/account/coupons?tab=used');
    await page.getByTestId('coupon').first().waitFor();
    assert.match(await textOf(page, 'coupon-tab-used'), /1/);
    await page.screenshot({ path: screenshotPath('coupons-used-ko-1440'), fullPage: true });
    await context.close();
  });

  // The page in en and tw (title, used tab, an empty code refused): coupons-page.test.tsx (issue 33).
  it('the dashboard counts no usable coupon left, and the console shows the use', async () => {
    const { context, page } = await openPage(1440);
    // My page's dashboard carries the membership card with the usable coupons (none left: it was used).
    await logInAt(page, '/account/dashboard', member.email);
    await page.getByTestId('dashboard-membership').waitFor();
    await page.getByTestId('dashboard-usable-coupons').waitFor();
    assert.match(await textOf(page, 'dashboard-usable-coupons'), /0/);
    await page.screenshot({ path: screenshotPath('coupons-dashboard-ko-1440'), fullPage: true });
    await context.close();

    const { context: console, page: adminPage } = await openPage(1440);
    await logInAt(adminPage, '/console/coupons', admin.email);
    await adminPage.getByTestId('console-coupons').waitFor();
    const row = adminPage.locator('[data-testid=console-coupon-rows] tr', { hasText: code });
    await row.waitFor();
    assert.equal(await row.getByTestId('coupon-used').textContent(), '1 / 100');
    await adminPage.screenshot({ path: screenshotPath('coupons-console-1440'), fullPage: true });
    await console.close();
  });

  it('ADMIN creates a re-holder coupon and a tier in the console, issues both to a collector, who pays less', async () => {
    // Where the journey stood when it failed: the open pages' screenshots.
    const open: Page[] = [];
    try {
      const rhCode = `RH-${run.toUpperCase()}`.slice(0, 32);
      const tierName = `골드${run.slice(-4)}`;
      const collector = await createAccount('reholder', 'MEMBER');
      const operator = await apiSession(browser, createStaff('OPERATOR'));
      const [first, second] = await gradedCertificationNumbers(
        await apiSession(browser, collector.email),
        operator,
        2,
      );

      // The console, in the browser: a coupon of 3,000 won off re-holder orders, issued to the collector.
      const { context: adminContext, page: consolePage } = await openPage(1440);
      open.push(consolePage);
      await logInAt(consolePage, '/console/coupons', admin.email);
      await consolePage.getByTestId('console-coupons').waitFor();
      await consolePage.getByTestId('coupon-new').click();
      const form = consolePage.getByTestId('coupon-form');
      await form.waitFor();
      await consolePage.locator('#coupon-form-code').fill(rhCode);
      await consolePage.locator('#coupon-form-name').fill('리홀더 할인');
      await consolePage.locator('#coupon-form-amount-KRW').fill('3000');
      for (const type of ['GENERAL', 'SIMPLE', 'REHOLDER'])
        await form.locator(`input[type=checkbox][value=${type}]`).setChecked(type === 'REHOLDER');
      await consolePage.screenshot({
        path: screenshotPath('coupons-console-create-ko-1440'),
        fullPage: true,
      });
      await consolePage.getByTestId('coupon-form-submit').click();
      await consolePage.getByTestId('console-coupons-notice').waitFor();
      const row = consolePage.locator('[data-testid=console-coupon-rows] tr', { hasText: rhCode });
      await row.waitFor();
      await consolePage.getByTestId(`coupon-issue-${rhCode}`).click();
      await pickMember(consolePage, '.ant-modal', collector.email);
      await consolePage.screenshot({ path: screenshotPath('coupons-console-issue-ko-1440'), fullPage: true });
      await consolePage.getByTestId('coupon-issue-send').click();
      await consolePage.getByTestId('console-coupons-notice').filter({ hasText: rhCode }).waitFor();
      await row.getByTestId('coupon-used').waitFor();
      assert.match((await row.textContent()) ?? '', /리홀더/);

      // The membership page: a tier of 10 %, given to the collector.
      await consolePage.goto('/console/membership');
      await consolePage.getByTestId('console-membership').waitFor();
      await consolePage.locator('[data-testid=tier-name]').fill(tierName);
      await consolePage
        .locator('[data-testid=tier-rate] input, input[data-testid=tier-rate]')
        .first()
        .fill('10');
      await consolePage.getByTestId('tier-add').click();
      await consolePage.locator('[data-testid=tier-rows] tr', { hasText: tierName }).waitFor();
      await pickMember(consolePage, '[data-testid=console-membership]', collector.email);
      await consolePage.getByTestId('member-membership').waitFor();
      await consolePage.getByTestId('member-tier').click();
      // The console's popups can sit outside the viewport while they align: the click goes to the option.
      await consolePage.locator('.ant-select-item-option', { hasText: tierName }).dispatchEvent('click');
      const [tierSet] = await Promise.all([
        consolePage.waitForResponse(
          (res) =>
            res.request().method() === 'PUT' && /\/api\/console\/members\/[^/]+\/tier$/.test(res.url()),
        ),
        consolePage.getByTestId('member-set-tier').click(),
      ]);
      assert.equal(tierSet.status(), 200, await tierSet.text());
      await consolePage.screenshot({
        path: screenshotPath('coupons-console-membership-ko-1440'),
        fullPage: true,
      });
      for (const [lang, title] of [
        ['en', 'Membership'],
        ['tw', '會員'],
      ] as const) {
        await consolePage.selectOption('[data-testid=console-language]', lang);
        await consolePage.waitForFunction(
          (text) => document.querySelector('[data-testid=console-membership] h3')?.textContent === text,
          title,
        );
        await consolePage.screenshot({
          path: screenshotPath(`coupons-console-membership-${lang}-1440`),
          fullPage: true,
        });
      }
      await adminContext.close();

      // The collector sees the issued coupon and the tier on my page.
      const { context, page } = await openPage(1440);
      open.push(page);
      await logInAt(page, '/account/coupons', collector.email);
      const ticket = page.getByTestId('coupon').filter({ hasText: rhCode });
      await ticket.waitFor();
      assert.match(await textOf(page, 'membership-card'), new RegExp(tierName));
      await page.screenshot({ path: screenshotPath('coupons-issued-ko-1440'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: screenshotPath('coupons-issued-ko-375'), fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });

      // Re-holder checkout: 2 cards at the tier's 8,820 won, then 3,000 off with the coupon.
      await page.goto('/reholder/submit');
      await page.getByTestId('reholder-submission').waitFor();
      await page.locator('#cert-paste').fill(`${first}\n${second}`);
      await page.getByTestId('cert-paste-add').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=cert-ok]').length === 2);
      await fillReturnAddress(page);
      await agreeTo(page, ['terms', 'caution']);
      await quoteTotalHas(page, '17,640');
      await page.getByTestId(`coupon-option-${rhCode}`).check();
      await quoteTotalHas(page, '14,640');
      const lines = await page.getByTestId('discount-line').allTextContents();
      assert.ok(
        lines.some((line) => line.includes(rhCode)),
        `discount lines: ${lines.join(' | ')}`,
      );
      const quoted = await textOf(page, 'quote-total');
      assert.match(await textOf(page, 'pay'), /14,640/);
      await page.screenshot({ path: screenshotPath('coupons-reholder-checkout-ko-1440'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: screenshotPath('coupons-reholder-checkout-ko-375'), fullPage: true });
      await page.getByTestId('pay').click();
      await page.waitForURL('**/reholder/orderComplete?orderId=*');
      const orderId = new URL(page.url()).searchParams.get('orderId');
      const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()).data;
      assert.equal(order.orderType, 'REHOLDER');
      assert.equal(order.totalAmount, 14_640);
      assert.match(quoted, /14,640/);

      // The order's ledger names each discount in the reader's language.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/account/order/${orderId}`);
      await page.getByTestId('order-ledger').waitFor({ timeout: 15_000 });
      const reasons = await page.getByTestId('ledger-reason').allTextContents();
      assert.ok(reasons.includes(`쿠폰 ${rhCode}`), `ledger reasons: ${reasons.join(' | ')}`);
      assert.ok(
        reasons.some((r) => r.startsWith(`멤버십 등급 ${tierName}`)),
        `ledger reasons: ${reasons.join(' | ')}`,
      );
      await page.screenshot({ path: screenshotPath('coupons-reholder-ledger-ko-1440'), fullPage: true });
      await page.selectOption('[data-testid=language-switcher]', 'en');
      await page
        .getByTestId('ledger-reason')
        .filter({ hasText: `Coupon ${rhCode}` })
        .waitFor();
      await page.screenshot({ path: screenshotPath('coupons-reholder-ledger-en-1440'), fullPage: true });
      await page.selectOption('[data-testid=language-switcher]', 'tw');
      await page
        .getByTestId('ledger-reason')
        .filter({ hasText: `優惠券 ${rhCode}` })
        .waitFor();
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: screenshotPath('coupons-reholder-ledger-tw-375'), fullPage: true });
      await context.close();
    } catch (error) {
      for (const [i, page] of open.entries())
        await page
          .screenshot({ path: screenshotPath(`failed-coupons-reholder-${i}`), fullPage: true })
          .catch(() => undefined);
      throw error;
    }
  });
});
