import { solveChallenge } from 'altcha-lib';
import type { TestSession } from '../../auth/testing';
import { caller, givePhotos, gradingBody, payOrder, reholderBody } from '../../order/testing';
import type { TestApp } from '../../testing/test-app';
import type { RunningProjections } from '../../testing/run-projections';

let certificationSeq = 5_000_000 + Math.floor(Math.random() * 1_000_000);

export interface CardLineInput {
  cardCategory: string;
  playerName: string;
  setName?: string;
  year?: number;
  cardNumber?: string;
  isAuto?: boolean;
  sportsType?: string;
  quantity: number;
}

/**
 * Places an order as `member`, pays it and walks it through the operator steps up to scoring, giving
 * the items `grades` in item order. A re-holder order passes its certification numbers instead of lines.
 */
export async function scoreOrder(
  t: TestApp,
  projections: RunningProjections,
  member: TestSession,
  operator: TestSession,
  order: { lines: CardLineInput[] } | { reholder: string[] },
  grades: Array<number | string>,
): Promise<string[]> {
  const body =
    'lines' in order
      ? gradingBody(member, { cardLines: order.lines.map((l) => ({ isAuto: false, ...l })) })
      : reholderBody(order.reholder);
  await givePhotos(t, member);
  const placed = await caller(t, member)('POST', '/api/orders', body);
  if (placed.statusCode !== 201) throw new Error(`place: ${placed.statusCode} ${placed.body}`);
  const { orderId } = placed.json().data;
  await payOrder(t, orderId, member.id);
  const asOperator = caller(t, operator);
  const step = async (path: string, payload?: object) => {
    const res = await asOperator('POST', `/api/console/orders/${orderId}/${path}`, payload);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  };
  await projections.settle();
  const detail = await asOperator('GET', `/api/console/orders/${orderId}`);
  const state = detail.json().data.state;
  if (state.processingStatus === 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION') {
    const res = await caller(t, member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '123456789012',
    });
    if (res.statusCode !== 200) throw new Error(`inbound: ${res.statusCode} ${res.body}`);
  } else {
    await step('pickup');
  }
  await step('receive');
  await step('warehouse');
  const items: Array<{ itemId: string; certificationNumber: string | null }> = state.items;
  await step('correspondence-check', { results: items.map((i) => ({ itemId: i.itemId, result: 'OK' })) });
  await step('vsc-check');
  await step('defect-check');
  const numbers: string[] = [];
  for (const [i, item] of items.entries()) {
    const certificationNumber = item.certificationNumber ?? String((certificationSeq += 1));
    numbers.push(certificationNumber);
    await step('score', { itemId: item.itemId, grade: grades[i], certificationNumber });
  }
  await projections.settle();
  return numbers;
}

/** What the altcha widget does in the browser: fetch a challenge, find the number, encode the payload. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/pop-report/captcha' });
  const challenge = res.json().data as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}
