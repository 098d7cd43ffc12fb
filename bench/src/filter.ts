import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { components } from '@aac/api-client';
import { chromiumArgs, chromiumPath } from '@aac/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { count, heading, median, ms, percentile, table, verdict } from './report.ts';
import { ensureBuilt } from './startup.ts';

/**
 * Filter half of `npm run bench`: keystroke to painted rows on lists of 10,000 rows searched in
 * the browser, in production React, against the budget of a client-side list (50 ms). One list of
 * each way the app searches in the browser: social links (the kit's declared lists), the
 * permissions (a screen's own search over a DataTable that pages in the browser) and the
 * subscription plans (the plans' shared search, also behind Stripe plans).
 *
 * What runs is the app as `npm start` ships it: apps/admin/dist, built when stale as the browser
 * half does, signed in, on its real routes, router and loaders, in Debian's Chromium. Only the API
 * is fake: the node:http server below serves the build and answers the few requests the screens
 * make when they open (who is signed in, the 10,000 rows). Nothing is requested while typing, so
 * the fake cannot flatter the figure. That is lighter than a static Storybook build (minutes on
 * two cores) or seeding 10,000 rows into the reference server, and it times the shipped bundle
 * rather than a harness around the screen.
 *
 * A keystroke is a real key press through the DevTools protocol, timed from the keydown event's
 * own time stamp to the end of the frame that shows the expected rows (a mutation observer sees
 * them, a frame callback runs before that frame's paint, a task queued from it runs after). The
 * expected rows come from a rule written here, independent of the app's, so a wrong result stops
 * the run rather than being timed. "4242" is typed RUNS times into the emptied search box of each
 * screen, after one untimed round: the four keystrokes go from 10,000 rows to one.
 *
 *   BENCH_FILTER_RUNS=10     more rounds of "4242" per screen (default 5)
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminDist = path.join(repositoryRoot, 'apps/admin/dist');

const FILTER_BUDGET_MS = 50;
const ROW_COUNT = 10_000;
const RUNS = Number(process.env.BENCH_FILTER_RUNS) || 5;
const TYPED = '4242';
const PAGE_SIZE = 10;
const SESSION_SECONDS = 8 * 60 * 60;

type SignedInAdmin = components['schemas']['SignedInAdmin'];
type SocialLink = components['schemas']['SocialLink'];
type Permission = components['schemas']['Permission'];
type Role = components['schemas']['Role'];
type SubscriptionPlan = components['schemas']['SubscriptionPlan'];

const ADMIN: SignedInAdmin = {
  id: 1,
  version: 1,
  first_name: 'Bench',
  last_name: 'Admin',
  email: 'bench@example.com',
  role: 'super_admin',
  is_active: true,
  two_factor_enabled: false,
  created_at: '2024-01-02T09:00:00Z',
  permissions: ['social.read', 'social.write', 'roles.read', 'roles.write', 'plans.read', 'plans.write'],
};

/** One screen to time: where it is, its search box, its rows and what each row is searched by. */
interface FilterCase {
  label: string;
  path: string;
  searchbox: string;
  /** The fake API's answers while the screen opens, by path. */
  answers: Record<string, unknown>;
  /** Each row's row-header text, in the order the list shows them. */
  names: string[];
  /** Each row's searched text, lower-cased, by this file's own rule. */
  texts: string[];
}

const numbers = Array.from({ length: ROW_COUNT }, (_, index) => index + 1);
const ICONS: SocialLink['icon'][] = ['Facebook', 'Twitter', 'Linkedin', 'Instagram', 'YouTube', 'GitHub'];

/** "Community 1" … at https://social.example.org/aac-1 …, as the story's big list. */
const LINKS: SocialLink[] = numbers.map((n) => ({
  id: n,
  version: 1,
  platform: `Community ${n}`,
  url: `https://social.example.org/aac-${n}`,
  icon: ICONS[n % ICONS.length] ?? 'Facebook',
  is_active: n % 7 !== 0,
  sort_order: n,
}));

const CATEGORIES = ['user_management', 'billing', 'content_management', 'community', 'insights'];
const PERMISSIONS: Permission[] = numbers.map((n) => ({
  id: n,
  version: 1,
  name: `custom_${n}.read`,
  description: `Read custom area ${n}`,
  category: CATEGORIES[n % CATEGORIES.length] ?? 'billing',
  built_in: false,
}));
const ROLES: Role[] = [
  { id: 1, version: 1, name: 'super_admin', description: 'Full access', permissions: [1, 2, 3] },
];

