import type { Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { DEFAULT_ADMIN_EMAIL } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { SeedContext } from './context.ts';

/**
 * The x-permission vocabulary of the contract (conventions: the server seeds exactly these),
 * each with its category, derived from the prefix (platform spec §3: "category (underscored
 * words shown upper-cased with spaces)").
 */
export const PERMISSION_CATEGORIES: Record<string, string> = {
  users: 'user_management',
  children: 'user_management',
  payments: 'billing',
  pricing: 'billing',
  plans: 'billing',
  blog: 'content',
  newsletter: 'content',
  support: 'content',
  social: 'content',
  referrals: 'referral_program',
  analytics: 'analytics',
  settings: 'system',
  messages: 'communication',
  calls: 'communication',
  enterprises: 'enterprise_management',
  admins: 'administration',
  roles: 'administration',
  audit: 'administration',
};

const SUBJECTS: Record<string, string> = {
  users: 'users and their subscriptions',
  children: 'child profiles',
  payments: 'payments and payment statistics',
  pricing: 'pricing plan prices',
  blog: 'blog posts, categories and images',
  newsletter: 'newsletter subscriptions',
  referrals: 'referrals and payouts',
  analytics: 'the analytics dashboard',
  settings: 'system settings',
  messages: 'contact messages',
  support: 'support content',
  social: 'social links',
  calls: 'scheduled calls',
  enterprises: 'enterprises and their team members',
  plans: 'subscription plans',
  admins: 'admin accounts',
  roles: 'roles and permissions',
  audit: 'the audit log',
};

export const PERMISSION_NAMES = [
  'users.read',
  'users.write',
  'children.read',
  'children.write',
  'payments.read',
  'pricing.write',
  'blog.read',
  'blog.write',
  'newsletter.read',
  'newsletter.write',
  'referrals.read',
  'referrals.write',
  'analytics.read',
  'settings.read',
  'settings.write',
  'messages.read',
  'messages.write',
  'support.read',
  'support.write',
  'social.read',
  'social.write',
  'calls.read',
  'calls.write',
  'enterprises.read',
  'enterprises.write',
  'plans.read',
  'plans.write',
  'admins.read',
  'admins.write',
  'roles.read',
  'roles.write',
  'audit.read',
] as const;

function permissionDescription(name: string): string {
  const [prefix = '', action] = name.split('.');
  const subject = SUBJECTS[prefix] ?? prefix;
  return action === 'read' ? `View ${subject}` : `Create, change and delete ${subject}`;
}

/** Roles of the demo: super_admin holds every permission; the others show partial access. */
const ROLES: Array<{ name: string; description: string; permissions: readonly string[] | 'all' }> = [
  { name: 'super_admin', description: 'Full access to every part of the back-office', permissions: 'all' },
  {
    name: 'content_manager',
    description: 'Manages the blog, newsletter, support content and social links',
    permissions: [
      'blog.read',
      'blog.write',
      'newsletter.read',
      'newsletter.write',
      'support.read',
      'support.write',
      'social.read',
      'social.write',
      'analytics.read',
    ],
  },
  {
    name: 'support_agent',
    description: 'Answers contact messages and scheduled calls; reads users and children',
    permissions: [
      'messages.read',
      'messages.write',
      'calls.read',
      'calls.write',
      'users.read',
      'children.read',
    ],
  },
  {
    name: 'billing_manager',
    description: 'Looks after payments, prices, plans and referral payouts',
    permissions: [
      'payments.read',
      'pricing.write',
      'plans.read',
      'plans.write',
      'referrals.read',
      'referrals.write',
      'users.read',
      'users.write',
    ],
  },
];

/** The seeded role that no admin holds. */
export const UNUSED_ROLE = 'auditor';

export const CONTENT_MANAGER_EMAIL = 'content@example.com';
export const CONTENT_MANAGER_PASSWORD = 'Content123!demo';

/**
 * Every permission and the built-in roles (super_admin first): what any database needs, demo or
 * production. Answers the ids by name for the rest of the seed.
 */
export async function seedRolesAndPermissions(
  db: Transaction<Database>,
): Promise<{ permissionId: Map<string, number>; roleIds: Map<string, number> }> {
  const permissions = await db
    .insertInto('permissions')
    .values(
      PERMISSION_NAMES.map((name) => ({
        name,
        description: permissionDescription(name),
        category: PERMISSION_CATEGORIES[name.split('.')[0] ?? ''] ?? 'general',
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const permissionId = new Map(permissions.map((permission) => [permission.name, permission.id]));

  const roleIds = new Map<string, number>();
  for (const role of ROLES) {
    const { id } = await db
      .insertInto('roles')
      .values({ name: role.name, description: role.description })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds.set(role.name, id);
    // super_admin holds every permission by rule (src/auth); its rows are stored too, so the
    // roles screen counts them.
    const names = role.permissions === 'all' ? PERMISSION_NAMES : role.permissions;
    await db
      .insertInto('role_permissions')
      .values(names.map((name) => ({ role_id: id, permission_id: permissionId.get(name) ?? 0 })))
      .execute();
  }
  return { permissionId, roleIds };
}

export async function seedAccess(context: SeedContext): Promise<void> {
  const { db, random, now } = context;
  const { permissionId, roleIds } = await seedRolesAndPermissions(db);

  const [adminHash, contentHash, otherHash] = await Promise.all([
    hashPassword(context.options.adminPassword),
    hashPassword(CONTENT_MANAGER_PASSWORD),
    hashPassword(`unused-${random.int(100000, 999999)}-password`),
  ]);
  const role = (name: string) => roleIds.get(name) ?? 0;
  const admins = [
    {
      first_name: 'Ada',
      last_name: 'Administrator',
      email: DEFAULT_ADMIN_EMAIL,
      role_id: role('super_admin'),
      password_hash: adminHash,
      is_active: true,
    },
    {
      first_name: 'Carla',
      last_name: 'Content',
      email: CONTENT_MANAGER_EMAIL,
      role_id: role('content_manager'),
      password_hash: contentHash,
      is_active: true,
    },
    {
      first_name: 'Sam',
      last_name: 'Support',
      email: 'support.agent@example.com',
      role_id: role('support_agent'),
      password_hash: otherHash,
      is_active: true,
    },
    {
      first_name: 'Bill',
      last_name: 'Ledger',
      email: 'billing@example.com',
      role_id: role('billing_manager'),
      password_hash: otherHash,
      is_active: true,
    },
    {
      first_name: 'Inès',
      last_name: 'Inactive',
      email: 'former.admin@example.com',
      role_id: role('content_manager'),
      password_hash: otherHash,
      is_active: false,
    },
  ];
  // More admins so the admin list has a second page (page size 10, platform spec §9).
  const roleNames = [...roleIds.keys()];
  for (let index = 0; index < 9; index++) {
    const first = random.pick([
      'Olivia',
      'Marcus',
      'Keiko',
      'Farah',
      'Peter',
      'Lucia',
      'Tariq',
      'Helga',
      'Omar',
    ]);
    const last = random.pick(['Reyes', 'Becker', 'Sato', 'Nasser', 'Young', 'Ferri', 'Aziz', 'Berg', 'Khan']);
    admins.push({
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}.${last.toLowerCase()}.${index + 1}@example.com`,
      role_id: role(random.pick(roleNames)),
      password_hash: otherHash,
      is_active: random.chance(0.8),
    });
  }
  await db
    .insertInto('admins')
    .values(
      admins.map((admin, index) => ({
        ...admin,
        created_at: new Date(now.getTime() - (admins.length - index) * 86_400_000 * 7),
      })),
    )
    .execute();

  // A role no admin holds, so the roles screen also shows one that can be deleted (platform
  // §2.11); created after the admins so it is never picked for them.
  const { id: auditorId } = await db
    .insertInto('roles')
    .values({ name: UNUSED_ROLE, description: 'Reads every area and changes nothing (held by nobody yet)' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_permissions')
    .values(
      PERMISSION_NAMES.filter((name) => name.endsWith('.read')).map((name) => ({
        role_id: auditorId,
        permission_id: permissionId.get(name) ?? 0,
      })),
    )
    .execute();
}
