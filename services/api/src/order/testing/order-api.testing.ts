import { randomUUID } from 'node:crypto';
import { foldOrder } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import type { TestSession } from '../../auth/testing/member-session.testing';
import { EVENT_STORE } from '../../event-store/event-store.module';
import type { TestApp } from '../../testing/test-app';
import { OrderCommandExecutor } from '../core/order-command.executor';
import { readOrderHistory } from '@slabworks/order-commands';

export const returnAddress = (postalCode = '06236') => ({
  name: '집',
  recipient: '김민수',
  phone: '010-1234-5678',
  postalCode,
  address1: '서울 강남구 테헤란로 1',
  address2: '101호',
});

/** A GENERAL order body as the web sends it: 2 Pokémon cards and 1 Korean autographed sports card. */
export const gradingBody = (overrides: Record<string, unknown> = {}) => ({
  submitType: 'GENERAL',
  orderType: 'REG',
  shippingMethod: 'SELF_SHIPPING',
  cardLines: [
    { cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: '2', isAuto: false, year: 1998 },
    {
      cardCategory: 'SPORTS',
      playerName: 'Son Heung-min',
      quantity: 1,
      isAuto: true,
      isKorean: true,
      year: 2020,
    },
  ],
  photos: ['photo-1'],
  returnAddress: returnAddress(),
  agreements: { photosMatchCards: true, terms: true, caution: true, noMinimumGrade: true },
  ...overrides,
});

export const reholderBody = (certificationNumbers: string[]) => ({
  submitType: 'REHOLDER',
  shippingMethod: 'SELF_SHIPPING',
  certificationNumbers,
  returnAddress: returnAddress(),
  agreements: { terms: true, caution: true },
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the api as a signed-in session (cookies + CSRF header), in English for readable failures. */
export const caller =
  (t: TestApp, session: TestSession) =>
  (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...session.headers, 'x-lang': 'en', ...headers }, payload });

/**
 * Payment is the next issue's: tests send the domain's CompletePayment through the command layer,
 * for the order's exact total, as the member returning from the provider would.
 */
export async function payOrder(t: TestApp, orderId: string, memberId: string): Promise<number> {
  const history = await readOrderHistory(t.app.get<EventStore>(EVENT_STORE), orderId);
  const amount = foldOrder(history.events).order!.pricing.totalAmount;
  const result = await t.app.get(OrderCommandExecutor).execute(
    {
      orderId,
      commandId: randomUUID(),
      actor: { id: memberId, role: 'MEMBER' },
      correlationId: 'test-payment',
    },
    { type: 'CompletePayment', data: { method: 'CARD', amount, providerKey: `pay-${orderId}` } },
  );
  return result.revision;
}
