import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../support/browser';
import { checkAndScoreEvery, consoleStep } from '../support/console-setup';
import { explainFailure } from '../support/failure';
import { waitForMail } from '../support/mailbox';
import {
  address,
  advanceToGraded,
  advanceToUngradable,
  apiUrl,
  call,
  databaseUrl,
  logIn,
  openAs as openIn,
  placeOrder,
  signUp,
  waitForRevision,
} from '../support/member-api';
import { clickSettled } from '../support/dialog';

// My orders against the real api and worker (run-e2e.mjs): orders are placed and paid through the
// api, operators move them through the api, the member watches and acts in the browser.
let browser: Browser;
let member: { email: string };
let operator: { email: string };
const openAs = (email: string, width: number, language: 'ko' | 'en' | 'tw' = 'ko') =>
  openIn(browser, email, width, language);

/** The worker's own "grading complete" subject in a language, for an order number. */
const gradedSubject = (language: 'en' | 'tw', orderNumber: string): string => {
  const file = join(
    process.cwd(),
    '..',
    'services/worker/src/notifications/locales',
    language,
    'notifications.json',
  );
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { subject: string }>;
  return texts.GRADING_COMPLETE!.subject.replace('{{orderNumber}}', orderNumber);
};

const stageIs = (page: Page, text: string) =>
  // Live within 2 s normally; 20 s leaves room for a loaded CI machine (the page is never reloaded).
  page.getByTestId('order-stage').filter({ hasText: text }).waitFor({ timeout: 20_000 });

/** On a failure: a screenshot and what the page said, then the failure. */
const explained = (page: Page, name: string, error: unknown) =>
  explainFailure(page, screenshotPath(`failed-${name}`), error, '[data-testid=order-action-message]');

before(async () => {
  assert.ok(apiUrl && databaseUrl, 'run-e2e.mjs starts the api and worker');
  browser = await launchBrowser();
  member = await signUp('member');
  operator = await signUp('operator');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`UPDATE member SET role = 'OPERATOR' WHERE email = $1`, [operator.email]);
  await db.end();
});

after(async () => {
  await browser?.close();
});

