import assert from 'node:assert/strict';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import type { APIRequestContext, Browser } from 'playwright-core';
import { call, createAccount, logIn, uploadCardPhoto } from './api-session';
import { receiveAndGrade } from './console-setup';
import { waitForRevision } from './member-api';
import { MEMBER_PASSWORD, VERIFIED_MEMBER, XHR } from './members';

// Set-up for order journeys against the real api: members, staff and orders made through the api's
// own routes (the screens under test are the member's; these are only the way to get there).
import { apiUrl, databaseUrl } from './real-api-env';
export { apiUrl, databaseUrl };
export const password = MEMBER_PASSWORD;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A verified member (e-mail and identity) straight into the database: sign-up has its own journey. */
export async function createMember(label: string): Promise<string> {
  const email = `order.${label}.${run}@example.com`;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region, ${VERIFIED_MEMBER.columns})
       VALUES ($1, $2, $3, now(), 'MEMBER', 'KR', ${VERIFIED_MEMBER.values})`,
      [email, `주문${label}${run.slice(-5)}`, await hash(password)],
    );
  } finally {
    await db.end();
  }
  return email;
}

/** Staff the documented way (README: npm run admin:create). */
export function createStaff(role: 'OPERATOR' | 'ADMIN'): string {
  const email = `${role.toLowerCase()}.order.${run}@example.com`;
  createAccount(email, role, `op${run.slice(-6)}`);
  return email;
}

/** A logged-in api session (its own cookie jar) for set-up calls. */
export async function apiSession(browser: Browser, email: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: apiUrl });
  await logIn(context.request, email);
  return context.request;
}

export const returnAddress = {
  name: '집',
  recipient: '김민수',
  phone: '010-1234-5678',
  postalCode: '06236',
  address1: '서울 강남구 테헤란로 1',
};

/** A general order placed through the api (one uploaded photo), not yet paid, once its read model has it. */
export async function placeGradingOrder(member: APIRequestContext, quantity = 1): Promise<string> {
  const photo = await uploadCardPhoto(member);
  const placed = await call(member, 'POST', '/api/orders', {
    submitType: 'GENERAL',
    orderType: 'REG',
    shippingMethod: 'SELF_SHIPPING',
    cardLines: [{ cardCategory: 'POKEMON', playerName: 'Pikachu', quantity, isAuto: false }],
    photos: [photo],
    returnAddress,
    agreements: { photosMatchCards: true, terms: true, caution: true, noMinimumGrade: true },
  });
  // Callers read the order next: wait until its read model has the placed revision.
  await waitForRevision(member, placed.orderId, placed.revision);
  return placed.orderId as string;
}

export const pay = (member: APIRequestContext, orderId: string, method: 'CARD' | 'VIRTUAL_ACCOUNT') =>
  call(member, 'POST', `/api/orders/${orderId}/payments`, {
    method,
    ...(method === 'CARD' ? { cardNumber: '4242424242424242' } : {}),
  });

/**
 * Cards graded in this run: a paid order the member ships in, which an operator receives, checks and
 * scores with these certification numbers (the registry the re-holder check reads follows the scores).
 */
export async function gradedCertificationNumbers(
  member: APIRequestContext,
  operator: APIRequestContext,
  count: number,
): Promise<string[]> {
  const orderId = await placeGradingOrder(member, count);
  await pay(member, orderId, 'CARD');
  await call(member, 'POST', `/api/orders/${orderId}/inbound-shipment`, {
    courier: 'CJ',
    trackingNumber: '123456789012',
  });
  const { numbers } = await receiveAndGrade(
    operator,
    orderId,
    8_000_000 + Math.floor(Math.random() * 900_000),
  );
  // The registry is a read model: wait until the check the form uses knows them.
  for (let tries = 0; ; tries += 1) {
    const res = await member.post('/api/orders/reholder/certification-check', {
      headers: XHR,
      data: { certificationNumbers: numbers },
    });
    if (res.ok()) return numbers;
    assert.ok(tries < 100, `certification numbers never registered: ${await res.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
