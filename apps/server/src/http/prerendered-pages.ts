import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from './security-headers.ts';

/** Where the admin build writes its prerendered pages (apps/admin/prerenderPlugin.ts). */
const PAGES_DIR = 'pages';

export interface PrerenderedPage {
  /** The file to send, relative to the build's folder. */
  file: string;
  /** The page's Content-Security-Policy: the server's own, with the hashes of its inline script and styles. */
  contentSecurityPolicy: string;
}

/**
 * The build's prerendered pages by the address they stand for ("/admin/users" →
 * pages/admin/users.html), read once at start. Each carries one inline script (it starts the app
 * after the first paint) and its stylesheets inline (so that first paint waits for no request),
 * allowed by their hashes in that page's policy alone, so every other response keeps
 * `script-src 'self'` and `style-src 'self'`.
 */
export function findPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const pagesDir = path.join(distDir, PAGES_DIR);
  if (!existsSync(pagesDir)) return pages;
  for (const entry of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const file = path.join(PAGES_DIR, entry);
    const html = readFileSync(path.join(distDir, file), 'utf8');
    const hashesOf = (element: 'script' | 'style') =>
      [...html.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))].map(
        ([, text]) =>
          `'sha256-${createHash('sha256')
            .update(text ?? '')
            .digest('base64')}'`,
      );
    const address = `/${entry.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(address, {
      file,
      contentSecurityPolicy: contentSecurityPolicy({
        scripts: hashesOf('script'),
        styles: hashesOf('style'),
      }),
    });
  }
  return pages;
}

/** The address a request stands for, without its query or a trailing slash. */
export function pageAddress(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
