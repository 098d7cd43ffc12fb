/** The admins the screen stories are signed in as. */
import type { components } from '@aac/api-client';

export type SignedInAdmin = components['schemas']['SignedInAdmin'];

/** A super admin holding every permission a story needs. */
export const STORY_ADMIN: SignedInAdmin = {
  id: 1,
  version: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@example.com',
  role: 'super_admin',
  is_active: true,
  two_factor_enabled: false,
  created_at: '2024-01-02T09:00:00Z',
  permissions: ['users.read', 'users.write', 'children.read', 'children.write'],
};

/**
 * The super admin of the site screens' stories (settings, social links, support content):
 * STORY_ADMIN with their permissions too. The other screens' stories keep STORY_ADMIN, whose
 * navigation their pictures show.
 */
export const SITE_STORY_ADMIN: SignedInAdmin = {
  ...STORY_ADMIN,
  permissions: [
    ...STORY_ADMIN.permissions,
    'social.read',
    'social.write',
    'support.read',
    'support.write',
    'settings.read',
    'settings.write',
  ],
};

/**
 * The super admin of the platform screens' stories (contact messages, scheduled calls,
 * enterprises): STORY_ADMIN with their permissions too, so those screens offer every action. The
 * other screens' stories keep STORY_ADMIN, whose navigation their pictures show.
 */
export const PLATFORM_STORY_ADMIN: SignedInAdmin = {
  ...STORY_ADMIN,
  permissions: [
    ...STORY_ADMIN.permissions,
    'messages.read',
    'messages.write',
    'calls.read',
    'calls.write',
    'enterprises.read',
    'enterprises.write',
  ],
};

/** An admin who may read what the stories list, and change nothing. */
export const READ_ONLY_ADMIN: SignedInAdmin = {
  ...STORY_ADMIN,
  id: 2,
  first_name: 'Rita',
  last_name: 'Reader',
  email: 'rita.reader@example.com',
  role: 'support',
  permissions: ['users.read', 'children.read'],
};

/** READ_ONLY_ADMIN for the site screens' stories: reads settings, social links and support too. */
export const SITE_READ_ONLY_ADMIN: SignedInAdmin = {
  ...READ_ONLY_ADMIN,
  permissions: [...READ_ONLY_ADMIN.permissions, 'social.read', 'support.read', 'settings.read'],
};
