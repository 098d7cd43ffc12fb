import { defineMain } from '@storybook/react-vite/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reactDocgenTypescriptOptions } from './docgen.ts';

/** One Storybook for the design system (packages/ui) and the admin screens (apps/admin). */
export default defineMain({
  framework: '@storybook/react-vite',
  stories: [
    // The introduction and foundations (colour, type, spacing, icons, writing) come first.
    '../packages/ui/src/docs/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/admin/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [{ from: './public', to: '/' }],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions },
  async viteFinal(config) {
    // The Vitest plugin reuses this config: without vanilla-extract, stories fail with
    // "Styles were unable to be assigned to a file".
    config.plugins = [...(config.plugins ?? []), vanillaExtractPlugin()];
    // Pre-bundle the heavy dependencies up front: discovered mid-run, they make Vite reload the
    // page and a story's first screenshot comes out blank.
    config.optimizeDeps = {
      ...config.optimizeDeps,
      include: [
        ...(config.optimizeDeps?.include ?? []),
        'recharts',
        '@tanstack/react-table',
        '@tanstack/react-virtual',
        '@tanstack/react-query',
        'react-aria-components',
        'lucide-react',
        'msw',
        'openapi-msw',
        'openapi-fetch',
        'openapi-react-query',
        // The screen stories' check of their fakes' answers (apps/admin/src/testing/storyContract.ts).
        'ajv/dist/2020.js',
        'ajv-formats',
        'yaml',
        'react-router',
        'react-router/dom',
        'papaparse',
        'react-aria',
        'react-stately',
        'dompurify',
        '@tiptap/react',
        '@tiptap/starter-kit',
        '@tiptap/extensions',
        '@tiptap/extension-table',
        '@tiptap/extension-image',
        '@sinonjs/fake-timers',
        // Found only when a test first needs them (the axe check, Storybook's docs and channels):
        // listed so that a clean run never meets them mid-way.
        'axe-core',
        '@opentelemetry/api',
        '@storybook/global',
        '@storybook/react-dom-shim',
        '@mdx-js/react',
        'storybook/internal/channels',
        'storybook/internal/client-logger',
        'storybook/internal/docs-tools',
        'storybook/internal/preview-api',
        'storybook/internal/preview-errors',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    };
    return config;
  },
});
