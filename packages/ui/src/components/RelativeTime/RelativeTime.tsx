import { formatDateTime, formatRelativeTime } from '@aac/domain';
import { VisuallyHidden } from '../VisuallyHidden';
import { time, tooltip } from './RelativeTime.css';

export interface RelativeTimeProps {
  /** The moment, ISO 8601, e.g. "2025-06-28T11:55:00Z". */
  value: string;
  /** What "now" is; the time of rendering unless given (stories and tests pass a fixed one). */
  now?: Date;
}

/**
 * When something happened, relative to now ("5 minutes ago"), with the exact moment one hover
 * or keyboard focus away in a tooltip ("June 28, 2025 at 11:55 AM"). Screen readers read both
 * at once; the moment is also the `<time>` element's machine-readable value.
 */
export function RelativeTime({ value, now = new Date() }: RelativeTimeProps) {
  const exact = formatDateTime(value);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard focus shows the exact moment, as hover does.
    <time tabIndex={0} dateTime={value} className={time}>
      {formatRelativeTime(value, now)}
      <VisuallyHidden>{`, ${exact}`}</VisuallyHidden>
      {/* The same words for the eyes; hidden from screen readers, which read them above. */}
      <span aria-hidden="true" data-tooltip="" className={tooltip}>
        {exact}
      </span>
    </time>
  );
}
