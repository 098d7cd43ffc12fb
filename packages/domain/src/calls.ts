/**
 * When a scheduled call happens (platform spec §2.5, §3): a preferred date and time are the
 * caller's wall clock in the call's own IANA time zone. The list shows them as the caller chose
 * them, and beside them the admin's own local time when that reads differently.
 */
import { LOCALE } from './pricing';

/** The parts of a scheduled call that say when it is. */
export interface CallTime {
  /** YYYY-MM-DD. */
  preferred_date: string;
  /** HH:MM, 24-hour. */
  preferred_time: string;
  /** IANA zone of the date and time, e.g. America/New_York. */
  timezone: string;
}

export interface CallTimeDisplay {
  /** "Wed, Jun 12, 2024", in the call's zone. */
  date: string;
  /** "2:30 PM", in the call's zone. */
  time: string;
  /** "America/New_York (EDT)": the zone as stored, with its abbreviation on that date. */
  zone: string;
  /** "8:30 PM, Jun 12 your time", or null when the admin's clock reads the same (or the zone is unknown). */
  local: string | null;
  /** The moment itself, ISO 8601 in UTC; null when the date, time or zone cannot be read. */
  instant: string | null;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The zone's offset from UTC at `utcMillis`, in milliseconds (New York in June: -4 h). */
function zoneOffset(utcMillis: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMillis));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(utcMillis / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time name in `timeZone`, or null when any of the three
 * cannot be read. A time skipped by a daylight-saving change resolves to the moment after the gap.
 */
export function callInstant(call: CallTime): Date | null {
  const date = DATE_PATTERN.exec(call.preferred_date);
  const time = TIME_PATTERN.exec(call.preferred_time);
  if (!date || !time) return null;
  const wall = Date.UTC(
    Number(date[1]),
    Number(date[2]) - 1,
    Number(date[3]),
    Number(time[1]),
    Number(time[2]),
  );
  if (Number.isNaN(wall)) return null;
  try {
    // Two candidates: the offsets either side of a nearby change. One whose clock reads the wall
    // time is the answer; when neither does, the time fell in a daylight-saving gap.
    const first = wall - zoneOffset(wall, call.timezone);
    const second = wall - zoneOffset(first, call.timezone);
    const reads = (candidate: number) => candidate + zoneOffset(candidate, call.timezone) === wall;
    if (reads(first)) return new Date(first);
    if (reads(second)) return new Date(second);
    return new Date(Math.max(first, second));
  } catch {
    // An unknown zone name (RangeError from Intl).
    return null;
  }
}

function format(instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone, ...options }).format(instant);
}

function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * platform spec §2.5: the preferred date with its time and time zone, in the call's own zone,
 * and the same moment on the admin's clock (`viewerTimeZone`) when it reads differently.
 * An unreadable zone shows the stored values as they are, with no local time.
 */
export function callTimeDisplay(call: CallTime, viewerTimeZone: string): CallTimeDisplay {
  const instant = callInstant(call);
  if (!instant) {
    return {
      date: call.preferred_date,
      time: call.preferred_time,
      zone: call.timezone,
      local: null,
      instant: null,
    };
  }
  const zone = call.timezone;
  const time = format(instant, zone, { hour: 'numeric', minute: '2-digit' });
  const abbreviation = zoneAbbreviation(instant, zone);
  let local: string | null = null;
  try {
    const dayOptions = { month: 'short', day: 'numeric' } as const;
    const localTime = format(instant, viewerTimeZone, { hour: 'numeric', minute: '2-digit' });
    const localDay = format(instant, viewerTimeZone, dayOptions);
    if (localTime !== time || localDay !== format(instant, zone, dayOptions)) {
      local = `${localTime}, ${localDay} your time`;
    }
  } catch {
    local = null;
  }
  return {
    date: format(instant, zone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    time,
    zone: abbreviation && abbreviation !== zone ? `${zone} (${abbreviation})` : zone,
    local,
    instant: instant.toISOString(),
  };
}

/** The admin's own time zone, as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * A call still pending when its time has passed: nobody confirmed or cancelled it, and the caller
 * may have waited in vain. Flagged in the list so it is dealt with first.
 */
export function isOverdueCall(call: CallTime & { status: string }, now: Date): boolean {
  if (call.status !== 'pending') return false;
  const when = callInstant(call);
  return when !== null && when.getTime() < now.getTime();
}
