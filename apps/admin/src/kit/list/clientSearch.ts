import { useMemo } from 'react';

/**
 * The search of a list that arrives whole and is searched in the browser (social links, the
 * permissions, both plan lists): the rows whose text contains the trimmed term, in any case, in
 * their order. Each row's text is built and lower-cased once per answer, when `rows` changes, not
 * at every keystroke: over 10,000 rows a keystroke costs one `includes` per row. `textOf` must
 * keep its identity (module scope), or the texts are rebuilt at every render.
 */
export function useClientSearch<Row>(
  rows: readonly Row[],
  textOf: ((row: Row) => string) | undefined,
  term: string,
): readonly Row[] {
  const texts = useMemo(() => (textOf ? rows.map((row) => textOf(row).toLowerCase()) : null), [rows, textOf]);
  const needle = term.trim().toLowerCase();
  return useMemo(
    () => (texts && needle ? rows.filter((_, index) => texts[index]?.includes(needle)) : rows),
    [rows, texts, needle],
  );
}
