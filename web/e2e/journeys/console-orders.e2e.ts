import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { call, createAccount, logIn, runAccount, uploadCardPhoto, type Role } from '../support/api-session';
import { launchBrowser, screenshotPath } from '../support/browser';
import { explainFailure } from '../support/failure';
import { consoleStep, receiveIntoWarehouse, openConsole as openStaffConsole } from '../support/console-setup';
import { gradingBody, waitForRevision } from '../support/member-api';
import { clickSettled } from '../support/dialog';
import { returnAddress } from '../support/order-setup';

// Operators working orders in the console against the real api and worker (run-e2e.mjs): the order
// screen from receipt to delivery, two operators on one order, receiving mode, bulk advance of 50.
// Collectors place and pay their orders through the api; the staff work only in the browser.
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const databaseUrl = process.env.E2E_REAL_DATABASE_URL ?? '';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
type Language = 'ko' | 'en' | 'tw';
const account = (tag: string, role: Role) => runAccount(run, tag, role);
const collector = account('collector', 'MEMBER');
const bulkCollector = account('bulk', 'MEMBER');
const anna = account('anna', 'OPERATOR');
const ben = account('ben', 'OPERATOR');
let browser: Browser;

/** A collector's api session (no page): places and pays orders as the web app would. */
const collectorSession = async (email: string) => {
  const context = await browser.newContext({ baseURL: apiUrl });
  await logIn(context.request, email);
  /** A paid order of two cards whose parcel is on its way (tracking no. entered): SHIPPING_IN. */
  const parcelOnItsWay = async (trackingNumber: string) => {
    // An upload belongs to one placed order: each order its own photo.
    const photoId = await uploadCardPhoto(context.request, '#36c');
    const order = await call(context.request, 'POST', '/api/orders', gradingBody(photoId, returnAddress));
    await call(context.request, 'POST', `/api/orders/${order.orderId}/payments`, {
      method: 'CARD',
      cardNumber: '4242424242424242',
    });
    const shipped = await call(context.request, 'POST', `/api/orders/${order.orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber,
    });
    return { ...order, shippedRevision: shipped.revision } as {
      orderId: string;
      orderNumber: string;
      shippedRevision: number;
    };
  };
  /**
   * The queue, receiving mode and bulk advance find orders by the read model's state (they are not
   * live): wait until it has the parcel on its way. The order screen needs no wait: it catches up.
   */
  const listed = (order: { orderId: string; shippedRevision: number }) =>
    waitForRevision(context.request, order.orderId, order.shippedRevision);
  return { context, parcelOnItsWay, listed };
};

const openConsole = (who: { email: string }, width: number, language: Language) =>
  openStaffConsole(browser, apiUrl, who, width, language);

// The order screen follows the read model live: an order just written through the api shows once
// the worker has projected it (seconds; up to half a minute on a loaded CI machine).
const CATCH_UP_MS = 30_000;

/** Waits until the order screen shows this processing status (the tag under the order number). */
const statusIs = (page: Page, text: string) =>
  page.getByTestId('order-processing-status').filter({ hasText: text }).waitFor({ timeout: CATCH_UP_MS });

/** The step button the screen offers now (it changes live when someone else moves the order). */
const stepButton = (page: Page, step: string) =>
  page.locator(`[data-testid=order-step][data-step="${step}"]`);

/** The one-button step the screen offers now: checks its name, then takes it. */
const takeStep = async (page: Page, step: string) => {
  const button = stepButton(page, step);
  await button.waitFor({ timeout: CATCH_UP_MS });
  await button.click();
};

/** On a failure: a full screenshot and what the screen said, then the failure. */
const explained = (page: Page, name: string, error: unknown) =>
  explainFailure(page, screenshotPath(`failed-${name}`), error, '[role=alert], .ant-form-item-explain-error');

/** antd's search box puts the test id on its wrapper: type into its input and press Enter. */
const searchIn = async (page: Page, testId: string, text: string) => {
  const input = page.getByTestId(testId).locator('input');
  await input.fill(text);
  await input.press('Enter');
};

const trackingNo = () => `7${Math.floor(Math.random() * 1e11)}`;

before(async () => {
  assert.ok(apiUrl && databaseUrl, 'run-e2e.mjs starts the api and worker');
  for (const who of [collector, bulkCollector, anna, ben]) createAccount(who.email, who.role, who.nickname);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('operators work orders in the console', () => {
  it('takes one order from receipt to delivered on the order screen, scoring each card', async () => {
    const member = await collectorSession(collector.email);
    const { context, page } = await openConsole(anna, 1440, 'ko');
    try {
      const order = await member.parcelOnItsWay(trackingNo());
      await member.listed(order); // found through the queue's search
      await page.goto('/console/orders');
      await searchIn(page, 'orders-search', order.orderNumber);
      await page.getByTestId('queue-order-link').filter({ hasText: order.orderNumber }).click();
      await page.getByTestId('console-order').waitFor();
      await statusIs(page, '입고 배송 중');
      await page.screenshot({ path: screenshotPath('console-order-shipping-in-ko-1440'), fullPage: true });

      await takeStep(page, 'receive');
      await statusIs(page, '입고 완료');
      await takeStep(page, 'warehouse');
      await statusIs(page, '창고 입고');

      // Correspondence: both cards OK (the default); then VSC and defects.
      await page.getByTestId('correspondence-item').nth(1).waitFor();
      await page.screenshot({ path: screenshotPath('console-order-correspondence-ko-1440'), fullPage: true });
      await page.getByTestId('correspondence-submit').click();
      await statusIs(page, '대조 확인');
      await takeStep(page, 'vsc-check');
      await statusIs(page, 'VSC');
      await takeStep(page, 'defect-check');
      await statusIs(page, '결함 확인');

      // The scoring desk by keyboard: a grade off the scale is refused at its card; "8." completes to
      // 8.5; no certification no. typed, so the api gives them in sequence; Ctrl+Enter saves both.
      const cards = page.getByTestId('score-item');
      await cards.nth(1).waitFor();
      const first = cards.nth(0);
      await first.getByTestId('score-grade').focus();
      await page.keyboard.type('9.5');
      await page.keyboard.press('Enter');
      await first.locator('.ant-form-item-explain-error').waitFor();
      await page.screenshot({ path: screenshotPath('console-order-score-refused-ko-1440'), fullPage: true });
      await first.getByTestId('score-grade').fill('9');
      await page.keyboard.press('Enter');
      await page.keyboard.type('8.');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+Enter');
      // One save closes scoring.
      await statusIs(page, '채점 완료');
      await page.screenshot({ path: screenshotPath('console-order-scored-ko-1440'), fullPage: true });

      await takeStep(page, 'casing');
      await statusIs(page, '케이싱');
      await takeStep(page, 'release');
      await statusIs(page, '창고 출고');

      // Ship out: an over-long tracking no. is a field error; then the real one.
      await page.getByTestId('ship-out-courier').selectOption('CJ');
      await page.getByTestId('ship-out-tracking').fill('9'.repeat(201));
      await page.getByTestId('ship-out-submit').click();
      await page.getByTestId('ship-out-form').locator('.ant-form-item-explain-error').first().waitFor();
      await page.getByTestId('ship-out-tracking').fill('998877665544');
      await page.getByTestId('ship-out-submit').click();
      await statusIs(page, '출고 배송 중');

      // The collector's own api detail now shows both grades.
      const seen = await call(member.context.request, 'GET', `/api/orders/${order.orderId}`);
      assert.deepEqual(
        seen.items.map((item: { grade: unknown }) => item.grade).sort(),
        [8.5, 9],
        'grades visible to the collector at SHIPPING_OUT',
      );

      await page.getByTestId('order-note-text').fill('고객 요청: 포장 두 겹');
      await page.getByTestId('order-note-add').click();
      await page.getByTestId('order-notes').getByText('고객 요청: 포장 두 겹').waitFor();

      await takeStep(page, 'deliver');
      await statusIs(page, '배송 완료');
      await page.getByTestId('order-no-step').waitFor();
      // The history names who took the steps.
      await page.getByTestId('order-history').getByText(anna.nickname).first().waitFor();
      assert.ok((await page.getByTestId('order-history').locator('.ant-timeline-item').count()) >= 14);
      await page.screenshot({ path: screenshotPath('console-order-delivered-ko-1440'), fullPage: true });
    } catch (error) {
      await explained(page, 'console-order-journey', error);
    } finally {
      await member.context.close();
      await context.close();
    }
  });

  it('shows the collector an ungradable card with the reason and the evidence photo the operator took', async () => {
    const member = await collectorSession(collector.email);
    const { context, page } = await openConsole(anna, 1440, 'ko');
    const collectorView = await openConsole(collector, 375, 'en');
    try {
      const order = await member.parcelOnItsWay(trackingNo());
      const step = consoleStep(context.request, order.orderId);
      await receiveIntoWarehouse(context.request, order.orderId);
      await page.goto(`/console/orders/${order.orderId}`);
      const second = page.getByTestId('correspondence-item').nth(1);
      await second.waitFor({ timeout: CATCH_UP_MS });
      await second.getByTestId('correspondence-result').click();
      await page.keyboard.type('B3');
      await page.keyboard.press('Enter');
      await second.getByTestId('correspondence-result').getByText('감정 불가 B3').waitFor();
      await second.getByTestId('correspondence-reason').fill('카드 모서리 재단 흔적');
      await second.locator('input[type=file]').setInputFiles({
        name: 'evidence.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#963' } })
          .jpeg()
          .toBuffer(),
      });
      await second.getByText('사진 첨부됨').waitFor({ timeout: 15_000 });
      await page.screenshot({ path: screenshotPath('console-order-evidence-ko-1440'), fullPage: true });
      await page.getByTestId('correspondence-submit').click();
      await statusIs(page, '대조 확인');

      // The rest through the api: only the gradable card is scored, then it ships.
      await step('vsc-check');
      await step('defect-check');
      const detail = await call(context.request, 'GET', `/api/console/orders/${order.orderId}`);
      const gradable = detail.state.items[0].itemId;
      await step('score', {
        itemId: gradable,
        grade: 9,
        certificationNumber: String(8_900_000 + Math.floor(Math.random() * 99_999)),
      });
      await step('casing');
      await step('release');
      await step('ship-out', { courier: 'CJ', trackingNumber: '998877665500' });

      const { page: mine } = collectorView;
      await mine.goto(`/account/order/${order.orderId}`);
      const check = mine.getByTestId('item-check').filter({ hasText: 'Ungradable B3' });
      await check.waitFor({ timeout: 20_000 });
      await check.getByText('카드 모서리 재단 흔적').waitFor();
      const photo = check.locator('img');
      await photo.waitFor();
      await mine.waitForFunction(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        await photo.elementHandle(),
      );
      await mine.screenshot({ path: screenshotPath('order-evidence-en-375'), fullPage: true });
    } catch (error) {
      await explained(page, 'console-evidence-journey', error);
    } finally {
      await member.context.close();
      await context.close();
      await collectorView.context.close();
    }
  });

  it('cancels an ungradable card after previewing its refund, then completes the partial cancel', async () => {
    const member = await collectorSession(collector.email);
    const { context, page } = await openConsole(anna, 1280, 'en');
    try {
      const order = await member.parcelOnItsWay(trackingNo());
      const step = consoleStep(context.request, order.orderId);
      const detail = await receiveIntoWarehouse(context.request, order.orderId);
      const [ok, bad] = detail.state.items;
      await step('correspondence-check', {
        results: [
          { itemId: ok!.itemId, result: 'OK' },
          { itemId: bad!.itemId, result: 'UNGRADABLE_B2', reason: 'Trimmed edges' },
        ],
      });
      await page.goto(`/console/orders/${order.orderId}`);
      const panel = page.getByTestId('partial-cancel');
      await panel.getByRole('checkbox').first().waitFor({ timeout: CATCH_UP_MS });
      assert.equal(await panel.getByRole('checkbox').count(), 1, 'only the ungradable card is offered');
      await panel.getByRole('checkbox').first().check();
      await panel.getByRole('button', { name: 'Preview the refund' }).click();
      // The reason is required: refused at the field, nothing previewed.
      await panel.locator('.ant-alert-error').waitFor();
      await panel.getByLabel('Reason (the member sees it)').fill('Trimmed card: not gradable');
      await panel.getByRole('button', { name: 'Preview the refund' }).click();
      const refund = panel.getByTestId('partial-cancel-preview');
      await refund.waitFor();
      assert.match(
        (await refund.textContent()) ?? '',
        new RegExp(`Refund: ${bad!.price.toLocaleString('en-US')}`),
      );
      await page.screenshot({
        path: screenshotPath('console-partial-cancel-preview-en-1280'),
        fullPage: true,
      });
      await clickSettled(panel.getByTestId('partial-cancel-confirm'));
      await page.getByTestId('partial-cancel-complete').waitFor({ timeout: CATCH_UP_MS });
      await page.getByTestId('partial-cancel-complete').click();
      await page.getByText('No ungradable card to cancel.').waitFor({ timeout: CATCH_UP_MS });
      await page.getByTestId('order-history').getByText('Partial cancel completed').waitFor();
      // The money's reasons in words, not codes: the payment was by card.
      await page
        .getByTestId('order-ledger')
        .getByTestId('ledger-reason')
        .getByText('Card', { exact: true })
        .waitFor();
      await page.screenshot({ path: screenshotPath('console-partial-cancel-done-en-1280'), fullPage: true });
    } catch (error) {
      await explained(page, 'console-partial-cancel', error);
    } finally {
      await member.context.close();
      await context.close();
    }
  });

  it('shows each of two operators on one order what the other did, live; a step on a stale screen is refused and works after reload', async () => {
    const member = await collectorSession(collector.email);
    const first = await openConsole(anna, 1440, 'en');
    const second = await openConsole(ben, 375, 'en');
    try {
      const order = await member.parcelOnItsWay(trackingNo());
      for (const { page } of [first, second]) {
        await page.goto(`/console/orders/${order.orderId}`);
        await stepButton(page, 'receive').waitFor({ timeout: CATCH_UP_MS });
      }
      const noticeOf = (page: Page) => page.getByTestId('order-live-change');
      const note = second.page.getByTestId('order-note-text');
      await note.fill('Parcel box dented');

      // Anna receives the parcel: Ben's screen follows without a reload (the next step, who did
      // what), and what he typed stays. Anna's own step is no news to her.
      await takeStep(first.page, 'receive');
      await statusIs(first.page, 'Received');
      await stepButton(second.page, 'warehouse').waitFor({ timeout: CATCH_UP_MS });
      await statusIs(second.page, 'Received');
      assert.equal(await stepButton(second.page, 'receive').count(), 0);
      await noticeOf(second.page).getByText(`Received — ${anna.nickname} (Operator)`).waitFor();
      await noticeOf(second.page).getByText('Someone else changed this order').waitFor();
      assert.equal(await note.inputValue(), 'Parcel box dented');
      assert.equal(await noticeOf(first.page).count(), 0);
      await second.page.screenshot({ path: screenshotPath('console-order-live-en-375'), fullPage: true });
      await noticeOf(second.page).getByRole('button', { name: 'Close' }).click();
      await noticeOf(second.page).waitFor({ state: 'detached' });

      // Ben's screen has not caught up yet (its reads of the order held back, as on a slow line)
      // when Anna warehouses the parcel: his "Warehoused" is refused with who did what.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const detail = (url: URL) => url.pathname === `/api/console/orders/${order.orderId}`;
      await second.page.route(detail, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await takeStep(first.page, 'warehouse');
      await statusIs(first.page, 'In warehouse');
      await takeStep(second.page, 'warehouse');
      const conflict = second.page.getByTestId('order-conflict');
      await conflict.waitFor();
      await conflict.getByText('Someone else changed this order').waitFor();
      await conflict.getByText(`Warehoused — ${anna.nickname} (Operator)`).waitFor();
      await second.page.screenshot({ path: screenshotPath('console-order-conflict-en-375'), fullPage: true });
      release();
      await second.page.unroute(detail);

      await second.page.getByTestId('order-conflict-reload').click();
      await statusIs(second.page, 'In warehouse');
      assert.equal(await conflict.count(), 0);
      // The conflict told him already: no notice repeats it. What Ben typed is still there.
      assert.equal(await noticeOf(second.page).count(), 0);
      assert.equal(await note.inputValue(), 'Parcel box dented');
      await second.page.getByTestId('correspondence-submit').click();
      await statusIs(second.page, 'Correspondence checked');
      await second.page.screenshot({
        path: screenshotPath('console-order-after-reload-en-375'),
        fullPage: true,
      });

      // And Anna's screen follows Ben's check.
      await stepButton(first.page, 'vsc-check').waitFor({ timeout: CATCH_UP_MS });
      await noticeOf(first.page).getByText(`Correspondence checked — ${ben.nickname} (Operator)`).waitFor();
      await first.page.screenshot({ path: screenshotPath('console-order-live-en-1440'), fullPage: true });
    } catch (error) {
      await explained(second.page, 'console-order-conflict', error);
    } finally {
      await member.context.close();
      await first.context.close();
      await second.context.close();
    }
  });

  it('receives parcels by scanning their tracking or order no. (receiving mode)', async () => {
    const member = await collectorSession(collector.email);
    const { context, page } = await openConsole(anna, 1440, 'tw');
    try {
      const byTracking = trackingNo();
      const one = await member.parcelOnItsWay(byTracking);
      const two = await member.parcelOnItsWay(trackingNo());
      // Receiving finds an order by the read model's tracking no. and state.
      for (const order of [one, two]) await member.listed(order);
      await page.goto('/console/receiving');
      const code = page.getByTestId('receiving-code').locator('input');
      await code.waitFor();
      await page.getByText('收件作業', { exact: true }).first().waitFor();
      await code.fill(byTracking);
      await code.press('Enter');
      await page.locator('[data-testid=receiving-line][data-outcome=received]').first().waitFor();
      await code.fill(two.orderNumber);
      await code.press('Enter');
      await page.getByTestId('receiving-count').getByText('2').waitFor();
      // Scanning one again: it no longer waits for its parcel.
      await code.fill(one.orderNumber);
      await code.press('Enter');
      await page.locator('[data-testid=receiving-line][data-outcome=notWaiting]').waitFor();
      await code.fill('NO-SUCH-ORDER');
      await code.press('Enter');
      await page.locator('[data-testid=receiving-line][data-outcome=notFound]').waitFor();
      await page.screenshot({ path: screenshotPath('console-receiving-tw-1440'), fullPage: true });
      const detail = await call(context.request, 'GET', `/api/console/orders/${one.orderId}`);
      assert.equal(detail.processingStatus, 'SHIPPING_IN_COMPLETE');
    } catch (error) {
      await explained(page, 'console-receiving', error);
    } finally {
      await member.context.close();
      await context.close();
    }
  });

  it('advances 50 selected orders one step with the progress bar reaching 50/50', async () => {
    const member = await collectorSession(bulkCollector.email);
    const { context, page } = await openConsole(anna, 1440, 'ko');
    try {
      // The 50 orders are the setting, not the path: placed five at a time, as five collectors would.
      for (let i = 0; i < 50; i += 5)
        await Promise.all(
          Array.from({ length: 5 }, async () => member.listed(await member.parcelOnItsWay(trackingNo()))),
        );
      await page.goto('/console/orders');
      await searchIn(page, 'orders-member', bulkCollector.email);
      await page.getByText('전체 50건').waitFor({ timeout: 15_000 });
      await page.locator('.ant-table-thead .ant-checkbox-input').check();
      await page.getByText('50건 선택').waitFor();
      await page.getByTestId('bulk-advance').click();
      await page.getByTestId('bulk-progress-count').getByText('50/50').waitFor({ timeout: 60_000 });
      assert.match(await page.getByTestId('bulk-progress-count').innerText(), /50\/50 · 50/);
      await page.screenshot({ path: screenshotPath('console-bulk-50-ko-1440'), fullPage: true });
    } catch (error) {
      await explained(page, 'console-bulk', error);
    } finally {
      await member.context.close();
      await context.close();
    }
  });
});
