import {
  isSessionEndCode,
  SESSION_ENDED_REASON,
  SESSION_EXPIRED_REASON,
  type SessionEndCode,
} from '@aac/api-client';

/**
 * Why a session ended, as the app tells the admin: the server's 401 code (the contract's
 * Unauthorized response), or `ended` when the answer named no reason (a forged token, no token).
 */
export type SessionEnd = SessionEndCode | typeof SESSION_ENDED_REASON;

/** What the in-place sign-in and the sign-in page say about one reason. */
export interface SessionEndNotice {
  /** The in-place dialog's title. */
  title: string;
  /** Why, in a plain sentence. */
  reason: string;
  /** What to do next, when it is not simply to sign in again. */
  next?: string;
  /**
   * Whether the same admin can sign in again and carry on: the page and its typing are kept under
   * the in-place sign-in. A deactivated or deleted account cannot (the server refuses its sign-in
   * as it refuses a wrong password), so it is told so, with what it typed to copy.
   */
  canSignInAgain: boolean;
}

export const SESSION_END_NOTICES: Record<SessionEnd, SessionEndNotice> = {
  token_expired: { title: 'Your session expired', reason: 'Your session expired.', canSignInAgain: true },
  session_lifetime_reached: {
    title: 'Your session reached its time limit',
    reason:
      'For your security, a session ends a set number of hours after signing in, however active you are.',
    canSignInAgain: true,
  },
  session_signed_out: {
    title: 'You were signed out',
    reason: 'You signed out in another tab or window of this browser.',
    canSignInAgain: true,
  },
  password_changed: {
    title: 'You were signed out',
    reason: 'You were signed out because your password was changed.',
    next: 'Sign in with your new password.',
    canSignInAgain: true,
  },
  password_reset: {
    title: 'You were signed out',
    reason: 'You were signed out because another administrator reset your password.',
    next: 'Sign in with the one-time password they gave you, then choose a new one.',
    canSignInAgain: true,
  },
  two_factor_reset: {
    title: 'You were signed out',
    reason: 'You were signed out because another administrator reset your two-factor authentication.',
    canSignInAgain: true,
  },
  account_deactivated: {
    title: 'Your account was deactivated',
    reason: 'Your account was deactivated by another administrator.',
    next: 'Ask an administrator to reactivate it before you sign in again.',
    canSignInAgain: false,
  },
  account_deleted: {
    title: 'Your account was deleted',
    reason: 'Your account was deleted by another administrator.',
    next: 'Ask an administrator for a new account if you still need one.',
    canSignInAgain: false,
  },
  ended: { title: 'You were signed out', reason: 'You were signed out.', canSignInAgain: true },
};

/** The reason of an ending answer's Error code; any code the app does not know is `ended`. */
export function sessionEndOf(code: string | undefined): SessionEnd {
  return isSessionEndCode(code) ? code : SESSION_ENDED_REASON;
}

/**
 * The reason named by the sign-in page's `reason` parameter (see the client's sessionEndReason),
 * or null when the admin came without one (a first visit, a deliberate sign-out).
 */
export function sessionEndFromReason(reason: string | null): SessionEnd | null {
  if (reason === null) return null;
  if (reason === SESSION_EXPIRED_REASON) return 'token_expired';
  return sessionEndOf(reason);
}

/** The sign-in page's notice: why, then what to do. */
export function signInPageNotice(end: SessionEnd): string {
  const { reason, next } = SESSION_END_NOTICES[end];
  if (end === 'token_expired') return 'Your session expired. Sign in again to continue.';
  return `${reason} ${next ?? 'Sign in again to continue.'}`;
}
