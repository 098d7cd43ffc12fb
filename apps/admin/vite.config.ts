import { createRequire } from 'node:module';
import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

import { compression } from 'vite-plugin-compression2';
import { prerenderPages } from './prerenderPlugin.ts';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * The admin app. In development `/api` and `/uploads` go to the reference server
 * (or to another backend: API_PROXY_TARGET=https://staging.example.com npm run dev -w @aac/admin).
 */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * React Router 7's package exports name only its development build (dev warnings and checks
 * included) whatever the mode, so a production build takes the production build beside it by
 * path: both entry points share its chunks, so the app still has one router.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * TanStack Store (under TanStack Table) and react-aria-components import useSyncExternalStore
 * through its shim for React 17 and older. React 19 has the hook: the shim is left out (0.3 kB gzip).
 */
const withoutStoreShim = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
];

const preloadScript = path.resolve(import.meta.dirname, 'src/preload.ts');
const preloadClosures = new WeakMap<ChunkingContext, Set<string>>();

/** Whether a module is the preload script or one of its static imports, however deep. */
function inPreloadScript(id: string, ctx: ChunkingContext): boolean {
  let closure = preloadClosures.get(ctx);
  if (!closure) {
    closure = new Set<string>();
    const pending = [preloadScript];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (closure.has(next)) continue;
      closure.add(next);
      pending.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    preloadClosures.set(ctx, closure);
  }
  return closure.has(id);
}

/**
 * Puts the preload script, a separate entry of the build, at the top of index.html as an async
 * module: it runs as soon as it arrives, not after the app's bundle (two module scripts of
 * index.html would be merged into one entry). Development serves the app without it.
 */
