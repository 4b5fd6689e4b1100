import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { call, createAccount } from '../support/api-session';
import { launchBrowser, screenshotPath } from '../support/browser';
import { consoleDetailAt, openConsole, type ConsoleOrderDetail } from '../support/console-setup';
import { apiSession, createMember, pay, placeGradingOrder } from '../support/order-setup';

// Keyboard through the day (issue 34): an operator receives 5 paid orders by typing their numbers
// in receiving mode (keys only, as a barcode scanner types the slip's order no. and Enter), takes an
// order's next step with its key and opens the "?" list of keys; an admin opens the change log after
// changing a banner and finds their own name there. Traditional Chinese at 1280 (en in component tests).
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const operator = { email: `receiving.${run}@example.com`, nickname: `dock${run.slice(-4)}` };
const admin = { email: `changelog.${run}@example.com`, nickname: `chief${run.slice(-4)}` };
const CATCH_UP_MS = 30_000;
let browser: Browser;
let member: APIRequestContext;

/** A paid order whose parcel is on its way (inbound tracking no. given): what receiving waits for. */
const parcelOnItsWay = async (
  staff: APIRequestContext,
): Promise<{ orderId: string; orderNumber: string }> => {
  const orderId = await placeGradingOrder(member);
  await pay(member, orderId, 'CARD');
  const shipped = await call(member, 'POST', `/api/orders/${orderId}/inbound-shipment`, {
    courier: 'CJ',
    trackingNumber: `6${Math.floor(Math.random() * 1e11)}`,
  });
  const detail = (await consoleDetailAt(staff, orderId, shipped.revision)) as ConsoleOrderDetail & {
    orderNumber: string;
  };
  assert.equal(detail.processingStatus, 'SHIPPING_IN');
  return { orderId, orderNumber: detail.orderNumber };
};

const lines = (page: Page) => page.getByTestId('receiving-line');

before(async () => {
  assert.ok(apiUrl, 'run-e2e.mjs starts the api and worker');
  createAccount(operator.email, 'OPERATOR', operator.nickname);
  createAccount(admin.email, 'ADMIN', admin.nickname);
  browser = await launchBrowser();
  member = await apiSession(browser, await createMember('receiving'));
});

after(async () => {
  await browser?.close();
});

