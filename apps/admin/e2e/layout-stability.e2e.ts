/**
 * Nothing moves while a screen loads: every screen with a prerendered page, opened signed in with
 * an empty HTTP cache, in real Chromium against the real server. The layout shifts Chromium
 * reports (moves of 3 px or more) from the first paint until the screen has settled must add up to
 * less than 0.001: a placeholder that does not hold the room of what replaces it, or content
 * inserted above what is already shown, scores 0.01 or more. (Inter swapping in for its
 * metric-matched fallback may still move a badge in a table by a hair over 3 px: about 0.00001.)
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';

const pagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/pages');

/** The screens' addresses, from the pages the build prerendered (the sign-in form aside). */
function screenPaths(dir = pagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenPaths(full);
    if (!entry.name.endsWith('.html')) return [];
    const address = `/${path.relative(pagesDir, full).replace(/\.html$/, '')}`;
    return address === '/admin/login' ? [] : [address];
  });
}

const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => {
          const node = source.node;
          const name = node ? node.nodeName + ' "' + (node.textContent || '').trim().slice(0, 40) + '"' : '?';
          return name + ' ' + Math.round(source.previousRect.y) + ',' + Math.round(source.previousRect.x)
            + ' -> ' + Math.round(source.currentRect.y) + ',' + Math.round(source.currentRect.x);
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

let session: Session;

beforeAll(async () => {
  session = await openBrowser({ width: 1350, height: 940 });
  await signIn(session.page);
  await session.context.addInitScript({ content: RECORD_SHIFTS });
});

afterAll(async () => {
  await session.close();
});

describe('layout stability while a screen loads', () => {
  it.each(screenPaths())('%s', async (address) => {
    const page = await session.context.newPage();
    try {
      const cdp = await session.context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto(address, { waitUntil: 'networkidle' });
      // Settled: the app has taken over, no request for half a second, and the fonts are in.
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.001);
    } finally {
      await page.close();
    }
  });
});
