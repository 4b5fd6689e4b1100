import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { call, createAccount, logIn, uploadCardPhoto, type Role } from '../support/api-session';
import { downloadedBytes, launchBrowser, openPage, screenshotPath } from '../support/browser';
import { receiveAndGrade } from '../support/console-setup';
import { gradingBody } from '../support/member-api';

// The auditor console against the real api and worker (run-e2e.mjs): an order is placed, paid and
// graded through the api; the auditor finds it, steps through its history, exports and verifies.
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const databaseUrl = process.env.E2E_REAL_DATABASE_URL ?? '';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const account = (role: Role) => ({ email: `${role.toLowerCase()}.audit.${run}@example.com`, role });
const member = account('MEMBER');
const operator = account('OPERATOR');
const auditor = account('AUDITOR');
let browser: Browser;
let order: { orderId: string; orderNumber: string };

/** Places, pays and grades an order through the api: the member ships it, an operator scores each card 9. */
async function gradedOrder(): Promise<{ orderId: string; orderNumber: string }> {
  const memberSide = await browser.newContext({ baseURL: apiUrl });
  const staff = await browser.newContext({ baseURL: apiUrl });
  try {
    await logIn(memberSide.request, member.email);
    await logIn(staff.request, operator.email);
    const photo = await uploadCardPhoto(memberSide.request, '#36c');
    const placed = await call(memberSide.request, 'POST', '/api/orders', gradingBody(photo));
    const orderId: string = placed.orderId;
    await call(memberSide.request, 'POST', `/api/orders/${orderId}/payments`, {
      method: 'CARD',
      cardNumber: '4242424242424242',
    });
    await call(memberSide.request, 'POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '5551234',
    });
    const { step } = await receiveAndGrade(
      staff.request,
      orderId,
      8_600_000 + Math.floor(Math.random() * 100_000),
    );
    await step('casing');
    return { orderId, orderNumber: placed.orderNumber };
  } finally {
    await memberSide.close();
    await staff.close();
  }
}

