/**
 * Deterministic audit entries for the Audit Log stories: newest first, a few minutes apart, every
 * kind of actor (admins, Stripe, the server, someone failing to sign in), secrets, JSON values and
 * a long value, then enough ordinary changes for five pages.
 */
import type { components } from '@aac/api-client';
import { type SignedInAdmin, STORY_ADMIN } from '../../testing/storyAdmins';
import type { AuditEntry } from './audit.list';

type Admin = components['schemas']['Admin'];
type Actor = AuditEntry['actor'];

/** The super admin of these stories: STORY_ADMIN holding audit.read and admins.read too. */
export const AUDIT_STORY_ADMIN: SignedInAdmin = {
  ...STORY_ADMIN,
  version: 1,
  permissions: [...STORY_ADMIN.permissions, 'admins.read', 'audit.read'],
};

/** An admin who reads users and children, not the audit log. */
export const NO_AUDIT_ADMIN: SignedInAdmin = {
  ...STORY_ADMIN,
  version: 1,
  id: 2,
  first_name: 'Rita',
  last_name: 'Reader',
  email: 'rita.reader@example.com',
  role: 'support',
  permissions: ['users.read', 'children.read'],
};

export const ADA: Actor = {
  type: 'admin',
  id: 1,
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'super_admin',
};
export const GRACE: Actor = {
  type: 'admin',
  id: 3,
  email: 'grace@example.com',
  name: 'Grace Hopper',
  role: 'billing_manager',
};
export const CONNIE: Actor = {
  type: 'admin',
  id: 7,
  email: 'content@example.com',
  name: 'Connie Content',
  role: 'content_manager',
};
const STRIPE: Actor = { type: 'stripe', id: null, email: null, name: null, role: null };
const SYSTEM: Actor = { type: 'system', id: null, email: null, name: null, role: null };
const STRANGER: Actor = { type: 'anonymous', id: null, email: 'mallory@example.com', name: null, role: null };

/** The admins the "Who" filter offers (GET /admin/admins). */
export const AUDIT_ADMINS: Admin[] = [ADA, GRACE, CONNIE].map((actor) => {
  const [first_name = '', last_name = ''] = (actor.name ?? '').split(' ');
  return {
    version: 1,
    id: actor.id ?? 0,
    first_name,
    last_name,
    email: actor.email ?? '',
    role: actor.role ?? 'admin',
    is_active: true,
    two_factor_enabled: false,
    created_at: '2024-01-02T09:00:00Z',
  };
});

const FIRST_AT = Date.parse('2026-11-28T14:02:11Z');
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let nextId = 1000;

/** One entry, `minutesAgo` before the newest; the rest of its fields are those of an admin's request. */
function entry(
  minutesAgo: number,
  fields: Partial<AuditEntry> & Pick<AuditEntry, 'action' | 'actor'>,
): AuditEntry {
  nextId -= 1;
  return {
    id: nextId,
    at: new Date(FIRST_AT - minutesAgo * 60_000 - (minutesAgo % 7) * 1000).toISOString(),
    change: null,
    resource_type: null,
    resource_id: null,
    resource_label: null,
    changes: {},
    version: null,
    request_id: `req-${String(nextId).padStart(6, '0')}`,
    ip: '203.0.113.9',
    user_agent: BROWSER,
    batch_id: null,
    ...fields,
  };
}

export const MARIA_RENAMED = entry(0, {
  actor: ADA,
  action: 'updateUser',
  change: 'update',
  resource_type: 'user',
  resource_id: '42',
  resource_label: 'Maria López',
  changes: {
    last_name: { from: 'Lopez', to: 'López' },
    email: { from: 'maria.lopez@example.com', to: 'maria@lopez.family' },
  },
  version: 4,
});

export const GRACE_SIGNED_IN = entry(3, { actor: GRACE, action: 'adminLogin', ip: '198.51.100.24' });

export const POST_DELETED = entry(9, {
  actor: CONNIE,
  action: 'deleteBlogPost',
  change: 'delete',
  resource_type: 'blog_post',
  resource_id: '17',
  resource_label: 'Ten small signs of progress with a new communication board',
  changes: {
    title: { from: 'Ten small signs of progress with a new communication board', to: null },
    status: { from: 'published', to: null },
    tags: { from: ['Communication Tips', 'Parenting'], to: null },
    content: {
      from: '<p>Every child moves at their own pace. These are the small signs parents told us they watch for in the first weeks with a new board: pointing before speaking, asking for the board by name, and choosing symbols for people as well as things.</p>',
      to: null,
    },
  },
  version: 6,
});

export const FAILED_SIGN_IN = entry(14, {
  actor: STRANGER,
  action: 'adminLoginFailed',
  ip: '192.0.2.77',
  user_agent: 'curl/8.5.0',
});

