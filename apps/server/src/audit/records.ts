import type { Database } from '../db/schema.ts';

/**
 * The records an admin edits, by the resource type their audit entries carry (the triggers of
 * migration 0007 write the same names), and the write operations that change one existing record:
 * those accept `If-Match` with the record's version.
 */
export const VERSIONED_RECORDS = {
  user: { table: 'users', key: 'id', noun: 'user' },
  user_subscription: { table: 'user_subscriptions', key: 'user_id', noun: 'subscription' },
  child: { table: 'children', key: 'id', noun: 'child' },
  blog_post: { table: 'blog_posts', key: 'id', noun: 'post' },
  blog_category: { table: 'blog_categories', key: 'id', noun: 'category' },
  newsletter_subscription: { table: 'newsletter_subscriptions', key: 'id', noun: 'subscription' },
  referral_payout: { table: 'referral_payouts', key: 'id', noun: 'payout' },
  contact_message: { table: 'contact_messages', key: 'id', noun: 'message' },
  support_item: { table: 'support_items', key: 'id', noun: 'item' },
  social_link: { table: 'social_links', key: 'id', noun: 'social link' },
  scheduled_call: { table: 'scheduled_calls', key: 'id', noun: 'call' },
  enterprise: { table: 'enterprises', key: 'id', noun: 'enterprise' },
  team_member: { table: 'team_members', key: 'id', noun: 'team member' },
  plan: { table: 'plans', key: 'id', noun: 'plan' },
  role: { table: 'roles', key: 'id', noun: 'role' },
  permission: { table: 'permissions', key: 'id', noun: 'permission' },
  admin: { table: 'admins', key: 'id', noun: 'admin' },
} as const satisfies Record<string, { table: keyof Database; key: string; noun: string }>;

export type VersionedResource = keyof typeof VERSIONED_RECORDS;

/** Where a write finds the record it changes: a path parameter, or the body's id (a save that updates). */
export interface WriteTarget {
  resource: VersionedResource;
  param?: string;
  bodyId?: true;
}

const byId = (resource: VersionedResource): WriteTarget => ({ resource, param: 'id' });

/** Every write operation of the contract on one existing record, by operationId. */
export const WRITE_TARGETS: Record<string, WriteTarget> = {
  updateUser: byId('user'),
  deleteUser: byId('user'),
  activateUser: byId('user'),
  deactivateUser: byId('user'),
  cancelUserSubscription: byId('user_subscription'),
  reactivateUserSubscription: byId('user_subscription'),
  updateChild: byId('child'),
  deleteChild: byId('child'),
  updateChildStatus: byId('child'),
  updatePricingPlanPrice: byId('plan'),
  updateBlogPost: byId('blog_post'),
  deleteBlogPost: byId('blog_post'),
  updateBlogPostStatus: byId('blog_post'),
  updateBlogCategory: byId('blog_category'),
  deleteBlogCategory: byId('blog_category'),
  updateNewsletterSubscription: byId('newsletter_subscription'),
  deleteNewsletterSubscription: byId('newsletter_subscription'),
  approveReferralPayout: byId('referral_payout'),
  rejectReferralPayout: byId('referral_payout'),
  updateContactMessageStatus: byId('contact_message'),
  deleteContactMessage: byId('contact_message'),
  saveSupportItem: { resource: 'support_item', bodyId: true },
  deleteSupportItem: byId('support_item'),
  saveSocialLink: { resource: 'social_link', bodyId: true },
  deleteSocialLink: byId('social_link'),
  updateScheduledCallStatus: byId('scheduled_call'),
  deleteScheduledCall: byId('scheduled_call'),
  updateEnterprise: byId('enterprise'),
  deleteEnterprise: byId('enterprise'),
  removeTeamMember: { resource: 'team_member', param: 'memberId' },
  updateStripePlan: byId('plan'),
  deleteStripePlan: byId('plan'),
  updateSubscriptionPlan: byId('plan'),
  deleteSubscriptionPlan: byId('plan'),
  generateStripeIds: byId('plan'),
  updateAdmin: byId('admin'),
  deleteAdmin: byId('admin'),
  updateRole: byId('role'),
  deleteRole: byId('role'),
  updatePermission: byId('permission'),
  deletePermission: byId('permission'),
};

/** Fields of a record never shown in a conflict's "record as it is now". */
export const SECRET_COLUMNS = new Set(['password_hash']);
