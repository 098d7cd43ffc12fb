import { COLLECTION_LIMITS } from '@aac/domain';
import { actorOf, SUPER_ADMIN_ROLE } from '../auth/admin-accounts.ts';
import {
  assertCanChangePermission,
  assertCanChangeRole,
  assertCanEditRole,
  assertCanGrantPermissions,
  rolePermissionNames,
} from '../auth/grants.ts';
import type { Db } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Contract } from '../http/contract.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { AreaHandlers, RequestBody } from '../http/operation-types.ts';
import { ensureRoomFor } from './shared/capacity.ts';

/**
 * Roles and permissions area (platform spec §2.11, §3, §6, §7).
 *
 * RBAC reads an admin's role permissions from these tables on every request (src/auth/guard.ts
 * through loadAdminAccount), and tokens carry no permissions, so a change here applies from the
 * next request on. super_admin holds every permission by rule: it cannot be renamed or deleted,
 * and its permission list is always the full list. The permissions the contract's operations
 * name in `x-permission` are built in: they cannot be renamed or deleted (the server's own
 * checks use those names). Nobody puts into a role a permission they do not hold, and nobody
 * but a super admin edits the role they hold (src/auth/grants.ts, 403 `forbidden`).
 */

type RoleInput = RequestBody<'createRole'>;

// ---------------------------------------------------------------- roles

async function roleViews(db: Db, id?: number) {
  let query = db.selectFrom('roles').select(['id', 'name', 'description', 'version']);
  if (id !== undefined) query = query.where('id', '=', id);
  const roles = await query.execute();
  const links = await db.selectFrom('role_permissions').select(['role_id', 'permission_id']).execute();
  const allPermissionIds = (await db.selectFrom('permissions').select('id').orderBy('id').execute()).map(
    (permission) => permission.id,
  );
  // Holders, active or not: a role any admin holds cannot be deleted (deleteRole).
  const holders = await db
    .selectFrom('admins')
    .select((eb) => ['role_id', eb.fn.countAll<number | string>().as('count')])
    .groupBy('role_id')
    .execute();
  const heldBy = new Map(holders.map((row) => [row.role_id, Number(row.count)]));
  const byRole = new Map<number, number[]>();
  for (const link of links)
    byRole.set(link.role_id, [...(byRole.get(link.role_id) ?? []), link.permission_id]);
  return roles
    .map((role) => ({
      id: role.id,
      version: role.version,
      name: role.name,
      description: role.description,
      permissions:
        role.name === SUPER_ADMIN_ROLE ? allPermissionIds : (byRole.get(role.id) ?? []).sort((a, b) => a - b),
      admin_count: heldBy.get(role.id) ?? 0,
    }))
    .sort((a, b) => {
      // super_admin first (contract), then by name.
      if (a.name === SUPER_ADMIN_ROLE) return -1;
      if (b.name === SUPER_ADMIN_ROLE) return 1;
      return a.name.localeCompare(b.name);
    });
}

async function findRoleView(db: Db, id: number) {
  const [role] = await roleViews(db, id);
  if (!role) throw notFound(`Role ${id} was not found.`);
  return role;
}

/**
 * Role names are keys (super_admin, billing_manager): lowercase ASCII letters, digits, _ and -.
 * Anything else could pass for another role on screen: `Super_Admin`, or `super_admіn` with a
 * Cyrillic і, would read as super_admin to a person granting it.
 */
const ROLE_NAME = /^[a-z][a-z0-9_-]*$/;
const ROLE_NAME_RULE =
  'Use lowercase letters, digits, _ and - only, starting with a letter (for example blog_editor).';

function checkRoleNameForm(name: string) {
  if (!ROLE_NAME.test(name)) {
    throw badRequest(`The role name "${name}" is not allowed. ${ROLE_NAME_RULE}`, [
      { path: '/name', message: ROLE_NAME_RULE },
    ]);
  }
}

