import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage as openPageIn, screenshotPath } from '../support/browser';
import { codeIn, waitForMail } from '../support/mailbox';
import { pressDialogButton } from '../support/dialog';

// Kakao and Facebook log-in against the real api and its local provider (oidc-provider at
// /api/dev/oidc, standing in for both): the whole redirect flow runs offline (issue #19).
const apiUrl = process.env.E2E_REAL_API_URL ?? '';
const databaseUrl = process.env.E2E_REAL_DATABASE_URL ?? '';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const kakaoAccount = `kakao-${run}`;
const facebookAccount = `fb-${run}`;
let browser: Browser;

const openPage = (width: number, site = apiUrl) => openPageIn(browser, site, width);

interface ProviderAccount {
  account: string;
  email?: string;
  name?: string;
  deny?: boolean;
}

/** The local provider's log-in page: say who you are at "Kakao"/"Facebook", or cancel. */
const atProvider = async (page: Page, who: ProviderAccount, shot?: string) => {
  await page.waitForURL('**/api/dev/oidc/interaction/**');
  await page.locator('#account').fill(who.account);
  await page.locator('#name').fill(who.name ?? 'Collector');
  await page.locator('#email').fill(who.email ?? '');
  if (shot) await page.screenshot({ path: screenshotPath(shot), fullPage: true });
  await page.locator(who.deny ? '#deny' : '#allow').click();
};

/** Where /api/oauth/<provider> sends this browser: the provider's authorization request. */
const providerUrlOf = async (context: BrowserContext, provider: string): Promise<string> => {
  const start = await context.request.get(`/api/oauth/${provider}`, { maxRedirects: 0 });
  assert.equal(start.status(), 302);
  return start.headers()['location']!;
};

/** Follows the round trip (the provider still knows this browser) up to, not into, the callback. */
const callbackOf = async (context: BrowserContext, provider: string): Promise<string> => {
  let url = await providerUrlOf(context, provider);
  for (let hop = 0; hop < 5 && !url.includes(`/api/oauth/${provider}/callback`); hop += 1) {
    const res = await context.request.get(url, { maxRedirects: 0 });
    url = new URL(res.headers()['location']!, url).href;
  }
  return url;
};

const hasSession = async (context: BrowserContext) =>
  (await context.cookies()).some((c) => (c.name === 'rft' || c.name === 'acc') && c.value !== '');

/** A refusal: back on /login with the spec's message and no session. */
const refusedWith = async (page: Page, context: BrowserContext, message: string, shot?: string) => {
  await page.waitForURL('**/login?socialError=*');
  const alert = page.getByTestId('social-login-error');
  await alert.waitFor();
  assert.equal((await alert.textContent())?.trim(), message);
  assert.equal(await hasSession(context), false);
  if (shot) await page.screenshot({ path: screenshotPath(shot), fullPage: true });
};

const query = async (sql: string, params: unknown[]) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
};

