import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  logInOnPage,
  openPage as openPageIn,
  screenshotPath,
  screenshotsWanted,
} from '../support/browser';
import { insertAmountCoupon, insertVerifiedAccount, sql } from '../support/database';
import { MEMBER_PASSWORD, XHR } from '../support/members';
import { fillOneCardGeneralOrder } from '../support/submission-steps';
import { apiUrl, databaseUrl } from '../support/real-api-env';

// Issue #31: one order, many payment attempts. A declined sandbox card leaves the order placed and
// awaiting payment with its coupon held; the member sees why, and pays the SAME order again: from the
// form with a good card, from /account/order/:id after leaving the form, or by virtual account.
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const files = mkdtempSync(join(tmpdir(), 'slabworks-payment-retry-e2e-'));
const DECLINED = '4000 0000 0000 0002';
const INSUFFICIENT = '4000 0000 0000 9995';
const APPROVED = '4242 4242 4242 4242';
type Lang = 'ko' | 'en' | 'tw';
let browser: Browser;
let adminId = '';

async function createAccount(label: string, role: 'MEMBER' | 'ADMIN'): Promise<string> {
  const email = `pay.${label}.${run}@example.com`;
  const nickname = `결제${label}${run.slice(-5)}`.slice(0, 20);
  const id = await insertVerifiedAccount(databaseUrl, { email, nickname, role, password: MEMBER_PASSWORD });
  if (role === 'ADMIN') adminId = id;
  return email;
}

/** 3,000 won off any general order of 10,000 or more: one per member journey. */
async function createCoupon(label: string): Promise<string> {
  const code = `RETRY-${label}-${run}`.toUpperCase().slice(0, 32);
  await insertAmountCoupon(databaseUrl, {
    code,
    name: '재결제 쿠폰',
    krwOff: 3000,
    krwMinimum: 10000,
    createdBy: adminId,
  });
  return code;
}

const openPage = (width: number) => openPageIn(browser, apiUrl, width);

/** Logs in (at 1440, where the header's language switcher is), picks the language, registers the coupon. */
const startAs = async (page: Page, email: string, lang: Lang, coupon: string) => {
  await logInOnPage(page, '/account/coupons', email, MEMBER_PASSWORD);
  if (lang !== 'ko') await page.selectOption('[data-testid=language-switcher]', lang);
  const registered = await page.request.post('/api/member/coupons', { data: { code: coupon }, headers: XHR });
  assert.ok(registered.ok(), `coupon ${coupon}: ${registered.status()} ${await registered.text()}`);
};

const fillOrder = async (page: Page, coupon: string) => {
  await fillOneCardGeneralOrder(page, files);
  await page.getByTestId(`coupon-option-${coupon}`).waitFor();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid=quote-total]')?.textContent?.includes('19,800'),
  );
  await page.getByTestId(`coupon-option-${coupon}`).check();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid=quote-total]')?.textContent?.includes('16,800'),
  );
};

const payWithCard = async (page: Page, card: string) => {
  await page.locator('#card-number').fill(card);
  await page.getByTestId('pay').click();
};

const reasonOf = async (page: Page) => {
  await page.getByTestId('payment-failure').waitFor();
  return (await page.getByTestId('payment-failure-reason').textContent()) ?? '';
};

// Each width is a re-layout of the page: paid only when the pictures are kept.
const shoot = async (page: Page, name: string, widths: number[]) => {
  if (!screenshotsWanted) return;
  const { width, height } = page.viewportSize()!;
  for (const w of widths) {
    await page.setViewportSize({ width: w, height: w < 500 ? 812 : 900 });
    await page.screenshot({ path: screenshotPath(`payment-retry-${name}-${w}`), fullPage: true });
  }
  await page.setViewportSize({ width, height });
};

/** The member has exactly one order, and the coupon is spent once: on it. */
const assertOneOrderOneCouponUse = async (page: Page, coupon: string, orderId: string) => {
  const orders = (await (await page.request.get('/api/orders?tab=all', { headers: XHR })).json()).data;
  assert.deepEqual(
    orders.items.map((o: { orderId: string }) => o.orderId),
    [orderId],
    'the member has one order',
  );
  const coupons = (await (await page.request.get('/api/member/coupons', { headers: XHR })).json()).data;
  const mine = coupons.filter((c: { code: string }) => c.code === coupon);
  assert.equal(mine.length, 1);
  assert.equal(mine[0].tab, 'used');
  assert.equal(mine[0].usedOrderId, orderId);
  const [uses] = await sql<{ n: number }>(
    databaseUrl,
    `SELECT count(*)::int AS n FROM member_coupons mc JOIN coupons c ON c.id = mc.coupon_id
      WHERE c.code = $1 AND mc.order_id IS NOT NULL`,
    [coupon],
  );
  assert.equal(uses!.n, 1, 'the coupon is spent once');
  const order = (await (await page.request.get(`/api/orders/${orderId}`, { headers: XHR })).json()).data;
  assert.equal(order.amounts.discount.amount, 3000);
  return order;
};

