// What tests elsewhere use of the payment module (the sandbox provider's pages); production code never imports it.
export { sandboxDeposit, sandboxWindowPays } from './testing/sandbox-provider.testing';
export type { SandboxWindowAnswer } from './testing/sandbox-provider.testing';
