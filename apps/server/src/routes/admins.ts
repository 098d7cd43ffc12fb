import { type Expression, expressionBuilder, type InferResult, type SqlBool, sql } from 'kysely';
import { requestAuditContext } from '../audit/context.ts';
import { recordEvent } from '../audit/events.ts';
import {
  type AdminAccount,
  actorOf,
  adminView,
  loadAdminAccount,
  SUPER_ADMIN_ROLE,
  twoFactorEnabled,
} from '../auth/admin-accounts.ts';
import { assertCanGrantRole, assertCanManageAdmin, isSuperAdmin } from '../auth/grants.ts';
import { endAdminSessions, generateOneTimePassword, storeAdminPassword } from '../auth/password-changes.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import { removeSecondFactor } from '../auth/two-factor.ts';
import type { Database, Db } from '../db/schema.ts';
import { containsPattern, searchText } from '../db/search.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { AreaHandlers, QueryParams } from '../http/operation-types.ts';
import { pageRequest, paginationOf } from './shared/pagination.ts';

/**
 * Admin management area (platform spec §2.10, §3, §7): one page of admins with search and,
 * beyond the spec (docs/design.md), the role and status filters applied on the server across all
 * pages; create (argon2id hash, passwordMinLength from the security settings), partial update
 * and delete. Guards: nobody deletes or deactivates their own account, and the last active
 * super admin cannot be removed, deactivated or given another role (the back-office would have
 * nobody left who can manage admins and roles). What an admin may grant or change is in
 * src/auth/grants.ts (403 `forbidden`): nobody gives a role beyond their own permissions, only a
 * super admin touches super admins, and nobody changes their own role.
 */

function adminColumns(db: Db) {
  return db
    .selectFrom('admins')
    .innerJoin('roles', 'roles.id', 'admins.role_id')
    .select([
      'admins.id',
      'admins.first_name',
      'admins.last_name',
      'admins.email',
      'roles.name as role',
      'admins.is_active',
      twoFactorEnabled().as('two_factor_enabled'),
      'admins.created_at',
      'admins.version',
    ]);
}

type AdminRow = InferResult<ReturnType<typeof adminColumns>>[number];

const adminRowView = (row: AdminRow) => ({ ...row, created_at: row.created_at.toISOString() });

function adminFilter(filters: QueryParams<'listAdmins'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'admins' | 'roles'>();
  const conditions: Expression<SqlBool>[] = [];
  const pattern = containsPattern(filters.search);
  if (pattern) conditions.push(eb(searchText.admins, 'ilike', pattern));
  if (filters.role) conditions.push(eb('roles.name', '=', filters.role));
  if (filters.status) conditions.push(eb('admins.is_active', '=', filters.status === 'active'));
  return eb.and(conditions);
}

async function findAdminAccount(db: Db, id: number): Promise<AdminAccount> {
  const account = await loadAdminAccount(db, id);
  if (!account) throw notFound(`Admin ${id} was not found.`);
  return account;
}

async function findAdminView(db: Db, id: number) {
  return adminView(await findAdminAccount(db, id));
}

async function roleIdOf(db: Db, name: string): Promise<number> {
  const role = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
  if (!role)
    throw badRequest(`There is no role named "${name}".`, [
      { path: '/role', message: 'must be an existing role' },
    ]);
  return role.id;
}

async function checkEmailFree(db: Db, email: string, exceptId?: number) {
  let query = db.selectFrom('admins').select('id').where(sql`lower(email)`, '=', email.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`Another admin already uses the email ${email}.`);
}

/** Active super admins other than `exceptId`, counted with their rows locked against a concurrent change. */
async function otherActiveSuperAdmins(db: Db, exceptId: number): Promise<number> {
  const rows = await db
    .selectFrom('admins')
    .innerJoin('roles', 'roles.id', 'admins.role_id')
    .select('admins.id')
    .where('roles.name', '=', SUPER_ADMIN_ROLE)
    .where('admins.is_active', '=', true)
    .where('admins.id', '!=', exceptId)
    .forUpdate()
    .execute();
  return rows.length;
}

