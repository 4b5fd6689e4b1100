import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage as openPageIn, screenshotPath } from '../support/browser';
import { verifyInSandboxWindow } from '../support/identity';
import { VERIFIED_MEMBER } from '../support/members';
import { apiSession, createStaff } from '../support/order-setup';
import { confirmPopup } from '../support/popconfirm';
import { agreeTo, attachPhoto, cardPhotoFile, fillReturnAddress } from '../support/submission-steps';
import { apiUrl, databaseUrl } from '../support/real-api-env';

// A collector orders grading against the real api (run-e2e.mjs starts it on a scratch database).
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const password = 'Slab#works2025';
const files = mkdtempSync(join(tmpdir(), 'slabworks-order-e2e-'));
let browser: Browser;
const locale = (lang: 'ko' | 'en' | 'tw', namespace: 'order' | 'account') =>
  JSON.parse(readFileSync(join(process.cwd(), 'src', 'locales', lang, `${namespace}.json`), 'utf8'));

/**
 * A verified member straight into the database: sign-up has its own journey. Identity verified too,
 * unless `identity: false` (the member is then led through 본인인증 at the checkout).
 */
async function createMember(
  label: string,
  { identity = true }: { identity?: boolean } = {},
): Promise<string> {
  const email = `order.${label}.${run}@example.com`;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      identity
        ? `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region, ${VERIFIED_MEMBER.columns})
           VALUES ($1, $2, $3, now(), 'MEMBER', 'KR', ${VERIFIED_MEMBER.values})`
        : `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region)
           VALUES ($1, $2, $3, now(), 'MEMBER', 'KR')`,
      [email, `주문${label}${run.slice(-5)}`, await hash(password)],
    );
  } finally {
    await db.end();
  }
  return email;
}

const photoFile = (name: string, color: string) => cardPhotoFile(files, name, color);

const openPage = (width: number) => openPageIn(browser, apiUrl, width);

