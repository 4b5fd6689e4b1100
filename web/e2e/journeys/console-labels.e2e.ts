import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { call } from '../support/api-session';
import { launchBrowser, screenshotPath } from '../support/browser';
import { consoleDetailAt, openConsole, receiveAndGrade } from '../support/console-setup';
import {
  apiSession,
  apiUrl,
  createMember,
  createStaff,
  pay,
  placeGradingOrder,
} from '../support/order-setup';

// Labels and slab photos at casing (issue 34 item 8): the operator prints the order's slab labels,
// whose QR code (decoded here) opens the certificate, photographs each slab front and back through
// the order screen, and a visitor then sees the photos on the certificate.
const CATCH_UP_MS = 30_000;
let browser: Browser;
let memberEmail: string;
let operatorEmail: string;

const slabPhoto = (background: string) =>
  sharp({ create: { width: 600, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A paid order of two cards, received, checked, scored (10 and 9) and cased by staff. */
async function casedOrder(member: APIRequestContext, staff: APIRequestContext) {
  const orderId = await placeGradingOrder(member, 2);
  await pay(member, orderId, 'CARD');
  await call(member, 'POST', `/api/orders/${orderId}/inbound-shipment`, {
    courier: 'CJ',
    trackingNumber: `5${Math.floor(Math.random() * 1e11)}`,
  });
  const { step, numbers } = await receiveAndGrade(
    staff,
    orderId,
    6_000_000 + Math.floor(Math.random() * 900_000),
    (i) => (i === 0 ? 10 : 9),
  );
  const cased = await step('casing');
  const detail = await consoleDetailAt(staff, orderId, cased.revision);
  return { orderId, numbers, orderNumber: (detail as unknown as { orderNumber: string }).orderNumber };
}

/** Reads the QR code the browser drew: a screenshot of the element, decoded as a scanner would. */
async function decodeQr(page: Page, certificationNumber: string): Promise<string | null> {
  const label = page.locator(`[data-testid="slab-label"][data-certification="${certificationNumber}"]`);
  const png = PNG.sync.read(await label.getByTestId('label-qr').screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

before(async () => {
  assert.ok(apiUrl, 'run-e2e.mjs starts the api and worker');
  memberEmail = await createMember('labels');
  operatorEmail = createStaff('OPERATOR');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('labels and slab photos at casing', () => {
  it('prints labels whose QR opens the certificate, and the slab photos reach the certificate', async () => {
    const member = await apiSession(browser, memberEmail);
    const desk = await openConsole(browser, apiUrl, { email: operatorEmail }, 1280, 'en');
    const { page } = desk;
    try {
      const { orderId, numbers, orderNumber } = await casedOrder(member, desk.context.request);
      const [first, second] = numbers as [string, string];

      // From the order screen to the labels: one per slab, each QR the certificate's address.
      await page.goto(`/console/orders/${orderId}`);
      await page.getByTestId('open-slab-labels').click();
      await page.getByTestId('slab-label').nth(1).waitFor({ timeout: CATCH_UP_MS });
      await page.getByTestId('label-qr').nth(1).waitFor();
      const origin = new URL(page.url()).origin;
      assert.equal(await decodeQr(page, first), `${origin}/certification/${first}`);
      assert.equal(await decodeQr(page, second), `${origin}/certification/${second}`);
      const gem = page.locator(`[data-testid="slab-label"][data-certification="${first}"]`);
      assert.match((await gem.getByTestId('label-grade').textContent()) ?? '', /GEM MINT\s*10/);
      await page.screenshot({ path: screenshotPath('console-slab-labels-en-1280'), fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: screenshotPath('console-slab-labels-print-en-1280'), fullPage: true });
      await page.emulateMedia({ media: 'screen' });

      // The receiving slip's barcode is the order number, as receiving mode takes it.
      await page.goto(`/console/orders/${orderId}/slip`);
      const barcode = page.getByTestId('slip-barcode');
      await barcode.waitFor({ timeout: CATCH_UP_MS });
      assert.equal(await barcode.getAttribute('data-value'), orderNumber);
      assert.ok((await barcode.locator('rect').count()) > 10, 'the barcode has bars');
      await page.screenshot({ path: screenshotPath('console-receiving-slip-en-1280'), fullPage: true });

      // Each slab photographed front and back through the order screen (the upload pipeline).
      await page.goto(`/console/orders/${orderId}`);
      const row = page.locator(`[data-testid="slab-photo-row"][data-certification="${first}"]`);
      await row.waitFor({ timeout: CATCH_UP_MS });
      await row
        .getByTestId('slab-photo-input-FRONT')
        .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await slabPhoto('#2a6') });
      await row
        .getByTestId('slab-side-FRONT')
        .getByTestId('slab-photo-thumbnail')
        .waitFor({ timeout: CATCH_UP_MS });
      await row
        .getByTestId('slab-photo-input-BACK')
        .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await slabPhoto('#a26') });
      await row
        .getByTestId('slab-side-BACK')
        .getByTestId('slab-photo-thumbnail')
        .waitFor({ timeout: CATCH_UP_MS });
      // A file the pipeline cannot decode is refused at the card, in words.
      await row
        .getByTestId('slab-photo-input-FRONT')
        .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') });
      assert.match(
        (await row.getByTestId('slab-photo-error').textContent({ timeout: CATCH_UP_MS })) ?? '',
        /JPEG, PNG or WebP/,
      );
      await page.getByTestId('slab-card').screenshot({ path: screenshotPath('console-slab-photos-en-1280') });

      // A visitor opens the certificate by the label's address and sees the slab, front and back.
      const visitor = await browser.newContext({ baseURL: apiUrl, viewport: { width: 1280, height: 900 } });
      await visitor.addInitScript(() => window.localStorage.setItem('lang', 'en'));
      try {
        const certificate = await visitor.newPage();
        const deadline = Date.now() + CATCH_UP_MS;
        // The registry is a read model: the worker binds the photos to the certificate shortly after.
        for (;;) {
          await certificate.goto(`/certification/${first}`);
          await certificate
            .getByTestId('certificate')
            .or(certificate.getByTestId('certification-unknown'))
            .first()
            .waitFor({ timeout: CATCH_UP_MS });
          if ((await certificate.getByTestId('slab-photo-back').count()) > 0) break;
          assert.ok(Date.now() < deadline, 'the certificate never showed the slab photos');
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        // Both photos load (antd's Image puts the test id on its wrapper or on the img itself).
        for (const side of ['front', 'back'])
          await certificate.waitForFunction(
            (id) =>
              (document.querySelector<HTMLImageElement>(`img[data-testid="${id}"], [data-testid="${id}"] img`)
                ?.naturalWidth ?? 0) > 0,
            `slab-photo-${side}`,
          );
        const answer = await call(visitor.request, 'GET', `/api/certifications/${first}`);
        assert.ok(answer.slabPhotos.front?.url && answer.slabPhotos.back?.url, 'the api answers both photos');
        await certificate.screenshot({
          path: screenshotPath('certificate-slab-photos-en-1280'),
          fullPage: true,
        });
      } finally {
        await visitor.close();
      }
    } finally {
      await desk.context.close();
    }
  });

  it('looks right at 1440 and on a phone', async () => {
    const member = await apiSession(browser, memberEmail);
    const wide = await openConsole(browser, apiUrl, { email: operatorEmail }, 1440, 'tw');
    const phone = await openConsole(browser, apiUrl, { email: operatorEmail }, 375, 'en');
    try {
      const { orderId } = await casedOrder(member, wide.context.request);
      for (const [name, { page }] of [
        ['tw-1440', wide],
        ['en-375', phone],
      ] as const) {
        await page.goto(`/console/orders/${orderId}/labels`);
        await page.getByTestId('label-qr').nth(1).waitFor({ timeout: CATCH_UP_MS });
        await page.screenshot({ path: screenshotPath(`console-slab-labels-${name}`), fullPage: true });
        await page.goto(`/console/orders/${orderId}/slip`);
        await page.getByTestId('slip-barcode').waitFor({ timeout: CATCH_UP_MS });
        await page.screenshot({ path: screenshotPath(`console-receiving-slip-${name}`), fullPage: true });
        await page.goto(`/console/orders/${orderId}`);
        await page.getByTestId('slab-photo-row').nth(1).waitFor({ timeout: CATCH_UP_MS });
        await page
          .getByTestId('slab-card')
          .screenshot({ path: screenshotPath(`console-slab-photos-${name}`) });
      }
    } finally {
      await wide.context.close();
      await phone.context.close();
    }
  });
});