/**
 * A member and an amount coupon of their own (named for `label`), logged in on a page at 1440 px
 * in `lang` with the coupon registered (startAs). On a failure, a screenshot
 * (failed-payment-retry-<label>); the page's context is closed either way.
 */
const asCouponHolder = async (
  label: string,
  lang: Lang,
  journey: (page: Page, coupon: string) => Promise<void>,
) => {
  const email = await createAccount(label, 'MEMBER');
  const coupon = await createCoupon(label);
  const { context, page } = await openPage(1440);
  try {
    await startAs(page, email, lang, coupon);
    await journey(page, coupon);
  } catch (error) {
    await page.screenshot({ path: screenshotPath(`failed-payment-retry-${label}`), fullPage: true });
    throw error;
  } finally {
    await context.close();
  }
};

const placedOrderId = async (page: Page) => {
  const href = (await page.getByTestId('placed-order-link').getAttribute('href')) ?? '';
  const id = href.split('/').at(-1) ?? '';
  assert.ok(id, 'the placed order is linked');
  return id;
};

describe('one order, many payment attempts (issue #31)', () => {
  before(async () => {
    assert.ok(apiUrl && databaseUrl, 'run through npm run test:e2e (real api)');
    browser = await launchBrowser();
    await createAccount('admin', 'ADMIN');
  });
  after(async () => {
    await browser?.close();
  });

  it('ko at 1440: a declined card says why, keeps the form, and the good card pays the SAME order', async () => {
    await asCouponHolder('ko', 'ko', async (page, coupon) => {
      await fillOrder(page, coupon);

      await payWithCard(page, DECLINED);
      assert.equal(await reasonOf(page), '카드사에서 결제를 거절했습니다.');
      const orderId = await placedOrderId(page);
      // Every field is kept; the order's own are fixed, the payment step is not.
      assert.equal(await page.locator('#line-0-player').inputValue(), 'Pikachu');
      assert.equal(await page.locator('#line-0-player').isDisabled(), true);
      assert.equal(await page.getByTestId(`coupon-option-${coupon}`).isChecked(), true);
      assert.equal(await page.locator('#card-number').inputValue(), DECLINED);
      assert.equal(await page.locator('#card-number').isDisabled(), false);
      assert.match((await page.getByTestId('pay').textContent()) ?? '', /16,800/);
      await shoot(page, 'declined-ko', [1440, 375]);

      // Pressing pay again unchanged is one more attempt on the same order: declined again, nothing new.
      await page.getByTestId('pay').click();
      await page.getByTestId('payment-failure').waitFor();
      assert.equal(await placedOrderId(page), orderId);

      // The good card (a form change) pays the same order.
      await payWithCard(page, APPROVED);
      await page.waitForURL(`**/grading/orderComplete?orderId=${orderId}*`);
      await page.waitForFunction(
        () => document.querySelector('[data-testid=payment-state]')?.textContent === '결제 완료',
      );
      const order = await assertOneOrderOneCouponUse(page, coupon, orderId);
      assert.equal(order.amounts.paidAmount, 16_800);
      await shoot(page, 'paid-ko', [1440]);
    });
  });

  it('en at 375: after leaving the form, /account/order/:id and the complete page offer to pay the same order', async () => {
    await asCouponHolder('en', 'en', async (page, coupon) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await fillOrder(page, coupon);
      await payWithCard(page, DECLINED);
      assert.equal(await reasonOf(page), 'Your card was declined by the card company.');
      const orderId = await placedOrderId(page);
      await shoot(page, 'declined-en', [375]);

      // The member leaves the form. While unpaid, the wallet holds the coupon for the order.
      await page.goto('/account/coupons?tab=used');
      await page.getByTestId('coupon').filter({ hasText: coupon }).waitFor();
      await shoot(page, 'wallet-held-en', [375]);

      await page.goto(`/grading/orderComplete?orderId=${orderId}`);
      await page.getByTestId('complete-pay').waitFor();
      await shoot(page, 'complete-pay-en', [375, 1440]);

      await page.goto(`/account/order/${orderId}`);
      await page.getByTestId('order-pay').waitFor({ timeout: 15_000 });
      await shoot(page, 'order-pay-en', [375, 1440]);
      await page.getByTestId('order-pay').click();
      await page.waitForURL(`**/account/order/${orderId}/pay`);
      await page.getByTestId('order-payment-form').waitFor();
      await page.locator('#card-number').waitFor();

      await payWithCard(page, INSUFFICIENT);
      assert.equal(await reasonOf(page), 'The payment did not go through: insufficient funds.');
      await shoot(page, 'pay-page-insufficient-en', [375, 1440]);

      await payWithCard(page, APPROVED);
      await page.waitForURL(`**/grading/orderComplete?orderId=${orderId}*`);
      await page.waitForFunction(
        () => document.querySelector('[data-testid=payment-state]')?.textContent === 'Paid',
      );
      assert.equal(await page.getByTestId('complete-pay').count(), 0);
      await assertOneOrderOneCouponUse(page, coupon, orderId);

      await page.goto(`/account/order/${orderId}`);
      await page.getByTestId('order-detail').waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid=order-pay]'));
    });
  });

  it('tw: a declined card, then a switch to a virtual account on the same order', async () => {
    await asCouponHolder('tw', 'tw', async (page, coupon) => {
      await fillOrder(page, coupon);
      await payWithCard(page, DECLINED);
      assert.equal(await reasonOf(page), '發卡機構拒絕了這筆付款。');
      const orderId = await placedOrderId(page);
      await shoot(page, 'declined-tw', [1440, 375]);

      await page.locator('#pay-virtual-account').check();
      await page.getByTestId('pay').click();
      await page.waitForURL(`**/grading/orderComplete?orderId=${orderId}*`);
      await page.waitForFunction(
        () => document.querySelector('[data-testid=payment-state]')?.textContent === '等待入帳',
      );
      const order = await assertOneOrderOneCouponUse(page, coupon, orderId);
      assert.equal(order.status, 'WAITING_FOR_DEPOSIT');
      assert.equal(order.virtualAccount.amount, 16_800);
      await shoot(page, 'virtual-account-tw', [1440, 375]);

      // The pay page in tw, for an order that can no longer be paid by card (a deposit awaits).
      await page.goto(`/account/order/${orderId}/pay`);
      await page.getByTestId('order-not-payable').waitFor();
      await shoot(page, 'pay-page-not-payable-tw', [375]);
    });
  });

  // Runs last: it moves the worker's deadline clock (TEST_CLOCK, POST /api/dev/clock), and puts it back.
  it('ko at 1440: an unpaid card order expires (test clock) and its coupon is back in the wallet', async () => {
    await asCouponHolder('expiry', 'ko', async (page, coupon) => {
      const clock = (advanceHours: number) =>
        page.request.post('/api/dev/clock', { data: { advanceHours }, headers: XHR });
      // The worker's clock is put back whether the journey passes or fails.
      try {
        await fillOrder(page, coupon);
        // Placed with the coupon; the card is declined and the member never pays.
        await payWithCard(page, DECLINED);
        await page.getByTestId('payment-failure').waitFor();
        const orderId = await placedOrderId(page);
        const held = (await (await page.request.get('/api/member/coupons', { headers: XHR })).json()).data;
        assert.equal(
          held.find((c: { code: string }) => c.code === coupon)?.tab,
          'used',
          'held for the order',
        );

        // A day and an hour later (UNPAID_ORDER_HOURS is 24): the worker's sweep expires it.
        const moved = await clock(25);
        assert.ok(moved.ok(), `dev clock: ${moved.status()} ${await moved.text()}`);
        await page.goto(`/account/order/${orderId}`);
        await page.getByTestId('order-detail').waitFor();
        for (let tries = 0; (await page.getByTestId('order-cancelled').count()) === 0; tries += 1) {
          assert.ok(tries < 30, 'the unpaid order expired within 30 s');
          await page.waitForTimeout(1000);
          await page.reload();
          await page.getByTestId('order-detail').waitFor();
        }
        const order = (await (await page.request.get(`/api/orders/${orderId}`, { headers: XHR })).json())
          .data;
        assert.equal(order.status, 'DEADLINE_EXPIRED');
        assert.equal(order.displayStage, 'CANCELLED');
        assert.deepEqual(order.allowedActions.includes('PAY'), false);
        assert.equal(await page.getByTestId('order-pay').count(), 0);
        await shoot(page, 'expired-order-ko', [1440]);

        // The coupon is usable again, in the wallet's first tab.
        await page.goto('/account/coupons');
        const ticket = page.getByTestId('coupon').filter({ hasText: coupon });
        await ticket.waitFor();
        const wallet = (await (await page.request.get('/api/member/coupons', { headers: XHR })).json()).data;
        const mine = wallet.find((c: { code: string }) => c.code === coupon);
        assert.equal(mine?.tab, 'usable', 'the coupon is back');
        assert.equal(mine?.usedOrderId ?? null, null);
        await shoot(page, 'expired-wallet-ko', [1440]);
      } finally {
        await clock(0).catch(() => undefined);
      }
    });
  });
});
