import { describe, expect, it, vi } from 'vitest';
import { csvFileName, exportedMessage, fetchAllPages, toCsv } from './exportCsv';

describe('toCsv', () => {
  it('writes a header line and quotes values holding commas, quotes or line breaks', async () => {
    const rows = [
      { name: 'Ada Lovelace', note: 'likes "cards", stories' },
      { name: 'Bo', note: 'line one\nline two' },
    ];
    const csv = await toCsv(rows, [
      { header: 'Name', value: (row) => row.name },
      { header: 'Note', value: (row) => row.note },
    ]);
    expect(csv.split('\r\n')[0]).toBe('Name,Note');
    expect(csv).toContain('Ada Lovelace,"likes ""cards"", stories"');
    expect(csv).toContain('Bo,"line one\nline two"');
  });

  it('writes empty cells for missing values', async () => {
    expect(await toCsv([{ a: null }], [{ header: 'A', value: (row) => row.a }])).toBe('A\r\n');
  });
});

describe('fetchAllPages (an export holds every matching row, not the visible page)', () => {
  it('asks for 100 rows a page until the last page and keeps the order', async () => {
    const fetchPage = vi.fn(async (page: number, limit: number) => ({
      rows: Array.from({ length: page < 3 ? limit : 7 }, (_, index) => (page - 1) * limit + index + 1),
      totalPages: 3,
    }));
    const rows = await fetchAllPages(fetchPage);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(rows).toHaveLength(207);
    expect(rows.at(-1)).toBe(207);
  });

  it('makes one request when everything fits on one page', async () => {
    const fetchPage = vi.fn(async () => ({ rows: ['only'], totalPages: 1 }));
    await expect(fetchAllPages(fetchPage)).resolves.toEqual(['only']);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('exportedMessage', () => {
  it('says how many rows were exported, in en-US digits and the right number', () => {
    expect(exportedMessage(1, { one: 'user', other: 'users' })).toBe('Exported 1 user');
    expect(exportedMessage(12408, { one: 'user', other: 'users' })).toBe('Exported 12,408 users');
    expect(exportedMessage(0, { one: 'child', other: 'children' })).toBe('Exported 0 children');
  });
});

describe('CSV safety and names', () => {
  it('neutralises text cells a spreadsheet would run as a formula, leaving numbers alone', async () => {
    const rows = [
      { name: '=HYPERLINK("http://evil.example")', note: '+1 call', amount: -5 },
      { name: '@SUM(A1)', note: '\tx', amount: 3 },
    ];
    const csv = await toCsv(rows, [
      { header: 'Name', value: (row) => row.name },
      { header: 'Note', value: (row) => row.note },
      { header: 'Amount', value: (row) => row.amount },
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""http://evil.example"")","'+1 call",-5`);
    expect(second).toBe(`"'@SUM(A1)","'\tx",3`);
  });

  it("shows a name's bidirectional controls as markers, so a spreadsheet does not read it backwards", async () => {
    const csv = await toCsv([{ name: 'Ana \u202Ezepol' }], [{ header: 'Name', value: (row) => row.name }]);
    expect(csv.split('\r\n')[1]).toBe('Ana [U+202E]zepol');
  });

  it('names the file after the list, its search and filters and the day', () => {
    const day = new Date('2026-11-23T10:00:00Z');
    expect(
      csvFileName(
        'Users',
        [
          ['status', 'inactive'],
          ['user_type', ''],
          ['search', ' Ann Lee '],
        ],
        day,
      ),
    ).toBe('users-status-inactive-search-ann-lee-2026-11-23.csv');
    expect(csvFileName('Children', [['age_range', '18+']], day)).toBe('children-age-range-18-2026-11-23.csv');
    expect(csvFileName('Users', [], day)).toBe('users-2026-11-23.csv');
  });
});
