import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../support/browser';
import { codeIn, waitForMail } from '../support/mailbox';
import {
  address,
  advanceToGraded,
  apiUrl,
  call,
  databaseUrl,
  digits4,
  logIn,
  openAs as openIn,
  PASSWORD,
  placeOrder,
  signUp,
  waitForOrderList,
  XHR,
} from '../support/member-api';
import { clickSettled } from '../support/dialog';

// My page against the real api and worker (run-e2e.mjs): dashboard, address book, profile, withdrawal,
// collection, dormancy. Each test works in one language at one width; together ko/en/tw and 1440/375.
let browser: Browser;
let db: pg.Client;
let operator: { email: string };
const openAs = (email: string, width: number, language: 'ko' | 'en' | 'tw' = 'ko') =>
  openIn(browser, email, width, language);

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent()) ?? '';
const fieldError = (page: Page, field: string) => page.locator(`#${field}_help`);
const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(name), fullPage: true });

/** On a failure: a screenshot of where the page was, then the failure. */
const explained = async (page: Page, name: string, error: unknown) => {
  await shot(page, `failed-account-${name}`).catch(() => undefined);
  throw new Error(`${String(error)} (at ${page.url()})`);
};

/**
 * A member of the test's own (signed up as `nick`) on their page, at a width in a language. On a
 * failure, a screenshot and where the page stood (`failure` names it); the context is closed either way.
 */
const asNewMember = async (
  at: { nick: string; width: number; language: 'ko' | 'en' | 'tw'; failure: string },
  journey: (opened: { member: { email: string }; context: BrowserContext; page: Page }) => Promise<void>,
) => {
  const member = await signUp(at.nick);
  const { context, page } = await openAs(member.email, at.width, at.language);
  try {
    await journey({ member, context, page });
  } catch (error) {
    await explained(page, at.failure, error);
  } finally {
    await context.close();
  }
};

/** An operator takes a paid order from the member's tracking number to shipped, scoring each card 9. */
const advanceToShipped = async (member: APIRequestContext, orderId: string) => {
  const staff = await browser.newContext({ baseURL: apiUrl });
  try {
    await logIn(staff.request, operator.email);
    const { step, numbers } = await advanceToGraded(staff.request, member, orderId);
    await step('casing');
    await step('release');
    await step('ship-out', { courier: 'CJ', trackingNumber: '998877' });
    return numbers.length;
  } finally {
    await staff.close();
  }
};

before(async () => {
  assert.ok(apiUrl && databaseUrl, 'run-e2e.mjs starts the api and worker');
  browser = await launchBrowser();
  operator = await signUp('accountop');
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`UPDATE member SET role = 'OPERATOR' WHERE email = $1`, [operator.email]);
});

after(async () => {
  await db?.end();
  await browser?.close();
});

