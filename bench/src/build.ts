import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { heading, kB, seconds, table, verdict } from './report.ts';

/**
 * Build half of `npm run bench` (docs/design.md "Budgets": the sign-in page and the first screen load
 * only what they need (route-level splitting); a production build reports its JS sizes).
 *
 * Builds apps/admin with its own vite.config.ts into a temporary folder (apps/admin/dist, which
 * the server serves and other work may be using, is left alone) and sorts the files by when the
 * browser loads them: the sign-in page's initial load (index.html: the entry chunk, its static
 * imports and their CSS) versus the chunks loaded on demand when a route is opened.
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminRoot = path.join(repositoryRoot, 'apps/admin');

/**
 * The sign-in page's initial JavaScript, gzip: 110 KiB, what a hand-written React sign-in with a
 * router and a query cache costs, so the design system and the screens add nothing to it.
 */
const INITIAL_JS_BUDGET_GZIP = 110 * 1024;

/** Libraries only some screens need; none of them belongs in the sign-in page's load. */
const SCREEN_ONLY_PACKAGES = [
  'recharts',
  'd3-',
  'papaparse',
  'dompurify',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
];

type BuildOutput = Extract<Awaited<ReturnType<typeof build>>, { output: unknown }>;
type OutputItem = BuildOutput['output'][number];
type Chunk = Extract<OutputItem, { type: 'chunk' }>;
type Asset = Extract<OutputItem, { type: 'asset' }>;

interface Sized {
  raw: number;
  gzip: number;
}

function sizeOf(content: string | Uint8Array): Sized {
  const buffer = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
  return { raw: buffer.byteLength, gzip: gzipSync(buffer).byteLength };
}

