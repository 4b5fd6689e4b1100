import assert from 'node:assert/strict';
import { codeIn, waitForMail } from './mailbox';

// A member made the way a collector makes one: sign-up over the api, the e-mail code read from the
// development mailbox. Journeys that are not about sign-up start from here.
export const MEMBER_PASSWORD = 'Slab#works2025';
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits4 = () => String(Math.floor(1000 + Math.random() * 9000));

export async function signUpMember(
  apiUrl: string,
  tag: string,
  /** The language the member signs up in (X-Lang, as the web app sends it): their mails follow it. */
  language: 'ko' | 'en' | 'tw' = 'ko',
): Promise<{ email: string; nickname: string }> {
  const email = `e2e.${tag}.${run}@example.com`;
  const nickname = `${tag}${run.slice(-5)}`.slice(0, 20);
  const res = await fetch(`${apiUrl}/api/member/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': language, ...XHR },
    body: JSON.stringify({
      nickname,
      email,
      password: MEMBER_PASSWORD,
      passwordConfirmation: MEMBER_PASSWORD,
      phone: `010-${digits4()}-${digits4()}`,
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
  return { email, nickname };
}
