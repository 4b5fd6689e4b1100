/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.SLABWORKS_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

const uniqueProviderId = '\0slabworks:trigger-unique-provider';

// antd's ConfigProvider (in the entry) only needs the trigger's UniqueProvider, but imports it through the
// package index; once a lazy screen also uses the Trigger (antd Form's label tooltip), the shared index can
// no longer be tree-shaken and the whole Trigger lands in the entry (+5 KiB gzipped on every first load).
const uniqueProviderOnly = (): Plugin => {
  let target = '';
  return {
    name: 'slabworks:trigger-unique-provider-only',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/trigger') return null;
      if (!importer?.replaceAll('\\', '/').endsWith('antd/es/tooltip/UniqueProvider/index.js')) return null;
      target = (await this.resolve('@rc-component/trigger/es/UniqueProvider/index.js', importer))?.id ?? '';
      return target ? uniqueProviderId : null;
    },
    load(id) {
      return id === uniqueProviderId
        ? `export { default as UniqueProvider } from ${JSON.stringify(target)};`
        : null;
    },
  };
};

export default defineConfig({
  plugins: [react(), uniqueProviderOnly()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@slabworks/domain': fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url)),
      '@slabworks/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: { port: 5173, proxy, fs: { allow: ['..'] } },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