/** Plans whose features carry no digits, so the digits typed can only match name, key or description. */
const PLANS: SubscriptionPlan[] = numbers.map((n) => ({
  id: n,
  version: 1,
  name: `Plan ${n}`,
  plan_key: `plan_${n}`,
  description: `Bench plan number ${n}`,
  price_monthly: 9.99,
  price_yearly: 99,
  yearly_discount_percentage: 17,
  max_children: 3,
  max_team_members: 0,
  features: ['Boards'],
  selectedFeatures: { basic_aac_board: true, text_to_speech: true },
  is_active: true,
  is_enterprise: n % 4 === 0,
  popular: false,
  gradient: 'from-blue-500 to-purple-600',
  icon: 'fa-star',
  cta_text: 'Upgrade',
  cta_style: 'outline',
  stripe_product_id: `prod_${n}`,
  stripe_monthly_price_id: `price_m${n}`,
  stripe_yearly_price_id: `price_y${n}`,
  display_order: n,
}));

const CASES: FilterCase[] = [
  {
    label: 'Social links',
    path: '/admin/social-links',
    searchbox: 'Search social links',
    answers: { '/api/admin/social-links': { links: LINKS } },
    names: LINKS.map((link) => link.platform),
    texts: LINKS.map((link) => `${link.platform} ${link.url}`.toLowerCase()),
  },
  {
    label: 'Permissions',
    path: '/admin/roles',
    searchbox: 'Search permissions',
    answers: { '/api/admin/roles': { roles: ROLES }, '/api/admin/permissions': { permissions: PERMISSIONS } },
    names: PERMISSIONS.map((permission) => permission.name),
    texts: PERMISSIONS.map((p) => `${p.name} ${p.description ?? ''} ${p.category}`.toLowerCase()),
  },
  {
    label: 'Subscription plans',
    path: '/admin/plans',
    searchbox: 'Search plans',
    answers: { '/api/admin/subscription-plans': { plans: PLANS } },
    names: PLANS.map((plan) => plan.name),
    texts: PLANS.map((plan) => `${plan.name} ${plan.plan_key} ${plan.description ?? ''}`.toLowerCase()),
  },
];

/** The first page a search for `term` must show. */
function expectedFirstPage(screen: FilterCase, term: string): string[] {
  const needle = term.trim().toLowerCase();
  const names: string[] = [];
  for (let index = 0; index < screen.texts.length && names.length < PAGE_SIZE; index += 1) {
    if (screen.texts[index]?.includes(needle)) names.push(screen.names[index] ?? '');
  }
  return names;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The build (index.html for every app route) and the fake API. */
function startServer(): Promise<Server> {
  const answers: Record<string, unknown> = Object.assign({}, ...CASES.map((screen) => screen.answers));
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/admin/auth/me') {
      return json(200, {
        admin: ADMIN,
        expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000).toISOString(),
        expiresIn: SESSION_SECONDS,
        idleTimeout: SESSION_SECONDS,
      });
    }
    if (url.pathname in answers) return json(200, answers[url.pathname]);
    if (url.pathname.startsWith('/api/')) return json(404, { error: 'not_found', message: url.pathname });
    const file = url.pathname.startsWith('/assets/')
      ? path.join(adminDist, path.normalize(url.pathname))
      : path.join(adminDist, 'index.html');
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Runs in the page before its scripts: the session, and the timing of one keystroke. `__arm(names)`
 * watches for the table's row headers to read `names`, timed from the next keydown. A string,
 * because the compiler's helpers would not exist in the page.
 */
const PAGE_SCRIPT = `
  localStorage.setItem('adminToken', 'bench-token');
  localStorage.setItem('adminUser', ${JSON.stringify(JSON.stringify(ADMIN))});
  const firstText = (cell) => {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (text && !node.parentElement.closest('[aria-hidden="true"]')) return text;
    }
    return '';
  };
  window.__shownRows = () =>
    [...document.querySelectorAll('table:not([aria-busy]) tbody th[scope="row"]')].map(firstText);
  window.__keystroke = {};
  addEventListener('keydown', (event) => {
    if (window.__keystroke.keydownAt === undefined) window.__keystroke.keydownAt = event.timeStamp;
  }, true);
  window.__arm = (expected) => {
    const state = { keydownAt: undefined, paintedAt: undefined };
    window.__keystroke = state;
    const wanted = expected.join('|');
    const observer = new MutationObserver(() => {
      if (state.keydownAt === undefined || window.__shownRows().join('|') !== wanted) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { state.paintedAt = performance.now(); };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  };
`;

