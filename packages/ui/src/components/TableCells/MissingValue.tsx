import { missingValue } from './TableCells.css';

export interface MissingValueProps {
  /** What the cell says instead of a value, e.g. "No diagnosis" or "N/A" (default "—"). */
  children?: string;
}

/** A muted placeholder where a row has no value, so an absent value never reads as a value. */
export function MissingValue({ children = '—' }: MissingValueProps) {
  return <span className={missingValue}>{children}</span>;
}
