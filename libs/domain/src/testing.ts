// Test fixtures for other packages' tests (read models, api): realistic commands and histories
// built through the real decider. Not part of the runtime surface (import '@slabworks/domain/testing').
export * from './order/test-kit/fixtures';