before(async () => {
  assert.ok(apiUrl && databaseUrl, 'E2E_REAL_API_URL and E2E_REAL_DATABASE_URL are set by run-e2e.mjs');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

describe('social log-in with Kakao and Facebook', () => {
  it('signs up with Kakao: brand buttons, provider page, consents still required, social-only profile', async () => {
    const { context, page } = await openPage(1440);
    await page.goto('/login');
    const kakao = page.getByTestId('social-kakao');
    await kakao.waitFor();
    assert.equal(await kakao.textContent(), '카카오로 로그인');
    assert.equal(await kakao.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(254, 229, 0)');
    assert.equal(
      await page.getByTestId('social-facebook').evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(22, 111, 229)', // #166fe5: Facebook's pressed blue, for AA contrast under white text
    );
    await page.screenshot({ path: screenshotPath('social-login-1440'), fullPage: true });

    await page.goto('/signup');
    await page.getByTestId('social-kakao').click();
    await atProvider(
      page,
      { account: kakaoAccount, email: `kakao.${run}@example.com`, name: '카카오수집가' },
      'social-dev-kakao-1440',
    );
    await page.waitForURL('**/signup/social');
    await page.getByTestId('social-signup-form').waitFor();
    assert.match(
      (await page.getByTestId('social-signup-notice').textContent()) ?? '',
      /카카오 계정\(kakao\./,
    );
    // Spec §5 consents are still required: submitting without them is refused in place.
    await page.getByTestId('social-signup-submit').click();
    await page.getByTestId('consent-modal-under14').waitFor();
    await pressDialogButton(page, '확인');
    await page.screenshot({ path: screenshotPath('social-signup-consents-1440'), fullPage: true });
    await page.getByText('전체 동의 (선택 항목 포함)').click();
    await page.getByTestId('social-signup-submit').click();
    await page.waitForURL(`${apiUrl}/`);
    assert.equal(await hasSession(context), true);

    await page.goto('/account/profile');
    await page.getByTestId('profile-social-link').waitFor();
    assert.match(
      (await page.getByTestId('profile-social-link').textContent()) ?? '',
      /카카오 계정이 연결되어/,
    );
    // Social-only: no password to change, and no unlinking (it is the only way in).
    await page.getByTestId('profile-social').waitFor();
    assert.equal(await page.getByTestId('profile-social-unlink').count(), 0);
    await page.screenshot({ path: screenshotPath('social-profile-kakao-1440'), fullPage: true });
    await context.close();
  });

  it('links Facebook to an existing account after its password (en), then logs in with Facebook', async () => {
    const email = `linked.${run}@example.com`;
    const password = 'Slab#works2025';
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    const signup = await fetch(`${apiUrl}/api/member/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        nickname: `링크${run.slice(-4)}`,
        email,
        password,
        passwordConfirmation: password,
        phone: `010-${String(Date.now()).slice(-4)}-${String(Math.random()).slice(2, 6)}`,
        consents: { terms: true, privacy: true, over14: true, crossBorder: true },
      }),
    });
    assert.equal(signup.status, 201);
    const code = codeIn((await waitForMail(apiUrl, email, (m) => /\b\d{6}\b/.test(m.body))).body);
    await fetch(`${apiUrl}/api/member/verify-email-code`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, code }),
    });

    const { context, page } = await openPage(1440);
    await page.goto('/login');
    await page.selectOption('[data-testid=language-switcher]', 'en');
    await page.getByTestId('social-facebook').click();
    await atProvider(
      page,
      { account: facebookAccount, email, name: 'Linked Collector' },
      'social-dev-facebook-1440',
    );
    await page.waitForURL('**/signup/social');
    await page.getByTestId('social-link-form').waitFor();
    assert.equal(
      (await page.getByTestId('social-link-submit').textContent())?.trim(),
      'Confirm password and link Facebook',
    );
    await page.getByTestId('social-link-password').fill('Wrong#pass1');
    await page.getByTestId('social-link-submit').click();
    assert.equal((await page.getByTestId('social-error').textContent())?.trim(), 'The password is wrong.');
    assert.equal(await hasSession(context), false);
    await page.screenshot({ path: screenshotPath('social-link-wrong-en-1440'), fullPage: true });
    await page.getByTestId('social-link-password').fill(password);
    await page.getByTestId('social-link-submit').click();
    await page.waitForURL(`${apiUrl}/`);
    assert.equal(await hasSession(context), true);
    await context.close();

    // Another browser: "Log in with Facebook" lands signed in where it was going.
    const second = await openPage(1440);
    await second.page.goto('/account/profile');
    await second.page.waitForURL('**/login?returnUrl=*');
    await second.page.getByTestId('social-facebook').click();
    await atProvider(second.page, { account: facebookAccount, email });
    await second.page.waitForURL('**/account/profile');
    await second.page.getByTestId('profile-social-unlink').waitFor();
    await second.page.screenshot({ path: screenshotPath('social-profile-facebook-1440'), fullPage: true });
    // It has a password, so Facebook can be unlinked again.
    await second.page.getByTestId('profile-social-unlink').click();
    await second.page.getByTestId('profile-social-none').waitFor();
    await second.context.close();

    // The other proof for linking: a code mailed to the account (here to link Kakao).
    const third = await openPage(1440);
    await third.page.goto('/login');
    await third.page.getByTestId('social-kakao').click();
    await atProvider(third.page, { account: `kakao-code-${run}`, email });
    await third.page.waitForURL('**/signup/social');
    const sentAt = new Date().toISOString();
    await third.page.getByTestId('social-link-by-code').click();
    await third.page.getByTestId('social-link-code').waitFor();
    const linkCode = codeIn(
      (await waitForMail(apiUrl, email, (m) => m.createdAt >= sentAt && /\b\d{6}\b/.test(m.body))).body,
    );
    await third.page.getByTestId('social-link-code').fill(linkCode);
    await third.page.screenshot({ path: screenshotPath('social-link-code-1440'), fullPage: true });
    await third.page.getByTestId('social-link-submit').click();
    await third.page.waitForURL(`${apiUrl}/`);
    assert.equal(await hasSession(third.context), true);
    await third.context.close();
  });

  it('asks a Kakao account without e-mail for one (tw) and verifies it by code', async () => {
    const { context, page } = await openPage(1440);
    await page.goto('/signup');
    await page.selectOption('[data-testid=language-switcher]', 'tw');
    await page.getByTestId('social-kakao').click();
    await atProvider(page, { account: `kakao-noemail-${run}`, name: 'Lin' });
    await page.waitForURL('**/signup/social');
    await page.getByTestId('social-signup-notice').waitFor();
    assert.match(
      (await page.getByTestId('social-signup-notice').textContent()) ?? '',
      /Kakao 帳號沒有登錄電子郵件/,
    );
    const email = `noemail.${run}@example.com`;
    await page.getByTestId('social-email').fill(email);
    await page.getByTestId('social-send-code').click();
    await page.getByTestId('social-code-sent').waitFor();
    const code = codeIn((await waitForMail(apiUrl, email, (m) => /\b\d{6}\b/.test(m.body))).body);
    await page.getByTestId('social-code').fill(code);
    await page.getByTestId('social-nickname').fill(`Lin${run.slice(-4)}`);
    await page.getByTestId('consent-all').click();
    await page.screenshot({ path: screenshotPath('social-no-email-tw-1440'), fullPage: true });
    await page.getByTestId('social-signup-submit').click();
    await page.waitForURL(`${apiUrl}/`);
    assert.equal(await hasSession(context), true);
    const [member] = await query(`SELECT email, email_verified_at FROM member WHERE social_id = $1`, [
      `kakao-noemail-${run}`,
    ]);
    assert.equal(member.email, email);
    assert.ok(member.email_verified_at);
    await context.close();
  });

  it('ends every refusal on /login with the message and no session (375)', async () => {
    const { context, page } = await openPage(375);
    const linkFailed = '카카오 계정 연동에 실패했습니다. 다시 시도해 주세요.';

    // A state nobody issued.
    await page.goto('/api/oauth/kakao/callback?code=forged&state=forged');
    await refusedWith(page, context, linkFailed, 'social-refused-375');

    // A full flow, keeping its callback address; then the same state again.
    let callback = '';
    page.on('request', (request) => {
      if (request.url().includes('/api/oauth/kakao/callback?code=')) callback = request.url();
    });
    await page.getByTestId('social-kakao').click();
    await atProvider(page, { account: `kakao-replay-${run}`, email: `replay.${run}@example.com` });
    await page.waitForURL('**/signup/social');
    await page.getByTestId('social-signup-form').waitFor();
    await page.screenshot({ path: screenshotPath('social-signup-375'), fullPage: true });
    const firstCallback = callback;
    await page.goto(firstCallback);
    await refusedWith(page, context, linkFailed);

    // A fresh attempt (new state in this browser) presenting the spent code. Playwright does not
    // route redirects, so the round trip is walked with the context's own request client (same
    // cookies) up to the callback, which the page then visits with the old code.
    const fresh = new URL(await callbackOf(context, 'kakao'));
    fresh.searchParams.set('code', new URL(firstCallback).searchParams.get('code')!);
    await page.goto(fresh.href);
    await refusedWith(page, context, linkFailed);

    // A wrong nonce: the authorization request is altered on its way to the provider.
    const nonceContext = await openPage(375);
    const authorize = new URL(await providerUrlOf(nonceContext.context, 'kakao'));
    authorize.searchParams.set('nonce', 'not-the-nonce-we-sent');
    await nonceContext.page.goto(authorize.href);
    await atProvider(nonceContext.page, { account: kakaoAccount });
    await refusedWith(nonceContext.page, nonceContext.context, linkFailed);
    await nonceContext.context.close();

    // The person cancels at Facebook.
    await page.goto('/login');
    await page.getByTestId('social-facebook').click();
    await atProvider(page, { account: `fb-deny-${run}`, deny: true });
    await refusedWith(page, context, 'Facebook 계정 연동에 실패했습니다. 다시 시도해 주세요.');
    await context.close();

    // A withdrawn e-mail.
    const withdrawn = `withdrawn.${run}@example.com`;
    await query(`INSERT INTO withdrawn_email (email_hash, withdrawn_at) VALUES ($1, now())`, [
      createHash('sha256').update(withdrawn).digest('hex'),
    ]);
    const gone = await openPage(375);
    await gone.page.goto('/login');
    await gone.page.getByTestId('social-kakao').click();
    await atProvider(gone.page, { account: `kakao-gone-${run}`, email: withdrawn });
    await refusedWith(gone.page, gone.context, '탈퇴한 계정의 이메일입니다.');
    await gone.context.close();

    // An account of another country's service (spec §5): the Kakao member of the first journey.
    await query(`UPDATE member SET support_region = 'TW' WHERE social_id = $1`, [kakaoAccount]);
    const abroad = await openPage(375);
    await abroad.page.goto('/login');
    await abroad.page.getByTestId('social-kakao').click();
    await atProvider(abroad.page, { account: kakaoAccount });
    await refusedWith(
      abroad.page,
      abroad.context,
      '다른 국가 서비스에서 가입한 계정은 이 서비스에서 로그인할 수 없습니다.',
      'social-other-region-375',
    );
    await abroad.context.close();
  });
});

// Issue #30: the state cookie lives on the host the site was opened on, so the provider must send the
// browser back there. PUBLIC_URL (and the local provider) say 127.0.0.1 here; localhost is the other
// loopback name a developer types (with `npm start` it is the other way round, which the api's
// social-login e2e covers). Sign-up from /login?returnUrl= also ends on that page.
describe('social log-in on whichever host the site was opened', () => {
  const sites = [apiUrl, apiUrl.replace('127.0.0.1', 'localhost')];
  for (const site of sites) {
    const host = new URL(site).hostname;
    it(`signs up and logs in with Kakao and Facebook opened on ${host}, back where log-in started`, async () => {
      for (const provider of ['kakao', 'facebook'] as const) {
        const account = `${provider}-${host}-${run}`;
        const email = `${provider}.${host}.${run}@example.com`;
        const signedInHere = async (context: BrowserContext) =>
          (await context.cookies(`${site}/api/login`)).some((c) => c.name === 'rft' && c.value !== '');

        const first = await openPage(1440, site);
        await first.page.goto('/account/profile');
        await first.page.waitForURL('**/login?returnUrl=*');
        await first.page.locator('a[href^="/signup?returnUrl="]').click();
        await first.page.waitForURL(`${site}/signup?returnUrl=%2Faccount%2Fprofile`);
        assert.equal(
          await first.page.getByTestId(`social-${provider}`).getAttribute('href'),
          `/api/oauth/${provider}?returnUrl=%2Faccount%2Fprofile`,
        );
        await first.page.getByTestId(`social-${provider}`).click();
        await atProvider(first.page, { account, email, name: 'Host Collector' });
        await first.page.waitForURL(`${site}/signup/social?returnUrl=%2Faccount%2Fprofile`);
        await first.page
          .getByTestId('social-nickname')
          .fill(`${provider.slice(0, 2)}${host.slice(0, 2)}${run.slice(-6)}`);
        await first.page.getByTestId('consent-all').click();
        await first.page.getByTestId('social-signup-submit').click();
        await first.page.waitForURL(`${site}/account/profile`);
        assert.equal(await signedInHere(first.context), true);
        await first.context.close();

        // Another browser logs in with the provider straight from /login?returnUrl=.
        const second = await openPage(1440, site);
        await second.page.goto('/account/profile');
        await second.page.waitForURL('**/login?returnUrl=*');
        await second.page.getByTestId(`social-${provider}`).click();
        await atProvider(second.page, { account, email });
        await second.page.waitForURL(`${site}/account/profile`);
        await second.page.getByTestId('profile-social-link').waitFor();
        assert.equal(await signedInHere(second.context), true);
        await second.page.screenshot({
          path: screenshotPath(`social-${provider}-${host}-1440`),
          fullPage: true,
        });
        await second.context.close();
      }
    });
  }
});