export const adminsHandlers = {
  async listAdmins(request) {
    const { db } = request.server;
    const page = pageRequest(request.query);
    const filter = adminFilter(request.query);
    const { total } = await db
      .selectFrom('admins')
      .innerJoin('roles', 'roles.id', 'admins.role_id')
      .where(filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await adminColumns(db)
      .where(filter)
      .orderBy('admins.created_at', 'desc')
      .orderBy('admins.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { admins: rows.map(adminRowView), pagination: paginationOf(page, Number(total), rows.length) };
  },

  async createAdmin(request) {
    const { db } = request.server;
    const input = request.body;
    await assertAcceptablePassword(db, input.password, input);
    const email = input.email.trim();
    // Hashing is slow on purpose; do it before taking any lock.
    const passwordHash = await hashPassword(input.password);
    const actor = actorOf(request);
    return inTransaction(db, async (trx) => {
      const roleId = await roleIdOf(trx, input.role);
      await assertCanGrantRole(trx, actor, input.role);
      await checkEmailFree(trx, email);
      const { id } = await trx
        .insertInto('admins')
        .values({
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          email,
          password_hash: passwordHash,
          role_id: roleId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        success: true as const,
        message: 'Admin created successfully.',
        admin: await findAdminView(trx, id),
      };
    });
  },

  async updateAdmin(request) {
    const { db } = request.server;
    const { id } = request.params;
    const changes = request.body;
    const actor = actorOf(request);
    const self = actor.id === id;
    return inTransaction(db, async (trx) => {
      const current = await findAdminAccount(trx, id);
      assertCanManageAdmin(actor, current);
      if (self && changes.is_active === false) throw conflict('You cannot deactivate your own account.');
      const changesRole = changes.role !== undefined && changes.role !== current.role;
      if (self && changesRole) {
        throw new HttpError(403, 'forbidden', 'You cannot change your own role.', [
          { path: '/role', message: 'you cannot change your own role' },
        ]);
      }
      const values: Partial<{
        first_name: string;
        last_name: string;
        email: string;
        role_id: number;
        is_active: boolean;
      }> = {};
      if (changes.first_name !== undefined) values.first_name = changes.first_name.trim();
      if (changes.last_name !== undefined) values.last_name = changes.last_name.trim();
      if (changes.email !== undefined) {
        values.email = changes.email.trim();
        await checkEmailFree(trx, values.email, id);
      }
      if (changes.role !== undefined) {
        values.role_id = await roleIdOf(trx, changes.role);
        if (changesRole) await assertCanGrantRole(trx, actor, changes.role);
      }
      if (changes.is_active !== undefined) values.is_active = changes.is_active;

      const losesSuperAdmin =
        current.role === SUPER_ADMIN_ROLE &&
        current.is_active &&
        ((changes.role !== undefined && changes.role !== SUPER_ADMIN_ROLE) || changes.is_active === false);
      if (losesSuperAdmin && (await otherActiveSuperAdmins(trx, id)) === 0) {
        throw conflict('This is the last active super admin; make another admin super admin first.');
      }
      await trx
        .updateTable('admins')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return {
        success: true as const,
        message: 'Admin updated successfully.',
        admin: await findAdminView(trx, id),
      };
    });
  },

  async resetAdminPassword(request) {
    const { db } = request.server;
    const { id } = request.params;
    const actor = actorOf(request);
    // A reset takes over an account until its owner signs in again: a super admin's act only.
    if (!isSuperAdmin(actor)) throw forbidden("Only a super admin can reset an admin's password.");
    if (actor.id === id) {
      throw forbidden('You cannot reset your own password: change it with your current password instead.');
    }
    await findAdminAccount(db, id);
    const oneTimePassword = generateOneTimePassword();
    const passwordHash = await hashPassword(oneTimePassword);
    // The request's audited transaction: the entry says the hash changed, never the password.
    await storeAdminPassword(db, id, passwordHash, true);
    return {
      success: true as const,
      message: 'Password reset. The admin chooses a new password at their next sign-in.',
      one_time_password: oneTimePassword,
      admin: await findAdminView(db, id),
    };
  },

  async resetAdminTwoFactor(request) {
    const { db } = request.server;
    const { id } = request.params;
    const actor = actorOf(request);
    // Resetting a factor lets whoever holds the password in: a super admin's act only.
    if (!isSuperAdmin(actor))
      throw forbidden("Only a super admin can reset an admin's two-factor authentication.");
    if (actor.id === id) {
      throw forbidden(
        'You cannot reset your own two-factor authentication: turn it off from your account menu instead.',
      );
    }
    const admin = await findAdminAccount(db, id);
    if (!admin.two_factor_enabled) {
      throw conflict(`${admin.first_name} ${admin.last_name} has no two-factor authentication to reset.`);
    }
    // The request's audited transaction: the trail says who reset whose factor.
    await recordEvent(db, requestAuditContext(request, 'resetAdminTwoFactor'), {
      resourceType: 'admin',
      resourceId: id,
      label: `${admin.first_name} ${admin.last_name}`.trim(),
      changes: { two_factor: { from: 'on', to: 'off' } },
    });
    await removeSecondFactor(db, id);
    // Sessions opened with the lost phone end now.
    await endAdminSessions(db, id);
    return findAdminView(db, id);
  },

  async deleteAdmin(request) {
    const { db } = request.server;
    const { id } = request.params;
    const actor = actorOf(request);
    if (actor.id === id) throw conflict('You cannot delete your own account.');
    await inTransaction(db, async (trx) => {
      const current = await findAdminAccount(trx, id);
      assertCanManageAdmin(actor, current);
      if (
        current.role === SUPER_ADMIN_ROLE &&
        current.is_active &&
        (await otherActiveSuperAdmins(trx, id)) === 0
      ) {
        throw conflict('This is the last active super admin; it cannot be deleted.');
      }
      // Sessions of a deleted admin end at once: the guard finds no account behind the token.
      await trx.deleteFrom('admins').where('id', '=', id).execute();
    });
    return { success: true as const, message: 'Admin deleted successfully.' };
  },
} satisfies AreaHandlers;