describe('keyboard through the day', () => {
  it('receives 5 orders by their numbers, keys only, and lists the keys with "?"', async () => {
    const desk = await openConsole(browser, apiUrl, operator, 1280, 'tw');
    const { page } = desk;
    try {
      const orders = [];
      for (let i = 0; i < 5; i += 1) orders.push(await parcelOnItsWay(desk.context.request));

      await page.goto('/console/receiving');
      const field = page
        .getByTestId('receiving-code')
        .locator('input')
        .or(page.locator('input[data-testid=receiving-code]'));
      await field.first().waitFor();
      // From here on, keys only: the field has the focus when the screen opens.
      let keys = 0;
      const press = async (key: string) => {
        await page.keyboard.press(key);
        keys += 1;
      };
      const scan = async (code: string) => {
        for (const character of code) await press(character);
        await press('Enter');
      };
      // As printed on the slip; a scanner sends the number as it is, the desk may type it in lower case.
      for (const [index, order] of orders.entries())
        await scan(index === 2 ? order.orderNumber.toLowerCase() : order.orderNumber);
      await page.getByTestId('receiving-count').filter({ hasText: '5' }).waitFor({ timeout: CATCH_UP_MS });
      // The same slip again, and a number that is no order's.
      await scan(orders[0]!.orderNumber);
      await scan('G000101-999999');
      await lines(page).nth(6).waitFor({ timeout: CATCH_UP_MS });
      const outcomes = await lines(page).evaluateAll((all) =>
        all.map((line) => line.getAttribute('data-reason')),
      );
      // Newest first.
      assert.deepEqual(outcomes, [
        'notFound',
        'alreadyReceived',
        'received',
        'received',
        'received',
        'received',
        'received',
      ]);
      assert.match((await lines(page).nth(0).textContent()) ?? '', /查無訂單/);
      assert.match((await lines(page).nth(1).textContent()) ?? '', /已收件過/);
      const codes = orders.reduce((sum, order) => sum + order.orderNumber.length + 1, 0);
      console.log(
        `receiving mode: ${keys} keys for 7 numbers (${codes} for the 5 received: the number and Enter)`,
      );
      assert.equal(keys, codes + orders[0]!.orderNumber.length + 1 + 'G000101-999999'.length + 1);
      // The screen's own links lead to each order.
      assert.equal(
        await lines(page).nth(2).locator('a').getAttribute('href'),
        `/console/orders/${orders[4]!.orderId}`,
      );
      for (const order of orders) {
        const detail = await call(desk.context.request, 'GET', `/api/console/orders/${order.orderId}`);
        assert.equal(detail.processingStatus, 'SHIPPING_IN_COMPLETE', order.orderNumber);
      }
      await page.screenshot({ path: screenshotPath('console-receiving-mode-tw-1280') });

      // "?" in the field lists the keys; Esc closes the list and the field takes the next number.
      await press('?');
      const panel = page.getByTestId('shortcuts-panel');
      await panel.waitFor();
      assert.match((await panel.textContent()) ?? '', /進行下一步/);
      await page.screenshot({ path: screenshotPath('console-shortcuts-tw-1280') });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: screenshotPath('console-shortcuts-tw-375') });
      await press('Escape');
      await panel.waitFor({ state: 'detached' });
      await page.screenshot({ path: screenshotPath('console-receiving-mode-tw-375'), fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: screenshotPath('console-receiving-mode-tw-1440') });
      await page.setViewportSize({ width: 1280, height: 900 });

      // The order's next step (into the warehouse) with its key.
      await page.goto(`/console/orders/${orders[0]!.orderId}`);
      await page.locator('[data-testid=order-step][data-step=warehouse]').waitFor({ timeout: CATCH_UP_MS });
      await page.screenshot({ path: screenshotPath('console-order-next-key-tw-1280') });
      await press('n');
      await page
        .getByTestId('order-processing-status')
        .filter({ hasText: '已入庫' })
        .waitFor({ timeout: CATCH_UP_MS });
      console.log(`keys used through receiving and the next step: ${keys}`);
    } catch (error) {
      await page
        .screenshot({ path: screenshotPath('failed-console-receiving'), fullPage: true })
        .catch(() => undefined);
      throw error;
    } finally {
      await desk.context.close();
    }
  });

  it('shows the admin their own banner change, by name, in the change log', async () => {
    const chief = await openConsole(browser, apiUrl, admin, 1280, 'tw');
    const { page } = chief;
    try {
      const title = `Year-end ${run}`;
      const banner = {
        type: 'MAIN',
        deviceType: null,
        title: { ko: `연말 ${run}`, en: title, tw: `年末 ${run}` },
        image: { ko: '/content/main-1.svg' },
        landingUrl: '/submit',
        colorCode: '#1B2A4A',
        status: true,
        startAt: '2026-12-01T00:00:00+09:00',
        endAt: '2026-12-31T23:59:00+09:00',
      };
      const created = await call(chief.context.request, 'POST', '/api/console/content/banners', banner);
      await call(chief.context.request, 'PUT', `/api/console/content/banners/${created.id}`, {
        ...banner,
        status: false,
      });

      await page.goto('/console');
      await page.getByTestId('console-menu').getByText('變更紀錄').click();
      const line = page
        .getByTestId('change-line')
        .filter({ hasText: `年末 ${run}` })
        .first();
      await line.waitFor({ timeout: CATCH_UP_MS });
      assert.equal(await line.getByTestId('change-who').textContent(), `${admin.nickname} (管理員)`);
      const text = (await line.textContent()) ?? '';
      assert.match(text, /修改/);
      assert.match(text, /橫幅/);
      assert.match(text, /變更項目：顯示/);
      assert.equal(await line.getByTestId('change-link').getAttribute('href'), '/console/content/banners');
      await page.screenshot({ path: screenshotPath('console-changes-tw-1280') });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: screenshotPath('console-changes-tw-1440') });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: screenshotPath('console-changes-tw-375'), fullPage: true });
    } catch (error) {
      await page
        .screenshot({ path: screenshotPath('failed-console-changes'), fullPage: true })
        .catch(() => undefined);
      throw error;
    } finally {
      await chief.context.close();
    }
  });
});