describe('the order page follows the order live and offers what the stage allows', () => {
  it('shows each new stage with its time without a reload; grades only from SHIPPING_OUT', async () => {
    const { context, page } = await openAs(member.email, 1440);
    const staff = await browser.newContext({ baseURL: apiUrl });
    await logIn(staff.request, operator.email);
    try {
      const order = await placeOrder(context.request);
      await page.goto(`/account/order/${order.orderId}`);
      await page.getByTestId('order-detail').waitFor();
      await stageIs(page, '운송장 입력 필요');
      assert.notEqual(await page.getByTestId('order-estimate').textContent(), '—');
      await page.screenshot({ path: screenshotPath('order-detail-paid-ko-1440'), fullPage: true });

      // The member enters the courier and tracking number (≤ 200 characters).
      await page.getByTestId('inbound-courier').selectOption('CJ');
      await page.getByTestId('inbound-tracking').fill('123456789012');
      await page.getByTestId('inbound-submit').click();
      await stageIs(page, '카드 배송 중');
      assert.match((await page.getByTestId('order-inbound').textContent()) ?? '', /CJ대한통운 123456789012/);
      // The number links to the courier's own tracking page (libs' courier table).
      assert.equal(
        await page.getByTestId('order-inbound-link').getAttribute('href'),
        'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
      );

      // An operator receives the cards: the open page moves on by itself (SSE), with the step's time.
      const step = consoleStep(staff.request, order.orderId);
      await step('receive');
      await stageIs(page, '카드 도착');
      await page.getByTestId('step-time-SHIPPING_IN_COMPLETE').waitFor();

      await step('warehouse');
      const detail = await (await staff.request.get(`/api/console/orders/${order.orderId}`)).json();
      const items: Array<{ itemId: string }> = detail.data.state.items;
      await checkAndScoreEvery(step, items, 8_100_000 + Math.floor(Math.random() * 100_000));
      await stageIs(page, '그레이딩 완료');
      const hidden = await page.getByTestId('item-grade').allTextContents();
      assert.deepEqual(
        hidden,
        items.map(() => '—'),
        'no per-item grade before SHIPPING_OUT',
      );

      await step('casing');
      await step('release');
      await step('ship-out', { courier: 'CJ', trackingNumber: '998877' });
      await stageIs(page, '발송');
      await page.getByTestId('item-grade').filter({ hasText: '9' }).first().waitFor();
      const certLink = page.getByTestId('item-cert').first();
      assert.match((await certLink.getAttribute('href')) ?? '', /^\/certification\?no=\d+$/);
      await page.screenshot({ path: screenshotPath('order-detail-shipped-ko-1440'), fullPage: true });
    } finally {
      await staff.close();
      await context.close();
    }
  });

  it('cancels an unpaid order after confirming', async () => {
    const { context, page } = await openAs(member.email, 375, 'en');
    try {
      const order = await placeOrder(context.request, false);
      await page.goto(`/account/order/${order.orderId}`);
      await page.getByTestId('cancel-open').click();
      assert.match(
        (await page.getByTestId('cancel-refund-estimate').textContent()) ?? '',
        /Nothing was paid/,
      );
      await page.getByTestId('cancel-reason').fill('changed my mind');
      await page.screenshot({ path: screenshotPath('order-cancel-en-375'), fullPage: true });
      await clickSettled(page.getByTestId('cancel-confirm'));
      await stageIs(page, 'Cancelled');
      assert.equal(await page.getByTestId('cancel-open').count(), 0);
    } catch (error) {
      await explained(page, 'cancel', error);
    } finally {
      await context.close();
    }
  });

  it('changes the return address from the address book', async () => {
    const { context, page } = await openAs(member.email, 375, 'tw');
    try {
      await call(context.request, 'POST', '/api/member/addresses', address('회사', '서울 중구 세종대로 110'));
      const order = await placeOrder(context.request);
      await page.goto(`/account/order/${order.orderId}`);
      await page.getByTestId('address-form').waitFor();
      // Once in CI (2026-11-27) the pick did not stick and the form said the field was required; the
      // choice is checked before sending, and picked again if the select does not show it.
      const picked = page.getByTestId('address-pick').filter({ hasText: '세종대로 110' });
      for (let attempt = 0; attempt < 3 && !(await picked.isVisible()); attempt += 1) {
        await page.getByTestId('address-pick').click();
        await page.locator('.ant-select-item-option').filter({ hasText: '세종대로 110' }).click();
        await picked.waitFor({ timeout: 3_000 }).catch(() => undefined);
      }
      await picked.waitFor({ timeout: 1_000 });
      await page.getByTestId('address-submit').click();
      await page
        .getByTestId('order-address')
        .filter({ hasText: '세종대로 110' })
        .waitFor({ timeout: 10_000 });
      await page.screenshot({ path: screenshotPath('order-address-tw-375'), fullPage: true });
    } catch (error) {
      await explained(page, 'address', error);
    } finally {
      await context.close();
    }
  });

  it('lists the orders by tab with counts and finds one by its number', async () => {
    const { context, page } = await openAs(member.email, 1440, 'en');
    try {
      const order = await placeOrder(context.request);
      await page.goto('/account/orderList');
      await page.getByTestId('order-rows').waitFor();
      assert.match((await page.getByTestId('tab-all').textContent()) ?? '', /All \d+/);
      await page.getByTestId('order-search').locator('input').fill(order.orderNumber);
      await page.getByTestId('order-search').locator('input').press('Enter');
      await page.waitForFunction((number) => {
        const links = [...document.querySelectorAll('[data-testid=order-row-link]')];
        return links.length === 1 && links[0]!.textContent === number;
      }, order.orderNumber);
      await page.screenshot({ path: screenshotPath('order-list-en-1440'), fullPage: true });
      await page.getByTestId('order-row-link').click();
      await page.getByTestId('order-detail').waitFor();
    } finally {
      await context.close();
    }
  });
});

// Issue 35 item 3: the member asks for the refund of an ungradable card from the order page.
describe('a refund for an ungradable card', () => {
  it('is asked for from the order page after a confirmation; the refund account shows back masked', async () => {
    const { context, page } = await openAs(member.email, 375, 'tw');
    const staff = await browser.newContext({ baseURL: apiUrl });
    await logIn(staff.request, operator.email);
    try {
      const order = await placeOrder(context.request);
      const checked = await advanceToUngradable(staff.request, context.request, order.orderId);
      const account = await call(context.request, 'PUT', `/api/orders/${order.orderId}/refund-account`, {
        bank: '국민',
        accountNumber: '12345678901234',
        holderName: '김민수',
      });
      await waitForRevision(context.request, order.orderId, Math.max(checked, account.revision));
      await page.goto(`/account/order/${order.orderId}`);
      await page.getByTestId('refund-request-open').waitFor();
      assert.equal(await page.getByTestId('registered-refund-number').textContent(), '****1234');
      await page.screenshot({ path: screenshotPath('order-refund-request-tw-375'), fullPage: true });

      await page.getByTestId('refund-request-open').click();
      await page.getByTestId('refund-request-summary').waitFor();
      await page.screenshot({ path: screenshotPath('order-refund-confirm-tw-375') });
      await clickSettled(page.getByTestId('refund-request-confirm'));
      await page.getByTestId('order-action-message').getByText('已申請退款').waitFor();
      await page.getByTestId('refund-request-open').waitFor({ state: 'detached' });
      await page.screenshot({ path: screenshotPath('order-refund-requested-tw-375'), fullPage: true });
      const after = (await (await context.request.get(`/api/orders/${order.orderId}`)).json()).data;
      assert.equal(after.status, 'REQUEST_PARTIAL_CANCELED');
      assert.equal(after.items[0].partialCancel, 'REQUESTED');
    } catch (error) {
      await explained(page, 'refund-request', error);
    } finally {
      await staff.close();
      await context.close();
    }
  });
});

