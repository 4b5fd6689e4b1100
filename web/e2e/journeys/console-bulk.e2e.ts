import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { call, createAccount, logIn, uploadCardPhoto } from '../support/api-session';
import { launchBrowser, screenshotPath } from '../support/browser';
import { explainFailure } from '../support/failure';
import { consoleDetailAt, consoleStep, openConsole } from '../support/console-setup';
import { address } from '../support/member-api';

// Issue #34: the queue answers an operator's questions and a bulk step's refusals can be acted on.
// A collector's four parcels: the operator finds them by part of a tracking number, filters them by
// stage (the filter survives a reload), advances a mixed selection, sees the one refusal by its
// order number in words, and retries only that one. Real api and worker (run-e2e.mjs); en at 1280.
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const databaseUrl = process.env.E2E_REAL_DATABASE_URL ?? '';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const collector = { email: `queue.${run}@example.com`, nickname: `queue${run.slice(-4)}` };
const operator = { email: `desk.${run}@example.com`, nickname: `desk${run.slice(-4)}` };
// The four parcels share a run's digits in the middle of their numbers: part of it finds them all.
const middle = String(Math.floor(1e6 + Math.random() * 9e6));
const tracking = (n: number) => `6${middle}0${n}`;
let browser: Browser;

interface Placed {
  orderId: string;
  orderNumber: string;
  revision: number;
}

/** A paid order of two cards whose parcel is on its way (tracking no. entered): SHIPPING_IN. */
const parcelOnItsWay = async (request: APIRequestContext, trackingNumber: string): Promise<Placed> => {
  const photoId = await uploadCardPhoto(request, '#3a6');
  const order = await call(request, 'POST', '/api/orders', {
    submitType: 'GENERAL',
    orderType: 'REG',
    shippingMethod: 'SELF_SHIPPING',
    cardLines: [{ cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: 2, isAuto: false, year: 1998 }],
    photos: [photoId],
    returnAddress: address('집', '서울 강남구 테헤란로 1'),
    agreements: { photosMatchCards: true, terms: true, caution: true, noMinimumGrade: true },
  });
  await call(request, 'POST', `/api/orders/${order.orderId}/payments`, {
    method: 'CARD',
    cardNumber: '4242424242424242',
  });
  const shipped = await call(request, 'POST', `/api/orders/${order.orderId}/inbound-shipment`, {
    courier: 'CJ',
    trackingNumber,
  });
  return { orderId: order.orderId, orderNumber: order.orderNumber, revision: shipped.revision };
};

/** On a failure: a full screenshot and what the screen said, then the failure. */
const explained = (page: Page, name: string, error: unknown) =>
  explainFailure(page, screenshotPath(`failed-${name}`), error, '[role=alert], .ant-alert');

const total = (page: Page, count: number) =>
  page.getByText(`${count} orders`, { exact: true }).waitFor({ timeout: 20_000 });

/** The queue's row of an order shows this stage (the list reads again after every advance). */
const stageShows = (page: Page, orderNumber: string, stage: string) =>
  page
    .locator('tr', { hasText: orderNumber })
    .getByTestId('queue-stage')
    .getByText(stage, { exact: true })
    .first()
    .waitFor({ timeout: 20_000 });

