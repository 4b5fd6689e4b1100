import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults } from 'vitest/config';
import { earlyScript } from './scripts/early-script-plugin';
import { precompress } from './scripts/precompress-plugin';
import { preloadRoute } from './scripts/preload-route-plugin';
import { slimAntd } from './scripts/slim-antd-plugin';

// Component tests that vi.mock a module other screens import too (the Toss window): each runs with a
// module registry of its own, so its mock neither misses nor leaks.
const MOCKS_SHARED_MODULES = ['src/features/order-flow/payment/order-payment.test.tsx'];
/** Layout (widths, overflow, what a table keeps in view) needs a real engine: these run in Chromium. */
const IN_CHROMIUM = ['src/**/*.browser.test.{ts,tsx}'];

const apiTarget = process.env.SLABWORKS_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [
    react(),
    // Imports inside antd answered by smaller modules (scripts/slim-antd-plugin.ts).
    slimAntd(),
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
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: on CI's two cores, a single worker. Both
    // halve the component tests' wall time there (99 s → 56 s for the console's 38 files).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MOCKS_SHARED_MODULES, ...IN_CHROMIUM],
          // One module registry per worker, not per file: 24 s instead of 48 s here (most of it
          // re-importing antd and React for each file). A module mock then holds for every later file
          // of its worker, so files that vi.mock a module other screens import run in 'isolated'.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKS_SHARED_MODULES, isolate: true } },
      {
        extends: true,
        // Modules the app imports lazily (the language's locale files): pre-bundled up front, or Vite
        // finds them mid-run and reloads the page under a running test.
        optimizeDeps: {
          include: [
            'antd/es/locale/ko_KR',
            'antd/es/locale/en_US',
            'antd/es/locale/zh_TW',
            'dayjs/locale/ko',
            'dayjs/locale/zh-tw',
          ],
        },
        test: {
          name: 'chromium',
          include: IN_CHROMIUM,
          // Debian's Chromium (installed by the setup when missing), never a browser a tool downloads.
          globalSetup: ['./src/testing/ensure-chromium.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
