import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { marquezEmulatorPlugin } from './mocks/server/vite-plugin.ts';
import { layoutServicePlugin } from './src/server/layout-plugin.ts';

const marquezUrl = process.env.MARQUEZ_URL;
const port = Number(process.env.PORT ?? 5173);

export default defineConfig({
  plugins: [
    react(),
    // Warm, cached ELK on the server (POST /api/tributary/layout), first, so the /api proxy never sees it.
    layoutServicePlugin(),
    // With no real Marquez configured, the embedded emulator answers /api/v1 on the same origin.
    ...(marquezUrl ? [] : [marquezEmulatorPlugin()]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port,
    strictPort: true,
    host: '127.0.0.1',
    // Marquez has no CORS (docs/marquez-api.md#no-cors-a-same-origin-proxy); the proxy keeps the path raw so %2F
    // survives.
    proxy: marquezUrl ? { '/api': { target: marquezUrl, changeOrigin: true } } : undefined,
  },
  preview: { port, strictPort: true, host: '127.0.0.1' },
  worker: { format: 'es' },
  // The manifest tells the production server which chunks the lineage screen needs (src/server/first-view.ts).
  build: { target: 'es2022', sourcemap: true, manifest: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    pool: 'threads',
  },
});
