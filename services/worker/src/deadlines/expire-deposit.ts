// The deposit deadline's expiry lives in expire-at-deadline.ts beside the unpaid-order one; this path
// stays because a web journey (web/e2e/journeys/reholder.e2e.ts) imports it from here.
export { expireDeposit } from './expire-at-deadline';
