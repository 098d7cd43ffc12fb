import { SETTINGS_DEFAULTS } from '@aac/domain';
import type { Kysely } from 'kysely';
import { SUPER_ADMIN_ROLE } from '../auth/admin-accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database, SettingsGroup } from '../db/schema.ts';
import { seedRolesAndPermissions } from './access.ts';

/**
 * A production database's first start: the settings at their defaults, every permission and the
 * built-in roles, and one super admin. No demo accounts, users or content.
 */
export async function seedProduction(
  db: Kysely<Database>,
  superAdmin: { email: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(superAdmin.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('settings')
      .values(
        (Object.keys(SETTINGS_DEFAULTS) as SettingsGroup[]).map((group) => ({
          group_name: group,
          values: JSON.stringify(SETTINGS_DEFAULTS[group]),
        })),
      )
      .execute();
    const { roleIds } = await seedRolesAndPermissions(trx);
    await trx
      .insertInto('admins')
      .values({
        first_name: 'Super',
        last_name: 'Admin',
        email: superAdmin.email,
        password_hash: passwordHash,
        role_id: roleIds.get(SUPER_ADMIN_ROLE) ?? 0,
        is_active: true,
      })
      .execute();
  });
}
