import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { call, logIn, uploadCardPhoto } from './api-session';
import { openPage, startInLanguage } from './browser';
import { consoleStep, receiveAndGrade, receiveIntoWarehouse } from './console-setup';
import { MEMBER_PASSWORD, signUpMember, XHR } from './members';

// Members and orders through the real api (run-e2e.mjs starts it), shared by the my-page journeys.
import { apiUrl, databaseUrl } from './real-api-env';
export { apiUrl, databaseUrl };
export const PASSWORD = MEMBER_PASSWORD;
export { XHR };
export const digits4 = () => String(Math.floor(1000 + Math.random() * 9000));

export const address = (name: string, address1: string) => ({
  name,
  recipient: '김민수',
  phone: '010-1234-5678',
  postalCode: '06236',
  address1,
  address2: '101호',
});

/** A general order of two Pikachu cards as the api takes it, with one uploaded photo. */
export const gradingBody = (
  photo: string,
  returnAddress: Omit<ReturnType<typeof address>, 'address2'> & { address2?: string } = address(
    '집',
    '서울 강남구 테헤란로 1',
  ),
) => ({
  submitType: 'GENERAL',
  orderType: 'REG',
  shippingMethod: 'SELF_SHIPPING',
  cardLines: [{ cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: 2, isAuto: false, year: 1998 }],
  photos: [photo],
  returnAddress,
  agreements: { photosMatchCards: true, terms: true, caution: true, noMinimumGrade: true },
});

/** Signs up and verifies the e-mail with the code from the local mailbox (support/members.ts). */
export const signUp = (tag: string, language: 'ko' | 'en' | 'tw' = 'ko'): Promise<{ email: string }> =>
  signUpMember(apiUrl, tag, language);

export { call, logIn };

/** A signed-in browser context in a language, at a width (375 px gets a phone's height). */
export const openAs = async (
  browser: Browser,
  email: string,
  width: number,
  language: 'ko' | 'en' | 'tw' = 'ko',
): Promise<{ context: BrowserContext; page: Page }> => {
  const opened = await openPage(browser, apiUrl, width);
  // Before the page's first address: the init script and the cookie apply from its first load.
  await startInLanguage(opened.context, language);
  await logIn(opened.context.request, email);
  return opened;
};

/** Places an order through the api; paid with the sandbox's test card unless told otherwise. */
export const placeOrder = async (request: APIRequestContext, paid = true) => {
  const order = await call(request, 'POST', '/api/orders', gradingBody(await uploadCardPhoto(request)));
  let revision: number = order.revision;
  if (paid)
    ({ revision } = await call(request, 'POST', `/api/orders/${order.orderId}/payments`, {
      method: 'CARD',
      cardNumber: '4242424242424242',
    }));
  await waitForRevision(request, order.orderId, revision);
  return order as { orderId: string; orderNumber: string };
};

/** The member's order read model has caught up with a command's answered revision (worker under load). */
export const waitForRevision = async (request: APIRequestContext, orderId: string, revision: number) => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await request.get(`/api/orders/${orderId}`);
    if (res.ok() && ((await res.json()).data?.revision ?? -1) >= revision) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${orderId} did not reach revision ${revision} in its read model within 20 s`);
};

/**
 * The member's order read model shows `status` (a payment the browser finished: the journey holds no
 * revision of it). Fails with the last status seen after 20 s.
 */
export const waitForStatus = async (request: APIRequestContext, orderId: string, status: string) => {
  const deadline = Date.now() + 20_000;
  let seen: string | undefined;
  while (Date.now() < deadline) {
    const res = await request.get(`/api/orders/${orderId}`);
    seen = res.ok() ? (await res.json()).data?.status : `HTTP ${res.status()}`;
    if (seen === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(seen, status, `order ${orderId}'s read model within 20 s`);
};

/**
 * Read models follow the event store asynchronously (the worker's subscription): before a screen is
 * opened, wait until the member's order list says what the api was just told.
 */
export const waitForOrderList = async (
  request: APIRequestContext,
  tab: 'all' | 'in-process',
  holds: (orderIds: string[]) => boolean,
  timeoutMs = 20_000,
) => {
  const deadline = Date.now() + timeoutMs;
  let ids: string[] = [];
  while (Date.now() < deadline) {
    const res = await request.get(`/api/orders?tab=${tab}&size=100`);
    ids = ((await res.json()).data?.items ?? []).map((o: { orderId: string }) => o.orderId);
    if (holds(ids)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the ${tab} order list did not catch up within ${timeoutMs} ms: ${JSON.stringify(ids)}`);
};

/**
 * Staff take a paid order from the member's tracking number to grading complete (every card scored 9):
 * the stage that sends the "grading complete" notification. Answers the order's step for what follows.
 */
export const advanceToGraded = async (
  staff: APIRequestContext,
  member: APIRequestContext,
  orderId: string,
) => {
  await call(member, 'POST', `/api/orders/${orderId}/inbound-shipment`, {
    courier: 'CJ대한통운',
    trackingNumber: `77${digits4()}${digits4()}`,
  });
  return receiveAndGrade(staff, orderId, 8_300_000 + Math.floor(Math.random() * 600_000));
};

/**
 * Staff take a paid order from the member's tracking number to the correspondence check, where its
 * first card is found ungradable (B3): the order waits in grading, refundable for that card (spec §4).
 * Answers the revision of the check.
 */
export const advanceToUngradable = async (
  staff: APIRequestContext,
  member: APIRequestContext,
  orderId: string,
): Promise<number> => {
  await call(member, 'POST', `/api/orders/${orderId}/inbound-shipment`, {
    courier: 'CJ대한통운',
    trackingNumber: `77${digits4()}${digits4()}`,
  });
  const { items } = (await receiveIntoWarehouse(staff, orderId)).state;
  const checked = await consoleStep(staff, orderId)('correspondence-check', {
    results: items.map((item, i) =>
      i === 0
        ? { itemId: item.itemId, result: 'UNGRADABLE_B3', reason: 'Altered card' }
        : { itemId: item.itemId, result: 'OK' },
    ),
  });
  return checked.revision;
};
