import { oneLine } from './TableCells.css';

export interface TextCellProps {
  /** The value, e.g. an email address. */
  children: string;
}

/**
 * A value that must not break mid-word, such as an email address: one line, cut with an ellipsis
 * when the column is narrower, the full text in a tooltip.
 */
export function TextCell({ children }: TextCellProps) {
  return (
    <span className={oneLine} title={children}>
      {children}
    </span>
  );
}