const openAs = async (
  email: string,
  width: number,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> => {
  const opened = await openPage(browser, apiUrl, width, { acceptDownloads: true });
  await logIn(opened.context.request, email);
  await opened.page.goto(path);
  return opened;
};

/** The time travel shows revision n (the journey reads it in Korean: "리비전 n: <event>, …"). */
const travelTo = async (page: Page, revision: number) =>
  page
    .getByTestId('audit-travel-point')
    .filter({ hasText: new RegExp(`^리비전 ${revision}:`) })
    .waitFor();

before(async () => {
  assert.ok(apiUrl && databaseUrl, 'run-e2e.mjs starts the api and worker');
  for (const who of [member, operator, auditor])
    createAccount(who.email, who.role, `${who.role.toLowerCase().slice(0, 4)}${run.slice(-5)}`);
  browser = await launchBrowser();
  order = await gradedOrder();
});

after(async () => {
  await browser?.close();
});

describe('the auditor console', () => {
  it('finds an order by number, steps back to the scoring event, downloads the exact export', async () => {
    const { context, page } = await openAs(auditor.email, 1440, '/audit');
    try {
      await page.waitForURL('**/console/audit');
      await page.getByTestId('audit-page').waitFor();
      await page.getByTestId('audit-find-number').fill(order.orderNumber);
      await page.getByTestId('audit-find-search').click();
      // The read model is the worker's: the order appears once the projection has caught up.
      await page
        .getByTestId('audit-order-link')
        .filter({ hasText: order.orderNumber })
        .waitFor({ timeout: 15_000 });
      await page.screenshot({ path: screenshotPath('audit-find-1440-ko'), fullPage: true });
      await page.getByTestId('audit-order-link').filter({ hasText: order.orderNumber }).click();
      await page.getByTestId('audit-order').waitFor();

      const events: Array<{ revision: number; type: string; data: { itemId?: string } }> = await call(
        context.request,
        'GET',
        `/api/audit/orders/${order.orderId}/events`,
      );
      const last = events.at(-1)!.revision;
      const scored = events.filter((e) => e.type === 'CardScored');
      assert.equal(scored.length, 2);
      await travelTo(page, last);
      assert.equal(
        await page.getByTestId('audit-history').locator('tbody tr.ant-table-row').count(),
        events.length,
      );

      // Step back one revision at a time to the last scoring event: its card's grade appears there.
      const target = scored.at(-1)!;
      for (let revision = last - 1; revision >= target.revision; revision -= 1) {
        await page.getByTestId('audit-step-back').click();
        await travelTo(page, revision);
      }
      const gradeRow = page.locator(`[data-path="items.${target.data.itemId}.grade"]`);
      assert.equal(await gradeRow.getAttribute('data-changed'), 'true');
      assert.equal((await gradeRow.getByTestId('audit-after').textContent())?.trim(), '9');
      await page.screenshot({ path: screenshotPath('audit-scored-1440-ko'), fullPage: true });
      // One step further back the card has no grade yet.
      await page.getByTestId('audit-step-back').click();
      await travelTo(page, target.revision - 1);
      assert.equal(await page.locator(`[data-path="items.${target.data.itemId}.grade"]`).count(), 0);

      // Its history as a file: byte for byte what GET …/export answers, with that answer's SHA-256.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('audit-order-export').click(),
      ]);
      const saved = await downloadedBytes(download);
      const api = await context.request.get(`/api/audit/orders/${order.orderId}/export`);
      assert.ok(api.ok());
      assert.ok(
        saved.equals(await api.body()),
        'the downloaded file equals GET /api/audit/orders/:id/export',
      );
      assert.equal(saved.toString().trim().split('\n').length, events.length);
      const sha = createHash('sha256').update(saved).digest('hex');
      await page.getByTestId('audit-order-sha256').filter({ hasText: sha }).waitFor();

      // A revision the stream does not have, by the date input: a time before the order existed.
      await page.getByTestId('audit-travel-at').fill('2020-01-01T00:00:00');
      await page.getByTestId('audit-travel-go').click();
      await page.getByTestId('audit-travel-error').filter({ hasText: '주문이 없었습니다' }).waitFor();
      await page.screenshot({ path: screenshotPath('audit-before-order-1440-ko') });
    } finally {
      await context.close();
    }
  });

  it('runs a verification with progress and 0 differences; the console in en and tw', async () => {
    const { context, page } = await openAs(auditor.email, 1440, '/console/audit?tab=verify');
    try {
      await page.getByTestId('audit-verify').waitFor();
      await page.getByTestId('audit-verify-start').click();
      await page.getByTestId('audit-verify-progress').waitFor();
      await page
        .locator('[data-testid=audit-verify-progress][data-status=DONE]')
        .waitFor({ timeout: 30_000 });
      const count = (await page.getByTestId('audit-verify-count').textContent()) ?? '';
      const [replayed, total] = (count.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
      assert.ok(replayed! > 0 && replayed === total, `progress shows all events replayed: ${count}`);
      await page.getByTestId('audit-verify-result').filter({ hasText: '차이 0건' }).waitFor();
      await page
        .getByTestId('audit-verify-history')
        .getByText(`audi${run.slice(-5)}`)
        .first()
        .waitFor();
      await page.screenshot({ path: screenshotPath('audit-verify-1440-ko'), fullPage: true });

      await page.getByTestId('console-language').selectOption('en');
      await page.getByTestId('audit-verify-result').filter({ hasText: '0 differences' }).waitFor();
      await page.getByTestId('audit-verify-start').filter({ hasText: 'Run verification' }).waitFor();
      await page.getByTestId('console-menu').getByText('Audit', { exact: true }).waitFor();
      // A range export in English: streamed, then its recorded SHA-256 beside the saved file's.
      await page.getByTestId('audit-tab-export').click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('audit-range-start').click(),
      ]);
      const saved = await downloadedBytes(download);
      await page
        .getByTestId('audit-range-done')
        .filter({ hasText: "The saved file matches the server's hash." })
        .waitFor();
      const sha = createHash('sha256').update(saved).digest('hex');
      assert.equal((await page.getByTestId('audit-range-sha256').textContent())?.trim(), sha);
      await page.screenshot({ path: screenshotPath('audit-range-1440-en'), fullPage: true });

      await page.getByTestId('console-language').selectOption('tw');
      await page.getByTestId('audit-tab-activity').filter({ hasText: '活動' }).click();
      // The role picker by keyboard: any role → member → operator.
      await page.getByTestId('audit-activity-role').click();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByTestId('audit-activity-role').filter({ hasText: '營運人員' }).waitFor();
      await page.getByTestId('audit-activity-search').click();
      await page.getByTestId('audit-activity').getByText('CardScored').first().waitFor();
      await page.screenshot({ path: screenshotPath('audit-activity-1440-tw'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('works on a phone: the order history at 375 px', async () => {
    const { context, page } = await openAs(auditor.email, 375, `/audit/orders/${order.orderId}`);
    try {
      await page.getByTestId('audit-order').waitFor();
      await page.getByTestId('audit-travel-point').waitFor();
      await page.getByTestId('audit-step-back').click();
      await page.getByTestId('audit-state-diff').locator('[data-changed=true]').first().waitFor();
      await page.screenshot({ path: screenshotPath('audit-order-375-ko'), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling of the page: ${overflow}px`);
    } finally {
      await context.close();
    }
  });

  it('shows an operator the 403 page at /audit', async () => {
    const { context, page } = await openAs(operator.email, 1440, '/audit');
    try {
      await page.getByTestId('console-forbidden').waitFor();
      assert.equal(await page.getByTestId('audit-page').count(), 0);
      assert.equal(await page.getByTestId('console-menu').getByText('감사', { exact: true }).count(), 0);
      await page.screenshot({ path: screenshotPath('audit-403-operator-1440-ko') });
    } finally {
      await context.close();
    }
  });
});
