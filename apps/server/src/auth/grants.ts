import type { Db } from '../db/schema.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { type AdminAccount, SUPER_ADMIN_ROLE } from './admin-accounts.ts';

/**
 * The rules that keep an admin from raising their own access through the admins and roles
 * operations (holding `admins.write` or `roles.write` is not holding everything):
 * - nobody grants a role or a permission they do not hold themselves;
 * - only a super admin creates, promotes, edits or deletes a super admin;
 * - nobody changes their own role (so a super admin cannot demote themselves), and nobody but a
 *   super admin edits the role they hold (a super admin may edit super_admin's description: its
 *   permissions are every permission by rule, so there is nothing to gain);
 * - an admin's account is changed only by someone holding every permission of that admin's role,
 *   so a lesser admin cannot take over a stronger account by changing its email;
 * - a role, or a custom permission, is changed or deleted only by someone holding every
 *   permission it carries: otherwise a `roles.write` holder could strip a stronger role (and,
 *   with `admins.write`, then manage the admins holding it).
 * Each refusal is 403 `forbidden`, with `details` naming the field where one is to blame.
 */

export const isSuperAdmin = (admin: Pick<AdminAccount, 'role'>) => admin.role === SUPER_ADMIN_ROLE;

/** The permission names among `names` that the admin does not hold (none for a super admin). */
export function permissionsNotHeld(actor: AdminAccount, names: readonly string[]): string[] {
  if (isSuperAdmin(actor)) return [];
  const held = new Set(actor.permissions);
  return names.filter((name) => !held.has(name));
}

const listed = (names: readonly string[]) =>
  names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');

/** The permission names of a role; super_admin holds every permission by rule. */
export async function rolePermissionNames(db: Db, roleName: string): Promise<string[]> {
  if (roleName === SUPER_ADMIN_ROLE) {
    return (await db.selectFrom('permissions').select('name').execute()).map((row) => row.name);
  }
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where('roles.name', '=', roleName)
    .execute();
  return rows.map((row) => row.name);
}

/** Refuses giving `roleName` (to a new admin or another admin) unless the actor holds all it grants. */
export async function assertCanGrantRole(db: Db, actor: AdminAccount, roleName: string): Promise<void> {
  if (roleName === SUPER_ADMIN_ROLE && !isSuperAdmin(actor)) {
    throw new HttpError(403, 'forbidden', 'Only a super admin can make an admin a super admin.', [
      { path: '/role', message: 'only a super admin can give this role' },
    ]);
  }
  const missing = permissionsNotHeld(actor, await rolePermissionNames(db, roleName));
  if (missing.length > 0) {
    throw new HttpError(
      403,
      'forbidden',
      `You cannot give the role ${roleName}: it holds permissions you do not have (${listed(missing)}).`,
      [{ path: '/role', message: 'holds permissions you do not have' }],
    );
  }
}

/** Refuses any change to (or deletion of) an admin whose role reaches beyond the actor's. */
export function assertCanManageAdmin(actor: AdminAccount, target: AdminAccount): void {
  if (actor.id === target.id) return;
  if (isSuperAdmin(target) && !isSuperAdmin(actor)) {
    throw forbidden('Only a super admin can change or delete a super admin.');
  }
  if (permissionsNotHeld(actor, target.permissions).length > 0) {
    throw forbidden(
      `You cannot change or delete ${target.first_name} ${target.last_name}: their role holds permissions you do not have.`,
    );
  }
}

/** Refuses adding to a role permissions the actor does not hold. */
export function assertCanGrantPermissions(actor: AdminAccount, names: readonly string[]): void {
  const missing = permissionsNotHeld(actor, names);
  if (missing.length > 0) {
    throw new HttpError(
      403,
      'forbidden',
      `You cannot grant permissions you do not have (${listed(missing)}).`,
      [{ path: '/permissions', message: 'includes permissions you do not have' }],
    );
  }
}

/** Refuses editing the role the actor holds, and super_admin by anyone but a super admin. */
export function assertCanEditRole(actor: AdminAccount, roleName: string): void {
  if (roleName === SUPER_ADMIN_ROLE && !isSuperAdmin(actor)) {
    throw forbidden('Only a super admin can edit the super_admin role.');
  }
  if (roleName === actor.role && !isSuperAdmin(actor)) {
    throw forbidden('You cannot edit your own role.');
  }
}

/**
 * Refuses changing or deleting a role that carries permissions the actor does not hold: taking
 * permissions away from a stronger role would make its holders manageable by the actor.
 */
export function assertCanChangeRole(
  actor: AdminAccount,
  roleName: string,
  permissionNames: readonly string[],
) {
  const missing = permissionsNotHeld(actor, permissionNames);
  if (missing.length > 0) {
    throw forbidden(
      `You cannot change or delete the role ${roleName}: it holds permissions you do not have (${listed(missing)}).`,
    );
  }
}

/** Refuses changing or deleting a permission the actor does not hold (it may sit in stronger roles). */
export function assertCanChangePermission(actor: AdminAccount, permissionName: string) {
  if (permissionsNotHeld(actor, [permissionName]).length > 0) {
    throw forbidden(`You cannot change or delete ${permissionName}: you do not hold it.`);
  }
}
