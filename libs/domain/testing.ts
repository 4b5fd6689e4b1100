// '@slabworks/domain/testing' for plain Node (the benches' swc-register resolves this file); TypeScript, jest
// and Vite map the name to src/testing.ts themselves.
export * from './src/testing';