/** The same screen at the widths an operator uses (a desk's monitor, a phone at the shelves). */
const atWidths = async (page: Page, name: string) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.screenshot({ path: screenshotPath(`${name}-en-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

before(async () => {
  assert.ok(apiUrl && databaseUrl, 'run-e2e.mjs starts the api and worker');
  createAccount(collector.email, 'MEMBER', collector.nickname);
  createAccount(operator.email, 'OPERATOR', operator.nickname);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('an operator works a mixed selection from the queue', () => {
  it('finds orders by part of a tracking no., keeps the filter in the address, retries only the refused', async () => {
    const member = await browser.newContext({ baseURL: apiUrl });
    await logIn(member.request, collector.email);
    const { context, page } = await openConsole(browser, apiUrl, operator, 1280, 'en');
    try {
      const orders: Placed[] = [];
      for (let n = 1; n <= 4; n += 1) orders.push(await parcelOnItsWay(member.request, tracking(n)));
      // One of them is received already: its next step is another one.
      const received = await consoleStep(context.request, orders[3]!.orderId)('receive');
      for (const [i, order] of orders.entries())
        await consoleDetailAt(context.request, order.orderId, i === 3 ? received.revision : order.revision);

      await page.goto('/console/orders');
      const search = page.getByTestId('orders-search').locator('input');
      // All seven shared digits: a shorter part also matched other journeys' parcels on the shared api.
      await search.fill(middle);
      await search.press('Enter');
      await total(page, 4);
      for (const order of orders) await page.getByText(order.orderNumber, { exact: true }).waitFor();
      assert.equal(await page.getByText(tracking(2), { exact: true }).count(), 1);
      assert.ok((await page.getByTestId('queue-member').first().innerText()).includes(collector.email));
      await atWidths(page, 'console-queue-search');

      // The stage filter goes into the address: a reload shows the same list, back the one before.
      await page.getByTestId('orders-stage').selectOption('SHIPPING_IN');
      await page.waitForURL(/stage=SHIPPING_IN/);
      await total(page, 3);
      await page.reload();
      await total(page, 3);
      assert.match(page.url(), /q=\d+/);
      await page.goBack();
      await total(page, 4);
      assert.doesNotMatch(page.url(), /stage=/);

      await page.locator('.ant-table-thead .ant-checkbox-input').check();
      await page.getByText('4 selected').waitFor();
      // Only the steps the selection waits for are offered; the order that cannot take it is named.
      assert.match(await page.getByTestId('bulk-step').innerText(), /Received \(3\)/);
      const unable = await page.getByTestId('bulk-unable').innerText();
      assert.match(unable, /1 selected order cannot take “Received”/);
      assert.ok(unable.includes(orders[3]!.orderNumber), unable);

      // Meanwhile the collector changes one order's return address: the list's revision is stale.
      const changed = await call(
        member.request,
        'PUT',
        `/api/orders/${orders[2]!.orderId}/shipping-address`,
        {
          returnAddress: address('회사', '서울 중구 세종대로 110'),
        },
      );
      await consoleDetailAt(context.request, orders[2]!.orderId, changed.revision);

      await page.getByTestId('bulk-advance').click();
      await page.getByTestId('bulk-progress-count').getByText('3/3').waitFor({ timeout: 60_000 });
      assert.equal(await page.getByTestId('bulk-progress-count').innerText(), '3/3 · 2 succeeded · 1 failed');
      const failure = page.getByTestId('bulk-failure');
      assert.equal(await failure.count(), 1);
      assert.equal(
        await failure.innerText(),
        `${orders[2]!.orderNumber}: Changed by someone else after the list was read.`,
      );
      assert.equal(
        await failure.getByRole('link').getAttribute('href'),
        `/console/orders/${orders[2]!.orderId}`,
      );
      // The bar loads with the first run (a lazy chunk): waited for, not counted at once.
      await page.locator('.ant-progress-status-exception').waitFor();
      assert.equal(await page.locator('.ant-progress-status-exception').count(), 1);
      // The counts and rows follow the advance: two orders received, one still shipping in.
      await stageShows(page, orders[0]!.orderNumber, 'Received');
      await atWidths(page, 'console-bulk-refused');

      await page.getByTestId('bulk-retry').click();
      await page
        .getByTestId('bulk-progress-count')
        .getByText('1/1 · 1 succeeded')
        .waitFor({ timeout: 30_000 });
      assert.equal(await page.getByTestId('bulk-failure').count(), 0);
      await stageShows(page, orders[2]!.orderNumber, 'Received');
      await page.screenshot({ path: screenshotPath('console-bulk-retried-en-1280'), fullPage: true });
    } catch (error) {
      await explained(page, 'console-bulk', error);
    } finally {
      await member.close();
      await context.close();
    }
  });
});
