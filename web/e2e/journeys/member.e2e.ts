import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage as openPageIn, screenshotPath } from '../support/browser';
import { apiUrl, databaseUrl } from '../support/real-api-env';
import { watchNetwork } from '../support/network-quiet';
import { codeIn, resetLinkIn, waitForMail } from '../support/mailbox';
import { pressDialogButton, settledDialog } from '../support/dialog';
import { explainFailure } from '../support/failure';

// Against the real api (run-e2e.mjs starts it on a scratch database and sets E2E_REAL_API_URL).
const digits4 = () => String(Math.floor(1000 + Math.random() * 9000));
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const member = {
  nickname: `수집가${run.slice(-6)}`,
  email: `e2e.${run}@example.com`,
  password: 'Slab#works2025',
  newPassword: 'Grade10#mint',
  phone: `010-${digits4()}-${digits4()}`,
};
let browser: Browser;

const openPage = (width: number) => openPageIn(browser, apiUrl, width);

const fieldError = (page: Page, field: string) =>
  page.locator(`.ant-form-item:has(#${field}) .ant-form-item-explain-error`).first();

const logIn = async (page: Page, email: string, password: string) => {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('[data-testid=login-form] button[type=submit]').click();
};

before(async () => {
  assert.ok(apiUrl, 'E2E_REAL_API_URL is set by run-e2e.mjs');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('a member signs up, verifies the e-mail, logs in and out', () => {
  it('refuses bad input in place, then signs up with the code from the mailbox', async () => {
    const { context, page } = await openPage(375);
    await page.goto('/signup');
    await page.getByTestId('signup-form').waitFor();
    await page.screenshot({ path: screenshotPath('signup-375'), fullPage: true });

    // Domain rules before sending: nickname pattern, password rule, mismatch, required consents.
    await page.locator('#nickname').fill('a!');
    await page.locator('#email').fill('not-an-email');
    await page.locator('#password').fill('password');
    await page.locator('#passwordConfirmation').fill('different');
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('consent-modal-under14').waitFor();
    await page.screenshot({ path: screenshotPath('signup-under14-375') });
    await pressDialogButton(page, '확인');
    assert.match((await fieldError(page, 'nickname').textContent()) ?? '', /2자 이상|한글, 영문, 숫자/);
    assert.equal(await fieldError(page, 'email').textContent(), '이메일 형식이 올바르지 않습니다.');
    assert.equal(
      await fieldError(page, 'password').textContent(),
      '영문, 숫자, 특수문자를 모두 포함해 주세요.',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('signup-errors-375'), fullPage: true });

    await page.locator('#nickname').fill(member.nickname);
    await page.locator('#email').fill(member.email);
    await page.locator('#password').fill(member.password);
    await page.locator('#passwordConfirmation').fill(member.password);
    await page.locator('#phone').fill(member.phone);
    await page.getByTestId('consent-view-crossBorder').click();
    await page.getByTestId('consent-modal-crossBorder').locator('h3').first().waitFor();
    await settledDialog(page);
    await page.screenshot({ path: screenshotPath('consent-cross-border-375') });
    await pressDialogButton(page, '동의', { exact: true });
    await page.getByText('전체 동의 (선택 항목 포함)').click();
    await page.getByTestId('signup-submit').click();

    // A clean-clone run waited here in vain once (2026-12-07, a loaded machine); should it again, the
    // failure says what the page showed instead of moving on.
    await page
      .waitForURL('**/signup/verify?email=*')
      .catch((error: unknown) =>
        explainFailure(
          page,
          screenshotPath('failed-signup-submit'),
          error,
          '[role=alert], .ant-form-item-explain-error, [role=dialog]',
        ),
      );
    await page.getByTestId('verify-form').waitFor();
    const mail = await waitForMail(apiUrl, member.email, (m) => /\b\d{6}\b/.test(m.body));
    await page.locator('[data-testid=verify-form] .ant-otp input').first().click();
    await page.keyboard.type('000000' === codeIn(mail.body) ? '111111' : '000000');
    await page.getByTestId('verify-submit').click();
    assert.equal(await page.getByTestId('verify-notice').textContent(), '인증번호가 올바르지 않습니다.');
    await page.screenshot({ path: screenshotPath('verify-wrong-375') });

    await page.reload();
    await page.locator('[data-testid=verify-form] .ant-otp input').first().click();
    await page.keyboard.type(codeIn(mail.body));
    await page.getByTestId('verify-submit').click();
    await page.waitForURL('**/signup/complete');
    await page.screenshot({ path: screenshotPath('signup-complete-375') });
    await context.close();
  });

  it('shows the server refusal for a taken e-mail and keeps what was typed', async () => {
    const { context, page } = await openPage(1280);
    await page.goto('/signup');
    await page.locator('#nickname').fill('다른수집가');
    await page.locator('#email').fill(member.email);
    await page.locator('#password').fill(member.password);
    await page.locator('#passwordConfirmation').fill(member.password);
    await page.locator('#phone').fill('010-9999-0000');
    await page.getByText('전체 동의 (선택 항목 포함)').click();
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('signup-error').waitFor();
    assert.equal(await page.getByTestId('signup-error').textContent(), '이미 가입된 이메일입니다.');
    assert.equal(await page.locator('#nickname').inputValue(), '다른수집가');
    assert.equal(await page.locator('#phone').inputValue(), '010-9999-0000');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('signup-taken-1280'), fullPage: true });
    await context.close();
  });

  it('logs in (after one wrong password) and logs out', async () => {
    const { context, page } = await openPage(1280);
    await page.goto('/login');
    await logIn(page, member.email, 'Wrong#pass1');
    await page.getByTestId('login-error').waitFor();
    assert.match(
      (await page.getByTestId('login-error').textContent()) ?? '',
      /아이디 또는 비밀번호가 올바르지 않습니다/,
    );
    assert.equal(await page.locator('#email').inputValue(), member.email);
    await page.screenshot({ path: screenshotPath('login-wrong-1280') });

    await page.locator('#password').fill(member.password);
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: '로그아웃' }).first().waitFor();
    assert.ok((await context.cookies()).some((c) => c.name === 'rft'));

    await page.getByRole('link', { name: '로그아웃' }).first().click();
    await page.getByTestId('login-link').first().waitFor();
    assert.ok(!(await context.cookies()).some((c) => c.name === 'rft' && c.value !== ''));
    await context.close();
  });
});

