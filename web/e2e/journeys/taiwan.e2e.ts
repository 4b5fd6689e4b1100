import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { createAccount } from '../support/api-session';
import { launchBrowser, openPage, screenshotPath } from '../support/browser';
import { consoleDetailAt, openConsole, receiveAndGrade } from '../support/console-setup';
import { codeIn, waitForMail } from '../support/mailbox';
import { MEMBER_PASSWORD } from '../support/members';

// Issue #32's done-criterion, through the screens: a Taiwan collector signs up on the Taiwan service
// (the same api at the tw.localhost host: Chromium resolves *.localhost to loopback and
// SERVICE_HOSTS' default maps it to TW), orders 3 cards in TWD, pays and enters the inbound tracking
// number at 375 px; the operator takes the order through casing and the branch leg on the console
// and the auditor's history screen shows the branch leg at 1440 px; the collector then sees every
// step with its time and the grades. The KR member refused on TW (and the reverse) is the api's
// taiwan-service.e2e.spec.ts. Node cannot resolve tw.localhost, so Node-side calls (the mailbox,
// staff set-up) go to the api's own address.
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const twUrl = apiUrl.replace('127.0.0.1', 'tw.localhost').replace('//localhost', '//tw.localhost');
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CATCH_UP_MS = 20_000;

const collector = {
  // A Chinese nickname: PATTERNS.nameLike takes Chinese since issue #32.
  nickname: `陳小明${run.slice(-4)}`,
  email: `tw.collector.${run}@example.com`,
  phone: `09${String(Math.floor(1e7 + Math.random() * 9e7))}`,
};
const operator = { email: `operator.tw.${run}@example.com` };
const auditor = { email: `auditor.tw.${run}@example.com` };

