import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { call, createAccount, logIn, runAccount, type Role } from '../support/api-session';
import { launchBrowser } from '../support/browser';
import { explainFailure } from '../support/failure';
import { receiveIntoWarehouse, openConsole as openStaffConsole } from '../support/console-setup';
import { XHR } from '../support/members';
import { pay, placeGradingOrder } from '../support/order-setup';

// The order screen's money and correction panels against the real api and worker (run-e2e.mjs):
// deposits the api could not book are flagged (made here through the sandbox bank, which sends the
// same signed webhook a real deposit does) and an operator resolves them on the screen; an ADMIN
// moves an order back one step with a reason, which an OPERATOR is not offered (and the api refuses).
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const databaseUrl = process.env.E2E_REAL_DATABASE_URL ?? '';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const shots = '/tmp/console-journeys';
type Language = 'ko' | 'en' | 'tw';
const account = (tag: string, role: Role) => runAccount(run, tag, role);
const collector = account('payer', 'MEMBER');
const operator = account('cleo', 'OPERATOR');
const admin = account('dana', 'ADMIN');
let browser: Browser;

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

const openConsole = (who: { email: string }, width: number, language: Language) =>
  openStaffConsole(browser, apiUrl, who, width, language);

/** On a failure: a full screenshot and what the screen said, then the failure. */
const explained = (page: Page, name: string, error: unknown) =>
  explainFailure(page, `${shots}/failed-${name}.png`, error, '[role=alert], .ant-form-item-explain-error');

/** An order waiting for its virtual-account deposit: the account number and the amount it expects. */
const waitingForDeposit = async (member: APIRequestContext) => {
  const orderId = await placeGradingOrder(member);
  const paid = await pay(member, orderId, 'VIRTUAL_ACCOUNT');
  const { accountNumber, amount } = paid.virtualAccount as { accountNumber: string; amount: number };
  return { orderId, accountNumber, amount };
};

/** A tester's deposit at the sandbox bank: the api gets it as the provider's signed webhook. */
const deposit = async (member: APIRequestContext, body: { accountNumber: string; amount: number }) => {
  const answer = await call(member, 'POST', '/api/payments/sandbox/deposits', body);
  assert.equal(answer.webhook.outcome, 'FLAGGED', 'the deposit could not be booked on its order');
};

/** The flag of one kind on the order screen. */
const flagOf = (page: Page, kind: string) => page.locator(`[data-testid=payment-flag][data-kind=${kind}]`);

/** Resolves a flag at its field: an empty text is refused there first, then the real one is saved. */
const resolveFlag = async (page: Page, kind: string, text: string, required: RegExp) => {
  const flag = flagOf(page, kind);
  await flag.getByTestId('payment-flag-resolve').click();
  const error = flag.locator('.ant-form-item-explain-error');
  await error.waitFor();
  assert.match(await error.innerText(), required);
  await flag.getByTestId('payment-flag-resolution').fill(text);
  await flag.getByTestId('payment-flag-resolve').click();
  await flag.and(page.locator('[data-open=false]')).waitFor({ timeout: 15_000 });
  assert.equal(await flag.locator('.ant-form-item-explain-error').count(), 0);
};

