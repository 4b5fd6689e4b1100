import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { call, createAccount, logIn, uploadCardPhoto } from '../support/api-session';
import { launchBrowser, screenshotPath } from '../support/browser';
import { consoleDetailAt, consoleStep, openConsole } from '../support/console-setup';
import { returnAddress } from '../support/order-setup';

// The scoring desk at volume (issue 34): an operator scores an order of 20 cards with the keyboard
// only, from the first grade field to the saved scores, and the journey counts the keys (at most 5
// a card on average; 13.5 with the form of one select and one save per card).
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const collector = { email: `scorer-member.${run}@example.com`, nickname: `col${run.slice(-4)}` };
const operator = { email: `scorer.${run}@example.com`, nickname: `desk${run.slice(-4)}` };
const CATCH_UP_MS = 30_000;
let browser: Browser;

/** A paid order of 20 cards in four described lines (one with a minimum grade), warehoused by staff. */
const twentyCardsInTheWarehouse = async (staff: Page['request']) => {
  const context = await browser.newContext({ baseURL: apiUrl });
  try {
    await logIn(context.request, collector.email);
    // At most 6 cards a photo: four photos for 20 cards.
    const photos = [];
    for (const colour of ['#36c', '#c63', '#3c6', '#c3c'])
      photos.push(await uploadCardPhoto(context.request, colour));
    const order = await call(context.request, 'POST', '/api/orders', {
      submitType: 'GENERAL',
      orderType: 'REG',
      shippingMethod: 'SELF_SHIPPING',
      cardLines: [
        {
          cardCategory: 'POKEMON',
          playerName: 'Pikachu',
          quantity: 5,
          isAuto: false,
          year: 1999,
          setName: 'Base Set',
          cardNumber: '58',
        },
        {
          cardCategory: 'SPORTS',
          sportsType: 'SOCCER',
          playerName: 'Son Heung-min',
          quantity: 5,
          isAuto: true,
          isKorean: true,
          year: 2020,
          brand: 'Topps',
          setName: 'Chrome',
          cardNumber: '7',
        },
        {
          cardCategory: 'YUGIOH',
          playerName: 'Blue-Eyes White Dragon',
          quantity: 5,
          isAuto: false,
          year: 2002,
        },
        {
          cardCategory: 'POKEMON',
          playerName: 'Charizard',
          quantity: 5,
          isAuto: false,
          year: 1999,
          minimumGrade: 8,
        },
      ],
      photos,
      returnAddress,
      agreements: { photosMatchCards: true, terms: true, caution: true, minimumGradeTerms: true },
    });
    await call(context.request, 'POST', `/api/orders/${order.orderId}/payments`, {
      method: 'CARD',
      cardNumber: '4242424242424242',
    });
    await call(context.request, 'POST', `/api/orders/${order.orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: `7${Math.floor(Math.random() * 1e11)}`,
    });
    const step = consoleStep(staff, order.orderId);
    await step('receive');
    await step('warehouse');
    return order.orderId as string;
  } finally {
    await context.close();
  }
};

/** Waits until the order screen shows this processing status (the tag under the order number). */
const statusIs = (page: Page, text: string) =>
  page.getByTestId('order-processing-status').filter({ hasText: text }).waitFor({ timeout: CATCH_UP_MS });

before(async () => {
  assert.ok(apiUrl, 'run-e2e.mjs starts the api and worker');
  createAccount(collector.email, 'MEMBER', collector.nickname);
  createAccount(operator.email, 'OPERATOR', operator.nickname);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('the scoring desk', () => {
  it('scores 20 cards with the keyboard only, at most 5 keys a card', async () => {
    const desk = await openConsole(browser, apiUrl, operator, 1280, 'en');
    const { page } = desk;
    const tw = await openConsole(browser, apiUrl, operator, 1440, 'tw');
    try {
      const orderId = await twentyCardsInTheWarehouse(desk.context.request);

      // The correspondence check shows each card's full line; all 20 match (the default).
      await page.goto(`/console/orders/${orderId}`);
      await page.getByTestId('correspondence-item').nth(19).waitFor({ timeout: CATCH_UP_MS });
      const sonLine = await page.getByTestId('correspondence-item').nth(5).textContent();
      assert.match(sonLine ?? '', /#6 Son Heung-min.*Soccer · 2020 · Topps Chrome · #7.*Autographed/);
      await page.screenshot({ path: screenshotPath('console-correspondence-full-lines-en-1280') });
      await tw.page.goto(`/console/orders/${orderId}`);
      await tw.page.getByTestId('correspondence-item').nth(19).waitFor({ timeout: CATCH_UP_MS });
      await tw.page.screenshot({ path: screenshotPath('console-correspondence-full-lines-tw-1440') });
      await page.getByTestId('correspondence-submit').click();
      const step = consoleStep(desk.context.request, orderId);
      await statusIs(page, 'Correspondence checked');
      await step('vsc-check');
      const defects = await step('defect-check');
      await consoleDetailAt(desk.context.request, orderId, defects.revision);

      const grades = page.getByTestId('score-grade');
      await grades.nth(19).waitFor({ timeout: CATCH_UP_MS });
      await tw.page.reload();
      await tw.page.getByTestId('score-grade').nth(19).waitFor({ timeout: CATCH_UP_MS });
      await tw.page.screenshot({ path: screenshotPath('console-score-form-tw-1440') });

      // From the first grade field on, keys only: the grade (completed: "8." is 8.5, "a" is A),
      // Enter to the next card, and one Ctrl+Enter for all. Charizard's minimum is 8.
      await grades.nth(0).focus();
      let keys = 0;
      const press = async (key: string) => {
        await page.keyboard.press(key);
        keys += 1;
      };
      const typed = [
        '10',
        '9',
        '8.',
        'a',
        '9',
        '10',
        '7.',
        '9',
        '8',
        '10',
        '6',
        '9',
        '8.',
        '5',
        '10',
        '9',
        '8',
        'a',
        '10',
        '8.',
      ];
      for (const grade of typed) {
        for (const key of grade) await press(key);
        await press('Enter');
      }
      await page.screenshot({ path: screenshotPath('console-score-form-en-1280') });
      await press('Control+Enter');
      await statusIs(page, 'Scored');
      const perCard = keys / typed.length;
      console.log(
        `scoring desk: ${keys} keys for ${typed.length} cards = ${perCard.toFixed(2)} keys per card`,
      );
      assert.ok(perCard <= 5, `${perCard} keys per card`);
      await page.screenshot({ path: screenshotPath('console-scored-20-en-1280'), fullPage: true });

      // Every card has its grade and a certification no. of its own from the sequence.
      const detail = await call(desk.context.request, 'GET', `/api/console/orders/${orderId}`);
      const items = detail.state.items as Array<{ grade: number | 'A'; certificationNumber: string }>;
      assert.deepEqual(
        items.map((item) => String(item.grade)),
        [
          '10',
          '9',
          '8.5',
          'A',
          '9',
          '10',
          '7.5',
          '9',
          '8',
          '10',
          '6',
          '9',
          '8.5',
          '5',
          '10',
          '9',
          '8',
          'A',
          '10',
          '8.5',
        ],
      );
      assert.equal(new Set(items.map((item) => item.certificationNumber)).size, 20);
      assert.ok(items.every((item) => /^\d{7}$/.test(item.certificationNumber)));
    } catch (error) {
      await page
        .screenshot({ path: screenshotPath('failed-console-scoring'), fullPage: true })
        .catch(() => undefined);
      const said = await page
        .locator('[role=alert], .ant-form-item-explain-error')
        .allTextContents()
        .catch(() => []);
      throw new Error(`${String(error)}; page said: ${JSON.stringify(said)}`);
    } finally {
      await desk.context.close();
      await tw.context.close();
    }
  });
});