async function checkRoleNameFree(db: Db, name: string, exceptId?: number) {
  let query = db.selectFrom('roles').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A role named "${name}" already exists.`);
}

/** Every id must be a permission (400 otherwise, contract RoleInput). */
async function checkPermissionIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await db.selectFrom('permissions').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((permission) => permission.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw badRequest(`Unknown permission ids: ${unknown.join(', ')}.`, [
      { path: '/permissions', message: 'must be ids of existing permissions' },
    ]);
  }
}

async function permissionNamesOf(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('permissions').select('name').where('id', 'in', ids).execute();
  return rows.map((row) => row.name);
}

async function setRolePermissions(db: Db, roleId: number, ids: readonly number[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (ids.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(ids.map((permissionId) => ({ role_id: roleId, permission_id: permissionId })))
      .execute();
  }
}

const roleFields = (input: RoleInput) => ({
  name: input.name.trim(),
  description: input.description?.trim() ?? '',
  permissions: [...new Set(input.permissions ?? [])],
});

// ---------------------------------------------------------------- permissions

/** The x-permission vocabulary: every permission an operation of the contract checks. */
function builtInPermissions(contract: Contract): Set<string> {
  return new Set(
    contract.operations.flatMap((operation) => (operation.permission ? [operation.permission] : [])),
  );
}

function permissionColumns(db: Db) {
  return db.selectFrom('permissions').select(['id', 'name', 'description', 'category', 'version']);
}

async function findPermission(db: Db, id: number) {
  const row = await permissionColumns(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Permission ${id} was not found.`);
  return row;
}

/** A permission as the contract shows it: with whether it is built in (so clients offer no Edit or Delete). */
function permissionView<Row extends { name: string }>(row: Row, builtIn: ReadonlySet<string>) {
  return { ...row, built_in: builtIn.has(row.name) };
}

