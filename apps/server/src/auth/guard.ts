import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { TokensEndedBy } from '../db/schema.ts';
import type { ContractOperation } from '../http/contract.ts';
import {
  forbidden,
  type HttpError,
  invalidToken,
  type SessionEndCode,
  sessionEnded,
  tokenExpired,
  unauthorized,
} from '../http/errors.ts';
import { type AdminAccount, loadAdminAccount, SUPER_ADMIN_ROLE } from './admin-accounts.ts';
import type { TokenClaims } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token of the request; set by the guard on every non-public operation. */
    token: TokenClaims | undefined;
    /** The signed-in admin, set by the guard on admin-area operations. */
    admin: AdminAccount | undefined;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** True when the admin's role grants the permission; super_admin holds all of them (platform §6). */
export function adminHasPermission(admin: AdminAccount, permission: string): boolean {
  return admin.role === SUPER_ADMIN_ROLE || admin.permissions.includes(permission);
}

/** The 401 of a token issued before its admin's tokens ended, saying what ended them. */
const TOKENS_ENDED: Record<TokensEndedBy, { code: SessionEndCode; message: string }> = {
  deactivated: {
    code: 'account_deactivated',
    message: 'This session ended when the account was deactivated. Please sign in again.',
  },
  password_changed: {
    code: 'password_changed',
    message: 'This session ended when the password was changed. Please sign in with the new password.',
  },
  password_reset: {
    code: 'password_reset',
    message:
      'This session ended when an administrator reset the password. Sign in with the one-time password they gave you.',
  },
  two_factor_reset: {
    code: 'two_factor_reset',
    message:
      'This session ended when an administrator reset the two-factor authentication. Please sign in again.',
  },
};

function tokensEnded(endedBy: TokensEndedBy | null): HttpError {
  // Ended before the database noted why (migration 0015): no reason to give.
  if (!endedBy) return invalidToken('This session has ended. Please sign in again.');
  const { code, message } = TOKENS_ENDED[endedBy];
  return sessionEnded(code, message);
}

/**
 * The authorisation step of one contract operation, run as its onRequest hook (before the body is
 * even read), driven by the contract alone:
 * - `security: []` operations are public;
 * - everything else needs a valid, unexpired, not signed-out bearer token: 401 `unauthorized`
 *   when none is sent, `token_expired` when it expired, `session_lifetime_reached` when its
 *   session reached sessionMaxHours, `session_signed_out` when it was signed out, the reason an
 *   admin's session ended (`account_deactivated`, `account_deleted`, `password_changed`,
 *   `password_reset`, `two_factor_reset`), `invalid_token` otherwise;
 * - admin-area operations need an admin token of an active admin (a user token answers 403
 *   `forbidden`, or 401 `invalid_token` on the session operations without a permission);
 * - an operation's `x-permission` must be held by the admin's role (403 `forbidden` otherwise).
 * A 401 ends the client's session; a 403 `forbidden` does not (see the contract's decisions).
 */
export function guardFor(operation: ContractOperation): onRequestAsyncHookHandler | undefined {
  if (operation.isPublic) return undefined;
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const { db, tokens } = request.server;
    const raw = bearerToken(request);
    if (!raw) throw unauthorized('Authentication required: send a bearer token.');
    const checked = await tokens.check(raw);
    if (!checked.ok) {
      if (checked.reason === 'expired') throw tokenExpired('Your session has expired. Please sign in again.');
      if (checked.reason === 'lifetimeReached') {
        throw sessionEnded(
          'session_lifetime_reached',
          `Sessions last at most ${checked.sessionHours} hours. Please sign in again.`,
        );
      }
      throw invalidToken('The token is invalid. Please sign in again.');
    }
    const claims = checked.claims;
    const revoked = await db
      .selectFrom('revoked_tokens')
      .select('jti')
      // Sign-out revokes the session (every renewed token of it); older rows name one token.
      .where('jti', 'in', [claims.jti, claims.sessionId])
      .executeTakeFirst();
    if (revoked)
      throw sessionEnded('session_signed_out', 'This session was signed out. Please sign in again.');
    request.token = claims;

    if (operation.isAdminArea) {
      if (claims.kind !== 'admin') {
        // A user token is valid but not an admin's: 403 where a permission is required; on the
        // session operations (me, logout), which need "a valid admin token" only, it is simply
        // not one (401), as the contract declares.
        if (operation.permission) throw forbidden('This area is for administrators only.');
        throw invalidToken('Sign in as an administrator.');
      }
      const admin = await loadAdminAccount(db, claims.accountId);
      if (!admin) throw sessionEnded('account_deleted', 'This admin account no longer exists.');
      if (!admin.is_active) throw sessionEnded('account_deactivated', 'This admin account was deactivated.');
      // A deactivation, a password change or reset, a second factor's reset end every token
      // issued before it (a deactivation also once the admin is active again).
      if (admin.tokensValidAfter && claims.issuedAt.getTime() <= admin.tokensValidAfter.getTime()) {
        throw tokensEnded(admin.tokensEndedBy);
      }
      if (operation.permission && !adminHasPermission(admin, operation.permission)) {
        throw forbidden(`Missing permission: ${operation.permission}.`);
      }
      request.admin = admin;
    } else if (claims.kind === 'user') {
      const user = await db
        .selectFrom('users')
        .select('is_active')
        .where('id', '=', claims.accountId)
        .executeTakeFirst();
      if (!user?.is_active) throw invalidToken('This account no longer exists or is inactive.');
    }
  };
}
