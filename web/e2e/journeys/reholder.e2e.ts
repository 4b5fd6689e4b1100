import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expireDeposit } from '@slabworks/worker/src/deadlines/expire-at-deadline';
import { createEventStore } from '@slabworks/event-store';
import { launchBrowser, openPage as openPageIn, screenshotPath } from '../support/browser';
import { agreeTo, fillReturnAddress } from '../support/submission-steps';
import { confirmPopup } from '../support/popconfirm';
import {
  apiSession,
  apiUrl,
  createMember,
  createStaff,
  databaseUrl,
  gradedCertificationNumbers,
  password,
  pay,
  placeGradingOrder,
} from '../support/order-setup';

// Re-holder orders and virtual-account payment against the real api (run-e2e.mjs starts it).
const order = (lang: 'ko' | 'en' | 'tw') =>
  JSON.parse(readFileSync(join(process.cwd(), 'src', 'locales', lang, 'order.json'), 'utf8'));
const text = { ko: order('ko'), en: order('en'), tw: order('tw') };
let browser: Browser;
let operatorEmail: string;

const openPage = async (width: number): Promise<Page> => (await openPageIn(browser, apiUrl, width)).page;

const paymentStateIs = (page: Page, expected: string) =>
  page.waitForFunction(
    (value) => document.querySelector('[data-testid=payment-state]')?.textContent === value,
    expected,
    { timeout: 60_000 },
  );

