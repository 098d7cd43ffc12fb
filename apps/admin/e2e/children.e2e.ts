/**
 * Child Management (core spec §2.2, §4, §5, §9) in real Chromium against the real server and its
 * deterministic seed (apps/server/src/db/seed/children.ts: the first 40 children walk through
 * every level, status, age range and progress band; the rest are drawn from the fixed random
 * seed). Each test works on its own seeded children, picked by a search that finds only them, and
 * none of their parents is a user the users e2e file changes, so no test depends on another's
 * changes:
 *   Ravi and Mateo Kowalski, children of elena.kowalski27 (search, export)
 *   Zara Smith, active (status change)
 *   Fatima Kim, no diagnosis, beginner (edit)
 *   Diego Okafor, no age, no diagnosis (delete)
 * The filter and paging tests only read, and assert what holds for every row.
 */
import { readFile } from 'node:fs/promises';
import { AGE_RANGE_BOUNDS, CONFIRMATIONS, NO_DIAGNOSIS, NOT_AVAILABLE } from '@aac/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  await signIn(page, '/admin/children');
});

afterAll(async () => {
  await session?.close();
});

/** Playwright's own assertions are not installed: wait through Vitest's poll, 10 s like the locators. */
function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

async function gone(locator: Locator): Promise<void> {
  await eventually(() => locator.count()).toBe(0);
}

function childrenTable(): Locator {
  return page.getByRole('table', { name: 'Children' });
}

