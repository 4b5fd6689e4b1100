/**
 * The order id the provider knows one payment attempt by (Toss's `orderId` in its payment window and
 * confirm). Toss refuses a second payment under an orderId it has seen, so each attempt gets its own;
 * Toss's rule: 6–64 characters of [A-Za-z0-9_-]. Ours is `pa-` and the attempt's UUID (39 characters).
 */
export const PROVIDER_ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;

export const providerOrderIdOf = (attemptId: string): string => `pa-${attemptId}`;