function preloadScriptTag(): Plugin {
  return {
    name: 'aac:preload-script-tag',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === preloadScript,
        );
        if (!chunk) throw new Error('The build has no chunk for src/preload.ts');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Inter is drawn only if it is there when the page first draws text (`font-display: optional`),
 * never swapped in later: a table laid out in the metric-matched fallback keeps its lines, where a
 * late swap could re-wrap a name at the edge of its column and move every row under it. On a
 * first visit over a slow network the fallback stays for that page; Inter is cached for the next.
 */
function interWithoutLateSwap(): Plugin {
  return {
    name: 'aac:inter-without-late-swap',
    enforce: 'pre',
    transform(code, id) {
      if (!/[/]@fontsource[/]inter[/].*\.css$/.test(id)) return null;
      if (!code.includes('font-display: swap')) throw new Error(`${id} no longer says font-display: swap`);
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

/** react-aria modules only open overlays run (see the `overlays` group below). */
// NumberField and its state stay out of this group: split from the common chunk, react-aria read its strings before they were defined and the enterprise dialog failed to open in the production build.
const overlayModules = new RegExp(
  [
    String.raw`react-aria-components[\/]dist[\/]private[\/](Popover|Menu|ListBox|Select|Dialog|Modal|Tooltip|OverlayArrow|Collection|DragAndDrop|Header|Keyboard|Separator|Heading|TextField|TextArea|Input|Group|Form|Checkbox|Switch)\.mjs$`,
    String.raw`react-aria[\/]dist[\/]private[\/](listbox|select|selection|dialog|textfield|form|checkbox|toggle|switch)[\/]`,
    String.raw`react-aria[\/]dist[\/]private[\/]collections[\/](?!Hidden\.mjs)`,
    String.raw`react-aria[\/]dist[\/]private[\/]overlays[\/](?!(useOverlayTrigger|useCloseOnScroll)\.mjs)`,
    String.raw`react-aria[\/]dist[\/]private[\/]menu[\/](useMenu|useMenuItem|useMenuSection|utils)\.mjs$`,
    String.raw`react-aria[\/]dist[\/]private[\/](focus[\/]FocusScope|tooltip[\/]useTooltip|utils[\/]scrollIntoView)\.mjs$`,
    String.raw`react-aria-components[\/]dist[\/]private[\/](Button|ProgressBar|Autocomplete|SharedElementTransition|SelectionIndicator)\.mjs$`,
    String.raw`react-aria[\/]dist[\/]private[\/](live-announcer[\/]LiveAnnouncer|utils[\/](animation|useViewportSize|runAfterKeyboard|shadowdom[\/]ShadowTreeWalker)|interactions[\/]useInteractOutside)\.mjs$`,
    String.raw`react-aria[\/]dist[\/]private[\/](progress|meter)[\/]|react-aria[\/]dist[\/]private[\/]i18n[\/]useNumberFormatter\.mjs$|@internationalized[\/]number[\/]`,
    String.raw`react-aria[\/]dist[\/]private[\/](utils[\/](useLoadMoreSentinel|useResizeObserver|useUpdateLayoutEffect)|focus[\/]virtualFocus)\.mjs$|react-stately[\/]dist[\/]private[\/]utils[\/]number\.mjs$`,
    String.raw`react-stately[\/]dist[\/]private[\/](collections|selection|list|tree|select|form|toggle|checkbox)[\/]`,
  ].join('|'),
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The admin is in US English only (App.tsx sets the locale): react-aria's strings for its 34 other locales
    // (announcements, button labels) are left out of the bundle.
    optimizeLocales.vite({ locales: ['en-US'] }),
    vanillaExtractPlugin(),
    interWithoutLateSwap(),
    // The sign-in page and each screen's frame and header, drawn at build time (prerenderPlugin.ts).
    prerenderPages({ plugins: () => [react(), vanillaExtractPlugin()], alias: productionReactRouter }),
    preloadScriptTag(),
    // Brotli and gzip copies beside each asset, made once at build time at the best ratio, so the
    // server sends them as they are (`preCompressed`) instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: {
    alias: command === 'build' ? [...productionReactRouter, ...withoutStoreShim] : withoutStoreShim,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // Vite's modulepreload polyfill (0.3 kB in the entry) is for browsers without modulepreload
    // (Safari before 17), where the modules still load, only without the head start.
    modulePreload: { polyfill: false },
    sourcemap: true,
    reportCompressedSize: true,
    rolldownOptions: {
      input: { index: path.resolve(import.meta.dirname, 'index.html'), preload: preloadScript },
      output: {
        // A few files per page instead of dozens of tiny shared chunks: on a 40 ms round trip
        // every extra file costs a turn of the browser's six connections. Measured with
        // `npm run bench` (the users page went from 48 files to 8 and its JS got smaller, as bigger
        // files compress better).
        codeSplitting: {
          groups: [
            // The preload script of index.html and what it imports (the screen registry, the
            // stored-session check), apart from the app's bundle so that it runs before that
            // bundle has arrived.
            {
              name: (id, ctx) => (inPreloadScript(id, ctx) ? 'preload' : null),
              debugName: 'preload',
              priority: 4,
            },
            // Everything the sign-in page runs, in one file beside the entry.
            { name: 'boot', tags: ['$initial'], priority: 3 },
            // What a route loader needs to start a list's first request: the list declarations
            // and the kit's query building, small and free of UI code, so the request leaves
            // while the screen's code is still downloading. (A file per screen's list saved 1.8 kB
            // on the users page, but the extra file on the request's way cost 90 ms to first row.)
            {
              name: 'lists',
              test: /apps[\\/]admin[\\/]src[\\/](screens[\\/].*\.list\.ts$|kit[\\/]list[\\/](prefetchList|listQuery|resourceList|filterOptions|listParams)\.ts$)/,
              priority: 2,
            },
            // Code only an open dialog runs: the design system's dialogs and the kit's dialog forms.
            // Dialogs load when opened (kit/lazyDialog), so with them apart a list's first load
            // carries none of it, while screens that still import a dialog directly load this file
            // with their own. (react-aria's modal modules are shared with its popovers.)
            {
              name: 'dialogs',
              test: /(packages[\\/]ui[\\/]src[\\/]components[\\/](Dialog|FormDialog|ConfirmDialog|TextArea)[\\/]|apps[\\/]admin[\\/]src[\\/]kit[\\/](DetailsDialog\.tsx|form[\\/]|change[\\/]DeleteConfirmationDialog\.tsx))/,
              priority: 1.5,
              includeDependenciesRecursively: false,
            },
            // react-aria's code for what only an interaction shows: popovers, menus, listboxes,
            // tooltips' bubbles, modals and their focus containment, the collections and selection
            // behind them. Pickers, menus and tooltips render their triggers at once and load their
            // open part on the way to the first opening (lazyPart), dialogs load when opened, so no
            // page needs this file to show; it comes with the first of them, or on idle.
            // Without this group its modules, shared by every dialog, would join `common`.
            // The users e2e test checks that the list's first load fetches none of it.
            {
              name: 'overlays',
              test: overlayModules,
              priority: 1.2,
              includeDependenciesRecursively: false,
            },
            // Code most screens share (the design system, the table, the query cache): one
            // file cached across screens, so each later screen adds only its own chunk. Libraries
            // only a few chunks use (the editor, charts, CSV, the virtualiser) stay apart.
            { name: 'common', minShareCount: 6, priority: 1 },
            // The signed-in frame and everything only it needs that `common` does not hold: the
            // navigation's icons among them, which other screens share too and would otherwise
            // leave as a handful of tiny files on every signed-in page's first load.
            { name: 'shell', test: /apps[\\/]admin[\\/]src[\\/]app[\\/]AdminLayout\.tsx$/, priority: 0.9 },
          ],
        },
      },
    },
  },
}));
