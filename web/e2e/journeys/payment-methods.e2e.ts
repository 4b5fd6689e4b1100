import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath, screenshotsWanted } from '../support/browser';
import { explainFailure } from '../support/failure';
import { call, openAs, placeOrder, waitForRevision, waitForStatus } from '../support/member-api';
import { createMember, databaseUrl } from '../support/order-setup';
import { clickSettled } from '../support/dialog';
import { sql as query } from '../support/database';

// Issue #36: one order paid with each method the checkout offers, through the screen (ko, 1440 px).
// Every method but the card (the sandbox's test-card field) and the virtual account goes through
// the sandbox's played window, as Toss's redirect flow does; a Kakao Pay order is then cancelled on
// its order page and refunded through the wallet by the worker.
let browser: Browser;
let email = '';

// The radio's id on the checkout, the window's heading (null: no window) and what the order records.
const METHODS = [
  ['card', null, 'CARD'],
  ['transfer', '실시간 계좌이체', 'TRANSFER'],
  ['mobile', '휴대폰 결제', 'MOBILE'],
  ['kakaopay', '카카오페이', 'EASY_PAY'],
  ['naverpay', '네이버페이', 'EASY_PAY'],
  ['tosspay', '토스페이', 'EASY_PAY'],
  ['gift-card', '문화상품권', 'GIFT_CARD'],
] as const;

const sql = <T>(text: string, params: unknown[]) => query<T>(databaseUrl, text, params);

const explained = (page: Page, name: string, error: unknown) =>
  explainFailure(page, screenshotPath(`failed-payment-methods-${name}`), error);

/** The complete page, then the order once its detail shows it paid or waiting for the deposit. */
const completed = async (page: Page, request: APIRequestContext, orderId: string) => {
  await page.waitForURL(`**/grading/orderComplete?orderId=${orderId}*`);
  const revision = Number(new URL(page.url()).searchParams.get('revision'));
  if (revision) await waitForRevision(request, orderId, revision);
  for (let tries = 0; ; tries += 1) {
    const order = await call(request, 'GET', `/api/orders/${orderId}`);
    if (order.status !== 'SAVED' || tries >= 40) return order;
    await new Promise((r) => setTimeout(r, 250));
  }
};

describe('paying with every method (sandbox)', () => {
  before(async () => {
    browser = await launchBrowser();
    email = await createMember('methods');
  });
  after(async () => {
    await browser?.close();
  });

  const paidOrders = new Map<string, string>();

  it('pays one order with each window method and the card', async () => {
    const { context, page } = await openAs(browser, email, 1440, 'ko');
    try {
      for (const [id, windowHeading, recorded] of METHODS) {
        const order = await placeOrder(context.request, false);
        await page.goto(`/account/order/${order.orderId}/pay`);
        await page.locator(`#pay-${id}`).check();
        if (screenshotsWanted && id === 'kakaopay')
          await page.screenshot({ path: screenshotPath('payment-methods-ko-1440'), fullPage: true });
        await page.getByTestId('pay').click();
        if (windowHeading) {
          await page.locator('#approve').waitFor();
          assert.equal(await page.locator('#method').textContent(), windowHeading);
          await page.locator('#approve').click();
        }
        const detail = await completed(page, context.request, order.orderId);
        assert.equal(detail.payment?.method, recorded, `${id} is booked as ${recorded}`);
        paidOrders.set(id, order.orderId);
      }
    } catch (error) {
      await explained(page, 'window', error);
    } finally {
      await context.close();
    }
  });

  it('shows the methods at a phone width too (screenshots only)', async (t) => {
    if (!screenshotsWanted) return t.skip('SCREENSHOTS=1 only');
    const { context, page } = await openAs(browser, email, 375, 'ko');
    try {
      const order = await placeOrder(context.request, false);
      await page.goto(`/account/order/${order.orderId}/pay`);
      await page.locator('#pay-naverpay').check();
      await page.screenshot({ path: screenshotPath('payment-methods-ko-375'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('issues a virtual account, and a closed window leaves the order to pay again', async () => {
    const { context, page } = await openAs(browser, email, 1440, 'ko');
    try {
      const order = await placeOrder(context.request, false);
      await page.goto(`/account/order/${order.orderId}/pay`);
      await page.locator('#pay-virtual-account').check();
      await page.getByTestId('pay').click();
      await page.waitForURL(`**/grading/orderComplete?orderId=${order.orderId}*`);
      await waitForStatus(context.request, order.orderId, 'WAITING_FOR_DEPOSIT');

      const mobile = await placeOrder(context.request, false);
      await page.goto(`/account/order/${mobile.orderId}/pay`);
      await page.locator('#pay-mobile').check();
      await page.getByTestId('pay').click();
      await page.locator('#close').click();
      await page.getByTestId('payment-return-reason').waitFor();
      await page.getByTestId('payment-return-pay').click();
      await page.locator('#pay-mobile').check();
      await page.getByTestId('pay').click();
      await page.locator('#approve').click();
      await page.waitForURL(`**/grading/orderComplete?orderId=${mobile.orderId}*`);
    } catch (error) {
      await explained(page, 'va', error);
    } finally {
      await context.close();
    }
  });

  it('refunds a Kakao Pay order cancelled on its page, through the wallet', async () => {
    const orderId = paidOrders.get('kakaopay');
    assert.ok(orderId, 'the Kakao Pay order of the first case');
    const { context, page } = await openAs(browser, email, 1440, 'ko');
    try {
      await page.goto(`/account/order/${orderId}`);
      await page.getByTestId('cancel-open').click();
      // Money goes back to the wallet: no bank account is asked.
      assert.equal(await page.getByTestId('refund-account-number').count(), 0);
      await page.getByTestId('cancel-reason').fill('단순 변심');
      await clickSettled(page.getByTestId('cancel-confirm'));
      await page.getByTestId('cancel-open').waitFor({ state: 'detached' });
      // The worker's refund dispatcher cancels the wallet payment at the provider (the sandbox's books).
      const deadline = Date.now() + 30_000;
      let status = '';
      while (Date.now() < deadline) {
        [{ status } = { status: '' }] = await sql<{ status: string }>(
          `SELECT p.status FROM payment_sandbox.payments p
             JOIN payment_charge_attempt a ON a.provider_order_id = p.order_id
            WHERE a.order_id = $1 AND p.status <> 'READY'`,
          [orderId],
        );
        if (status === 'CANCELED') break;
        await new Promise((r) => setTimeout(r, 500));
      }
      assert.equal(status, 'CANCELED');
    } catch (error) {
      await explained(page, 'refund', error);
    } finally {
      await context.close();
    }
  });
});