async function checkPermissionNameFree(db: Db, name: string, exceptId?: number) {
  let query = db.selectFrom('permissions').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A permission named "${name}" already exists.`);
}

const permissionFields = (input: RequestBody<'createPermission'>) => ({
  name: input.name.trim(),
  description: input.description?.trim() ?? '',
  category: input.category.trim(),
});

// ---------------------------------------------------------------- handlers

export const rolesHandlers = {
  async listRoles(request) {
    return { roles: await roleViews(request.server.db) };
  },

  async createRole(request) {
    const { db } = request.server;
    const fields = roleFields(request.body);
    if (!fields.name) throw badRequest('Role name is required.', [{ path: '/name', message: 'is required' }]);
    checkRoleNameForm(fields.name);
    const actor = actorOf(request);
    return inTransaction(db, async (trx) => {
      await checkRoleNameFree(trx, fields.name);
      await ensureRoomFor(trx, 'roles', COLLECTION_LIMITS.roles, 'roles');
      await checkPermissionIds(trx, fields.permissions);
      assertCanGrantPermissions(actor, await permissionNamesOf(trx, fields.permissions));
      const { id } = await trx
        .insertInto('roles')
        .values({ name: fields.name, description: fields.description })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setRolePermissions(trx, id, fields.permissions);
      return {
        success: true as const,
        message: 'Role created successfully.',
        role: await findRoleView(trx, id),
      };
    });
  },

  async updateRole(request) {
    const { db } = request.server;
    const { id } = request.params;
    const fields = roleFields(request.body);
    if (!fields.name) throw badRequest('Role name is required.', [{ path: '/name', message: 'is required' }]);
    const actor = actorOf(request);
    return inTransaction(db, async (trx) => {
      const current = await findRoleView(trx, id);
      assertCanEditRole(actor, current.name);
      assertCanChangeRole(actor, current.name, await permissionNamesOf(trx, current.permissions));
      const isSuperAdmin = current.name === SUPER_ADMIN_ROLE;
      // platform §6: the super_admin role's name cannot be edited.
      if (isSuperAdmin && fields.name !== SUPER_ADMIN_ROLE) {
        throw conflict('The super_admin role cannot be renamed.');
      }
      // A name from before the rule stays as long as it is not changed.
      if (fields.name !== current.name) checkRoleNameForm(fields.name);
      await checkRoleNameFree(trx, fields.name, id);
      await checkPermissionIds(trx, fields.permissions);
      // Only additions are grants: a permission the role already has may stay without the actor holding it.
      const before = new Set(current.permissions);
      const added = fields.permissions.filter((permissionId) => !before.has(permissionId));
      assertCanGrantPermissions(actor, await permissionNamesOf(trx, added));
      await trx
        .updateTable('roles')
        .set({ name: fields.name, description: fields.description })
        .where('id', '=', id)
        .execute();
      // super_admin holds every permission whatever the list sent; its rows are kept complete.
      const permissions = isSuperAdmin ? current.permissions : fields.permissions;
      await setRolePermissions(trx, id, permissions);
      return {
        success: true as const,
        message: 'Role updated successfully.',
        role: await findRoleView(trx, id),
      };
    });
  },

  async deleteRole(request) {
    const { db } = request.server;
    const { id } = request.params;
    await inTransaction(db, async (trx) => {
      const role = await trx
        .selectFrom('roles')
        .select(['id', 'name'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!role) throw notFound(`Role ${id} was not found.`);
      // platform §6: super_admin has no delete button; the server refuses it too.
      if (role.name === SUPER_ADMIN_ROLE) throw conflict('The super_admin role cannot be deleted.');
      assertCanChangeRole(actorOf(request), role.name, await rolePermissionNames(trx, role.name));
      const { holders } = await trx
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<number>().as('holders'))
        .where('role_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(holders) > 0) {
        throw conflict(
          `The role ${role.name} is held by ${holders} admin${Number(holders) === 1 ? '' : 's'}; give them another role first.`,
        );
      }
      await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
      await trx.deleteFrom('roles').where('id', '=', id).execute();
    });
    return { success: true as const, message: 'Role deleted successfully.' };
  },

  async listPermissions(request) {
    const rows = await permissionColumns(request.server.db).orderBy('category').orderBy('name').execute();
    const builtIn = builtInPermissions(request.server.contract);
    return { permissions: rows.map((row) => permissionView(row, builtIn)) };
  },

  async createPermission(request) {
    const { db } = request.server;
    const fields = permissionFields(request.body);
    if (!fields.name || !fields.category) {
      throw badRequest('Permission name and category are required.', [
        { path: fields.name ? '/category' : '/name', message: 'is required' },
      ]);
    }
    // The dotted form of the name is the contract's (PermissionInput.name's pattern, 400).
    return inTransaction(db, async (trx) => {
      await checkPermissionNameFree(trx, fields.name);
      await ensureRoomFor(trx, 'permissions', COLLECTION_LIMITS.permissions, 'permissions');
      const created = await trx
        .insertInto('permissions')
        .values(fields)
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        success: true as const,
        message: 'Permission created successfully.',
        permission: permissionView(
          await findPermission(trx, created.id),
          builtInPermissions(request.server.contract),
        ),
      };
    });
  },

  async updatePermission(request) {
    const { db } = request.server;
    const { id } = request.params;
    const fields = permissionFields(request.body);
    if (!fields.name || !fields.category) {
      throw badRequest('Permission name and category are required.', [
        { path: fields.name ? '/category' : '/name', message: 'is required' },
      ]);
    }
    const builtIn = builtInPermissions(request.server.contract);
    return inTransaction(db, async (trx) => {
      const current = await findPermission(trx, id);
      assertCanChangePermission(actorOf(request), current.name);
      if (builtIn.has(current.name) && fields.name !== current.name) {
        throw conflict(`${current.name} is a built-in permission; it cannot be renamed.`);
      }
      // What a built-in permission allows is fixed by the code that checks it: its words too.
      if (
        builtIn.has(current.name) &&
        (fields.description !== current.description || fields.category !== current.category)
      ) {
        throw conflict(
          `${current.name} is a built-in permission; its description and category cannot change.`,
        );
      }
      await checkPermissionNameFree(trx, fields.name, id);
      await trx.updateTable('permissions').set(fields).where('id', '=', id).execute();
      return {
        success: true as const,
        message: 'Permission updated successfully.',
        permission: permissionView(await findPermission(trx, id), builtIn),
      };
    });
  },

  async deletePermission(request) {
    const { db } = request.server;
    const { id } = request.params;
    const builtIn = builtInPermissions(request.server.contract);
    await inTransaction(db, async (trx) => {
      const current = await findPermission(trx, id);
      if (builtIn.has(current.name)) {
        throw conflict(`${current.name} is a built-in permission; it cannot be deleted.`);
      }
      assertCanChangePermission(actorOf(request), current.name);
      // Removed from every role with it.
      await trx.deleteFrom('role_permissions').where('permission_id', '=', id).execute();
      await trx.deleteFrom('permissions').where('id', '=', id).execute();
    });
    return { success: true as const, message: 'Permission deleted successfully.' };
  },
} satisfies AreaHandlers;
