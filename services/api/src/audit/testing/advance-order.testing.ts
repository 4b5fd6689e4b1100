import type { TestSession } from '../../auth/testing';
import { caller } from '../../order/testing';
import type { TestApp } from '../../testing/test-app';

/** The processing steps after the member's inbound shipment, in order. */
export const FORWARD_STEPS = [
  'receive',
  'warehouse',
  'correspondence-check',
  'vsc-check',
  'defect-check',
  'score',
  'casing',
  'release',
  'ship-out',
  'deliver',
];

/** Fails the test with the step's answer (plain code: this file is compiled with the api, without jest's globals). */
const ok = (step: string, res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
};

let certification = 5_000_000 + Math.floor(Math.random() * 1_000_000);

/** A certification number no other test in this worker has used. */
export const nextCertification = () => String((certification += 1));

/**
 * Advances a paid own-shipping order `steps` steps (1 = the member's inbound shipment, then the
 * operator's FORWARD_STEPS); every step must answer 200. Scoring gives each item a 10.
 */
export async function advanceOrder(
  t: TestApp,
  who: { member: TestSession; operator: TestSession },
  orderId: string,
  steps: number,
  items: string[],
): Promise<void> {
  const op = (step: string, payload?: object) =>
    caller(t, who.operator)('POST', `/api/console/orders/${orderId}/${step}`, payload);
  if (steps > 0) {
    const inbound = await caller(t, who.member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: 'T1',
    });
    ok('inbound-shipment', inbound);
  }
  for (const step of FORWARD_STEPS.slice(0, Math.max(0, steps - 1))) {
    if (step === 'correspondence-check') {
      const results = items.map((itemId) => ({ itemId, result: 'OK' }));
      ok(step, await op(step, { results }));
    } else if (step === 'score') {
      for (const itemId of items) {
        const res = await op(step, { itemId, grade: 10, certificationNumber: nextCertification() });
        ok(step, res);
      }
    } else if (step === 'ship-out') {
      ok(step, await op(step, { courier: 'CJ', trackingNumber: 'OUT1' }));
    } else {
      ok(step, await op(step));
    }
  }
}
