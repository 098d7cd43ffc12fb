import type { components } from '@aac/api-client/schema';

/** When a token expires, as the server says it (sign-in, me, refresh). */
export type SessionTiming = components['schemas']['SessionTiming'];

/** A token's expiry on this device's clock. */
export interface SessionClock {
  /** When the token expires, in this device's milliseconds. */
  expiresAt: number;
  /** How long a fresh token lives: the idle limit (the security setting sessionTimeout). */
  idleTimeoutMs: number;
}

/** The warning comes this long before an idle expiry (one minute, docs/design.md). */
export const WARNING_LEAD_MS = 60_000;

/**
 * The device's clock of a timing received at `receivedAt`. Timed from `expiresIn` (relative), so
 * a device whose clock differs from the server's still warns a minute before the real expiry.
 */
export function sessionClockFrom(timing: SessionTiming, receivedAt: number): SessionClock {
  return { expiresAt: receivedAt + timing.expiresIn * 1000, idleTimeoutMs: timing.idleTimeout * 1000 };
}

/**
 * When the warning opens: a minute before expiry, or in the last third of a session shorter than
 * three minutes (a short test or demo timeout), so renewal (from half the life) always comes first.
 */
export function warningAt(clock: SessionClock): number {
  return clock.expiresAt - Math.min(WARNING_LEAD_MS, clock.idleTimeoutMs / 3);
}

/**
 * From when activity renews the token: past half its life. Earlier renewals would only add
 * requests; later ones would leave too little time before the warning.
 */
export function renewableFrom(clock: SessionClock): number {
  return clock.expiresAt - clock.idleTimeoutMs / 2;
}

/** When the token was issued (device clock): activity after it counts towards renewal. */
export function issuedAt(clock: SessionClock): number {
  return clock.expiresAt - clock.idleTimeoutMs;
}

/** "1:05", "0:09": the countdown of the warning. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What the warning announces politely: the seconds left rounded up to 15 (to 5 in the last 15
 * seconds), so a screen reader hears a few updates instead of one a second.
 */
export function announcedCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const step = seconds > 15 ? 15 : 5;
  const rounded = Math.ceil(seconds / step) * step;
  if (rounded === 60) return 'You will be signed out in about a minute.';
  return `You will be signed out in ${seconds === 0 ? 'a moment' : `about ${rounded} seconds`}.`;
}

/** The API calls of the session itself: they are not the admin's activity. */
export const SESSION_API_PATHS: readonly string[] = [
  '/admin/auth/refresh',
  '/admin/auth/me',
  '/admin/auth/login',
  '/admin/auth/logout',
];
