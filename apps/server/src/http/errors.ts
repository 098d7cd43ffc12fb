/**
 * The contract's Error body `{ error, message, details? }` and the exceptions handlers throw to
 * answer with it. A handler never builds an error reply itself: it throws one of these and the
 * error handler (src/http/error-handler.ts) writes the body.
 */
export interface ErrorDetail {
  path: string;
  message: string;
  /** A refused sign-in: failures left from this address before the account is paused there. */
  attemptsLeft?: number;
}

export interface ErrorBody {
  error: string;
  message: string;
  details?: ErrorDetail[];
}

export class HttpError extends Error {
  /** Sent as the Retry-After header (seconds), on a 429 or 503. */
  retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new HttpError(400, 'validation_failed', message, details);
export const unauthorized = (message = 'Authentication required.') =>
  new HttpError(401, 'unauthorized', message);
/**
 * 401 for a bearer token that cannot open a session: forged, malformed, signed out, or of an
 * account that is gone or inactive. Distinct from `unauthorized` (no token, wrong credentials)
 * and from 403 `forbidden`, so a client can tell "sign in again" from "not allowed".
 */
export const invalidToken = (message: string) => new HttpError(401, 'invalid_token', message);
/** 401 for an authentic token past its expiry (the sessionTimeout setting). */
export const tokenExpired = (message: string) => new HttpError(401, 'token_expired', message);

/**
 * Why an authentic admin session ended before its expiry, or at its absolute end: each its own
 * 401 code (the contract's Error table), so the app can tell the admin why, and whether signing
 * in again continues where they were. A signed-out or expired session, a changed or reset
 * password, a reset second factor and the absolute end can; a deactivated or deleted account
 * cannot.
 */
export type SessionEndCode =
  | 'session_signed_out'
  | 'session_lifetime_reached'
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_reset'
  | 'account_deactivated'
  | 'account_deleted';

/** 401 for a session that ended for the reason the code names. */
export const sessionEnded = (code: SessionEndCode, message: string) => new HttpError(401, code, message);
/**
 * 403 for a valid token whose holder lacks the permission. It does not end the session: the
 * client shows the message and keeps the admin signed in.
 */
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'unsupported_media_type', message);
/** 429, with the seconds after which a retry can succeed (the contract's Retry-After). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => {
  const error = new HttpError(429, 'too_many_requests', message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};
/** 503: the database cannot be reached or is too busy right now; Retry-After says when to try again. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) => {
  const error = new HttpError(503, 'service_unavailable', message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};