interface BenchWindow {
  __shownRows(): string[];
  __arm(names: string[]): void;
  __keystroke: { keydownAt?: number; paintedAt?: number };
}

async function untilShown(page: Page, expected: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) => (window as unknown as BenchWindow).__shownRows().join('|') === wanted,
    expected.join('|'),
    { timeout: 30_000 },
  );
}

/** Presses `key` and resolves with the milliseconds from its keydown to the painted `expected` rows. */
async function timedKeystroke(page: Page, key: string, expected: readonly string[]): Promise<number> {
  await page.evaluate((names) => (window as unknown as BenchWindow).__arm(names), [...expected]);
  await page.keyboard.press(key);
  try {
    const handle = await page.waitForFunction(
      () => {
        const { keydownAt, paintedAt } = (window as unknown as BenchWindow).__keystroke;
        return keydownAt !== undefined && paintedAt !== undefined ? paintedAt - keydownAt : undefined;
      },
      null,
      { timeout: 10_000 },
    );
    return (await handle.jsonValue()) as number;
  } catch {
    const shown = await page.evaluate(() => (window as unknown as BenchWindow).__shownRows());
    throw new Error(`After "${key}" the table shows ${shown.join(', ')} instead of ${expected.join(', ')}`);
  }
}

/** Types TYPED into the empty search, timing each keystroke, then empties it with Escape. */
async function typeOnce(page: Page, screen: FilterCase): Promise<number[]> {
  const timings: number[] = [];
  let term = '';
  for (const key of TYPED) {
    term += key;
    timings.push(await timedKeystroke(page, key, expectedFirstPage(screen, term)));
    const held = new URL(page.url()).searchParams.get('q');
    if (held !== term) throw new Error(`The URL holds q=${held} while the search box holds "${term}"`);
  }
  await page.keyboard.press('Escape');
  await untilShown(page, expectedFirstPage(screen, ''));
  return timings;
}

async function timeScreen(browser: Browser, baseUrl: string, screen: FilterCase): Promise<number[][]> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    await context.addInitScript({ content: PAGE_SCRIPT });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${screen.path}`);
    await untilShown(page, expectedFirstPage(screen, ''));
    await page.getByRole('searchbox', { name: screen.searchbox }).click();
    // One untimed round: the first keystrokes compile and warm what the timed ones run.
    await typeOnce(page, screen);
    const rounds: number[][] = [];
    for (let run = 0; run < RUNS; run += 1) rounds.push(await typeOnce(page, screen));
    return rounds;
  } finally {
    await context.close();
  }
}

export async function benchFilter(): Promise<{ failed: boolean }> {
  console.log(heading(`Lists of ${count(ROW_COUNT)} rows searched in the browser (production React)`));
  ensureBuilt();
  const server = await startServer();
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const rows: string[][] = [];
    for (const screen of CASES) {
      const rounds = await timeScreen(browser, baseUrl, screen);
      const all = rounds.flat();
      const typical = median(all);
      const byKey = [...TYPED].map((_, index) => median(rounds.map((round) => round[index] ?? Number.NaN)));
      rows.push([
        screen.label,
        ms(typical),
        byKey.map(ms).join(', '),
        ms(percentile(all, 90)),
        ms(Math.max(...all)),
        verdict(
          typical <= FILTER_BUDGET_MS,
          `${screen.label} (${count(ROW_COUNT)} rows), keystroke to painted rows ${ms(typical)} > ${FILTER_BUDGET_MS} ms`,
        ),
      ]);
    }
    console.log(
      `\nKeystroke to painted rows, "${TYPED}" typed ${RUNS} times into each search ` +
        `(${RUNS * TYPED.length} keystrokes; budget: median ≤ ${FILTER_BUDGET_MS} ms):\n`,
    );
    console.log(
      table(
        ['list', 'median', `per key (${[...TYPED].join(', ')})`, '90th pct', 'slowest', 'verdict'],
        rows,
        ['left', 'right', 'left', 'right', 'right', 'left'],
      ),
    );
    return { failed: false };
  } catch (error) {
    console.error('\nThe filter measurement crashed:', error);
    return { failed: true };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
