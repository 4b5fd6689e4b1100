import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { launchBrowser, openPage, screenshotPath, startInLanguage } from '../support/browser';
import { explainFailure } from '../support/failure';
import { receiveAndGrade } from '../support/console-setup';
import { address } from '../support/member-api';
import { MEMBER_PASSWORD as PASSWORD, signUpMember, XHR } from '../support/members';

// Card data against the real api and worker (run-e2e.mjs): a collector's order is graded through the
// operator routes, then the certificate, the pop report (captcha solved by the altcha widget), the
// collector's album and the public gallery are used in the browser.
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const databaseUrl = process.env.E2E_REAL_DATABASE_URL ?? '';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// A card name no other journey uses, so the pop report finds this run's cards only.
const CARD = `Mew${run}`;
let browser: Browser;
let collector: { email: string; nickname: string };
let fan: { email: string; nickname: string };
let certificates: string[];

const logIn = async (request: APIRequestContext, email: string) => {
  const res = await request.post('/api/login', { data: { email, password: PASSWORD }, headers: XHR });
  assert.ok(res.ok(), await res.text());
};

const call = async (request: APIRequestContext, method: 'POST' | 'PUT', url: string, data?: object) => {
  const res = await request.fetch(url, { method, data: data ?? {}, headers: XHR });
  assert.ok(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()).data;
};

