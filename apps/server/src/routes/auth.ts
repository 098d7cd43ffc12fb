import { sql } from 'kysely';
import { adminView, loadAdminAccount } from '../auth/admin-accounts.ts';
import { checkSignIn } from '../auth/login.ts';
import { unauthorized } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation-types.ts';
import { findUser, userView } from './users.ts';

/**
 * Sign-in and sign-out (added beyond the spec's call tables, see the contract's Auth tag).
 * Tokens are HS256 JWTs valid for the security setting sessionTimeout (platform spec §3);
 * logins are rate-limited per address (app.ts) and locked per account after maxLoginAttempts
 * failures (src/auth/login.ts).
 */
export const authHandlers = {
  async adminLogin(request) {
    const { db, tokens } = request.server;
    const { email, password } = request.body;
    const account = await db
      .selectFrom('admins')
      .select(['id', 'password_hash', 'is_active'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    const { id, sessionMinutes } = await checkSignIn(db, 'admin', { email, password }, account, request.ip);
    await db.updateTable('admins').set({ last_login_at: new Date() }).where('id', '=', id).execute();
    const admin = await loadAdminAccount(db, id);
    if (!admin) throw unauthorized('This admin account no longer exists.');
    return {
      token: await tokens.sign('admin', id, sessionMinutes),
      admin: { ...adminView(admin), permissions: admin.permissions },
    };
  },

  async getCurrentAdmin(request) {
    const admin = request.admin;
    if (!admin) throw unauthorized();
    return { admin: { ...adminView(admin), permissions: admin.permissions } };
  },

  async adminLogout(request) {
    const { db } = request.server;
    const token = request.token;
    if (!token) throw unauthorized();
    // The token stays revoked until it would have expired anyway; older rows are dropped here.
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
      await trx
        .insertInto('revoked_tokens')
        .values({ jti: token.jti, expires_at: token.expiresAt })
        .onConflict((oc) => oc.column('jti').doNothing())
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
    const { id, sessionMinutes } = await checkSignIn(db, 'user', { email, password }, account, request.ip);
    return { token: await tokens.sign('user', id, sessionMinutes), user: userView(await findUser(db, id)) };
  },
} satisfies AreaHandlers;
