import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { type AliasOptions, build, type Plugin, type PluginOption, type Rolldown } from 'vite';
import type { BootOptions } from './src/prerender/boot';
import type * as PrerenderModule from './src/prerender/pages';

const ENTRY = 'src/prerender/pages.tsx';
/**
 * Where the prerendered pages go in the build, one per address: pages/admin/users.html (the
 * reference server reads them there, apps/server/src/http/prerendered-pages.ts).
 */
const PAGES_DIR = 'pages';

export interface PrerenderOptions {
  /** The plugins the app is built with that the server-side build needs too (React, vanilla-extract). */
  plugins: () => PluginOption[];
  alias: AliasOptions;
}

/**
 * Writes a page per screen and one for the sign-in form beside index.html: the same document with
 * the page's first view already inside #root (inert until the app takes over), its title, and an
 * inline script in place of index.html's module scripts (src/prerender/boot.ts). The reference
 * server sends such a page for its address and index.html for any other; a host that knows only
 * index.html still serves a working app. Measured with `npm run bench`: both pages' Lighthouse
 * LCP went from over the 450 ms budget to well under it.
 *
 * The pages are drawn at build time by the app's own components, through a server-side build of
 * src/prerender/pages.tsx that is loaded here and then removed.
 */
export function prerenderPages(options: PrerenderOptions): Plugin {
  let root = '';
  let outDir = '';
  let bundle: Rolldown.OutputBundle = {};
  return {
    name: 'aac:prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    writeBundle(_output, written) {
      bundle = written;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Inside the app's folder, so that the server-side bundle's packages resolve from it.
        const serverDir = path.join(root, 'node_modules', `.prerender-${process.pid}-${Date.now()}`);
        try {
          await build({
            configFile: false,
            root,
            mode: 'production',
            logLevel: 'warn',
            plugins: options.plugins(),
            resolve: { alias: options.alias },
            build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: false },
            // Everything bundled, React included, in its production build: the packages this
            // process may already have loaded (a test runner's React, in development mode) are
            // not mixed in.
            ssr: { noExternal: true },
          });
          const module: typeof PrerenderModule = await import(
            pathToFileURL(path.join(serverDir, 'pages.js')).href
          );
          writePages(module, outDir, bundle);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

function writePages(module: typeof PrerenderModule, outDir: string, bundle: Rolldown.OutputBundle): void {
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const scripts = [...template.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g)];
  const preloads = [...template.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g)];
  if (scripts.length === 0) throw new Error('index.html has no module script to prerender pages around');
  // The preload script first: it sends the screen's first request and starts the screen's code.
  const scriptSources = scripts.map((match) => match[1] as string);
  scriptSources.sort((a, b) => Number(b.includes('/preload-')) - Number(a.includes('/preload-')));
  let page = template;
  for (const [tag] of [...scripts, ...preloads]) page = page.replace(tag, '');

  const frameStylesheets = stylesheetsOf(bundle, /[\\/]src[\\/]app[\\/]AdminLayout\.tsx$/);
  for (const prerendered of module.prerenderedPages()) {
    const options: BootOptions = {
      ...module.bootSettings,
      audience: prerendered.audience,
      scripts: scriptSources,
      modulePreloads: preloads.map((match) => match[1] as string),
    };
    // `<` escaped, so nothing in the options can end the script element.
    const inline = `(${module.boot.toString()})(${JSON.stringify(options).replace(/</g, '\\u003c')});`;
    const frame = prerendered.audience === 'admin' ? frameStylesheets : [];
    const html = inlineStylesheets(
      page
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(prerendered.title)}</title>`)
        .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script>${inline}</script>`)
        .replace(
          '</head>',
          `${frame
            .filter((href) => !page.includes(`href="${href}"`))
            .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
            .join('')}</head>`,
        )
        .replace('<div id="root"></div>', `<div id="root" inert>${prerendered.markup}</div>`),
      outDir,
    );
    if (!html.includes('<div id="root" inert>')) throw new Error('index.html has no empty #root');
    const file = path.join(outDir, PAGES_DIR, `${prerendered.path}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    // Precompressed like every other file of the build (the server sends them as they are).
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
}

/**
 * Each stylesheet of a page is inlined, so the page paints as soon as its HTML has arrived,
 * without a request first. Its link stays, `disabled`: a disabled stylesheet is not fetched, and
 * the app's chunk loader (Vite's preload helper), which asks for the stylesheets a chunk needs
 * unless a `link rel="stylesheet"` with that address is in the document, finds it and does not
 * download the same rules again while the app's code is loading.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*\shref="\/([^"]+)"[^>]*>/g, (link, file: string) => {
    const css = readFileSync(path.join(outDir, file), 'utf8');
    // A stylesheet cannot end its own element (a selector or string with "</style" is refused).
    if (/<\/style/i.test(css)) throw new Error(`${file} holds "</style": it cannot be inlined`);
    return `<style>${css}</style>${link.replace(/>$/, ' disabled>')}`;
  });
}

/**
 * The stylesheets of the chunk holding a module and of the chunks it imports statically: what the
 * app will have loaded when that module renders.
 */
function stylesheetsOf(bundle: Rolldown.OutputBundle, module: RegExp): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  if (!start) throw new Error(`No chunk of the build holds ${module}`);
  const css = new Set<string>();
  const seen = new Set<string>();
  const pending = [start];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports) {
      const next = chunks.find((candidate) => candidate.fileName === imported);
      if (next) pending.push(next);
    }
  }
  return [...css];
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
