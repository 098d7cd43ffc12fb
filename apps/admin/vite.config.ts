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
    rolldownOptions: {
      output: {
        // A few files per page instead of dozens of tiny shared chunks: on a 40 ms round trip
        // every extra file costs a turn of the browser's six connections. Measured with
        // `npm run bench` (the users page went from 48 files to 8 and its JS got smaller, as bigger
        // files compress better).
        codeSplitting: {
          groups: [
            // Everything the sign-in page runs, in one file beside the entry.
            { name: 'boot', tags: ['$initial'], priority: 3 },
            // What a route loader needs to start a list's first request: the list declarations
            // and the kit's query building, small and free of UI code, so the request leaves
            // while the screen's code is still downloading.
            {
              name: 'lists',
              test: /apps[\\/]admin[\\/]src[\\/](screens[\\/].*\.list\.ts$|kit[\\/]list[\\/](prefetchList|listQuery|resourceList|filterOptions|useListParams)\.ts$)/,
              priority: 2,
            },
            // Code most screens share (the design system, the table, react-aria's overlays): one
            // file cached across screens, so each later screen adds only its own chunk. Libraries
            // only a few chunks use (the editor, charts, CSV, the virtualiser) stay apart.
            { name: 'common', minShareCount: 6, priority: 1 },
          ],
        },
      },
    },
  },
});
