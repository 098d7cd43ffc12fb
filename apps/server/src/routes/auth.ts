import { sql } from 'kysely';
import { inAuditedTransaction, requestAuditContext } from '../audit/context.ts';
import { recordEvent } from '../audit/events.ts';
import { adminView, loadAdminAccount } from '../auth/admin-accounts.ts';
import { checkSignIn, sessionLifetimeMinutes } from '../auth/login.ts';
import { storeAdminPassword, tokenIssueTime } from '../auth/password-changes.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, HttpError, tokenExpired, unauthorized } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation-types.ts';
import { readSecuritySettings } from '../settings/settings-store.ts';
import { findUser, userView } from './users.ts';

/**
 * When a token expires, as the contract's SessionTiming: `expiresIn` is relative, so a client
 * whose clock differs from ours still times its warning right.
 */
function sessionTiming(claims: Pick<TokenClaims, 'issuedAt' | 'expiresAt'>) {
  return {
    expiresAt: claims.expiresAt.toISOString(),
    expiresIn: Math.max(0, Math.floor((claims.expiresAt.getTime() - Date.now()) / 1000)),
    idleTimeout: Math.round((claims.expiresAt.getTime() - claims.issuedAt.getTime()) / 1000),
  };
}

/** Refuses (400, naming /new_password) a new password the rules refuse, or the current one again. */
async function assertNewPassword(
  db: Parameters<typeof readSecuritySettings>[0],
  owner: { email: string; first_name: string; last_name: string },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (newPassword === currentPassword) {
    const message = 'The new password must be different from the current one.';
    throw badRequest(message, [{ path: '/new_password', message }]);
  }
  await assertAcceptablePassword(db, newPassword, owner, '/new_password');
}

/**
 * Sign-in, renewal and sign-out (added beyond the spec's call tables, see the contract's Auth
 * tag). Tokens are HS256 JWTs valid for the security setting sessionTimeout (platform spec §3),
 * an idle limit: refresh issues a new token of the same session while the old one is valid.
 * Logins are rate-limited per address (app.ts) and paused per account and address after
 * maxLoginAttempts failures (src/auth/login.ts).
 */
