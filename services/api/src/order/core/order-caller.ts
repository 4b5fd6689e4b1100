import { SERVICE_CURRENCY, type Actor, type Currency, type Membership } from '@slabworks/domain';
import type { SessionMember } from '../../auth';

/** The part of the signed-in caller the order service needs (auth's SessionMember satisfies it). */
export type OrderCaller = Pick<SessionMember, 'id' | 'role' | 'region' | 'discountRateBp'>;

/** On member routes everyone acts as the order's member, whatever their staff role. */
export const memberActor = (caller: OrderCaller): Actor => ({ id: caller.id, role: 'MEMBER' });

export const staffActor = (caller: OrderCaller): Actor => ({
  id: caller.id,
  role: caller.role === 'ADMIN' ? 'ADMIN' : 'OPERATOR',
});

// A service region prices in its own currency (spec §9 lists KRW for Korea; TWD for Taiwan).
export const currencyOf = (caller: OrderCaller): Currency => SERVICE_CURRENCY[caller.region];

/** Spec §9 membership: VIP discount and the re-holder discount rate come from the member record. */
export const membershipOf = (caller: OrderCaller): Membership => ({
  type: caller.role === 'VIP' ? 'VIP' : 'NORMAL',
  discountRateBp: caller.discountRateBp ?? 0,
});
