/**
 * A list screen (users, children, …) as the end-to-end tests drive it: by roles and accessible
 * names only, with one wait policy for every locator and every poll, so each screen's suite
 * waits the same way.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How long any wait may take, for locators and polls alike. The e2e suites share two cores
 * with the build and the server, so a wait that is instant on a laptop can take seconds here.
 */
export const WAIT_TIMEOUT_MS = 20_000;

const POLL_INTERVAL_MS = 100;

export interface ListPageOptions {
  /** The screen's path: "/admin/users". */
  path: string;
  /** The table's accessible name (its caption): "Users". */
  table: string;
  /** The search box's accessible name: "Search users". */
  search: string;
  /** The list's query-string prefix, for the second list of a screen with tabs: "payouts". */
  namespace?: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class ListPage {
  readonly page: Page;
  readonly path: string;
  readonly table: Locator;
  readonly searchBox: Locator;
  readonly pagination: Locator;
  readonly #searchParam: string;

  constructor(page: Page, options: ListPageOptions) {
    this.page = page;
    this.path = options.path;
    this.#searchParam = options.namespace ? `${options.namespace}.q` : 'q';
    page.setDefaultTimeout(WAIT_TIMEOUT_MS);
    this.table = page.getByRole('table', { name: options.table });
    this.searchBox = page.getByRole('searchbox', { name: options.search });
    this.pagination = page.getByRole('navigation', { name: 'Pagination' });
  }

  /** Playwright's own assertions are not installed: wait through Vitest's poll, as long as a locator. */
  eventually<T>(read: () => Promise<T> | T) {
    return expect.poll(read, { timeout: WAIT_TIMEOUT_MS, interval: POLL_INTERVAL_MS });
  }

  async visible(locator: Locator): Promise<void> {
    await locator.first().waitFor({ state: 'visible' });
  }

  async gone(locator: Locator): Promise<void> {
    await this.eventually(() => locator.count()).toBe(0);
  }

  /** Waits until the table has loaded: it is shown and no longer aria-busy. */
  async settled(): Promise<void> {
    await this.table.and(this.page.locator(':not([aria-busy])')).waitFor();
  }

  /** Goes to a URL of the app, e.g. "/admin/users?page=4". */
  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  /**
   * Opens the list searched for one seeded row (an email, a unique name), so a test works on
   * that row only; waits until the search finds exactly one.
   */
  async openRow(search: string): Promise<void> {
    await this.open(`${this.path}?q=${encodeURIComponent(search)}`);
    await this.eventually(() => this.rowNames()).toHaveLength(1);
  }

  /**
   * The row headers of the listed rows, once the list has settled, as a screen reader reads
   * them: without aria-hidden parts such as an avatar's initial, and with a space between
   * the separate lines of a cell ("Fatima Kim No diagnosis").
   */
  async rowNames(): Promise<string[]> {
    await this.settled();
    return this.table.getByRole('rowheader').evaluateAll((cells) =>
      cells.map((cell) => {
        const words: string[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('[aria-hidden="true"]')) continue;
          const text = node.textContent?.trim();
          if (text) words.push(text);
        }
        return words.join(' ').replace(/\s+/g, ' ');
      }),
    );
  }

  /**
   * The text of one column for every row, by the column's header (a cell's lines run
   * together), read in one round trip so polling a 50-row page stays quick.
   */
  async columnTexts(header: string): Promise<string[]> {
    await this.settled();
    return this.table.evaluate((table, name) => {
      const headers = Array.from(table.querySelectorAll('thead th'), (cell) => cell.textContent?.trim());
      const index = headers.indexOf(name);
      if (index < 0) throw new Error(`No column ${name} in ${headers.join(', ')}`);
      return Array.from(
        table.querySelectorAll('tbody tr'),
        (row) => row.querySelectorAll('th, td')[index]?.textContent?.trim() ?? '',
      );
    }, header);
  }

  /**
   * A picker's trigger, by its label. Its accessible name holds the label and the chosen
   * option ("All Types Type"), so the label is matched as part of the name.
   */
  picker(label: string, within: Page | Locator = this.page): Locator {
    return within.getByRole('button', { name: new RegExp(escapeRegExp(label)) }).first();
  }

  /**
   * Picks an option of a filter, page-size or form picker as a person would, and waits until
   * the list of options has closed and the picker shows the option, so the next step starts
   * from the state it chose (one filter's URL update must land before the next is chosen).
   */
  async chooseOption(label: string, option: string, within: Page | Locator = this.page): Promise<void> {
    const trigger = this.picker(label, within);
    await trigger.click();
    const listbox = this.page.getByRole('listbox');
    await listbox.getByRole('option', { name: option, exact: true }).click();
    await this.gone(listbox);
    await this.eventually(() => trigger.textContent()).toContain(option);
  }

  /** Types into the search box and waits until the URL holds the search. */
  async searchFor(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.page.waitForURL((url) => url.searchParams.get(this.#searchParam) === text);
  }

  /**
   * Presses a sortable column's header, as a person would, and waits until the URL holds the
   * sort it asked for ("email", or "-email" on a second press).
   */
  async sortBy(header: string, expected: string): Promise<void> {
    await this.table.getByRole('columnheader', { name: header }).getByRole('button').click();
    await this.page.waitForURL((url) => url.searchParams.get('sort') === expected);
  }

  /**
   * Presses the row action named `name` ("Delete Samuel Rossi"): its button, or the item of the
   * row's "More actions" menu (the row's name ends the action's name).
   */
  async pressRowAction(name: string): Promise<void> {
    await this.page.locator('tbody tr th[scope="row"]').first().waitFor();
    const button = this.page.getByRole('button', { name, exact: true });
    if ((await button.count()) > 0) {
      await button.click();
      return;
    }
    for (const trigger of await this.page.getByRole('button', { name: /^More actions for / }).all()) {
      const label = (await trigger.getAttribute('aria-label')) ?? '';
      if (name.endsWith(` ${label.slice('More actions for '.length)}`)) {
        await trigger.click();
        await this.page.getByRole('menuitem', { name, exact: true }).click();
        return;
      }
    }
    throw new Error(`No row offers ${name}`);
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** A notification with this text ("User updated successfully."). */
  toast(text: string | RegExp): Locator {
    return this.page.getByRole('region', { name: 'Notifications' }).getByText(text);
  }
}

/** The list screen whose table and search box have these accessible names. */
export function listPage(page: Page, options: ListPageOptions): ListPage {
  return new ListPage(page, options);
}
