import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ContractOperation } from '../http/contract.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
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

/**
 * The authorisation step of one contract operation, run as its onRequest hook (before the body is
 * even read), driven by the contract alone:
 * - `security: []` operations are public;
 * - everything else needs a valid, unexpired, not signed-out bearer token (401 otherwise);
 * - admin-area operations need an admin token of an active admin (a user token answers 403, or 401
 *   on the session operations without a permission);
 * - an operation's `x-permission` must be held by the admin's role (403 otherwise).
 */
export function guardFor(operation: ContractOperation): onRequestAsyncHookHandler | undefined {
  if (operation.isPublic) return undefined;
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const { db, tokens } = request.server;
    const raw = bearerToken(request);
    if (!raw) throw unauthorized('Authentication required: send a bearer token.');
    const claims = await tokens.verify(raw);
    if (!claims) throw unauthorized('The token is invalid or has expired. Please sign in again.');
    const revoked = await db
      .selectFrom('revoked_tokens')
      .select('jti')
      .where('jti', '=', claims.jti)
      .executeTakeFirst();
    if (revoked) throw unauthorized('This session was signed out. Please sign in again.');
    request.token = claims;

    if (operation.isAdminArea) {
      if (claims.kind !== 'admin') {
        // A user token is valid but not an admin's: 403 where a permission is required; on the
        // session operations (me, logout), which need "a valid admin token" only, it is simply
        // not one (401), as the contract declares.
        if (operation.permission) throw forbidden('This area is for administrators only.');
        throw unauthorized('Sign in as an administrator.');
      }
      const admin = await loadAdminAccount(db, claims.accountId);
      if (!admin?.is_active) throw unauthorized('This admin account no longer exists or is inactive.');
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
      if (!user?.is_active) throw unauthorized('This account no longer exists or is inactive.');
    }
  };
}
