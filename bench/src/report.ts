/**
 * Shared helpers of `npm run bench`: timing statistics and plain-text tables, so every section
 * prints the same way and a missed budget is easy to spot.
 */

/** The middle value (the mean of the two middle values for an even count). */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Nearest-rank percentile: the smallest sample with at least p % of the samples at or below it. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

export function seconds(valueMs: number): string {
  return `${(valueMs / 1000).toFixed(1)} s`;
}

export function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

export function count(value: number): string {
  return value.toLocaleString('en-US');
}

type Align = 'left' | 'right';

/** A table with a header row and a rule under it; columns are padded to their widest cell. */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align?: Align[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return (align?.[column] ?? 'left') === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function heading(title: string): string {
  return `\n${title}\n${'='.repeat(title.length)}`;
}

/** Budgets missed anywhere in the run, repeated at the end so they cannot scroll by unnoticed. */
export const missedBudgets: string[] = [];

export function verdict(met: boolean, what: string): string {
  if (!met) missedBudgets.push(what);
  return met ? 'met' : 'MISSED';
}
