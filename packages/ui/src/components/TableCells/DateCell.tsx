import { formatDate, formatDateTime, formatExactMoment, formatMoment } from '@aac/domain';
import { MissingValue } from './MissingValue';
import { figure } from './TableCells.css';

export interface DateCellProps {
  /** An ISO 8601 moment, e.g. `created_at`; none (or an unreadable one) shows a muted "—". */
  value: string | null | undefined;
  /**
   * Show the time too, for records where it matters (a payment): the local date and time as the
   * Audit Log writes them ("Jun 30, 2025, 2:30 PM"), to the second with its time zone in the tooltip.
   */
  withTime?: boolean;
}

/**
 * A date as core spec §9 writes it ("6/30/2025"), on one line; the date with its time in a
 * tooltip, and the moment itself as the `<time>` element's machine-readable `dateTime`.
 */
export function DateCell({ value, withTime = false }: DateCellProps) {
  if (!value || Number.isNaN(Date.parse(value))) return <MissingValue />;
  return (
    <time
      className={figure}
      dateTime={value}
      title={withTime ? formatExactMoment(value) : formatDateTime(value)}
    >
      {withTime ? formatMoment(value) : formatDate(value)}
    </time>
  );
}
