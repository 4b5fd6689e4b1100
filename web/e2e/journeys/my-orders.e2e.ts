import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../support/browser';
import { codeIn, waitForMail } from '../support/mailbox';

// My orders against the real api and worker (run-e2e.mjs): orders are placed and paid through the
// api, operators move them through the api, the member watches and acts in the browser.
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const databaseUrl = process.env.E2E_REAL_DATABASE_URL ?? '';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits4 = () => String(Math.floor(1000 + Math.random() * 9000));
const PASSWORD = 'Slab#works2025';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
let browser: Browser;
let member: { email: string };
let operator: { email: string };

const address = (name: string, address1: string) => ({
  name,
  recipient: '김민수',
  phone: '010-1234-5678',
  postalCode: '06236',
  address1,
  address2: '101호',
});
const gradingBody = (photo: string) => ({
  submitType: 'GENERAL',
  orderType: 'REG',
  shippingMethod: 'SELF_SHIPPING',
  cardLines: [{ cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: 2, isAuto: false, year: 1998 }],
  photos: [photo],
  returnAddress: address('집', '서울 강남구 테헤란로 1'),
  agreements: { photosMatchCards: true, terms: true, caution: true, noMinimumGrade: true },
});

async function signUp(tag: string): Promise<{ email: string }> {
  const email = `e2e.${tag}.${run}@example.com`;
  const res = await fetch(`${apiUrl}/api/member/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...XHR },
    body: JSON.stringify({
      nickname: `${tag}${run.slice(-5)}`,
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      phone: `010-${digits4()}-${digits4()}`,
      consents: { terms: true, privacy: true, over14: true, crossBorder: true },
    }),
  });
  assert.equal(res.status, 201, await res.text());
  const mail = await waitForMail(apiUrl, email, (m) => /\d{6}/.test(m.body));
  const verified = await fetch(`${apiUrl}/api/member/verify-email-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...XHR },
    body: JSON.stringify({ email, code: codeIn(mail.body) }),
  });
  assert.ok(verified.ok, await verified.text());
  return { email };
}

const logIn = async (request: APIRequestContext, email: string) => {
  const res = await request.post('/api/login', { data: { email, password: PASSWORD }, headers: XHR });
  assert.ok(res.ok(), await res.text());
};

const call = async (request: APIRequestContext, method: 'POST' | 'PUT', url: string, data?: object) => {
  const res = await request.fetch(url, { method, data: data ?? {}, headers: XHR });
  assert.ok(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()).data;
};

const openAs = async (
  email: string,
  width: number,
  language: 'ko' | 'en' | 'tw' = 'ko',
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 900 },
    baseURL: apiUrl,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
  await logIn(context.request, email);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error at ${page.url()}: ${error.message}`));
  return { context, page };
};

/** Places an order through the api; paid with the sandbox's test card unless told otherwise. */
const placeOrder = async (request: APIRequestContext, paid = true) => {
  // Orders name the member's own uploads: one real photo first.
  const photo = await request.post('/api/uploads', {
    multipart: {
      file: {
        name: 'card.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 60, height: 80, channels: 3, background: '#c33' } })
          .jpeg()
          .toBuffer(),
      },
    },
    headers: XHR,
  });
  assert.ok(photo.ok(), `POST /api/uploads: ${photo.status()} ${await photo.text()}`);
  const order = await call(request, 'POST', '/api/orders', gradingBody((await photo.json()).data.id));
  if (paid)
    await call(request, 'POST', `/api/orders/${order.orderId}/payments`, {
      method: 'CARD',
      cardNumber: '4242424242424242',
    });
  return order as { orderId: string; orderNumber: string };
};

const stageIs = (page: Page, text: string) =>
  page.getByTestId('order-stage').filter({ hasText: text }).waitFor({ timeout: 10_000 });

/** On a failure: a screenshot and what the page said, then the failure. */
const explained = async (page: Page, name: string, error: unknown) => {
  await page.screenshot({ path: screenshotPath(`failed-${name}`), fullPage: true }).catch(() => undefined);
  const said = await page
    .getByTestId('order-action-message')
    .allTextContents()
    .catch(() => []);
  throw new Error(`${String(error)}; page said: ${JSON.stringify(said)}`);
};

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
      await page.getByTestId('inbound-courier').fill('CJ대한통운');
      await page.getByTestId('inbound-tracking').fill('123456789012');
      await page.getByTestId('inbound-submit').click();
      await stageIs(page, '카드 배송 중');
      assert.match((await page.getByTestId('order-inbound').textContent()) ?? '', /CJ대한통운 123456789012/);

      // An operator receives the cards: the open page moves on by itself (SSE), with the step's time.
      const step = (path: string, data?: object) =>
        call(staff.request, 'POST', `/api/console/orders/${order.orderId}/${path}`, data);
      await step('receive');
      await stageIs(page, '카드 도착');
      await page.getByTestId('step-time-SHIPPING_IN_COMPLETE').waitFor();

      await step('warehouse');
      const detail = await (await staff.request.get(`/api/console/orders/${order.orderId}`)).json();
      const items: Array<{ itemId: string }> = detail.data.state.items;
      await step('correspondence-check', { results: items.map((i) => ({ itemId: i.itemId, result: 'OK' })) });
      await step('vsc-check');
      await step('defect-check');
      let cert = 8_100_000 + Math.floor(Math.random() * 100_000);
      for (const item of items)
        await step('score', { itemId: item.itemId, grade: 9, certificationNumber: String((cert += 1)) });
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
      await page.getByTestId('cancel-confirm').click();
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
      await page.getByTestId('address-pick').click();
      await page.locator('.ant-select-item-option').filter({ hasText: '세종대로 110' }).click();
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
