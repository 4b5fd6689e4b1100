// What tests elsewhere use of the scale-out module (builders, fakes, seeds); production code never imports it.
export { freePort, privateBundles, startBundle, waitFor } from './processes.testing';
export type { RunningProcess } from './processes.testing';
