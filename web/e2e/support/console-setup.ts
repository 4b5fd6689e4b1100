import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { call, logIn } from './api-session';
import { openPage, startInLanguage } from './browser';

// The staff's half of a journey's set-up: steps taken through the console api (the screens under
// test are elsewhere), answered once the console's read model has them.

export interface ConsoleOrderDetail {
  orderId: string;
  revision: number;
  processingStatus: string;
  state: { items: Array<{ itemId: string; price: number }> };
}

/** One processing step of one order as a staff member: POST /api/console/orders/:id/<step>. */
export const consoleStep =
  (staff: APIRequestContext, orderId: string) =>
  (path: string, data?: object): Promise<{ revision: number }> =>
    call(staff, 'POST', `/api/console/orders/${orderId}/${path}`, data);

/** The console's detail once its read model has this revision (the api waits ≤ 2 s per ask). */
export async function consoleDetailAt(
  staff: APIRequestContext,
  orderId: string,
  revision: number,
): Promise<ConsoleOrderDetail> {
  const deadline = Date.now() + 20_000;
  let last = '';
  while (Date.now() < deadline) {
    const res = await staff.get(`/api/console/orders/${orderId}?minRevision=${revision}`);
    if (res.ok()) {
      const detail = (await res.json()).data as ConsoleOrderDetail;
      if (detail.revision >= revision) return detail;
    } else last = `${res.status()} ${await res.text()}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`console order ${orderId} never reached revision ${revision}: ${last}`);
}

/**
 * Staff find every card of a warehoused order gradable (correspondence OK, then the VSC and defect
 * checks) and score each: `grade(i)` (9 unless told), certification numbers from `firstNumber` up.
 * Answers the numbers given and the last score's answer (its revision).
 */
export async function checkAndScoreEvery(
  step: ReturnType<typeof consoleStep>,
  items: Array<{ itemId: string }>,
  firstNumber: number,
  grade: (index: number) => number = () => 9,
): Promise<{ numbers: string[]; scored: { revision: number } }> {
  await step('correspondence-check', { results: items.map((i) => ({ itemId: i.itemId, result: 'OK' })) });
  await step('vsc-check');
  await step('defect-check');
  const numbers = items.map((_, i) => String(firstNumber + i));
  let scored = { revision: 0 };
  for (const [i, item] of items.entries())
    scored = await step('score', { itemId: item.itemId, grade: grade(i), certificationNumber: numbers[i] });
  return { numbers, scored };
}

/**
 * A paid order whose parcel is on its way, received and put in the warehouse by staff: the point
 * where the cards are checked. Answers the console's detail (with the items) at the warehouse step.
 */
export async function receiveIntoWarehouse(
  staff: APIRequestContext,
  orderId: string,
): Promise<ConsoleOrderDetail> {
  const step = consoleStep(staff, orderId);
  await step('receive');
  const warehoused = await step('warehouse');
  return consoleDetailAt(staff, orderId, warehoused.revision);
}

/**
 * A paid order whose parcel is on its way, received, warehoused and every card scored by staff
 * (checkAndScoreEvery). Answers the order's step for what follows, the numbers and the last score.
 */
export async function receiveAndGrade(
  staff: APIRequestContext,
  orderId: string,
  firstNumber: number,
  grade?: (index: number) => number,
): Promise<{ step: ReturnType<typeof consoleStep>; numbers: string[]; scored: { revision: number } }> {
  const step = consoleStep(staff, orderId);
  const { items } = (await receiveIntoWarehouse(staff, orderId)).state;
  return { step, ...(await checkAndScoreEvery(step, items, firstNumber, grade)) };
}

/**
 * A staff member's own browser context, logged in through the api, in their language and at a
 * width (a phone's height below 500 px); page errors are printed so a failing journey says why.
 */
export async function openConsole(
  browser: Browser,
  baseURL: string,
  who: { email: string },
  width: number,
  language: 'ko' | 'en' | 'tw',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, baseURL, width);
  // Before the page's first address: the init script and the cookie apply from its first load.
  await startInLanguage(opened.context, language);
  await logIn(opened.context.request, who.email);
  return opened;
}