describe('re-holder and virtual-account orders in the browser', () => {
  before(async () => {
    assert.ok(apiUrl && databaseUrl, 'run through npm run test:e2e (real api)');
    operatorEmail = createStaff('OPERATOR');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('re-holders cards scored in this run, pays by virtual account and turns paid on the sandbox deposit', async () => {
    const email = await createMember('reholder');
    const member = await apiSession(browser, email);
    const operator = await apiSession(browser, operatorEmail);
    const [first, second] = await gradedCertificationNumbers(member, operator, 2);

    // Log-in from the form keeps the whole returnUrl, query included.
    const page = await openPage(1440);
    await page.goto('/reholder/submit?from=home');
    await page.waitForURL('**/login?returnUrl=*');
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/reholder/submit' && url.search === '?from=home');
    await page.getByTestId('reholder-submission').waitFor();

    // Pasted from a spreadsheet column: one of ours, one unknown (said at its line by the registry check).
    await page.locator('#cert-paste').fill(`${first}\n0000001`);
    await page.getByTestId('cert-paste-add').click();
    await page.locator('#cert-1').waitFor();
    await page.locator('[data-testid=cert-line]').nth(1).locator('.ant-form-item-explain-error').waitFor();
    assert.equal(await page.getByTestId('cert-ok').count(), 1);
    // The same number twice is refused at the second line.
    await page.locator('#cert-1').fill(first!);
    // The line's own answer, not what was said of the number typed over (0000001's "not ours").
    await page.waitForFunction(() =>
      document
        .querySelectorAll('[data-testid=cert-line]')[1]
        ?.querySelector('.ant-form-item-explain-error')
        ?.textContent?.includes('중복'),
    );
    const duplicateMessage = await page
      .locator('[data-testid=cert-line]')
      .nth(1)
      .locator('.ant-form-item-explain-error')
      .textContent();
    await page.screenshot({ path: screenshotPath('reholder-lines-ko-1440'), fullPage: true });
    await page.locator('#cert-1').fill(second!);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=cert-ok]').length === 2);
    assert.ok(duplicateMessage, 'the duplicate line had a message');
    assert.doesNotMatch(duplicateMessage!, /\(가\)|\(는\)/, 'no "이(가)"-style particle');
    // Each accepted line names the slab as its certificate does, grade included.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=cert-card]').length === 2);
    for (const name of await page.getByTestId('cert-card').allTextContents())
      assert.match(name, /, 등급 (10|[1-9](\.5)?|A)$/);

    await fillReturnAddress(page);
    await page.locator('#address-save').check();
    await agreeTo(page, ['terms', 'caution']);
    await page.locator('#pay-virtual-account').check();
    // The server's price: 2 re-holders at 9,800 won.
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=quote-total]')?.textContent?.includes('19,600'),
    );
    await page.screenshot({ path: screenshotPath('reholder-submit-ko-1440'), fullPage: true });
    await page.getByTestId('pay').click();

    await page.waitForURL('**/reholder/orderComplete?orderId=*');
    await page.getByTestId('virtual-account').waitFor();
    await paymentStateIs(page, text.ko.complete['waiting-deposit']);
    assert.match((await page.getByTestId('va-countdown').textContent()) ?? '', /^\d+:\d\d:\d\d$/);
    assert.match((await page.getByTestId('va-amount').textContent()) ?? '', /19,600/);
    await page.screenshot({ path: screenshotPath('reholder-va-ko-1440'), fullPage: true });
    for (const lang of ['en', 'tw'] as const) {
      await page.selectOption('[data-testid=language-switcher]', lang);
      await paymentStateIs(page, text[lang].complete['waiting-deposit']);
      await page.getByText(text[lang].va.title).waitFor();
      await page.screenshot({ path: screenshotPath(`reholder-va-${lang}-1440`), fullPage: true });
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('reholder-va-tw-375'), fullPage: true });

    // The tester deposits; the open page turns paid without a reload.
    await page.getByTestId('va-sandbox-deposit').click();
    await paymentStateIs(page, text.tw.complete.paid);
    await page.screenshot({ path: screenshotPath('reholder-paid-tw-375'), fullPage: true });
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const detail = await member.get(`/api/orders/${orderId}`);
    const data = (await detail.json()).data;
    assert.equal(data.orderType, 'REHOLDER');
    assert.equal(data.totalQt, 2);
    assert.notEqual(data.status, 'WAITING_FOR_DEPOSIT');

    // The address saved with the order is in the address book the next checkout offers.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.selectOption('[data-testid=language-switcher]', 'ko');
    await page.goto('/grading/submit?type=GENERAL&level=REG');
    await page.locator('#address-book option').nth(1).waitFor({ state: 'attached' });
    await page.selectOption('#address-book', { index: 1 });
    assert.equal(await page.locator('#address-1').inputValue(), '서울 강남구 테헤란로 1');
    await page.context().close();
  });

  it('saves a re-holder draft, loads it into a fresh form after the warning, and deletes it', async () => {
    const email = await createMember('reholderdraft');
    const member = await apiSession(browser, email);
    const operator = await apiSession(browser, operatorEmail);
    const [first, second] = await gradedCertificationNumbers(member, operator, 2);
    const page = await openPage(375);
    await page.context().addInitScript(() => window.localStorage.setItem('lang', 'en'));
    await page.goto('/reholder/submit');
    await page.waitForURL('**/login?returnUrl=*');
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await page.getByTestId('reholder-submission').waitFor();

    await page.locator('#cert-paste').fill(`${first}\n${second}`);
    await page.getByTestId('cert-paste-add').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=cert-ok]').length === 2);
    await page.locator('#address-recipient').fill('김민수');
    await page.locator('#address-1').fill('서울 강남구 테헤란로 1');
    await page.locator('#agreement-terms').check();
    await page.getByTestId('save-draft').click();
    await page.getByTestId('draft-message').getByText(text.en.drafts.saved).waitFor();
    await page.screenshot({ path: screenshotPath('reholder-draft-saved-en-375'), fullPage: true });

    // A fresh form: the draft is in the list as a re-holder of 2 cards, and loads after the warning.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/reholder/submit');
    await page.getByTestId('reholder-submission').waitFor();
    await page.selectOption('[data-testid=language-switcher]', 'tw');
    assert.equal(await page.locator('#cert-0').inputValue(), '');
    await page.getByTestId('open-drafts').click();
    const row = page.getByTestId('draft-row').filter({ hasText: text.tw.price.types.REHOLDER });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /2 張卡/);
    await page.screenshot({ path: screenshotPath('reholder-drafts-tw-1440'), fullPage: true });
    await row.getByTestId('draft-load').click();
    await page.getByText(text.tw.drafts['load-warning']).waitFor();
    await confirmPopup(page, 'primary');
    await page.waitForURL('**/reholder/submit?draft=*');
    await page.getByTestId('draft-message').getByText(text.tw.drafts.loaded).waitFor();
    assert.equal(await page.locator('#cert-0').inputValue(), first);
    assert.equal(await page.locator('#cert-1').inputValue(), second);
    assert.equal(await page.locator('#address-recipient').inputValue(), '김민수');
    assert.ok(await page.locator('#agreement-terms').isChecked(), 'the agreement comes back too');
    // The loaded numbers are checked with the registry again and priced by the server.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=cert-ok]').length === 2);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=quote-total]')?.textContent?.includes('19,600'),
    );
    await page.screenshot({ path: screenshotPath('reholder-draft-loaded-tw-1440'), fullPage: true });

    await page.selectOption('[data-testid=language-switcher]', 'ko');
    await page.getByTestId('open-drafts').click();
    await page.getByTestId('draft-row').first().waitFor();
    await page.screenshot({ path: screenshotPath('reholder-drafts-ko-1440'), fullPage: true });
    await page.getByTestId('draft-delete').click();
    await page.getByText(text.ko.drafts['delete-warning']).waitFor();
    await confirmPopup(page, 'dangerous');
    await page.getByTestId('drafts-dialog').getByTestId('empty').waitFor();
    await page.context().close();
  });

  it('shows a virtual account expiring: the countdown, then the cancelled state when the deadline passes', async () => {
    const email = await createMember('expiry');
    const member = await apiSession(browser, email);
    const orderId = await placeGradingOrder(member);
    const issued = await pay(member, orderId, 'VIRTUAL_ACCOUNT');
    const dueAt = new Date(issued.virtualAccount.dueAt);

    const page = await openPage(375);
    await page.goto(`/login?returnUrl=${encodeURIComponent(`/grading/orderComplete?orderId=${orderId}`)}`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await page.getByTestId('virtual-account').waitFor();
    await page.getByTestId('va-countdown').waitFor();
    await page.screenshot({ path: screenshotPath('order-va-ko-375'), fullPage: true });

    // The worker's own expiry at the deadline (its clock moved past it instead of waiting 72 hours).
    const store = await createEventStore({ kind: 'postgres', url: databaseUrl, migrate: false });
    try {
      const outcome = await expireDeposit(store, orderId, () => new Date(dueAt.getTime() + 1000));
      assert.equal(outcome.outcome, 'EXPIRED');
    } finally {
      await store.close();
    }
    await paymentStateIs(page, text.ko.complete.expired);
    await page.getByTestId('va-expired').waitFor();
    assert.equal(await page.getByTestId('va-sandbox-deposit').count(), 0);
    await page.screenshot({ path: screenshotPath('order-va-expired-ko-375'), fullPage: true });
    await page.context().close();
  });

  it('confirms a payment from the window return (paymentKey, orderId, amount as in Toss); a decline or another amount leaves it unpaid', async () => {
    const email = await createMember('window');
    const member = await apiSession(browser, email);
    const orderId = await placeGradingOrder(member);
    const placed = (await (await member.get(`/api/orders/${orderId}`)).json()).data;
    const total: number = placed.totalAmount;
    const statusOf = async () => (await (await member.get(`/api/orders/${orderId}`)).json()).data.status;
    // What Toss's requestPayment opens; the sandbox plays the window and redirects the same way.
    const windowUrl = (amount: number) =>
      `/api/payments/sandbox/checkout?orderId=${orderId}&amount=${amount}&orderName=${placed.orderNumber}` +
      '&successUrl=/kakaopay&failUrl=/topclass';
    const payInWindow = async (amount: number, card: string) => {
      await page.goto(windowUrl(amount));
      await page.locator('#card').fill(card);
      await page.locator('#approve').click();
    };
    const failed = async (code: RegExp) => {
      await page.getByTestId('payment-return').waitFor();
      assert.match((await page.getByTestId('payment-return-message').textContent()) ?? '', code);
      assert.notEqual(await statusOf(), 'PROCESSING', 'still unpaid');
    };

    const page = await openPage(1440);
    await page.goto(`/login?returnUrl=${encodeURIComponent('/account/orderList')}`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await page.waitForURL('**/account/orderList');

    // A declined card: the window sends the member to failUrl with Toss's code; nothing is charged.
    await payInWindow(total, '4000 0000 0000 0002');
    await page.waitForURL((url) => url.pathname === '/topclass' && url.searchParams.get('code') !== null);
    await failed(/REJECT_CARD_COMPANY/);
    await page.screenshot({ path: screenshotPath('payment-window-declined-ko-1440'), fullPage: true });

    // A window opened for another amount: the server refuses what is not the order's total …
    await payInWindow(1, '4242 4242 4242 4242');
    await page.waitForURL((url) => url.pathname === '/kakaopay' && url.searchParams.get('amount') === '1');
    const paymentKey = new URL(page.url()).searchParams.get('paymentKey');
    assert.ok(paymentKey, 'the window returned a paymentKey');
    await failed(/ORDER\.PAYMENT_AMOUNT_MISMATCH/);
    // … and the provider refuses that key for any amount but the window's (an edited return URL).
    await page.goto(`/kakaopay?paymentKey=${paymentKey}&orderId=${orderId}&amount=${total}`);
    await failed(/INVALID_AMOUNT/);
    await page.selectOption('[data-testid=language-switcher]', 'tw');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByText(text.tw.return['failed-title']).waitFor();
    await page
      .getByTestId('payment-return-message')
      .getByText(/付款未獲核准（代碼 INVALID_AMOUNT）/)
      .waitFor();
    await page.screenshot({ path: screenshotPath('payment-window-refused-tw-375'), fullPage: true });

    // The window approves the order's total: the return page confirms it and goes on to the order.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.selectOption('[data-testid=language-switcher]', 'en');
    const returns: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/kakaopay?')) returns.push(frame.url());
    });
    await payInWindow(total, '4242 4242 4242 4242');
    await page.waitForURL('**/grading/orderComplete?orderId=*');
    await paymentStateIs(page, text.en.complete.paid);
    await page.screenshot({ path: screenshotPath('payment-window-paid-en-1440'), fullPage: true });
    assert.equal(await statusOf(), 'PROCESSING');
    // The same return address again (a reload, a bookmark): the order page, nothing charged twice.
    const success = returns.find((url) => new URL(url).searchParams.get('amount') === String(total));
    assert.ok(success, `the window returned to /kakaopay: ${JSON.stringify(returns)}`);
    await page.goto(success);
    await page.waitForURL('**/grading/orderComplete?orderId=*');
    await paymentStateIs(page, text.en.complete.paid);
    const ledger = (await (await member.get(`/api/orders/${orderId}`)).json()).data.ledger;
    assert.equal(ledger.filter((line: { kind: string }) => line.kind === 'PAID').length, 1);
    await page.context().close();
  });

  it('takes the member back from a payment window (/kakaopay) to the order, or says it cannot tell which', async () => {
    const email = await createMember('return');
    const member = await apiSession(browser, email);
    const orderId = await placeGradingOrder(member);
    await pay(member, orderId, 'CARD');
    const page = await openPage(1440);
    await page.goto(`/login?returnUrl=${encodeURIComponent(`/kakaopay?orderId=${orderId}`)}`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await page.waitForURL('**/grading/orderComplete?orderId=*');
    await paymentStateIs(page, text.ko.complete.paid);
    await page.goto('/topclass');
    await page.getByTestId('payment-return').waitFor();
    await page.screenshot({ path: screenshotPath('payment-return-ko-1440'), fullPage: true });
    await page.goto('/grading/submit/unknown');
    await page.getByTestId('not-found').waitFor();
    await page.context().close();
  });
});
