/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { earlyScript } from './scripts/early-script-plugin';
import { precompress } from './scripts/precompress-plugin';
import { preloadRoute } from './scripts/preload-route-plugin';

const apiTarget = process.env.SLABWORKS_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

// antd's ConfigProvider (app/antd/antd-provider.tsx, loaded with every screen but the home page) pulls far
// more than it uses (~9 KiB gzipped); each import below is answered with just what it needs. Screens that
// import these packages themselves still get the real modules.
// - It wraps its children in the tooltip UniqueProvider only when given `tooltip.unique`, which AntdProvider
//   never sets; the static import alone brings the whole Trigger (popup, align, portal, resize observer).
// - Its MotionWrapper needs only the motion Provider, but imports it through @rc-component/motion's index,
//   which declares no sideEffects, so CSSMotion and CSSMotionList could not be dropped.
const configProviderImports: { importer: string; source: string; code: (motionContext: string) => string }[] =
  [
    {
      importer: 'antd/es/config-provider/index.js',
      source: '../tooltip/UniqueProvider',
      code: () => 'export default ({ children }) => children;',
    },
    {
      importer: 'antd/es/config-provider/MotionWrapper.js',
      source: '@rc-component/motion',
      code: (motionContext) => `export { default as Provider } from ${JSON.stringify(motionContext)};`,
    },
  ];
const slimConfigProvider = (): Plugin => {
  const modules = new Map<string, string>();
  return {
    name: 'slabworks:slim-config-provider',
    enforce: 'pre',
    async resolveId(source, importer) {
      const path = importer?.replaceAll('\\', '/');
      const slim = configProviderImports.find(
        (item) => item.source === source && path?.endsWith(item.importer),
      );
      if (!slim) return null;
      const id = `\0slabworks:slim:${slim.importer}:${slim.source}`;
      const motionContext = (await this.resolve('@rc-component/motion/es/context.js', importer))?.id ?? '';
      modules.set(id, slim.code(motionContext));
      return id;
    },
    load(id) {
      return modules.get(id) ?? null;
    },
  };
};

export default defineConfig({
  plugins: [
    react(),
    slimConfigProvider(),
    earlyScript(fileURLToPath(new URL('./src/boot/early.ts', import.meta.url))),
    preloadRoute('/src/app/routes/home.tsx'),
    precompress(),
  ],
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
    // One module registry per worker, not per file: 24 s instead of 48 s here (most of it re-importing
    // antd and React for each file). A module mock then holds for every later file of its worker: keep
    // vi.mock to modules no other test imports (today only the Toss SDK, in toss-window.test.ts).
    isolate: false,
  },
});
