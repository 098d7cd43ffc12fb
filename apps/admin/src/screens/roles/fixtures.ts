/**
 * Deterministic roles, permissions and signed-in admins for the Admin Management and Role &
 * Permission Management stories: 60 permissions in 10 categories, super_admin, a role holding
 * all 60, small roles, an unused one (no admin holds it), and a role with no description.
 */
import type { SignedInAdmin } from '../../testing/storyAdmins';
import { STORY_ADMIN } from '../../testing/storyAdmins';
import type { Permission, Role } from './useAccessCatalog';

const AREAS: ReadonlyArray<[category: string, areas: readonly string[]]> = [
  ['user_management', ['users', 'children']],
  ['billing', ['payments', 'plans']],
  ['pricing', ['pricing']],
  ['content_management', ['blog', 'newsletter', 'support']],
  ['community', ['social', 'referrals']],
  ['insights', ['analytics', 'reports']],
  ['communication', ['messages', 'calls']],
  ['organisations', ['enterprises']],
  ['system_settings', ['settings', 'uploads']],
  ['administration', ['admins', 'roles', 'audit']],
];
const ACTIONS = [
  ['read', 'View'],
  ['write', 'Create, change and delete'],
  ['export', 'Export'],
] as const;

export const PERMISSIONS: Permission[] = AREAS.flatMap(([category, areas]) =>
  areas.flatMap((area) =>
    ACTIONS.map(([action, verb]) => ({ name: `${area}.${action}`, category, verb, area, action })),
  ),
).map(({ name, category, verb, area, action }, index) => ({
  id: index + 1,
  version: 1,
  name,
  category,
  description: `${verb} ${area}`,
  // Like the contract's vocabulary: the .read and .write permissions are built in, the .export
  // ones added by admins.
  built_in: action !== 'export',
}));

/**
 * The 60 permissions, then custom ones up to `count` ("custom_61.read", "Read custom area 61", in
 * the categories in turn), for the measure of a long list searched in the browser.
 */
export function manyPermissions(count: number): Permission[] {
  const categories = AREAS.map(([category]) => category);
  const extra = Array.from({ length: Math.max(0, count - PERMISSIONS.length) }, (_, index) => {
    const id = PERMISSIONS.length + index + 1;
    return {
      id,
      version: 1,
      name: `custom_${id}.read`,
      category: categories[id % categories.length] ?? 'administration',
      description: `Read custom area ${id}`,
      built_in: false,
    };
  });
  return [...PERMISSIONS, ...extra];
}

const idsOf = (...names: string[]) =>
  PERMISSIONS.filter((permission) => names.includes(permission.name)).map((permission) => permission.id);
const ALL_IDS = PERMISSIONS.map((permission) => permission.id);
const namesOf = (ids: readonly number[]) =>
  PERMISSIONS.filter((permission) => ids.includes(permission.id)).map((permission) => permission.name);

export const SUPER_ADMIN_ROLE_ROW: Role = {
  id: 1,
  version: 1,
  name: 'super_admin',
  description: 'Full access to every part of the back-office',
  permissions: ALL_IDS,
  admin_count: 2,
};
export const OPERATIONS_LEAD: Role = {
  id: 2,
  version: 1,
  name: 'operations_lead',
  description:
    'Runs the whole back-office day to day: users and children, billing and plans, content, community, communication, organisations, settings and the admin team itself',
  permissions: ALL_IDS,
  admin_count: 1,
};
export const CONTENT_MANAGER: Role = {
  id: 3,
  version: 1,
  name: 'content_manager',
  description: 'Manages the blog, newsletter, support content and social links',
  permissions: idsOf(
    'blog.read',
    'blog.write',
    'newsletter.read',
    'newsletter.write',
    'support.read',
    'support.write',
    'social.read',
    'social.write',
    'analytics.read',
  ),
  admin_count: 2,
};
export const ADMIN_MANAGER: Role = {
  id: 4,
  version: 1,
  name: 'admin_manager',
  description: 'Looks after admin accounts',
  permissions: idsOf('admins.read', 'admins.write', 'roles.read', 'roles.write'),
  admin_count: 1,
};
export const AUDITOR: Role = {
  id: 5,
  version: 1,
  name: 'auditor',
  description: '',
  permissions: idsOf('analytics.read'),
  admin_count: 0,
};

export const ROLES: Role[] = [SUPER_ADMIN_ROLE_ROW, ADMIN_MANAGER, AUDITOR, CONTENT_MANAGER, OPERATIONS_LEAD];

/** A super admin: every permission. */
export const ACCESS_SUPER_ADMIN: SignedInAdmin = { ...STORY_ADMIN, permissions: namesOf(ALL_IDS) };

/** An admin manager: admins and roles, nothing else, so wider roles and super admins are out of reach. */
export const ACCESS_ADMIN_MANAGER: SignedInAdmin = {
  ...STORY_ADMIN,
  id: 4,
  first_name: 'Mina',
  last_name: 'Manager',
  email: 'mina.manager@example.com',
  role: ADMIN_MANAGER.name,
  permissions: namesOf(ADMIN_MANAGER.permissions),
};

/** An admin who may only read admins and roles. */
export const ACCESS_READER: SignedInAdmin = {
  ...STORY_ADMIN,
  id: 5,
  first_name: 'Rita',
  last_name: 'Reader',
  email: 'rita.reader@example.com',
  role: AUDITOR.name,
  permissions: ['admins.read', 'roles.read'],
};