// The sign-up form's refusals in en and tw: src/features/auth/components/signup-form.test.tsx (issue 33).

describe('a guarded route', () => {
  it('sends a visitor to /login with returnUrl and comes back after log-in', async () => {
    const { context, page } = await openPage(768);
    await page.goto('/account/profile');
    await page.waitForURL('**/login?returnUrl=%2Faccount%2Fprofile');
    await page.screenshot({ path: screenshotPath('login-return-768') });
    await logIn(page, member.email, member.password);
    await page.waitForURL('**/account/profile');
    assert.equal(await page.getByTestId('profile-nickname').textContent(), member.nickname);

    // The new password must differ from the current one: refused before sending.
    await page.locator('#currentPassword').fill(member.password);
    await page.locator('#password').fill(member.password);
    await page.locator('#passwordConfirmation').fill(member.password);
    await page.getByTestId('change-submit').click();
    assert.equal(
      await fieldError(page, 'password').textContent(),
      '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('profile-768'), fullPage: true });
    await context.close();
  });
});

describe('find password', () => {
  it('mails a link, sets a new password there and logs in with it', async () => {
    const { context, page } = await openPage(1280);
    await page.goto('/login');
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await page.waitForURL('**/find-password');
    await page.getByTestId('find-email').fill(member.email);
    await page.getByTestId('find-submit').click();
    await page.getByTestId('find-sent').waitFor();
    await page.screenshot({ path: screenshotPath('find-password-1280') });

    const mail = await waitForMail(apiUrl, member.email, (m) => m.body.includes('/reset-password?token='));
    const link = new URL(resetLinkIn(mail.body));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByTestId('reset-form').waitFor();
    await page.locator('#password').fill(member.newPassword);
    await page.locator('#passwordConfirmation').fill(member.newPassword);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    await page.screenshot({ path: screenshotPath('reset-done-1280') });

    await page.goto('/login');
    await logIn(page, member.email, member.password);
    await page.getByTestId('login-error').waitFor();
    await page.locator('#password').fill(member.newPassword);
    await page.locator('[data-testid=login-form] button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: '로그아웃' }).first().waitFor();
    await context.close();
  });
});

describe('a dormant member', () => {
  it('is held on /dormancy until the account is restored', async () => {
    // The daily worker sweep marks members dormant; here the scratch database does it directly.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query('UPDATE member SET dormant_since = now() WHERE email = $1', [member.email]);
    await db.end();

    const { context, page } = await openPage(375);
    await page.goto('/login');
    await logIn(page, member.email, member.newPassword);
    await page.waitForURL((url) => url.pathname === '/dormancy');
    await page.goto('/grading');
    await page.waitForURL((url) => url.pathname === '/dormancy');
    await page.getByTestId('dormancy-page').waitFor();
    await page.screenshot({ path: screenshotPath('dormancy-375') });
    await page.getByRole('button', { name: '휴면 해제하기' }).click();
    // Restoring returns to the page that was asked for.
    await page.waitForURL((url) => url.pathname === '/grading');
    // Restored: once the screen and its requests (the session's among them) are done, nothing has
    // sent the member back to /dormancy.
    const network = watchNetwork(page);
    await page.goto('/grading');
    await page.locator('main h1').first().waitFor();
    await network.quiet();
    network.stop();
    assert.equal(new URL(page.url()).pathname, '/grading');
    assert.equal(await page.getByTestId('dormancy-page').count(), 0);
    await context.close();
  });
});