describe('my page', () => {
  it('dashboard: counts per tab and stage, orders in process with their estimate, the default address', async () => {
    await asNewMember(
      { nick: 'dash', width: 1440, language: 'ko', failure: 'dashboard' },
      async ({ context, page }) => {
        await call(
          context.request,
          'POST',
          '/api/member/addresses',
          address('회사', '서울 중구 세종대로 110'),
        );
        const paid = await placeOrder(context.request);
        const unpaid = await placeOrder(context.request, false);
        await waitForOrderList(context.request, 'in-process', (ids) =>
          [paid.orderId, unpaid.orderId].every((id) => ids.includes(id)),
        );

        await page.goto('/account');
        await page.waitForURL('**/account/dashboard');
        await page.getByTestId('dashboard-order').first().waitFor();
        assert.match(await text(page, 'dashboard-count-all'), /^2\s*전체$/);
        assert.match(await text(page, 'dashboard-count-in-process'), /^2/);
        assert.match(await text(page, 'dashboard-stage-NEED_INVOICE_INPUT'), /운송장 입력 필요\s*1/);
        assert.match(await text(page, 'dashboard-default-address'), /세종대로 110/);
        const paidRow = page.getByTestId('dashboard-order').filter({ hasText: paid.orderNumber });
        assert.match(
          (await paidRow.getByTestId('dashboard-order-estimate').textContent()) ?? '',
          /예상 완료일 \S+/,
        );
        assert.equal(await page.getByTestId('dashboard-recent-order').count(), 2);
        await shot(page, 'account-dashboard-ko-1440');

        await page.setViewportSize({ width: 375, height: 812 });
        await shot(page, 'account-dashboard-ko-375');
        const noSideways = await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        );
        assert.ok(noSideways, 'the dashboard fits 375 px without scrolling sideways');

        await paidRow.getByTestId('dashboard-order-link').click();
        await page.getByTestId('order-detail').waitFor();

        // No "coming soon" under /account: an unknown path is the 404 page.
        await page.goto('/account/nothing-here');
        await page.getByTestId('not-found').waitFor();
      },
    );
  });

  it('address book: per-field errors, add, default, the default undeletable, delete after confirming', async () => {
    await asNewMember(
      { nick: 'addr', width: 375, language: 'en', failure: 'addresses' },
      async ({ page }) => {
        await page.goto('/account/address');
        await page.getByTestId('empty').waitFor();

        await page.getByTestId('address-add').click();
        await page.getByTestId('address-name').fill('Home');
        await page.getByTestId('address-recipient').fill('Minsu Kim');
        await page.getByTestId('address-phone').fill('phone');
        await page.getByTestId('address-postalCode').fill('123');
        await page.getByTestId('address-save').click();
        assert.equal(await fieldError(page, 'postalCode').textContent(), 'The postal code has 5 digits.');
        assert.match((await fieldError(page, 'phone').textContent()) ?? '', /^Digits and dashes/);
        assert.equal(await fieldError(page, 'address1').textContent(), 'Please enter the address.');
        await shot(page, 'account-address-errors-en-375');

        await page.getByTestId('address-phone').fill('010-2222-3333');
        await page.getByTestId('address-postalCode').fill('04524');
        await page.getByTestId('address-address1').fill('110 Sejong-daero, Jung-gu, Seoul');
        await page.getByTestId('address-save').click();
        await page.getByTestId('address-card').first().waitFor();
        assert.equal(
          await page.getByTestId('address-default-tag').count(),
          1,
          'the first address is the default',
        );

        await page.getByTestId('address-add').click();
        await page.getByTestId('address-name').fill('Office');
        await page.getByTestId('address-recipient').fill('Minsu Kim');
        await page.getByTestId('address-phone').fill('010-2222-4444');
        await page.getByTestId('address-postalCode').fill('06236');
        await page.getByTestId('address-address1').fill('1 Teheran-ro, Gangnam-gu, Seoul');
        await page.getByTestId('address-save').click();
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid=address-card]').length === 2,
        );

        const home = page.getByTestId('address-card').filter({ hasText: 'Home' });
        const office = page.getByTestId('address-card').filter({ hasText: 'Office' });
        assert.ok(await home.getByTestId('address-delete').isDisabled(), 'the default cannot be deleted');
        assert.match(
          (await home.getByTestId('address-default-note').textContent()) ?? '',
          /default address cannot be deleted/,
        );
        await shot(page, 'account-addresses-en-375');

        await office.getByTestId('address-make-default').click();
        await office.getByTestId('address-default-tag').waitFor();
        await home.getByTestId('address-delete').click();
        await clickSettled(page.getByTestId('address-delete-confirm'));
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid=address-card]').length === 1,
        );
        assert.match(await text(page, 'address-card-name'), /Office/);
      },
    );
  });

  it('profile: phone verified with the SMS code, notification and advertising switches kept', async () => {
    await asNewMember(
      { nick: 'prof', width: 1440, language: 'tw', failure: 'profile' },
      async ({ member, context, page }) => {
        await page.goto('/account/profile');
        await page.getByTestId('phone-form').waitFor();
        assert.equal(await text(page, 'profile-email'), member.email);
        await page.getByTestId('change-password-form').waitFor();

        const phone = `010-7${digits4().slice(1)}-${digits4()}`;
        await page.getByTestId('phone-input').fill(phone);
        await page.getByTestId('phone-send').click();
        await page.getByTestId('phone-code').waitFor();
        const sms = await waitForMail(apiUrl, phone.replaceAll('-', ''), (m) => /\d{6}/.test(m.body));
        await page.getByTestId('phone-code').fill(codeIn(sms.body));
        await shot(page, 'account-profile-code-tw-1440');
        await page.getByTestId('phone-check').click();
        // The member's identity verification had already proven a phone: the new number replaces it.
        await page
          .getByTestId('profile-phone')
          .filter({ hasText: phone.replaceAll('-', '') })
          .waitFor();
        await page.getByTestId('phone-verified-tag').waitFor();
        assert.equal(await text(page, 'phone-verified-tag'), '已驗證');

        const mail = page.getByTestId('setting-notifyByMail');
        const ads = page.getByTestId('setting-advertisingConsent');
        assert.equal(await mail.getAttribute('aria-checked'), 'true');
        assert.equal(await ads.getAttribute('aria-checked'), 'false');
        await mail.click();
        await page.waitForFunction(
          () =>
            document.querySelector('[data-testid=setting-notifyByMail]')?.getAttribute('aria-checked') ===
            'false',
        );
        await ads.click();
        await page.waitForFunction(
          () =>
            document
              .querySelector('[data-testid=setting-advertisingConsent]')
              ?.getAttribute('aria-checked') === 'true',
        );
        await page.reload();
        await page.getByTestId('consent-switches').waitFor();
        assert.equal(await page.getByTestId('setting-notifyByMail').getAttribute('aria-checked'), 'false');
        assert.equal(
          await page.getByTestId('setting-advertisingConsent').getAttribute('aria-checked'),
          'true',
        );
        const profile = (await (await context.request.get('/api/member/profile')).json()).data;
        assert.deepEqual(
          [profile.notifications, profile.advertisingConsent, profile.phoneVerified],
          [{ mail: false, sms: true }, true, true],
        );
        await shot(page, 'account-profile-tw-1440');

        // An account without a password (social sign-up) sees why there is no password form.
        await db.query(`UPDATE member SET password_hash = NULL WHERE email = $1`, [member.email]);
        await page.reload();
        await page.getByTestId('profile-social').waitFor();
        assert.equal(await page.getByTestId('change-password-form').count(), 0);
      },
    );
  });

  // Issue 35 item 10: a profile photo, set on the profile page, shown in the header.
  it('profile photo: chosen on the profile page, shown there and in the header', async () => {
    await asNewMember(
      { nick: 'photo', width: 1440, language: 'ko', failure: 'profile-photo' },
      async ({ page }) => {
        await page.goto('/account/profile');
        await page.getByTestId('profile-photo-choose').waitFor();
        const photo = {
          name: 'me.jpg',
          mimeType: 'image/jpeg',
          buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: '#6d28d9' } })
            .jpeg()
            .toBuffer(),
        };
        await page.getByTestId('profile-photo-input').setInputFiles(photo);
        await page.locator('[data-testid=profile-photo-avatar] img').waitFor();
        await page.locator('[data-testid=header-avatar] img').waitFor();
        await shot(page, 'profile-photo-ko-1440');
        await page.selectOption('[data-testid=language-switcher]', 'tw');
        await page.getByTestId('profile-photo-choose').filter({ hasText: '更換照片' }).waitFor();
        await page.setViewportSize({ width: 375, height: 812 });
        await shot(page, 'profile-photo-tw-375');
      },
    );
  });

  it('withdrawal: refused with the open order linked, allowed once it is cancelled; the e-mail is barred', async () => {
    await asNewMember(
      { nick: 'leave', width: 375, language: 'ko', failure: 'withdrawal' },
      async ({ member, context, page }) => {
        const order = await placeOrder(context.request, false);
        await waitForOrderList(context.request, 'in-process', (ids) => ids.includes(order.orderId));
        await page.goto('/account/profile');
        await page.getByTestId('withdrawal-link').click();
        await page.getByTestId('withdrawal-rules').waitFor();
        assert.match(await text(page, 'withdrawal-blocking-order'), new RegExp(order.orderNumber));

        await page.getByTestId('withdrawal-understood').click();
        await page.getByTestId('withdrawal-submit').click();
        await clickSettled(page.getByTestId('withdrawal-confirm'));
        await page.getByTestId('withdrawal-blocked').filter({ hasText: '탈퇴할 수 없습니다' }).waitFor();
        await shot(page, 'account-withdrawal-refused-ko-375');
        await page.getByTestId('withdrawal-blocking-order').click();
        await page.waitForURL(`**/account/order/${order.orderId}`);

        await call(context.request, 'POST', `/api/orders/${order.orderId}/cancel`, {
          reason: '탈퇴 전 정리',
        });
        await waitForOrderList(context.request, 'in-process', (ids) => !ids.includes(order.orderId));
        await page.goto('/account/withdrawal');
        await page.getByTestId('withdrawal-rules').waitFor();
        assert.equal(await page.getByTestId('withdrawal-blocked').count(), 0);
        await page.getByTestId('withdrawal-understood').click();
        await page.getByTestId('withdrawal-submit').click();
        await clickSettled(page.getByTestId('withdrawal-confirm'));
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByTestId('login-link').first().waitFor({ state: 'attached' });
        assert.equal(page.url(), `${apiUrl}/`, 'withdrawn, the member is a visitor on the home page');
        assert.equal((await context.request.get('/api/member/profile')).status(), 401);

        const again = await fetch(`${apiUrl}/api/member/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...XHR },
          body: JSON.stringify({
            nickname: 'again1',
            email: member.email,
            password: PASSWORD,
            passwordConfirmation: PASSWORD,
            phone: `010-${digits4()}-${digits4()}`,
            consents: { terms: true, privacy: true, over14: true, crossBorder: true },
          }),
        });
        assert.equal(again.status, 409);
        assert.equal(((await again.json()) as { code: string }).code, 'MEMBER.EMAIL_WITHDRAWN');
      },
    );
  });

  it('collection lists the graded cards once shipped; a dormant member restores and comes back', async () => {
    await asNewMember(
      { nick: 'coll', width: 1440, language: 'en', failure: 'collection' },
      async ({ member, context, page }) => {
        await page.goto('/account/collection/grading');
        await page.getByTestId('collection-empty').waitFor();

        const order = await placeOrder(context.request);
        const cards = await advanceToShipped(context.request, order.orderId);
        // Shipped: the graded cards are the member's to see once the read model has the stage.
        for (let tries = 0; tries < 200; tries += 1) {
          const graded = (await (await context.request.get('/api/collection/grading')).json()).data;
          if (graded?.total === cards) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await page.reload();
        await page.getByTestId('graded-cards').waitFor();
        assert.equal(await page.getByTestId('graded-grade').count(), cards);
        assert.equal(await text(page, 'graded-grade'), '9');
        assert.match(
          (await page.getByTestId('graded-cert').first().getAttribute('href')) ?? '',
          /^\/certification\?no=\d{7}$/,
        );
        await shot(page, 'account-collection-en-1440');

        // Spec §4: a dormant member is sent to /dormancy from any page and, restored, lands back.
        await db.query(`UPDATE member SET dormant_since = now() WHERE email = $1`, [member.email]);
        await page.goto('/account/collection/grading?page=1');
        await page.waitForURL('**/dormancy?returnUrl=**');
        await shot(page, 'account-dormancy-en-1440');
        await page.getByRole('button', { name: 'Reactivate my account' }).click();
        await page.waitForURL('**/account/collection/grading?page=1');
        await page.getByTestId('graded-cards').waitFor();
      },
    );
  });
});