describe('the Taiwan service', { skip: !apiUrl && 'needs the real api (E2E_REAL_API_URL)' }, () => {
  let browser: Browser;
  let orderId = '';

  before(async () => {
    browser = await launchBrowser();
    createAccount(operator.email, 'OPERATOR', `optw${run.slice(-6)}`);
    createAccount(auditor.email, 'AUDITOR', `autw${run.slice(-6)}`);
  });
  after(async () => browser?.close());

  /** A GET from the page itself: only the browser resolves tw.localhost, so its cookies and host apply. */
  const getOnPage = (page: Page, url: string) =>
    page.evaluate(async (u) => (await (await fetch(u)).json()).data, url);

  const openTw = (width: number) => openPage(browser, twUrl, width);

  it('a Taiwan collector signs up on the Taiwan site, orders 3 cards in TWD, pays and ships them (tw, 375)', async () => {
    const { context, page } = await openTw(375);
    try {
      const countries = new Set<string>();
      // The app's calls (not an <img> of an upload, which carries no headers of the app's).
      page.on('request', (r) => {
        if (r.url().includes('/api/') && ['fetch', 'xhr'].includes(r.resourceType()))
          countries.add(r.headers()['country-code'] ?? '');
      });
      await page.goto('/signup');
      await page.getByTestId('signup-form').waitFor();
      assert.equal(await page.locator('meta[name="service-country"]').getAttribute('content'), 'TW');
      // The app sets <html lang> once its language file has loaded, a moment after the form shows.
      await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant-TW');
      await page.locator('#nickname').fill(collector.nickname);
      await page.locator('#email').fill(collector.email);
      await page.locator('#password').fill(MEMBER_PASSWORD);
      await page.locator('#passwordConfirmation').fill(MEMBER_PASSWORD);
      await page.locator('#phone').fill(collector.phone);
      await page.getByText('全部同意（含選擇項目）').click();
      await page.getByTestId('signup-submit').click();
      await page.waitForURL('**/signup/verify?email=*');
      const mail = await waitForMail(apiUrl, collector.email, (m) => /\b\d{6}\b/.test(m.body));
      await page.locator('[data-testid=verify-form] .ant-otp input').first().click();
      await page.keyboard.type(codeIn(mail.body));
      await page.getByTestId('verify-submit').click();
      await page.waitForURL('**/signup/complete');

      await page.goto('/grading/submit?type=GENERAL&level=REG');
      await page.waitForURL('**/login?returnUrl=*');
      await page.locator('#email').fill(collector.email);
      await page.locator('#password').fill(MEMBER_PASSWORD);
      await page.locator('[data-testid=login-form] button[type=submit]').click();
      await page.waitForURL('**/grading/submit?type=GENERAL&level=REG');
      await page.locator('#line-0-player').fill('Pikachu');
      await page.locator('#line-0-quantity').fill('3');
      const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#d33' } })
        .jpeg()
        .toBuffer();
      await page
        .getByTestId('photo-input')
        .setInputFiles({ name: 'pikachu.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.locator('[data-testid=photo-entry] img').first().waitFor();
      await page.locator('#address-recipient').fill('陳小明');
      await page.locator('#address-phone').fill('0912-345-678');
      await page.locator('#address-postal').fill('110208');
      await page.locator('#address-1').fill('臺北市信義區松仁路100號');
      for (const name of ['photosMatchCards', 'terms', 'caution', 'noMinimumGrade'])
        await page.locator(`#agreement-${name}`).check();
      // The server's quote in TWD: 3 cards at the regular 580.
      await page.waitForFunction(() =>
        document.querySelector('[data-testid=quote-total]')?.textContent?.includes('1,740'),
      );
      await page.screenshot({ path: screenshotPath('taiwan-order-submit-tw-375'), fullPage: true });
      await page.locator('#card-number').fill('4242 4242 4242 4242');
      // Identity before paying: no Korean 본인인증 on the Taiwan service, so the checkout sends the
      // collector to verify the phone by SMS code on the profile, in a new tab (the form stays as it is).
      const [profileTab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByTestId('verify-phone-link').click(),
      ]);
      await profileTab.getByTestId('phone-form').waitFor();
      await profileTab.getByTestId('phone-input').fill(collector.phone);
      await profileTab.getByTestId('phone-send').click();
      await profileTab.getByTestId('phone-code').waitFor();
      const sms = await waitForMail(apiUrl, collector.phone, (m) => /\b\d{6}\b/.test(m.body));
      await profileTab.getByTestId('phone-code').fill(codeIn(sms.body));
      await profileTab.getByTestId('phone-check').click();
      await profileTab.getByTestId('identity-verified-tag').waitFor();
      await profileTab.close();
      assert.equal(await page.locator('#address-recipient').inputValue(), '陳小明');
      await page.getByTestId('pay').click();
      await page.waitForURL('**/grading/orderComplete?orderId=*');
      await page.waitForFunction(
        () => document.querySelector('[data-testid=payment-state]')?.textContent === '已付款',
      );
      orderId = new URL(page.url()).searchParams.get('orderId')!;

      await page.goto(`/account/order/${orderId}`);
      await page.getByTestId('inbound-courier').selectOption('TCAT');
      await page.getByTestId('inbound-tracking').fill('9012-3456-7890');
      await page.getByTestId('inbound-submit').click();
      await page.getByTestId('order-inbound').getByText('9012-3456-7890').waitFor({ timeout: CATCH_UP_MS });
      await page.screenshot({ path: screenshotPath('taiwan-order-shipped-in-tw-375'), fullPage: true });
      assert.deepEqual([...countries], ['TW'], 'every call carries the Taiwan service');

      assert.equal((await getOnPage(page, '/api/login')).supportRegionId, 'TW');
      const order = await getOnPage(page, `/api/orders/${orderId}`);
      assert.equal(order.currency, 'TWD');
      assert.equal(order.totalAmount, 3 * 580);
    } catch (error) {
      await page.screenshot({ path: screenshotPath('failed-taiwan-collector-375'), fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });

  it('the operator takes it through casing and the branch leg on the console (tw, 1440)', async () => {
    assert.ok(orderId, 'the order of the step before');
    const { context, page } = await openConsole(browser, apiUrl, operator, 1440, 'tw');
    try {
      // Receipt, checks and scores are the console journeys' screens; here they are set-up.
      const { scored } = await receiveAndGrade(
        context.request,
        orderId,
        5_000_000 + Math.floor(Math.random() * 900_000),
      );
      await consoleDetailAt(context.request, orderId, scored.revision);

      await page.goto(`/console/orders/${orderId}`);
      const button = (slug: string) => page.locator(`[data-testid=order-step][data-step="${slug}"]`);
      await button('casing').click();
      await button('branch-send').waitFor({ timeout: CATCH_UP_MS });
      // The step's name, then its key (the N keycap of the next step).
      assert.match((await button('branch-send').textContent()) ?? '', /^寄往台灣分公司/);
      await button('branch-send').click();
      await button('branch-receive').click();
      await page.getByTestId('ship-out-form').waitFor({ timeout: CATCH_UP_MS });
      await page.getByTestId('ship-out-courier').selectOption('TCAT');
      await page.getByTestId('ship-out-tracking').fill('9080-7060-5040');
      await page.getByTestId('ship-out-submit').click();
      await page.getByTestId('ship-out-form').waitFor({ state: 'detached', timeout: CATCH_UP_MS });
      await page.screenshot({ path: screenshotPath('taiwan-console-shipped-tw-1440'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('the auditor’s history screen shows the branch leg (tw, 1440)', async () => {
    assert.ok(orderId, 'the order of the steps before');
    const { context, page } = await openConsole(browser, apiUrl, auditor, 1440, 'tw');
    try {
      await page.goto(`/console/audit/orders/${orderId}`);
      const history = page.getByTestId('audit-history');
      for (const type of ['SentToBranch', 'ReceivedAtBranch', 'ShippedOut'])
        await history.locator('tbody tr').filter({ hasText: type }).first().waitFor({ timeout: CATCH_UP_MS });
      await page.screenshot({ path: screenshotPath('taiwan-audit-history-tw-1440'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('the collector sees every step with its time and the grades (tw, 375)', async () => {
    assert.ok(orderId, 'the order of the steps before');
    const { context, page } = await openTw(375);
    try {
      await page.goto(`/account/order/${orderId}`);
      await page.waitForURL('**/login?returnUrl=*');
      await page.locator('#email').fill(collector.email);
      await page.locator('#password').fill(MEMBER_PASSWORD);
      await page.locator('[data-testid=login-form] button[type=submit]').click();
      await page.getByTestId('order-steps').waitFor({ timeout: CATCH_UP_MS });
      const stages = ['GRADING_COMPLETE', 'SENT_TO_BRANCH', 'BRANCH_RECEIVED', 'SHIPPING_OUT'];
      for (const stage of stages)
        await page.getByTestId(`step-time-${stage}`).waitFor({ timeout: CATCH_UP_MS });
      for (const stage of stages)
        assert.match((await page.getByTestId(`step-time-${stage}`).textContent()) ?? '', /\d{1,2}:\d{2}/);
      const steps = (await page.getByTestId('order-steps').textContent()) ?? '';
      assert.match(steps, /已寄往分公司（台灣）/);
      assert.match(steps, /分公司（台灣）已收件/);
      assert.deepEqual(await page.getByTestId('item-grade').allTextContents(), ['9', '9', '9']);
      assert.match((await page.textContent('body')) ?? '', /9080-7060-5040/);
      await page.screenshot({ path: screenshotPath('taiwan-order-steps-tw-375'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