async function settled(): Promise<void> {
  await expect.poll(() => childrenTable().getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
}

/** The listed children's names, read from each row's "View details of …" button. */
async function listedNames(): Promise<string[]> {
  await settled();
  const labels = await childrenTable()
    .getByRole('button', { name: /^View details of / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^View details of /, ''));
}

/**
 * The text of one column for every row, by the column's header (a cell's two lines run
 * together), read in one round trip so a 50-row page is quick to poll.
 */
async function columnTexts(header: string): Promise<string[]> {
  await settled();
  return childrenTable().evaluate((table, name) => {
    const headers = Array.from(table.querySelectorAll('thead th'), (cell) => cell.textContent?.trim());
    const index = headers.indexOf(name);
    if (index < 0) throw new Error(`No column ${name} in ${headers.join(', ')}`);
    return Array.from(
      table.querySelectorAll('tbody tr'),
      (row) => row.querySelectorAll('th, td')[index]?.textContent?.trim() ?? '',
    );
  }, header);
}

async function chooseOption(label: RegExp, option: string, within: Page | Locator = page): Promise<void> {
  await within.getByRole('button', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function searchFor(text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search children' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** Opens the list with a search that finds exactly one seeded child, so the test works on that row only. */
async function openChild(name: string): Promise<void> {
  await page.goto(`/admin/children?q=${encodeURIComponent(name)}`);
  await eventually(listedNames).toEqual([name]);
}

function ageWithin(text: string, range: keyof typeof AGE_RANGE_BOUNDS): boolean {
  const age = Number(text);
  const { min, max } = AGE_RANGE_BOUNDS[range];
  return text !== NOT_AVAILABLE && Number.isInteger(age) && age >= min && (max === null || age <= max);
}

describe('Child Management', () => {
  it('searches children by their parent and says when nothing matches', async () => {
    await page.goto('/admin/children');
    await searchFor('elena.kowalski27');
    await eventually(async () => (await listedNames()).sort()).toEqual(['Mateo Kowalski', 'Ravi Kowalski']);
    expect(await columnTexts('Parent')).toEqual([
      'Elena Kowalskielena.kowalski27@example.com',
      'Elena Kowalskielena.kowalski27@example.com',
    ]);
    await visible(page.getByText('Showing 1 to 2 of 2 results'));

    await searchFor('no-such-child-anywhere');
    await visible(page.getByText('No children found'));
    await visible(
      page.getByText('No child matches this search and these filters. Try adjusting or clearing them.'),
    );
  });

  it('filters by age range and by communication level; every shown row matches', async () => {
    await page.goto('/admin/children?size=50');
    await chooseOption(/Age range/, 'Ages 6-12');
    await page.waitForURL((url) => url.searchParams.get('age_range') === '6-12');
    await eventually(async () => (await columnTexts('Age')).every((age) => ageWithin(age, '6-12'))).toBe(
      true,
    );
    expect((await columnTexts('Age')).length).toBeGreaterThan(10);

    await chooseOption(/Communication level/, 'Advanced');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('communication_level') === 'advanced' &&
        url.searchParams.get('age_range') === '6-12',
    );
    await eventually(async () => new Set(await columnTexts('Level'))).toEqual(new Set(['Advanced']));
    expect((await columnTexts('Age')).every((age) => ageWithin(age, '6-12'))).toBe(true);

    // "18+" means 18 and older (@aac/domain AGE_RANGE_BOUNDS); unknown ages are in no range.
    await chooseOption(/Age range/, 'Ages 18+');
    await page.waitForURL((url) => url.searchParams.get('age_range') === '18+');
    await eventually(async () => (await columnTexts('Age')).every((age) => ageWithin(age, '18+'))).toBe(true);
    expect(new Set(await columnTexts('Level'))).toEqual(new Set(['Advanced']));

    // Back restores the previous filters (the URL holds them).
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('age_range') === '6-12');
    await eventually(async () => (await columnTexts('Age')).every((age) => ageWithin(age, '6-12'))).toBe(
      true,
    );
    await eventually(() =>
      page
        .getByRole('button', { name: /Age range/ })
        .first()
        .textContent(),
    ).toContain('Ages 6-12');
  });

  it('changing the page size returns to page 1', async () => {
    await page.goto('/admin/children?page=3');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await eventually(() =>
      pagination.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current'),
    ).toBe('page');
    await visible(pagination.getByText(/^Showing 21 to 30 of \d+ results$/));
    await pagination.getByRole('button', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('size') === '25' && !url.searchParams.has('page'));
    await eventually(() =>
      pagination.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current'),
    ).toBe('page');
    await eventually(listedNames).toHaveLength(25);
    await visible(pagination.getByText(/^Showing 1 to 25 of \d+ results$/));
  });

  it("changes a child's status and the list shows it", async () => {
    await openChild('Zara Smith');
    expect(await columnTexts('Status')).toEqual(['Active']);
    await page.getByRole('button', { name: 'Change status of Zara Smith' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change status' });
    await chooseOption(/New status/, 'Archived', dialog);
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await gone(dialog);
    await visible(page.getByText('Child status changed to archived.'));
    await eventually(() => columnTexts('Status')).toEqual(['Archived']);

    // The archived filter now finds her.
    await chooseOption(/Status/, 'Archived');
    await page.waitForURL((url) => url.searchParams.get('status') === 'archived');
    await eventually(listedNames).toEqual(['Zara Smith']);
  });

  it('edits a child and the list reloads; a refused save keeps what was typed', async () => {
    await openChild('Fatima Kim');
    expect(await columnTexts('Child')).toEqual([`Fatima Kim${NO_DIAGNOSIS}`]);
    expect(await columnTexts('Level')).toEqual(['Beginner']);

    await page.getByRole('button', { name: 'Edit Fatima Kim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit child' });
    await dialog.getByLabel('Diagnosis').fill('Selective mutism');
    await chooseOption(/Communication level/, 'Intermediate', dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await gone(dialog);
    await visible(page.getByText('Child updated successfully.'));
    await eventually(() => columnTexts('Child')).toEqual(['Fatima KimSelective mutism']);
    expect(await columnTexts('Level')).toEqual(['Intermediate']);

    // The contract requires a first name: the server refuses, the dialog keeps the typing.
    await page.getByRole('button', { name: 'Edit Fatima Kim' }).click();
    await dialog.getByLabel('First name').fill('');
    await dialog.getByLabel('Diagnosis').fill('Selective mutism, improving');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('The child was not saved'));
    await visible(dialog.getByText(/\/first_name must NOT have fewer than 1 characters/));
    expect(await dialog.getByLabel('Diagnosis').inputValue()).toBe('Selective mutism, improving');
    expect(await dialog.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    expect(await columnTexts('Child')).toEqual(['Fatima KimSelective mutism']);
  });

  it('deletes a child after confirmation', async () => {
    await openChild('Diego Okafor');
    expect(await columnTexts('Age')).toEqual([NOT_AVAILABLE]);
    await page.getByRole('button', { name: 'Delete Diego Okafor' }).click();
    const confirm = page.getByRole('alertdialog');
    await visible(confirm.getByText(CONFIRMATIONS.deleteChild));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Child deleted successfully.'));
    await visible(page.getByText('No children found'));
  });

  it('exports every child matching the search as CSV', async () => {
    await page.goto('/admin/children?q=elena.kowalski27');
    await eventually(listedNames).toHaveLength(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Children' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^children-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ID,First name,Last name,Age,Diagnosis,Communication level,Status,/);
    expect(lines.slice(1).every((line) => line.includes('elena.kowalski27@example.com'))).toBe(true);
    await visible(page.getByText('Exported 2 children'));
  });
});
