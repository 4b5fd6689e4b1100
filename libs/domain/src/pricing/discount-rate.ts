export const BASIS_POINTS = 10_000;

export const isDiscountRateBp = (rate: unknown): rate is number =>
  typeof rate === 'number' && Number.isInteger(rate) && rate >= 0 && rate <= BASIS_POINTS;

// amount × (1 − rate), floored: a fractional minor unit always goes to the customer, so we never
// charge more than the exact rate would.
export const applyDiscountRate = (amount: number, rateBp: number): number =>
  Math.floor((amount * (BASIS_POINTS - rateBp)) / BASIS_POINTS);
