import { formatDateTime, formatExactMoment, formatMoment, formatRelativeTime } from '@aac/domain';
import { VisuallyHidden } from '../VisuallyHidden';
import { startTooltip, time, tooltip } from './RelativeTime.css';

export interface RelativeTimeProps {
  /** The moment, ISO 8601, e.g. "2025-06-28T11:55:00Z". */
  value: string;
  /** What "now" is; the time of rendering unless given (stories and tests pass a fixed one). */
  now?: Date;
  /**
   * What shows before the hover: `relative` ("5 minutes ago", the exact moment in the tooltip), or
   * `moment`, the local date and time for a list of records ("Nov 28, 2026, 2:02 PM"), the moment
   * to the second with its time zone in the tooltip, which opens rightwards from the start.
   */
  show?: 'relative' | 'moment';
}

/**
 * When something happened, relative to now ("5 minutes ago"), with the exact moment one hover
 * or keyboard focus away in a tooltip ("June 28, 2025 at 11:55 AM"). Screen readers read both
 * at once; the moment is also the `<time>` element's machine-readable value.
 */
export function RelativeTime({ value, now, show = 'relative' }: RelativeTimeProps) {
  const isMoment = show === 'moment';
  const exact = isMoment ? formatExactMoment(value) : formatDateTime(value);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard focus shows the exact moment, as hover does.
    <time tabIndex={0} dateTime={value} className={time}>
      {isMoment ? formatMoment(value) : formatRelativeTime(value, now ?? new Date())}
      <VisuallyHidden>{`, ${exact}`}</VisuallyHidden>
      {/* The same words for the eyes; hidden from screen readers, which read them above. */}
      <span aria-hidden="true" data-tooltip="" className={isMoment ? `${tooltip} ${startTooltip}` : tooltip}>
        {exact}
      </span>
    </time>
  );
}
