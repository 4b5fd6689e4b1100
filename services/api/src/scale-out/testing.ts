// What tests elsewhere use of the scale-out module (builders, fakes, seeds); production code never imports it.
export { freePort } from '../testing/free-port';
export { privateBundles, startBundle, waitFor } from './processes.testing';
export type { RunningProcess } from './processes.testing';
