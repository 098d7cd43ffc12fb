import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The admin app. In development `/api` and `/uploads` go to the reference server
 * (or to another backend: API_PROXY_TARGET=https://staging.example.com npm run dev -w @aac/admin).
 */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip copies beside each asset, made once at build time at the best ratio, so the
    // server sends them as they are (`preCompressed`) instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    reportCompressedSize: true,
  },
});