const logInAt = async (page: Page, path: string, email: string) => {
  await page.goto(path);
  await page.waitForURL('**/login?returnUrl=*');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('[data-testid=login-form] button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
};

async function fillLine(page: Page, index: number, name: string, autograph = false) {
  await page.locator(`#line-${index}-player`).fill(name);
  if (autograph) await page.locator(`#line-${index}-auto`).check();
}

async function fillAddressAndAgree(page: Page) {
  await fillReturnAddress(page);
  await agreeTo(page);
}

describe('collector orders grading in the browser', () => {
  before(async () => {
    assert.ok(apiUrl && databaseUrl, 'run through npm run test:e2e (real api)');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('general order: 3 lines (one autographed), 2 photos, sandbox card, complete page and GET /api/orders', async () => {
    const email = await createMember('general');
    const { context, page } = await openPage(1440);
    await logInAt(page, '/grading/submit/price', email);
    await page.getByTestId('submit-price').waitFor();
    await page.getByTestId('level-REG').click();
    await page.screenshot({ path: screenshotPath('order-price-ko-1440'), fullPage: true });
    await page.getByTestId('price-next').click();
    await page.waitForURL('**/grading/submit?type=GENERAL&level=REG');

    await fillLine(page, 0, 'Pikachu');
    await page.getByTestId('add-line').click();
    await fillLine(page, 1, 'Charizard', true);
    await page.getByTestId('add-line').click();
    await fillLine(page, 2, 'Mewtwo');

    // A wrong-type file is refused at the photo, and nothing blocks the rest of the form.
    const notAPhoto = join(files, 'notes.jpg');
    writeFileSync(notAPhoto, 'this is text, not a photo');
    await page.getByTestId('photo-input').setInputFiles(notAPhoto);
    await page.locator('[data-testid=photo-entry] [role=alert]').first().waitFor();
    assert.match(
      (await page.locator('[data-testid=photo-entry] [role=alert]').first().textContent()) ?? '',
      /JPEG, PNG, WebP/,
    );
    await page.locator('[data-testid=photo-entry]').first().getByRole('button', { name: '삭제' }).click();

    await page
      .getByTestId('photo-input')
      .setInputFiles([await photoFile('front.jpg', '#d33'), await photoFile('back.jpg', '#36c')]);
    await page.locator('[data-testid=photo-entry] img').nth(1).waitFor();
    await fillAddressAndAgree(page);

    // The server's quote: 3 Pokémon cards at the regular rate, one autographed.
    await page.getByTestId('quote-total').waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=quote] [class*=quoteRow]').length >= 4,
    );
    await page.screenshot({ path: screenshotPath('order-submit-ko-1440'), fullPage: true });

    // A declined card leaves the order unpaid and the form intact; the approved card then pays it.
    await page.locator('#card-number').fill('4000 0000 0000 0002');
    await page.getByTestId('pay').click();
    await page.getByTestId('payment-failure').waitFor();
    assert.equal(
      await page.getByTestId('payment-failure-reason').textContent(),
      '카드사에서 결제를 거절했습니다.',
    );
    await page.screenshot({ path: screenshotPath('order-declined-ko-1440'), fullPage: true });
    assert.equal(await page.locator('#line-1-player').inputValue(), 'Charizard');
    await page.locator('#card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('pay').click();

    await page.waitForURL('**/grading/orderComplete?orderId=*');
    await page.getByTestId('order-complete').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=payment-state]')?.textContent === '결제 완료',
    );
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    assert.match(orderNumber, /\d/);
    await page.screenshot({ path: screenshotPath('order-complete-ko-1440'), fullPage: true });

    const orders = await (await page.request.get('/api/orders?tab=all')).json();
    const mine = orders.data.items.find((o: { orderNumber: string }) => o.orderNumber === orderNumber);
    assert.ok(mine, `order ${orderNumber} is in GET /api/orders`);
    assert.equal(mine.totalQt, 3);
    // The declined card and the approved one paid one order: no second order was placed.
    assert.equal(orders.data.items.length, 1);
    await context.close();
  });

  // The submission page's field errors in en and tw: a state, not a path; in
  // src/features/order-flow/submission/grading-submission-form.test.tsx since issue 33.

  it('the same order at 375 px: an unverified member is led through identity verification, then pays by card', async () => {
    const email = await createMember('mobile', { identity: false });
    const { context, page } = await openPage(375);
    await logInAt(page, '/grading/submit/price', email);
    await page.getByTestId('type-SIMPLE').click();
    await page.screenshot({ path: screenshotPath('order-price-ko-375'), fullPage: true });
    await page.getByTestId('price-next').click();
    await page.waitForURL('**/grading/submit?type=SIMPLE&level=EXP');
    await fillLine(page, 0, 'Pikachu');
    await attachPhoto(page, await photoFile('mobile.jpg', '#393'));
    await fillReturnAddress(page);
    await agreeTo(page, ['photosMatchCards', 'terms', 'caution', 'quickSubmissionNotice']);
    await page.getByTestId('quote-total').waitFor();
    await page.screenshot({ path: screenshotPath('order-submit-ko-375'), fullPage: true });
    // Identity before paying (spec §1): the checkout says so and opens the verification over the form.
    await page.getByTestId('identity-required').waitFor();
    await verifyInSandboxWindow(page, { phone: `010-8${String(Math.floor(1e6 + Math.random() * 9e6))}` });
    assert.match((await page.getByTestId('identity-verified').textContent()) ?? '', /본인인증을 마쳤습니다/);
    // Back on the same form, every field as it was.
    assert.equal(await page.locator('#line-0-player').inputValue(), 'Pikachu');
    assert.equal(await page.locator('#address-recipient').inputValue(), '김민수');
    assert.ok(await page.locator('#agreement-quickSubmissionNotice').isChecked());
    await page.getByTestId('pay').click();
    await page.waitForURL('**/grading/orderComplete?orderId=*');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=payment-state]')?.textContent === '결제 완료',
    );
    await page.screenshot({ path: screenshotPath('order-complete-ko-375'), fullPage: true });
    await context.close();
  });

  it('a pickup order: chosen in the form, no tracking step, the order page says what happens next until the pickup', async () => {
    const email = await createMember('pickup');
    const en = locale('en', 'order');
    const { context, page } = await openPage(375);
    await logInAt(page, '/grading/submit?type=GENERAL&level=REG', email);
    await page.getByTestId('shipping-method').waitFor();
    // Own shipping is the default; each method says what it means, and the address hint follows it.
    assert.ok(await page.locator('#shipping-SELF_SHIPPING').isChecked());
    await page.locator('#shipping-VISIT').check();
    // The hint follows the choice (a render later): waited for, not read at once.
    await page.getByTestId('address-hint').getByText(locale('ko', 'order').address.visit).waitFor();
    await page.getByTestId('shipping-method').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('order-shipping-methods-ko-375') });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.selectOption('[data-testid=language-switcher]', 'en');
    await page.locator('#shipping-BRG_SHIPPING').check();
    await page.getByTestId('address-hint').getByText(en.address.pickup).waitFor();
    await fillLine(page, 0, 'Pikachu');
    await attachPhoto(page, await photoFile('pickup.jpg', '#c93'));
    await fillAddressAndAgree(page);
    await page.getByTestId('quote-total').waitFor();
    await page.screenshot({ path: screenshotPath('order-submit-pickup-en-1440'), fullPage: true });
    await page.getByTestId('pay').click();

    await page.waitForURL('**/grading/orderComplete?orderId=*');
    await page.waitForFunction(
      (paid) => document.querySelector('[data-testid=payment-state]')?.textContent === paid,
      en.complete.paid,
    );
    const steps = (await page.getByTestId('next-steps').textContent()) ?? '';
    assert.ok(steps.includes(en.complete['next-BRG_SHIPPING']), steps);
    assert.ok(!steps.includes(en.complete['next-tracking']), 'no tracking number to enter');
    await page.screenshot({ path: screenshotPath('order-complete-pickup-en-1440'), fullPage: true });
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const placed = (await (await page.request.get(`/api/orders/${orderId}`)).json()).data;
    assert.equal(placed.shipping.method, 'BRG_SHIPPING');

    // The order page: waiting for the pickup, what happens next, no tracking-number form.
    await page.selectOption('[data-testid=language-switcher]', 'ko');
    await page.goto(`/account/order/${orderId}`);
    await page
      .getByTestId('order-stage')
      .filter({ hasText: locale('ko', 'account').stage.PICKUP_REQUIRED })
      .waitFor();
    await page.getByTestId('order-next-step').waitFor();
    assert.match((await page.getByTestId('order-next-step').textContent()) ?? '', /테헤란로 1/);
    assert.equal(await page.getByTestId('inbound-form').count(), 0);
    assert.equal(
      await page.getByTestId('order-shipping-method').textContent(),
      locale('ko', 'account')['shipping-method'].BRG_SHIPPING,
    );
    await page.screenshot({ path: screenshotPath('order-detail-pickup-ko-1440'), fullPage: true });
    await page.selectOption('[data-testid=language-switcher]', 'tw');
    const tw = locale('tw', 'account');
    await page.getByTestId('order-stage').filter({ hasText: tw.stage.PICKUP_REQUIRED }).waitFor();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('order-detail-pickup-tw-375'), fullPage: true });

    // Staff record the pickup: the open page moves on by itself and the pickup note goes.
    const operator = await apiSession(browser, createStaff('OPERATOR'));
    const picked = await operator.post(`/api/console/orders/${orderId}/pickup`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.ok(picked.ok(), await picked.text());
    await page
      .getByTestId('order-stage')
      .filter({ hasText: tw.stage.SHIPPING_IN })
      .waitFor({ timeout: 20_000 });
    await page.getByTestId('order-next-step').waitFor({ state: 'detached' });
    await page.getByTestId('step-time-PICKUP_REQUIRED').waitFor();
    await page.screenshot({ path: screenshotPath('order-detail-picked-up-tw-375'), fullPage: true });
    await context.close();
  });

  // Issue 35 item 1: every card-line field the api takes, from the web form to the order page.
  it('an order with every card field: a Korean autographed baseball card, named on the quote and the order page', async () => {
    const email = await createMember('fields');
    const { context, page } = await openPage(1440);
    await logInAt(page, '/grading/submit?type=GENERAL&level=REG', email);
    await page.getByTestId('grading-submission').waitFor();
    await page.selectOption('#line-0-category', 'SPORTS');
    await page.selectOption('#line-0-sports', 'BASEBALL');
    await page.locator('#line-0-player').fill('이정후');
    await page.locator('#line-0-brand').fill('Topps');
    await page.locator('#line-0-set').fill('Chrome');
    await page.locator('#line-0-year').fill('2024');
    await page.locator('#line-0-card-number').fill('51');
    await page.locator('#line-0-serial-number').fill('12/99');
    await page.locator('#line-0-description').fill('Gold refractor, rookie');
    await page.locator('#line-0-auto').check();
    await page.locator('#line-0-signer').fill('이정후');
    await page.locator('#line-0-korean').check();
    await attachPhoto(page, await photoFile('fields.jpg', '#c33'));
    await fillAddressAndAgree(page);
    // The quote names the card as typed and says it is priced as a Korean autographed card.
    await page.getByTestId('quote-row').filter({ hasText: '이정후 12/99 · 한국 카드 · 사인 카드' }).waitFor();
    await page.screenshot({ path: screenshotPath('order-every-field-ko-1440'), fullPage: true });
    await page.selectOption('[data-testid=language-switcher]', 'tw');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('quote-row').filter({ hasText: '韓國卡' }).waitFor();
    await page.screenshot({ path: screenshotPath('order-every-field-tw-375'), fullPage: true });
    await page.getByTestId('pay').click();

    await page.waitForURL('**/grading/orderComplete?orderId=*');
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const placed = (await (await page.request.get(`/api/orders/${orderId}`)).json()).data;
    assert.equal(placed.items[0].itemType, 'KOR_GRADING_CARD_AUTO');
    assert.deepEqual(
      [placed.items[0].brand, placed.items[0].serialNumber, placed.items[0].signer],
      ['Topps', '12/99', '이정후'],
    );
    await page.goto(`/account/order/${orderId}`);
    await page.getByTestId('item-card').filter({ hasText: 'Topps · Chrome · 2024 · #51 · 12/99' }).waitFor();
    await page.getByTestId('item-korean').filter({ hasText: '韓國卡' }).waitFor();
    await page.screenshot({ path: screenshotPath('order-detail-every-field-tw-375'), fullPage: true });
    // At 375 the language switcher sits in the menu: back to 1440 first.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.selectOption('[data-testid=language-switcher]', 'ko');
    await page.getByTestId('item-korean').filter({ hasText: '한국 카드' }).waitFor();
    await page.screenshot({ path: screenshotPath('order-detail-every-field-ko-1440'), fullPage: true });
    await context.close();
  });

  it('bulk: 19 cards refused at the card lines, 20 priced at the bulk rate; saved as a draft, loaded and deleted', async () => {
    const email = await createMember('bulk');
    const { context, page } = await openPage(1440);
    await logInAt(page, '/grading/submit?type=GENERAL&level=BULK', email);
    await page.getByTestId('grading-submission').waitFor();
    await fillLine(page, 0, 'Ohtani');
    await page.locator('#line-0-quantity').fill('19');
    await page
      .getByTestId('card-lines-error')
      .getByText('대량 신청은 20장 이상이어야 합니다 (지금 19장).')
      .waitFor();
    await page.screenshot({ path: screenshotPath('order-bulk-19-ko-1440'), fullPage: true });
    await page.locator('#line-0-quantity').fill('20');
    await page.waitForFunction(() => !document.querySelector('[data-testid=card-lines-error]')?.textContent);
    // The server's bulk price: 20 × 13,800 won.
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=quote-total]')?.textContent?.includes('276,000'),
    );
    await page.screenshot({ path: screenshotPath('order-bulk-20-ko-1440'), fullPage: true });

    await page.getByTestId('save-draft').click();
    await page.getByTestId('draft-message').getByText('임시 저장했습니다.').waitFor();

    // A fresh regular form; the draft comes back from the list (after the warning), on its own level.
    await page.goto('/grading/submit?type=GENERAL&level=REG');
    await page.getByTestId('open-drafts').click();
    await page.getByTestId('draft-row').first().waitFor();
    await page.screenshot({ path: screenshotPath('order-drafts-ko-1440'), fullPage: true });
    await page.getByTestId('draft-load').click();
    await confirmPopup(page, 'primary');
    await page.waitForURL('**/grading/submit?type=GENERAL&level=BULK&draft=*');
    await page.getByTestId('draft-message').getByText('불러왔습니다').waitFor();
    assert.equal(await page.locator('#line-0-player').inputValue(), 'Ohtani');
    assert.equal(await page.locator('#line-0-quantity').inputValue(), '20');

    await page.getByTestId('open-drafts').click();
    await page.getByTestId('draft-delete').click();
    await confirmPopup(page, 'dangerous');
    await page.getByTestId('drafts-dialog').getByTestId('empty').waitFor();
    await context.close();
  });
});
