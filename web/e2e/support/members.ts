import assert from 'node:assert/strict';
import { codeIn, waitForMail } from './mailbox';

// A member made the way a collector makes one: sign-up over the api, the e-mail code read from the
// development mailbox, identity verified with the sandbox provider. Journeys that are not about
// sign-up start from here.
export const MEMBER_PASSWORD = 'Slab#works2025';
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits4 = () => String(Math.floor(1000 + Math.random() * 9000));

/**
 * What an identity-verified member's row holds (docs/members.md "Identity verification"): members
 * inserted straight into the database for journeys that are not about verification may pay.
 * `INSERT INTO member (…, ${VERIFIED_MEMBER.columns}) VALUES (…, ${VERIFIED_MEMBER.values})`.
 */
export const VERIFIED_MEMBER = {
  columns: 'status, name, birth_date, identity_verified_at, identity_provider',
  values: `'APPROVED', '홍길동', DATE '1990-01-02', now(), 'testing'`,
} as const;

/**
 * Identity verification the way the web app does it, over the api with the sandbox provider: log in,
 * start a verification, "verify" on the sandbox page's route (code 000000), confirm.
 */
export async function verifyIdentity(apiUrl: string, email: string, phone: string): Promise<void> {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...XHR },
    body: JSON.stringify({ email, password: MEMBER_PASSWORD }),
  });
  assert.equal(login.status, 200, await login.text());
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const started = await fetch(`${apiUrl}/api/member/identity-verifications`, {
    method: 'POST',
    headers: { ...XHR, cookie },
  });
  assert.equal(started.status, 201, await started.clone().text());
  const { identityVerificationId } = ((await started.json()) as { data: { identityVerificationId: string } })
    .data;
  const verified = await fetch(`${apiUrl}/api/member/identity-verifications/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'sandbox' },
    body: JSON.stringify({
      identityVerificationId,
      name: '홍길동',
      birthDate: '1990-01-02',
      operator: 'SKT',
      phoneNumber: phone,
      code: '000000',
    }),
  });
  assert.equal(verified.status, 200, await verified.text());
  const confirmed = await fetch(
    `${apiUrl}/api/member/identity-verifications/${identityVerificationId}/confirm`,
    {
      method: 'POST',
      headers: { ...XHR, cookie },
    },
  );
  assert.equal(confirmed.status, 200, await confirmed.text());
}

export async function signUpMember(
  apiUrl: string,
  tag: string,
  /** The language the member signs up in (X-Lang, as the web app sends it): their mails follow it. */
  language: 'ko' | 'en' | 'tw' = 'ko',
  /** false: leave the identity unverified (journeys about identity before paying). */
  { identity = true }: { identity?: boolean } = {},
): Promise<{ email: string; nickname: string }> {
  const email = `e2e.${tag}.${run}@example.com`;
  const phone = `010-${digits4()}-${digits4()}`;
  const nickname = `${tag}${run.slice(-5)}`.slice(0, 20);
  const res = await fetch(`${apiUrl}/api/member/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': language, ...XHR },
    body: JSON.stringify({
      nickname,
      email,
      password: MEMBER_PASSWORD,
      passwordConfirmation: MEMBER_PASSWORD,
      phone,
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
  // Every member who pays has verified their identity once (the signed-up phone is theirs).
  if (identity) await verifyIdentity(apiUrl, email, phone);
  return { email, nickname };
}
