import { type Kysely, sql } from 'kysely';
import type { Database, TokensEndedBy } from '../db/schema.ts';

export const SUPER_ADMIN_ROLE = 'super_admin';

/** An admin as the API shows it (platform spec §3) plus what the server needs to authorise. */
export interface AdminAccount {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  is_active: boolean;
  /** Whether the admin signs in with an authenticator code too. */
  two_factor_enabled: boolean;
  created_at: string;
  version: number;
  /** Tokens issued at or before this moment are refused (a deactivation, a password change, a reset). */
  tokensValidAfter: Date | null;
  /** What ended the tokens before `tokensValidAfter`; null when the database cannot tell. */
  tokensEndedBy: TokensEndedBy | null;
  /** Permission names of the admin's role; super_admin holds every permission. */
  permissions: string[];
}

/** The signed-in admin of a request; the guard sets it on every admin-area operation. */
export function actorOf(request: { admin: AdminAccount | undefined }): AdminAccount {
  if (!request.admin) throw new Error('The admin guard did not run.');
  return request.admin;
}

/** Whether the admin of the row has a confirmed second factor (a column of admin views). */
export function twoFactorEnabled() {
  return sql<boolean>`exists (select 1 from admin_second_factors f
    where f.admin_id = admins.id and f.enabled_at is not null)`;
}

/** The admin with their role's permissions, or undefined when no admin has this id. */
export async function loadAdminAccount(
  db: Kysely<Database>,
  adminId: number,
): Promise<AdminAccount | undefined> {
  const row = await db
    .selectFrom('admins')
    .innerJoin('roles', 'roles.id', 'admins.role_id')
    .select([
      'admins.id',
      'admins.first_name',
      'admins.last_name',
      'admins.email',
      'admins.is_active',
      'admins.created_at',
      'admins.version',
      'admins.tokens_valid_after',
      'admins.tokens_ended_by',
      'roles.name as role',
      twoFactorEnabled().as('two_factor_enabled'),
      // super_admin holds every permission, including ones created after the role (platform §6).
      sql<string[]>`case when roles.name = ${SUPER_ADMIN_ROLE}
        then array(select name from permissions order by name)
        else array(select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
                   where rp.role_id = roles.id order by p.name) end`.as('permissions'),
    ])
    .where('admins.id', '=', adminId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { tokens_valid_after, tokens_ended_by, ...account } = row;
  return {
    ...account,
    created_at: row.created_at.toISOString(),
    tokensValidAfter: tokens_valid_after,
    tokensEndedBy: tokens_ended_by,
  };
}

/** The admin as the contract's Admin schema shows it (without the permissions list). */
export function adminView(account: AdminAccount) {
  const {
    permissions: _permissions,
    tokensValidAfter: _tokensValidAfter,
    tokensEndedBy: _tokensEndedBy,
    ...admin
  } = account;
  return admin;
}