const photo = (background: string) =>
  sharp({ create: { width: 480, height: 360, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The collector's order of two cards, paid, received and scored 10 and 9 by an operator. */
async function gradedCards(member: APIRequestContext, staff: APIRequestContext): Promise<string[]> {
  const upload = await member.post('/api/uploads', {
    multipart: { file: { name: 'card.jpg', mimeType: 'image/jpeg', buffer: await photo('#c33') } },
    headers: XHR,
  });
  assert.ok(upload.ok(), `POST /api/uploads: ${upload.status()}`);
  const order = await call(member, 'POST', '/api/orders', {
    submitType: 'GENERAL',
    orderType: 'REG',
    shippingMethod: 'SELF_SHIPPING',
    cardLines: [
      { cardCategory: 'POKEMON', playerName: CARD, setName: 'Promo', year: 2000, quantity: 2, isAuto: false },
    ],
    photos: [(await upload.json()).data.id],
    returnAddress: address('집', '서울 강남구 테헤란로 1'),
    agreements: { photosMatchCards: true, terms: true, caution: true, noMinimumGrade: true },
  });
  await call(member, 'POST', `/api/orders/${order.orderId}/payments`, {
    method: 'CARD',
    cardNumber: '4242424242424242',
  });
  await call(member, 'POST', `/api/orders/${order.orderId}/inbound-shipment`, {
    courier: 'CJ',
    trackingNumber: '123456789012',
  });
  const { numbers } = await receiveAndGrade(
    staff,
    order.orderId,
    7_100_000 + Math.floor(Math.random() * 800_000),
    (i) => (i === 0 ? 10 : 9),
  );
  // The certificates are read from the worker's registry: wait until it has them, as a collector
  // would simply look again (the page asks once; under load the projection can take seconds).
  for (const number of numbers) await certificateReadable(member, number);
  return numbers;
}

async function certificateReadable(request: APIRequestContext, number: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = await request.get(`/api/certifications/${number}`);
    if (answer.ok()) return;
    assert.ok(Date.now() < deadline, `certificate ${number} not readable after 60 s: ${answer.status()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** On a failure: a screenshot of where the journey stood, then the failure. */
const explained = (page: Page, name: string, error: unknown) =>
  explainFailure(page, screenshotPath(`failed-card-data-${name}`), error);

/**
 * A page of the test's own at a width in a language (signed in as `email` when given). On a failure,
 * a screenshot (explained, `failure` names it); the context is closed either way.
 */
const onOwnPage = async (
  at: { width: number; language: 'ko' | 'en' | 'tw'; email?: string; failure: string },
  journey: (opened: { context: BrowserContext; page: Page }) => Promise<void>,
) => {
  const opened = await openPage(browser, apiUrl, at.width);
  await startInLanguage(opened.context, at.language);
  if (at.email) await logIn(opened.context.request, at.email);
  try {
    await journey(opened);
  } catch (error) {
    await explained(opened.page, at.failure, error);
  } finally {
    await opened.context.close();
  }
};

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent()) ?? '';

/** The loaded image's width (0 for a broken image), once it has finished loading. */
const naturalWidth = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) =>
    el.complete && el.naturalWidth
      ? el.naturalWidth
      : new Promise<number>((done) => {
          el.onload = () => done(el.naturalWidth);
          el.onerror = () => done(0);
        }),
  );

before(async () => {
  assert.ok(apiUrl && databaseUrl, 'run-e2e.mjs starts the api and worker');
  browser = await launchBrowser();
  collector = await signUpMember(apiUrl, 'collector');
  fan = await signUpMember(apiUrl, 'fan');
  const operator = await signUpMember(apiUrl, 'grader');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`UPDATE member SET role = 'OPERATOR' WHERE email = $1`, [operator.email]);
  await db.end();
  const member = await browser.newContext({ baseURL: apiUrl });
  const staff = await browser.newContext({ baseURL: apiUrl });
  try {
    await logIn(member.request, collector.email);
    await logIn(staff.request, operator.email);
    certificates = await gradedCards(member.request, staff.request);
  } finally {
    await member.close();
    await staff.close();
  }
});

after(async () => {
  await browser?.close();
});

describe('card data: certificate, pop report, album and gallery', () => {
  it('looks a certificate up (ko) and searches the pop report three times on one solved captcha (en)', async () => {
    await onOwnPage({ width: 1440, language: 'ko', failure: 'pop' }, async ({ page }) => {
      // The certificate is read from the worker's registry: it appears once the projection caught up.
      await page.goto(`/certification?no=${certificates[0]}`);
      await page.getByTestId('certificate').waitFor({ timeout: 15_000 });
      assert.match(await text(page, 'grade'), /^10/);
      assert.match(await text(page, 'population'), /1\s*같은 등급/);
      assert.match(await text(page, 'certificate'), new RegExp(CARD));
      await page.screenshot({ path: screenshotPath('card-data-certificate-ko-1440'), fullPage: true });
      await page.getByTestId('certification-input').fill('123');
      await page.getByTestId('certification-submit').click();
      await page.locator('.ant-form-item-explain-error').waitFor();

      // The same person switches to English for the pop report.
      await page.goto('/pop-report');
      await page.selectOption('[data-testid=language-switcher]', 'en');
      await page.getByTestId('empty').filter({ hasText: 'tick the box' }).waitFor();
      await page.locator('#term').fill(CARD);
      await page.getByTestId('pop-submit').click();
      await page.getByTestId('pop-need-captcha').waitFor();
      assert.match(await text(page, 'pop-need-captcha'), /I am not a robot/);
      await page.locator('altcha-widget input[type=checkbox]').click();
      await page.locator('altcha-widget [data-state=verified]').waitFor({ timeout: 30_000 });
      await page.getByTestId('pop-submit').click();
      await page.getByTestId('pop-table').waitFor();
      assert.match(await text(page, 'pop-summary'), /1 card matches/);
      assert.equal(await text(page, 'pop-total'), '2');
      const row =
        (await page.locator('[data-testid=pop-table] tbody tr.ant-table-row').first().textContent()) ?? '';
      assert.match(row, new RegExp(`${CARD}.*Promo.*2000`));
      await page.screenshot({ path: screenshotPath('card-data-pop-report-en-1440'), fullPage: true });
      await expectAccessible(page, 'pop report with results');

      // Sorting pages the same term with the pass: no new captcha needed.
      await page.locator('[data-testid=pop-table] th').filter({ hasText: 'Year' }).click();
      await page.getByTestId('pop-table').waitFor();
      assert.equal(await page.getByTestId('pop-error').count(), 0);

      // Two more terms on the one solved box: the pass opens up to ten terms in ten minutes.
      await page.getByTestId('pop-pass').waitFor();
      for (const term of [`${CARD} Promo`, `${CARD} 2000`]) {
        await page.locator('#term').fill(term);
        await page.getByTestId('pop-submit').click();
        await page.getByTestId('pop-summary').filter({ hasText: term }).waitFor();
        assert.equal(await page.locator('altcha-widget').count(), 0);
        assert.equal(await page.getByTestId('pop-error').count(), 0);
      }
    });
  });

  it('makes an album with an uploaded cover public, and it shows in the gallery (tw)', async () => {
    await onOwnPage(
      { width: 1440, language: 'tw', email: collector.email, failure: 'album' },
      async ({ page }) => {
        await page.goto('/account/collection/grading');
        await page.getByTestId('albums-page').waitFor();
        await page.locator('#name').fill('x');
        await page.getByTestId('album-save').click();
        await page.locator('.ant-form-item-explain-error').filter({ hasText: '2–16' }).waitFor();
        await page.locator('#name').fill(`Mew앨범${run.slice(-4)}`);
        await page.locator('#description').fill('프로모 카드 모음');
        await page.getByTestId('album-save').click();
        await page.getByTestId('album-editor').waitFor();

        // Opening needs cards and a cover: refused with the api's message first.
        await page.getByTestId('album-public').click();
        await page.getByTestId('album-problem').waitFor();
        await page.getByTestId('eligible-card').first().waitFor({ timeout: 15_000 });
        for (const box of await page.getByTestId('eligible-card').all()) await box.click();
        await page.getByTestId('album-add-cards').click();
        await page.getByTestId('graded-card').nth(1).waitFor();
        await page.getByTestId('album-cover-file').setInputFiles({
          name: 'cover.jpg',
          mimeType: 'image/jpeg',
          buffer: await photo('#36c'),
        });
        await page.locator('[data-testid=album-editor] img').waitFor();
        await page.getByTestId('album-public').click();
        await page.getByTestId('album-gallery-link').waitFor();
        await page.screenshot({ path: screenshotPath('card-data-album-tw-1440'), fullPage: true });
        await expectAccessible(page, 'album editor');

        await page.getByTestId('album-gallery-link').click();
        await page.getByTestId('gallery-album').waitFor();
        assert.match(await text(page, 'gallery-album'), new RegExp(collector.nickname));
        await page.goto('/collection-gallery');
        const tile = page.getByTestId('album-tile').filter({ hasText: `Mew앨범${run.slice(-4)}` });
        await tile.waitFor();
        // The cover is served to a visitor's browser too (the image loaded, not a broken icon).
        const loaded = await tile
          .locator('img')
          .evaluate((img: HTMLImageElement) =>
            img.complete
              ? img.naturalWidth
              : new Promise((done) => (img.onload = () => done(img.naturalWidth))),
          );
        assert.ok(Number(loaded) > 0, 'cover image loads');
        assert.match((await tile.textContent()) ?? '', /2 張卡片/);
        await page.screenshot({ path: screenshotPath('card-data-gallery-tw-1440'), fullPage: true });
        await expectAccessible(page, 'gallery');
        await page.goto('/account/collection/grading');
        await page.getByTestId('album-tile').first().waitFor();
        await expectAccessible(page, 'my albums');
      },
    );
  });

  it('shows the collector’s photo on the certificate once the album is public, and opens it larger', async () => {
    await onOwnPage({ width: 1440, language: 'ko', failure: 'photo' }, async ({ page }) => {
      await page.goto(`/certification?no=${certificates[0]}`);
      const thumbnail = page.locator('[data-testid=certificate-photos] img').first();
      await thumbnail.waitFor({ timeout: 15_000 });
      assert.match(await text(page, 'certificate-photos'), /사진 1장/);
      assert.ok((await naturalWidth(thumbnail)) > 0, 'the thumbnail loads');
      await page.screenshot({ path: screenshotPath('card-data-certificate-photo-ko-1440'), fullPage: true });
      await thumbnail.click();
      const large = page.locator('.ant-image-preview img').first();
      await large.waitFor();
      assert.ok((await naturalWidth(large)) > 0, 'the larger photo loads');
      assert.match((await large.getAttribute('src')) ?? '', /\/photos\/[0-9a-f-]{36}$/);
      await page.screenshot({ path: screenshotPath('card-data-certificate-photo-open-ko-1440') });
      await page.keyboard.press('Escape');
      await large.waitFor({ state: 'hidden' });
      // The language switcher is in the header at 1440 (the 375 px menu folds it away).
      for (const [lang, words] of [
        ['en', /1 photo shared/],
        ['tw', /照片 1 張/],
      ] as const) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.selectOption('[data-testid=language-switcher]', lang);
        await page.getByTestId('certificate-photos').filter({ hasText: words }).waitFor();
        await page.setViewportSize({ width: 375, height: 812 });
        await page.screenshot({
          path: screenshotPath(`card-data-certificate-photo-${lang}-375`),
          fullPage: true,
        });
      }
      await expectAccessible(page, 'certificate with photos at 375 px');
    });
  });

  it('sends a visitor who likes an album to log-in and back, then toggles the like (ko, 375)', async () => {
    await onOwnPage({ width: 375, language: 'ko', failure: 'like' }, async ({ page }) => {
      await page.goto('/collection-gallery');
      await page
        .getByTestId('album-tile')
        .filter({ hasText: `Mew앨범${run.slice(-4)}` })
        .click();
      await page.getByTestId('gallery-album').waitFor();
      const albumUrl = new URL(page.url()).pathname;
      await page.getByTestId('like-button').click();
      await page.waitForURL(`**/login?returnUrl=${encodeURIComponent(albumUrl)}`);
      await page.locator('#email').fill(fan.email);
      await page.locator('#password').fill(PASSWORD);
      await page.locator('[data-testid=login-form] button[type=submit]').click();
      await page.waitForURL(`**${albumUrl}`);
      await page.getByTestId('like-count').filter({ hasText: /^0$/ }).waitFor();
      await page.getByTestId('like-button').click();
      await page.getByTestId('like-count').filter({ hasText: /^1$/ }).waitFor();
      assert.equal(await page.getByTestId('like-button').getAttribute('aria-pressed'), 'true');
      await page.screenshot({ path: screenshotPath('card-data-liked-ko-375'), fullPage: true });
      await expectAccessible(page, 'gallery album at 375 px');
      await page.getByTestId('like-button').click();
      await page.getByTestId('like-count').filter({ hasText: /^0$/ }).waitFor();
      await page.getByTestId('like-button').click();
      await page.getByTestId('like-count').filter({ hasText: /^1$/ }).waitFor();
      await page.goto('/collection-gallery?sort=likes');
      await page.getByTestId('album-tile').first().waitFor();
      await page.screenshot({ path: screenshotPath('card-data-gallery-ko-375'), fullPage: true });
      await page.goto('/pop-report');
      await page.getByTestId('pop-captcha').waitFor();
      await page.screenshot({ path: screenshotPath('card-data-pop-report-ko-375'), fullPage: true });
    });
  });

  it('an ADMIN issues a public API key in the console; it reads the certificate until revoked (1440)', async () => {
    const admin = await signUpMember(apiUrl, 'keys');
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`UPDATE member SET role = 'ADMIN' WHERE email = $1`, [admin.email]);
    await db.end();
    const partner = `Partner ${run}`;
    // The partner's side: a plain HTTP client with the key, no browser session.
    const publicRead = (key?: string) =>
      fetch(`${apiUrl}/api/public/v1/certifications/${certificates[0]}`, {
        headers: key ? { 'X-Api-Key': key } : {},
      });
    await onOwnPage(
      { width: 1440, language: 'ko', email: admin.email, failure: 'api-key' },
      async ({ page }) => {
        await page.goto('/console');
        await page.getByTestId('console-menu').getByText('API 키').click();
        await page.getByTestId('console-api-keys').waitFor();
        await page.getByTestId('api-key-issue').click();
        await page.locator('.ant-form-item-explain-error').waitFor();
        await page.locator('#api-key-name').fill(partner);
        await page.getByTestId('api-key-issue').click();
        await page.getByTestId('api-key-issued').waitFor();
        const secret = /swk_[\w-]+/.exec(await text(page, 'api-key-secret'))?.[0] ?? '';
        assert.ok(secret, 'the secret is shown');
        assert.equal(
          await page.getByTestId('api-key-secret').getByRole('button').count(),
          1,
          'a copy button',
        );
        await page.screenshot({ path: screenshotPath('card-data-api-key-issued-ko-1440'), fullPage: true });
        // The screen, not the console's frame (its role tag is the console journey's business).
        await expectAccessible(page, 'console api keys', '[data-testid=console-api-keys]');

        assert.equal((await publicRead()).status, 401);
        const read = await publicRead(secret);
        assert.equal(read.status, 200, await read.clone().text());
        const certificate = (await read.json()).data;
        assert.equal(certificate.certificationNumber, certificates[0]);
        assert.equal(certificate.grade, '10');
        assert.equal(certificate.photoImages.length, 1);

        // Shown once: after "done" the list has the key's prefix only.
        await page.getByTestId('api-key-issued-done').click();
        assert.equal(await page.getByTestId('api-key-secret').count(), 0);
        const row = page.locator('[data-testid=api-key-rows] tr', { hasText: partner });
        await row.getByTestId('api-key-status').filter({ hasText: '사용 중' }).waitFor();
        assert.ok(((await row.textContent()) ?? '').includes(secret.slice(0, 10)));
        for (const lang of ['en', 'tw'] as const) {
          await page.selectOption('[data-testid=console-language]', lang);
          await page.waitForFunction(
            (text) => document.querySelector('[data-testid=console-api-keys] h3')?.textContent === text,
            lang === 'en' ? 'Public API keys' : '公開 API 金鑰',
          );
          await page.screenshot({ path: screenshotPath(`card-data-api-keys-${lang}-1440`), fullPage: true });
        }
        await row.getByTestId('api-key-revoke').click();
        // The console's popups can sit outside the viewport while they align: the click goes to the button.
        await page.getByTestId('api-key-revoke-ok').dispatchEvent('click');
        await row.getByTestId('api-key-status').filter({ hasText: '已撤銷' }).waitFor();
        assert.equal((await publicRead(secret)).status, 401);
        await page.screenshot({ path: screenshotPath('card-data-api-key-revoked-tw-1440'), fullPage: true });
      },
    );
  });
});
