import { formatCount, revealBidiControls } from '@aac/domain';

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | boolean | null | undefined;
}

/**
 * Rows as CSV text (RFC 4180 quoting by papaparse), with a header line. A missing value is an
 * empty cell. A text cell starting with =, +, -, @, a tab or a carriage return gets a leading
 * apostrophe, so a spreadsheet shows it instead of running it as a formula (a user could name
 * themselves "=HYPERLINK(…)"); numbers stay numbers. papaparse loads with the first export, not
 * with the list. A bidirectional control in a text cell (a name someone outside wrote) is written
 * as its marker ("[U+202E]"), as the screens show it, so the spreadsheet does not reverse the name.
 */
export async function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) =>
        columns.map((column) => {
          const value = column.value(row) ?? '';
          return typeof value === 'string' ? revealBidiControls(value) : value;
        }),
      ),
    },
    { escapeFormulae: true },
  );
}

/** The search and filters an export was narrowed by, as name and value pairs. */
export type CsvNarrowing = ReadonlyArray<readonly [string, string]>;

/**
 * The file's name: what was exported, the search and filters that chose it, and the day, e.g.
 * `users-status-inactive-search-ann-2026-11-23.csv`; only letters, digits and dashes.
 */
export function csvFileName(name: string, narrowing: CsvNarrowing, today: Date = new Date()): string {
  const parts = [name, ...narrowing.flatMap(([key, value]) => (value.trim() ? [key, value.trim()] : []))];
  const slug = parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Offers the CSV as a file download under `fileName`. */
export function downloadCsv(fileName: string, csv: string): string {
  // A byte-order mark makes spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return fileName;
}

/**
 * Fetches every page of a paginated list (100 rows a page, the contract's maximum) so an export
 * holds every row matching the current search and filters, never just the visible page
 * (docs/design.md: Export is a CSV of every matching row, with no silent cap).
 */
export async function fetchAllPages<Row>(
  fetchPage: (page: number, limit: number) => Promise<{ rows: Row[]; totalPages: number }>,
): Promise<Row[]> {
  const limit = 100;
  const first = await fetchPage(1, limit);
  const rows = [...first.rows];
  for (let page = 2; page <= first.totalPages; page += 1) {
    const next = await fetchPage(page, limit);
    rows.push(...next.rows);
  }
  return rows;
}

/** "Exported 1 user", "Exported 1,204 users": an export says what it exported. */
export function exportedMessage(count: number, noun: { one: string; other: string }): string {
  return `Exported ${formatCount(count)} ${count === 1 ? noun.one : noun.other}`;
}
