import { callTimeDisplay, viewerTimeZone } from '@aac/domain';
import { lines, primary, secondary } from './CallTimeCell.css';
import type { ScheduledCall } from './calls.list';

/**
 * platform spec §2.5: the preferred date with its time and time zone, as the caller chose them
 * (their own zone), and under them the same moment on the admin's clock when it reads differently.
 */
export function CallTimeCell({
  call,
  timeZone = viewerTimeZone(),
}: {
  call: ScheduledCall;
  timeZone?: string;
}) {
  const shown = callTimeDisplay(call, timeZone);
  const when = `${shown.time} · ${shown.zone}`;
  return (
    <span className={lines}>
      {shown.instant ? (
        <time className={primary} dateTime={shown.instant}>
          {shown.date}
        </time>
      ) : (
        <span className={primary}>{shown.date}</span>
      )}
      <span className={secondary} title={when}>
        {when}
      </span>
      {shown.local ? <span className={secondary}>{shown.local}</span> : null}
    </span>
  );
}
