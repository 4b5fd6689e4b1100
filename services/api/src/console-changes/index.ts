// The console-changes module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { changeLabel, changedFields } from './console-change-summary';
export { CONSOLE_SUBJECTS, record } from './console-change.record';
export type { ConsoleChange, ConsoleSubject } from './console-change.record';