export const SECURITY_SAVED = entry(20, {
  actor: ADA,
  action: 'updateSettings',
  change: 'update',
  resource_type: 'settings',
  resource_id: 'security',
  resource_label: 'Security settings',
  changes: {
    'values.maxLoginAttempts': { from: 5, to: 3 },
    'values.smtpPassword': { changed: true },
    password_hash: { changed: true },
  },
  version: 9,
});

export const STRIPE_SYNC = entry(26, {
  actor: STRIPE,
  action: 'syncStripePlans',
  change: 'update',
  resource_type: 'plan',
  resource_id: '3',
  resource_label: 'Professional',
  changes: { stripe_price_id: { from: 'price_1Q2w3E', to: 'price_9Z8y7X' } },
  version: 12,
  ip: null,
  user_agent: null,
});

export const PRUNED = entry(31, {
  actor: SYSTEM,
  action: 'pruneExpired',
  ip: null,
  user_agent: null,
  request_id: null,
});

export const PLAN_FEATURES = entry(37, {
  actor: GRACE,
  action: 'updateSubscriptionPlan',
  change: 'update',
  resource_type: 'plan',
  resource_id: '3',
  resource_label: 'Professional',
  changes: {
    selected_features: {
      from: { therapyTools: true, reports: false },
      to: { therapyTools: true, reports: true, teamSeats: 5 },
    },
    price: { from: 29, to: 35 },
  },
  version: 11,
});

export const ROLE_CHANGED = entry(44, {
  actor: ADA,
  action: 'updateAdmin',
  change: 'update',
  resource_type: 'admin',
  resource_id: '5',
  resource_label: 'Otto Auditor',
  changes: { role: { from: 'auditor', to: 'admin' } },
  version: 2,
});

export const MARIA_ACTIVATED = entry(52, {
  actor: ADA,
  action: 'updateUser',
  change: 'update',
  resource_type: 'user',
  resource_id: '42',
  resource_label: 'Maria Lopez',
  changes: { is_active: { from: false, to: true } },
  version: 3,
});

const CHILD_NAMES = ['Emma', 'Liam', 'Noah', 'Ava', 'Mia', 'Leo', 'Zoe', 'Ivy', 'Eli', 'Ada'];

/** Ordinary changes after the featured ones: children's levels, categories and calls. */
const FILLER: AuditEntry[] = Array.from({ length: 36 }, (_, index) => {
  const minutesAgo = 60 + index * 17;
  const name = `${CHILD_NAMES[index % CHILD_NAMES.length]} ${['Park', 'Novak', 'Silva'][index % 3]}`;
  if (index % 3 === 2) {
    return entry(minutesAgo, {
      actor: CONNIE,
      action: 'updateBlogCategory',
      change: 'update',
      resource_type: 'blog_category',
      resource_id: String(20 + index),
      resource_label: `Category ${index + 1}`,
      changes: { sort_order: { from: index, to: index + 1 } },
      version: 2,
    });
  }
  return entry(minutesAgo, {
    actor: index % 2 === 0 ? ADA : GRACE,
    action: 'updateChild',
    change: 'update',
    resource_type: 'child',
    resource_id: String(100 + index),
    resource_label: name,
    changes: {
      communication_level: { from: 'beginner', to: 'intermediate' },
      ...(index % 4 === 0 ? { notes: { from: '', to: 'Uses the core board at school.' } } : {}),
    },
    version: 2 + (index % 3),
  });
});

/** One bulk unsubscribe of two readers: an entry each, tied by the batch id both requests sent. */
const BULK_BATCH = '0b6f3c557a0e4f598d8e3f7a4c1d2e90';
const bulkUnsubscribe = (minutesAgo: number, id: number, email: string) =>
  entry(minutesAgo, {
    actor: CONNIE,
    action: 'updateNewsletterSubscription',
    change: 'update',
    resource_type: 'newsletter_subscription',
    resource_id: String(id),
    resource_label: email,
    changes: { status: { from: 'active', to: 'unsubscribed' } },
    version: 2,
    batch_id: BULK_BATCH,
  });
export const BULK_FIRST = bulkUnsubscribe(672, 311, 'sam.reader@example.com');
export const BULK_SECOND = bulkUnsubscribe(673, 312, 'lin.park@example.com');

export const AUDIT_ENTRIES: readonly AuditEntry[] = [
  MARIA_RENAMED,
  GRACE_SIGNED_IN,
  POST_DELETED,
  FAILED_SIGN_IN,
  SECURITY_SAVED,
  STRIPE_SYNC,
  PRUNED,
  PLAN_FEATURES,
  ROLE_CHANGED,
  MARIA_ACTIVATED,
  ...FILLER,
  BULK_FIRST,
  BULK_SECOND,
];
