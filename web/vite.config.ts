/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.SLABWORKS_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@slabworks/domain': fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url)),
      '@slabworks/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: { port: 5173, proxy, fs: { allow: ['..'] } },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 700 },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
