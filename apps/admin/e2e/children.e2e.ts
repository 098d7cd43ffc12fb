/**
 * Child Management (core spec §2.2, §4, §5, §9) in real Chromium against the real server and its
 * deterministic seed (apps/server/src/seed/children.ts: the first 40 children walk through
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
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session, signIn } from './browser';
import { type ListPage, listPage } from './listPage';

let session: Session;
let page: Page;
let children: ListPage;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
  children = listPage(page, { path: '/admin/children', table: 'Children', search: 'Search children' });
  await signIn(page, '/admin/children');
});

afterAll(async () => {
  await session?.close();
});

/**
 * What a child's row header reads: the name, then the diagnosis line (core spec §2.2), which
 * these tests leave to the seed.
 */
function rowHeaderOf(name: string) {
  return expect.stringMatching(new RegExp(`^${name} \\S`));
}

function ageWithin(text: string, range: keyof typeof AGE_RANGE_BOUNDS): boolean {
  const age = Number(text);
  const { min, max } = AGE_RANGE_BOUNDS[range];
  return text !== NOT_AVAILABLE && Number.isInteger(age) && age >= min && (max === null || age <= max);
}

describe('Child Management', () => {
  it('searches children by their parent and says when nothing matches', async () => {
    await children.open('/admin/children');
    await children.searchFor('elena.kowalski27');
    await children
      .eventually(async () => (await children.rowNames()).sort())
      .toEqual([rowHeaderOf('Mateo Kowalski'), rowHeaderOf('Ravi Kowalski')]);
    expect(await children.columnTexts('Parent')).toEqual([
      'Elena Kowalskielena.kowalski27@example.com',
      'Elena Kowalskielena.kowalski27@example.com',
    ]);
    await children.visible(page.getByText('Showing 1 to 2 of 2 results'));

    await children.searchFor('no-such-child-anywhere');
    await children.visible(page.getByText('No children found'));
    await children.visible(
      page.getByText('No child matches this search and these filters. Try adjusting or clearing them.'),
    );
  });

  it('filters by age range and by communication level; every shown row matches', async () => {
    await children.open('/admin/children?size=50');
    await children.chooseOption('Age range', '6-12');
    await page.waitForURL((url) => url.searchParams.get('age_range') === '6-12');
    await children
      .eventually(async () => (await children.columnTexts('Age')).every((age) => ageWithin(age, '6-12')))
      .toBe(true);
    expect((await children.columnTexts('Age')).length).toBeGreaterThan(10);

    await children.chooseOption('Communication level', 'Advanced');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('communication_level') === 'advanced' &&
        url.searchParams.get('age_range') === '6-12',
    );
    await children
      .eventually(async () => new Set(await children.columnTexts('Level')))
      .toEqual(new Set(['Advanced']));
    expect((await children.columnTexts('Age')).every((age) => ageWithin(age, '6-12'))).toBe(true);

    // "18+" means 18 and older (@aac/domain AGE_RANGE_BOUNDS); unknown ages are in no range.
    await children.chooseOption('Age range', '18+');
    await page.waitForURL((url) => url.searchParams.get('age_range') === '18+');
    await children
      .eventually(async () => (await children.columnTexts('Age')).every((age) => ageWithin(age, '18+')))
      .toBe(true);
    expect(new Set(await children.columnTexts('Level'))).toEqual(new Set(['Advanced']));

    // Back restores the previous filters (the URL holds them).
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('age_range') === '6-12');
    await children
      .eventually(async () => (await children.columnTexts('Age')).every((age) => ageWithin(age, '6-12')))
      .toBe(true);
    await children.eventually(() => children.picker('Age range').textContent()).toContain('6-12');
  });

  it('changing the page size returns to page 1', async () => {
    await children.open('/admin/children?page=3');
    const { pagination } = children;
    await children
      .eventually(() => pagination.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current'))
      .toBe('page');
    await children.visible(pagination.getByText(/^Showing 21 to 30 of \d+ results$/));
    await children.chooseOption('Rows per page', '25', pagination);
    await page.waitForURL((url) => url.searchParams.get('size') === '25' && !url.searchParams.has('page'));
    await children
      .eventually(() => pagination.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current'))
      .toBe('page');
    await children.eventually(() => children.rowNames()).toHaveLength(25);
    await children.visible(pagination.getByText(/^Showing 1 to 25 of \d+ results$/));
  });

  it("changes a child's status and the list shows it", async () => {
    await children.openRow('Zara Smith');
    expect(await children.rowNames()).toEqual([rowHeaderOf('Zara Smith')]);
    expect(await children.columnTexts('Status')).toEqual(['Active']);
    await children.pressRowAction('Change status of Zara Smith');
    const dialog = children.dialog('Change status');
    await children.chooseOption('New status', 'Archived', dialog);
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await children.gone(dialog);
    await children.visible(children.toast('Child status changed to archived.'));
    await children.eventually(() => children.columnTexts('Status')).toEqual(['Archived']);

    // The archived filter now finds her.
    await children.chooseOption('Status', 'Archived');
    await page.waitForURL((url) => url.searchParams.get('status') === 'archived');
    await children.eventually(() => children.rowNames()).toEqual([rowHeaderOf('Zara Smith')]);
  });

  it('edits a child and the list reloads; a refused save keeps what was typed', async () => {
    await children.openRow('Fatima Kim');
    expect(await children.rowNames()).toEqual([rowHeaderOf('Fatima Kim')]);
    expect(await children.columnTexts('Child')).toEqual([`Fatima Kim${NO_DIAGNOSIS}`]);
    expect(await children.columnTexts('Level')).toEqual(['Beginner']);

    await children.pressRowAction('Edit Fatima Kim');
    const dialog = children.dialog('Edit child');
    await dialog.getByLabel('Diagnosis').fill('Selective mutism');
    await children.chooseOption('Communication level', 'Intermediate', dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await children.gone(dialog);
    await children.visible(children.toast('Child updated successfully.'));
    await children.eventually(() => children.columnTexts('Child')).toEqual(['Fatima KimSelective mutism']);
    expect(await children.columnTexts('Level')).toEqual(['Intermediate']);

    // The contract requires a first name: the form says so before sending, keeping the typing.
    await children.pressRowAction('Edit Fatima Kim');
    await dialog.getByLabel('First name').fill('');
    await dialog.getByLabel('Diagnosis').fill('Selective mutism, improving');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await children.visible(dialog.getByText('First name is required'));
    expect(await dialog.getByLabel('Diagnosis').inputValue()).toBe('Selective mutism, improving');
    expect(await dialog.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    // Leaving with unsaved changes asks first.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await children.gone(dialog);
    expect(await children.columnTexts('Child')).toEqual(['Fatima KimSelective mutism']);
  });

  it('deletes a child after confirmation', async () => {
    await children.openRow('Diego Okafor');
    expect(await children.rowNames()).toEqual([rowHeaderOf('Diego Okafor')]);
    expect(await children.columnTexts('Age')).toEqual([NOT_AVAILABLE]);
    await children.pressRowAction('Delete Diego Okafor');
    const confirm = page.getByRole('alertdialog');
    await children.visible(confirm.getByText(CONFIRMATIONS.deleteChild));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await children.visible(children.toast('Child deleted successfully.'));
    await children.visible(page.getByText('No children found'));
  });

  it('exports every child matching the search as CSV', async () => {
    await children.open('/admin/children?q=elena.kowalski27');
    await children.eventually(() => children.rowNames()).toHaveLength(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Children' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^children-search-elena-kowalski27-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ID,First name,Last name,Age,Diagnosis,Communication level,Status,/);
    expect(lines.slice(1).every((line) => line.includes('elena.kowalski27@example.com'))).toBe(true);
    await children.visible(children.toast('Exported 2 children'));
  });
});