export const authHandlers = {
  async adminLogin(request) {
    const { db, tokens } = request.server;
    const { email, password, new_password: newPassword } = request.body;
    const account = await db
      .selectFrom('admins')
      .select(['id', 'password_hash', 'is_active', 'must_change_password'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    let id: number;
    try {
      ({ id } = await checkSignIn(db, 'admin', { email, password }, account, request.ip));
    } catch (error) {
      // A refused sign-in is in the trail too: the address, the browser and the email typed.
      if (error instanceof HttpError) {
        await recordEvent(
          db,
          { ...requestAuditContext(request, 'adminLoginFailed'), actorEmail: email.slice(0, 255) },
          {
            resourceType: account ? 'admin' : null,
            resourceId: account?.id ?? null,
            label: email.slice(0, 255),
            changes: { reason: { from: null, to: error.statusCode === 429 ? 'paused' : 'refused' } },
          },
        );
      }
      throw error;
    }
    // A one-time password from a reset opens nothing until the admin chooses their own.
    if (account?.must_change_password && newPassword === undefined) {
      throw new HttpError(
        403,
        'password_change_required',
        'Your password was reset. Choose a new password to sign in.',
      );
    }
    let admin = await loadAdminAccount(db, id);
    if (!admin) throw unauthorized('This admin account no longer exists.');
    request.admin = admin;
    if (newPassword !== undefined) {
      await assertNewPassword(db, admin, password, newPassword);
      const passwordHash = await hashPassword(newPassword);
      await inAuditedTransaction(
        request.server.rootDb,
        requestAuditContext(request, 'changeOwnPassword'),
        (trx) => storeAdminPassword(trx, id, passwordHash, false),
      );
      admin = (await loadAdminAccount(db, id)) ?? admin;
    }
    await db.updateTable('admins').set({ last_login_at: new Date() }).where('id', '=', id).execute();
    await recordEvent(db, requestAuditContext(request, 'adminLogin'), {
      resourceType: 'admin',
      resourceId: id,
      label: `${admin.first_name} ${admin.last_name}`.trim(),
    });
    const { sessionMaxHours } = await readSecuritySettings(db);
    const now = tokenIssueTime(admin.tokensValidAfter);
    const token = await tokens.sign(
      'admin',
      id,
      await sessionLifetimeMinutes(db, request.server.config),
      now,
      undefined,
      {
        startedAt: now,
        endsAt: new Date(now.getTime() + sessionMaxHours * 3_600_000),
      },
    );
    const checked = await tokens.check(token);
    if (!checked.ok) throw new Error('A token just signed does not verify');
    return {
      token,
      ...sessionTiming(checked.claims),
      admin: { ...adminView(admin), permissions: admin.permissions },
    };
  },

  async getCurrentAdmin(request) {
    const admin = request.admin;
    if (!admin || !request.token) throw unauthorized();
    return {
      ...sessionTiming(request.token),
      admin: { ...adminView(admin), permissions: admin.permissions },
    };
  },

  async refreshAdminSession(request) {
    const { db, tokens, config } = request.server;
    const current = request.token;
    // The guard has refused expired, signed-out and non-admin tokens and inactive admins.
    if (!current || !request.admin) throw unauthorized();
    // However active the admin is, a session ends sessionMaxHours after its sign-in.
    const { sessionMaxHours } = await readSecuritySettings(db);
    const endsAt = new Date(current.sessionStartedAt.getTime() + sessionMaxHours * 3_600_000);
    if (endsAt.getTime() <= Date.now()) {
      throw tokenExpired(`Sessions last at most ${sessionMaxHours} hours. Please sign in again.`);
    }
    const token = await tokens.sign(
      'admin',
      current.accountId,
      await sessionLifetimeMinutes(db, config),
      tokenIssueTime(request.admin.tokensValidAfter),
      current.sessionId,
      { startedAt: current.sessionStartedAt, endsAt },
    );
    const checked = await tokens.check(token);
    if (!checked.ok) throw new Error('A token just signed does not verify');
    return { token, ...sessionTiming(checked.claims) };
  },

  async changeOwnPassword(request) {
    const { db, tokens, config } = request.server;
    const current = request.token;
    const admin = request.admin;
    if (!current || !admin) throw unauthorized();
    const { current_password: currentPassword, new_password: newPassword } = request.body;
    const account = await db
      .selectFrom('admins')
      .select(['id', 'password_hash', 'is_active'])
      .where('id', '=', admin.id)
      .executeTakeFirst();
    // The current password is checked as a sign-in is, so a stolen session cannot guess it
    // faster than anyone else: each miss counts, and maxLoginAttempts of them pause it (429).
    try {
      await checkSignIn(db, 'admin', { email: admin.email, password: currentPassword }, account, request.ip);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        const left = error.details?.[0]?.message ?? '';
        const message = `The current password is not right. ${left}`.trim();
        throw badRequest(message, [{ path: '/current_password', message }]);
      }
      throw error;
    }
    await assertNewPassword(db, admin, currentPassword, newPassword);
    const passwordHash = await hashPassword(newPassword);
    const changedAt = await inAuditedTransaction(
      request.server.rootDb,
      requestAuditContext(request, 'changeOwnPassword'),
      (trx) => storeAdminPassword(trx, admin.id, passwordHash, false),
    );
    // Every other token of the admin ended with the change; this tab carries on in its session.
    const { sessionMaxHours } = await readSecuritySettings(db);
    const token = await tokens.sign(
      'admin',
      admin.id,
      await sessionLifetimeMinutes(db, config),
      tokenIssueTime(changedAt),
      current.sessionId,
      {
        startedAt: current.sessionStartedAt,
        endsAt: new Date(current.sessionStartedAt.getTime() + sessionMaxHours * 3_600_000),
      },
    );
    const checked = await tokens.check(token);
    if (!checked.ok) throw new Error('A token just signed does not verify');
    return {
      success: true as const,
      message: 'Password changed. Other sessions have been signed out.',
      token,
      ...sessionTiming(checked.claims),
    };
  },

  async adminLogout(request) {
    const { db } = request.server;
    const token = request.token;
    if (!token) throw unauthorized();
    // The whole session is revoked (every token renewed from its sign-in), until the last token
    // it can hold would have expired anyway: none was issued after now, none lives longer than
    // the current lifetime. Older rows are dropped here.
    const lifetimeMs = (await sessionLifetimeMinutes(db, request.server.config)) * 60_000;
    const lastExpiry = new Date(Math.max(token.expiresAt.getTime(), Date.now() + lifetimeMs));
    await inTransaction(db, async (trx) => {
      await recordEvent(trx, requestAuditContext(request, 'adminLogout'), {
        resourceType: 'admin',
        resourceId: token.accountId,
        label: request.admin ? `${request.admin.first_name} ${request.admin.last_name}`.trim() : null,
      });
      await trx.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
      await trx
        .insertInto('revoked_tokens')
        .values({ jti: token.sessionId, expires_at: lastExpiry })
        .onConflict((oc) => oc.column('jti').doUpdateSet({ expires_at: lastExpiry }))
        .execute();
    });
    return { success: true as const };
  },

  async userLogin(request) {
    const { db, tokens } = request.server;
    const { email, password } = request.body;
    const account = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'is_active'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    const { id } = await checkSignIn(db, 'user', { email, password }, account, request.ip);
    const minutes = await sessionLifetimeMinutes(db, request.server.config);
    return { token: await tokens.sign('user', id, minutes), user: userView(await findUser(db, id)) };
  },
} satisfies AreaHandlers;