before(async () => {
  assert.ok(apiUrl && databaseUrl, 'run-e2e.mjs starts the api and worker');
  mkdirSync(shots, { recursive: true });
  for (const who of [collector, operator, admin]) createAccount(who.email, who.role, who.nickname);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('payment flags and corrections on the console order screen', () => {
  it('an operator resolves an under-payment, then a late deposit that needs a refund account', async () => {
    const member = await browser.newContext({ baseURL: apiUrl });
    await logIn(member.request, collector.email);
    const { context, page } = await openConsole(operator, 1440, 'ko');
    const phone = await openConsole(operator, 375, 'en');
    try {
      // 1. A deposit 1,000 short: not booked, flagged; the order still waits for its money.
      const short = await waitingForDeposit(member.request);
      await deposit(member.request, { accountNumber: short.accountNumber, amount: short.amount - 1000 });
      await page.goto(`/console/orders/${short.orderId}`);
      const mismatch = flagOf(page, 'AMOUNT_MISMATCH');
      await mismatch.waitFor({ timeout: 15_000 });
      assert.equal(await mismatch.getAttribute('data-open'), 'true');
      const shown = await mismatch.innerText();
      assert.match(shown, /금액 불일치/);
      assert.match(shown, new RegExp((short.amount - 1000).toLocaleString('en-US')));
      assert.match(shown, /미환불/);
      // Open money is announced at the top of the screen, and no longer once resolved.
      await page.getByTestId('order-open-flags').getByText('해결하지 않은 결제 플래그 1건').waitFor();
      // The summary names the plan in words, as the collector's page does (not its code, REG).
      assert.match(await page.getByTestId('order-summary').innerText(), /일반 그레이딩/);
      await screenshot(page, 'flag-open-ko-1440');

      await resolveFlag(page, 'AMOUNT_MISMATCH', '차액 1,000원 계좌이체로 받음', /처리 내용.*필수/);
      await mismatch.getByText('차액 1,000원 계좌이체로 받음').waitFor();
      await mismatch.getByText(operator.nickname).waitFor();
      // The history says who resolved which flag, and how.
      const history = page.getByTestId('order-history');
      await history.getByText('결제 플래그 해결').waitFor({ timeout: 15_000 });
      await history.getByText('차액 1,000원 계좌이체로 받음').waitFor();
      await history.getByText(operator.nickname).first().waitFor();
      assert.equal(await page.getByTestId('order-open-flags').count(), 0);
      await screenshot(page, 'flag-resolved-ko-1440');
      const open = await call(
        context.request,
        'GET',
        `/api/console/payments/flags?orderId=${short.orderId}&open=true`,
      );
      assert.deepEqual(open, [], 'no open flag left on the order');

      // 2. The member cancels an unpaid order, then the money arrives anyway from an account the
      //    bank did not tell us: it cannot be sent back, the flag says a refund account is needed.
      const late = await waitingForDeposit(member.request);
      await call(member.request, 'POST', `/api/orders/${late.orderId}/cancel`, {
        reason: '다른 카드로 접수',
      });
      await deposit(member.request, { accountNumber: late.accountNumber, amount: late.amount });
      const { page: small } = phone;
      await small.goto(`/console/orders/${late.orderId}`);
      const needsAccount = flagOf(small, 'LATE_DEPOSIT');
      await needsAccount.waitFor({ timeout: 15_000 });
      assert.equal(await needsAccount.getAttribute('data-refund-status'), 'NEEDS_ACCOUNT');
      assert.match(await needsAccount.innerText(), /Late deposit[\s\S]*Refund account needed/);
      // On a phone the flags sit below the order: the notice at the top takes the operator there.
      await small.getByTestId('order-open-flags').getByRole('button', { name: 'Show the flags' }).click();
      await small.waitForFunction(() => {
        const top = document.getElementById('payment-flags')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight;
      });
      await screenshot(small, 'flag-needs-account-en-375');
      await resolveFlag(
        small,
        'LATE_DEPOSIT',
        'Refunded by hand to the account the member gave by phone',
        /Resolution is required/,
      );
      await small
        .getByTestId('order-history')
        .getByText('Refunded by hand to the account the member gave by phone')
        .waitFor({ timeout: 15_000 });
      await small.getByTestId('order-open-flags').waitFor({ state: 'detached' });
      await screenshot(small, 'flag-resolved-en-375');
    } catch (error) {
      await explained(page, 'console-payment-flags', error);
    } finally {
      await member.close();
      await context.close();
      await phone.context.close();
    }
  });

  it('an ADMIN moves an order back one step with a reason; an OPERATOR is not offered it', async () => {
    const member = await browser.newContext({ baseURL: apiUrl });
    await logIn(member.request, collector.email);
    const boss = await openConsole(admin, 1440, 'ko');
    const desk = await openConsole(operator, 1280, 'tw');
    const { page } = boss;
    try {
      const orderId = await placeGradingOrder(member.request, 2);
      await pay(member.request, orderId, 'CARD');
      await call(member.request, 'POST', `/api/orders/${orderId}/inbound-shipment`, {
        courier: 'CJ',
        trackingNumber: `7${Math.floor(Math.random() * 1e11)}`,
      });
      await receiveIntoWarehouse(desk.context.request, orderId);

      await page.goto(`/console/orders/${orderId}`);
      await page.getByTestId('order-processing-status').filter({ hasText: '창고 입고' }).waitFor();
      const form = page.getByTestId('order-correct-form');
      // No reason: refused at the field, in the staff member's language; nothing moves.
      await form.getByTestId('order-correct').click();
      const error = form.locator('.ant-form-item-explain-error');
      await error.waitFor();
      assert.match(await error.innerText(), /사유.*필수/);
      await screenshot(page, 'correct-refused-ko-1440');
      await page.getByTestId('order-processing-status').filter({ hasText: '창고 입고' }).waitFor();

      await form.getByTestId('order-correct-reason').fill('창고 입고를 잘못 눌렀음');
      await form.getByTestId('order-correct').click();
      await page.getByTestId('order-processing-status').filter({ hasText: '입고 완료' }).waitFor({
        timeout: 15_000,
      });
      assert.equal(await form.locator('.ant-form-item-explain-error').count(), 0);
      // The step taken back is offered again, and the history says who went back, from where, and why.
      await page.locator('[data-testid=order-step][data-step=warehouse]').waitFor({ timeout: 15_000 });
      const corrected = page.getByTestId('order-history').locator('li').filter({ hasText: '처리 단계 정정' });
      await corrected.waitFor({ timeout: 15_000 });
      const line = await corrected.innerText();
      assert.match(line, /창고 입고 → 입고 완료/);
      assert.match(line, /창고 입고를 잘못 눌렀음/);
      assert.match(line, new RegExp(admin.nickname));
      await screenshot(page, 'correct-done-ko-1440');

      // An operator sees the corrected order and no correction; the api refuses it too.
      const { page: theirs } = desk;
      await theirs.goto(`/console/orders/${orderId}`);
      await theirs.getByTestId('order-processing-status').filter({ hasText: '已收件' }).waitFor({
        timeout: 15_000,
      });
      await theirs.locator('[data-testid=order-step][data-step=warehouse]').waitFor();
      assert.equal(await theirs.getByTestId('order-correct-form').count(), 0);
      await screenshot(theirs, 'correct-operator-tw-1280');
      const refused = await desk.context.request.post(`/api/console/orders/${orderId}/correct`, {
        headers: { ...XHR, 'idempotency-key': crypto.randomUUID() },
        data: { reason: '試試看' },
      });
      assert.equal(refused.status(), 403);
    } catch (error) {
      await explained(page, 'console-correct', error);
    } finally {
      await member.close();
      await boss.context.close();
      await desk.context.close();
    }
  });
});