describe("order notifications follow the member's language and their opt-out", () => {
  it('mails "grading complete" in English and Chinese; none once the member turns mail and text messages off in the profile', async () => {
    const english = await signUp('mailen', 'en');
    const taiwanese = await signUp('mailtw', 'tw');
    const en = await openAs(english.email, 1440, 'en');
    const tw = await openAs(taiwanese.email, 375, 'tw');
    const staff = await browser.newContext({ baseURL: apiUrl });
    await logIn(staff.request, operator.email);
    const mailTo = (email: string, subject: string) =>
      // The worker's subscription sends it; a loaded CI machine may take a while.
      waitForMail(apiUrl, email, (m) => m.subject === subject, 30_000);
    try {
      const first = await placeOrder(en.context.request);
      await advanceToGraded(staff.request, en.context.request, first.orderId);
      const mail = await mailTo(english.email, gradedSubject('en', first.orderNumber));
      assert.match(mail.body, /Grading of order .+ is complete/);
      assert.match(mail.body, new RegExp(`/account/order/${first.orderId}`));

      const theirs = await placeOrder(tw.context.request);
      await advanceToGraded(staff.request, tw.context.request, theirs.orderId);
      const chinese = await mailTo(taiwanese.email, gradedSubject('tw', theirs.orderNumber));
      assert.match(chinese.body, /鑑定已完成/);

      // The order page lists what was sent and when, in the page's language.
      await en.page.goto(`/account/order/${first.orderId}`);
      await en.page.getByTestId('order-notifications').filter({ hasText: 'Grading complete' }).waitFor();
      await en.page.screenshot({ path: screenshotPath('order-notifications-en-1440'), fullPage: true });
      await tw.page.goto(`/account/order/${theirs.orderId}`);
      await tw.page.getByTestId('order-notifications').waitFor();
      await tw.page.screenshot({ path: screenshotPath('order-notifications-tw-375'), fullPage: true });

      // The member turns order mails and text messages off on the profile page (an identity-verified
      // member has a proven phone, so text messages go too).
      await en.page.goto('/account/profile');
      for (const setting of ['notifyByMail', 'notifyBySms']) {
        const toggle = en.page.getByTestId(`setting-${setting}`);
        await toggle.waitFor();
        assert.equal(await toggle.getAttribute('aria-checked'), 'true');
        await toggle.click();
        await en.page.waitForFunction(
          (selector) => document.querySelector(selector)?.getAttribute('aria-checked') === 'false',
          `[data-testid=setting-${setting}]`,
        );
      }
      await en.page.screenshot({ path: screenshotPath('profile-mail-off-en-1440'), fullPage: true });
      await en.page.setViewportSize({ width: 375, height: 812 });
      await en.page.screenshot({ path: screenshotPath('profile-mail-off-en-375'), fullPage: true });
      const profile = (await (await en.context.request.get('/api/member/profile')).json()).data;
      assert.equal(profile.notifications.mail, false);
      assert.equal(profile.notifications.sms, false);

      const second = await placeOrder(en.context.request);
      await advanceToGraded(staff.request, en.context.request, second.orderId);
      // The notifier reads the event store in order: once the other member's later order is mailed,
      // the opted-out member's events have been passed over, not merely not reached yet.
      const later = await placeOrder(tw.context.request);
      await advanceToGraded(staff.request, tw.context.request, later.orderId);
      await mailTo(taiwanese.email, gradedSubject('tw', later.orderNumber));
      const inbox = await (
        await fetch(`${apiUrl}/api/dev/mailbox?to=${encodeURIComponent(english.email)}`)
      ).json();
      const aboutSecond = (inbox.data as Array<{ subject: string | null; body: string }>).filter(
        (m) => m.subject?.includes(second.orderNumber) || m.body.includes(second.orderNumber),
      );
      assert.deepEqual(aboutSecond, [], 'no mail about an order graded after opting out');

      await en.page.goto(`/account/order/${second.orderId}`);
      await en.page.getByText('No notification sent yet.').waitFor();
      await en.page.screenshot({ path: screenshotPath('order-no-notifications-en-375'), fullPage: true });
    } catch (error) {
      await explained(en.page, 'notifications', error);
    } finally {
      await staff.close();
      await en.context.close();
      await tw.context.close();
    }
  });
});