function sum(items: readonly Sized[]): Sized {
  return items.reduce((total, item) => ({ raw: total.raw + item.raw, gzip: total.gzip + item.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/** A module id as a path from the repository root (node_modules packages by package name). */
function shortModule(id: string | null): string {
  if (!id) return '(shared)';
  const clean = id.replace(/\?.*$/, '');
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return packageOf(clean) ?? clean;
  return path.relative(repositoryRoot, clean);
}

function packageOf(id: string): string | undefined {
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.slice(id.lastIndexOf('/node_modules/')));
  return match?.[1];
}

export interface BuildBenchResult {
  failed: boolean;
}

export async function benchBuild(): Promise<BuildBenchResult> {
  console.log(heading('Production build of the admin app (apps/admin, vite build)'));
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'aac-admin-bench-'));
  try {
    const started = performance.now();
    const result = await build({
      root: adminRoot,
      configFile: path.join(adminRoot, 'vite.config.ts'),
      // Errors only: the bundler's timing notes would break up the tables.
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    });
    const buildMs = performance.now() - started;
    const outputs = (Array.isArray(result) ? result : [result]) as BuildOutput[];
    const items = outputs.flatMap((output) => output.output);
    const chunks = items.filter((item): item is Chunk => item.type === 'chunk');
    const assets = items.filter((item): item is Asset => item.type === 'asset');
    console.log(`Built in ${seconds(buildMs)} (on a shared machine; the build time is not a budget).`);
    report(chunks, assets, readFileSync(path.join(outDir, 'index.html'), 'utf8'));
    return { failed: false };
  } catch (error) {
    console.error('\nThe admin build crashed:', error);
    return { failed: true };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function report(chunks: Chunk[], assets: Asset[], indexHtml: string): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const css = new Map(
    assets
      .filter((asset) => asset.fileName.endsWith('.css'))
      .map((asset) => [asset.fileName, sizeOf(asset.source)]),
  );

  /** A chunk and every chunk it imports statically: what loading it really downloads. */
  const closure = (start: Chunk): Set<string> => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    visit(start.fileName);
    return seen;
  };
  const cssOf = (files: Iterable<string>): Set<string> => {
    const found = new Set<string>();
    for (const file of files)
      for (const sheet of byFile.get(file)?.viteMetadata?.importedCss ?? []) found.add(sheet);
    return found;
  };

  const entries = chunks.filter((chunk) => chunk.isEntry);
  const initialJs = new Set(entries.flatMap((entry) => [...closure(entry)]));
  const initialCss = cssOf(initialJs);
  // index.html is what the browser really fetches first; it must agree with the chunk graph.
  const htmlFiles = new Set(
    [...indexHtml.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? ''),
  );
  const graphFiles = new Set([...initialJs, ...initialCss]);
  const disagree = [...htmlFiles, ...graphFiles].filter(
    (file) => !(htmlFiles.has(file) && graphFiles.has(file)),
  );

  const jsSize = new Map(chunks.map((chunk) => [chunk.fileName, sizeOf(chunk.code)]));
  const zero: Sized = { raw: 0, gzip: 0 };

  // Every file, with the moment it is loaded.
  const roleOf = (chunk: Chunk): string => {
    if (chunk.isEntry) return 'entry (sign-in page)';
    if (initialJs.has(chunk.fileName)) return 'initial: static import of the entry';
    if (chunk.isDynamicEntry) return `lazy: ${shortModule(chunk.facadeModuleId)}`;
    return 'lazy: shared by lazy chunks';
  };
  const fileRows = [
    ...chunks.map((chunk) => ({
      file: chunk.fileName,
      size: jsSize.get(chunk.fileName) ?? zero,
      role: roleOf(chunk),
    })),
    ...[...css].map(([file, size]) => ({
      file,
      size,
      role: initialCss.has(file) ? 'initial: styles of the entry' : 'lazy: styles of a lazy chunk',
    })),
  ].sort(
    (a, b) =>
      Number(b.role.startsWith('entry') || b.role.startsWith('initial')) -
        Number(a.role.startsWith('entry') || a.role.startsWith('initial')) || b.size.gzip - a.size.gzip,
  );
  console.log('\nEvery JS and CSS file of the build (gzip: node:zlib, default level):\n');
  console.log(
    table(
      ['file', 'raw', 'gzip', 'loaded'],
      fileRows.map((row) => [row.file, kB(row.size.raw), kB(row.size.gzip), row.role]),
      ['left', 'right', 'right', 'left'],
    ),
  );

  // What each route costs on top of the initial load.
  const initialJsSize = sum([...initialJs].map((file) => jsSize.get(file) ?? zero));
  const initialCssSize = sum([...initialCss].map((file) => css.get(file) ?? zero));
  const lazyRows = chunks
    .filter((chunk) => chunk.isDynamicEntry && !initialJs.has(chunk.fileName))
    .map((chunk) => {
      const files = [...closure(chunk)].filter((file) => !initialJs.has(file));
      const sheets = [...cssOf(files)].filter((sheet) => !initialCss.has(sheet));
      return {
        module: shortModule(chunk.facadeModuleId),
        files: files.length,
        js: sum(files.map((file) => jsSize.get(file) ?? zero)),
        css: sum(sheets.map((sheet) => css.get(sheet) ?? zero)),
      };
    })
    .sort((a, b) => b.js.gzip - a.js.gzip);
  console.log('\nWhat the sign-in page loads, and what each lazily loaded route adds on top of it:\n');
  console.log(
    table(
      ['load', 'JS files', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip'],
      [
        [
          'sign-in page: index.html entry + static imports',
          String(initialJs.size),
          kB(initialJsSize.raw),
          kB(initialJsSize.gzip),
          kB(initialCssSize.raw),
          kB(initialCssSize.gzip),
        ],
        ...lazyRows.map((row) => [
          `+ ${row.module}`,
          String(row.files),
          kB(row.js.raw),
          kB(row.js.gzip),
          kB(row.css.raw),
          kB(row.css.gzip),
        ]),
      ],
      ['left', 'right', 'right', 'right', 'right', 'right'],
    ),
  );

  // The biggest packages in the initial load, by their rendered (minified) bytes.
  const packageBytes = new Map<string, number>();
  for (const file of initialJs) {
    const chunk = byFile.get(file);
    for (const [id, module] of Object.entries(chunk?.modules ?? {})) {
      const name = id.includes('/node_modules/') ? (packageOf(id) ?? id) : '(app and workspace packages)';
      packageBytes.set(name, (packageBytes.get(name) ?? 0) + module.renderedLength);
    }
  }
  const renderedTotal = [...packageBytes.values()].reduce((total, bytes) => total + bytes, 0);
  const topPackages = [...packageBytes].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(
    '\nLargest parts of the sign-in page initial JS (bytes each module renders into the bundle, before minification):\n',
  );
  console.log(
    table(
      ['package', 'rendered', 'share'],
      topPackages.map(([name, bytes]) => [
        name,
        kB(bytes),
        `${((100 * bytes) / renderedTotal).toFixed(0)} %`,
      ]),
      ['left', 'right', 'right'],
    ),
  );

  // The budgets.
  const initialModules = [...initialJs].flatMap((file) => byFile.get(file)?.moduleIds ?? []);
  const screenModulesInitial = initialModules.filter(
    (id) => id.includes('/apps/admin/src/screens/') || /\/apps\/admin\/src\/app\/AdminLayout\.tsx$/.test(id),
  );
  const heavyInitial = SCREEN_ONLY_PACKAGES.filter((name) =>
    initialModules.some((id) => (packageOf(id) ?? '').startsWith(name)),
  );
  console.log('\nBudgets of the build:\n');
  console.log(
    table(
      ['budget', 'measured', 'verdict'],
      [
        [
          `sign-in page initial JS < ${kB(INITIAL_JS_BUDGET_GZIP)} gzip`,
          kB(initialJsSize.gzip),
          verdict(
            initialJsSize.gzip < INITIAL_JS_BUDGET_GZIP,
            `sign-in page initial JS ${kB(initialJsSize.gzip)} gzip`,
          ),
        ],
        [
          'no screen or AdminLayout module in the initial load',
          screenModulesInitial.length ? screenModulesInitial.map(shortModule).join(', ') : 'none',
          verdict(screenModulesInitial.length === 0, 'screen modules in the sign-in page load'),
        ],
        [
          'no screen-only library in the initial load (*)',
          heavyInitial.length ? heavyInitial.join(', ') : 'none',
          verdict(
            heavyInitial.length === 0,
            `screen-only libraries in the initial load: ${heavyInitial.join(', ')}`,
          ),
        ],
        [
          'index.html loads the entry, its static imports, their CSS',
          disagree.length ? `differs: ${disagree.join(', ')}` : 'yes',
          verdict(disagree.length === 0, `index.html and the chunk graph differ: ${disagree.join(', ')}`),
        ],
      ],
    ),
  );
  console.log(`(*) screen-only libraries: ${SCREEN_ONLY_PACKAGES.join(', ')}.`);
}
