/**
 * The audit trail in words (GET /admin/audit-log): what an entry's action, record, actor and
 * changed fields say to a person. The server records operationIds ("updateUser") and events
 * ("adminLogin"); the screen shows "Updated user" and "Signed in".
 */
import { LOCALE } from './pricing';
import type { FilterOption } from './statuses';
import { statusLabel } from './statuses';

/** The kinds of record an entry is about, in the contract's order (AuditResourceType). */
export const AUDIT_RESOURCE_TYPES = [
  'user',
  'user_subscription',
  'child',
  'payment',
  'pricing_plan',
  'blog_post',
  'blog_category',
  'newsletter_subscription',
  'referral',
  'referral_payout',
  'settings',
  'contact_message',
  'support_item',
  'social_link',
  'scheduled_call',
  'enterprise',
  'team_member',
  'plan',
  'role',
  'permission',
  'admin',
  'upload',
  'session',
] as const;

export type AuditResourceKind = (typeof AUDIT_RESOURCE_TYPES)[number];

const RESOURCE_LABELS: Record<AuditResourceKind, string> = {
  user: 'User',
  user_subscription: 'Subscription',
  child: 'Child',
  payment: 'Payment',
  pricing_plan: 'Pricing plan',
  blog_post: 'Blog post',
  blog_category: 'Blog category',
  newsletter_subscription: 'Newsletter subscription',
  referral: 'Referral',
  referral_payout: 'Referral payout',
  settings: 'Settings',
  contact_message: 'Contact message',
  support_item: 'Support item',
  social_link: 'Social link',
  scheduled_call: 'Scheduled call',
  enterprise: 'Enterprise',
  team_member: 'Team member',
  plan: 'Plan',
  role: 'Role',
  permission: 'Permission',
  admin: 'Admin',
  upload: 'Upload',
  session: 'Session',
};

/** "Blog post" for `blog_post`; an unknown kind reads as its words. */
export function auditResourceLabel(type: string): string {
  return RESOURCE_LABELS[type as AuditResourceKind] ?? statusLabel(type);
}

/** The record-kind filter of the Audit Log, "All kinds" first, in the order people read them. */
export const AUDIT_RESOURCE_TYPE_FILTERS: FilterOption<AuditResourceKind>[] = [
  { value: '', label: 'All kinds' },
  ...[...AUDIT_RESOURCE_TYPES]
    .map((value) => ({ value, label: RESOURCE_LABELS[value] }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

/**
 * Actions whose words do not follow from the operationId alone: the events of sign-in and the
 * server's own jobs, and names whose generic reading is clumsy.
 */
const ACTION_LABELS: Record<string, string> = {
  adminLogin: 'Signed in',
  adminLoginFailed: 'Failed sign-in',
  adminLogout: 'Signed out',
  refreshAdminSession: 'Renewed session',
  userLogin: 'User signed in',
  pruneExpired: 'Removed expired entries',
  syncStripePlans: 'Synced plans with Stripe',
  generateStripeIds: 'Generated Stripe IDs',
  uploadImage: 'Uploaded image',
  updateSettings: 'Updated settings',
  changeOwnPassword: 'Changed own password',
  changeOwnPasswordFailed: 'Failed password change',
  resetAdminPassword: 'Reset password',
  activateOwnTwoFactor: 'Turned on two-factor authentication',
  activateSignInTwoFactor: 'Turned on two-factor authentication at sign-in',
  disableOwnTwoFactor: 'Turned off two-factor authentication',
  regenerateRecoveryCodes: 'Replaced recovery codes',
  resetAdminTwoFactor: 'Reset two-factor authentication',
};

/** The past tense of an operation's first word. */
const PAST_TENSE: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  activate: 'Activated',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  approve: 'Approved',
  reject: 'Rejected',
  cancel: 'Cancelled',
  add: 'Added',
  remove: 'Removed',
  generate: 'Generated',
  sync: 'Synced',
  upload: 'Uploaded',
};

/** What the record underwent, for a `save…` operation that creates or updates. */
const CHANGE_VERBS: Record<string, string> = { create: 'Created', update: 'Updated', delete: 'Deleted' };

function words(camel: string): string[] {
  return camel
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/**
 * An action in words: "Updated user" for `updateUser`, "Signed in" for `adminLogin`, "Created
 * social link" for `saveSocialLink` that created one. An action nobody has named yet reads as its
 * words ("Merge accounts" for `mergeAccounts`), never as code.
 */
export function auditActionLabel(action: string, change: string | null = null): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const [verb = '', ...object] = words(action);
  const past = verb === 'save' ? ((change ? CHANGE_VERBS[change] : undefined) ?? 'Saved') : PAST_TENSE[verb];
  if (!past || object.length === 0) return statusLabel(words(action).join('_'));
  return `${past} ${object.join(' ')}`;
}

/**
 * Every action the admin API records, with the kind of record it changes: the options of the
 * Audit Log's action filter, narrowed to one kind when a record kind is chosen.
 */
export const AUDIT_ACTIONS: ReadonlyArray<{ action: string; resource: AuditResourceKind | null }> = [
  ...(
    [
      ['user', ['updateUser', 'deleteUser', 'activateUser', 'deactivateUser']],
      ['user_subscription', ['cancelUserSubscription', 'reactivateUserSubscription']],
      ['child', ['updateChild', 'deleteChild', 'updateChildStatus']],
      ['blog_post', ['createBlogPost', 'updateBlogPost', 'deleteBlogPost', 'updateBlogPostStatus']],
      ['upload', ['uploadImage']],
      ['blog_category', ['createBlogCategory', 'updateBlogCategory', 'deleteBlogCategory']],
      ['newsletter_subscription', ['updateNewsletterSubscription', 'deleteNewsletterSubscription']],
      ['referral_payout', ['approveReferralPayout', 'rejectReferralPayout']],
      ['settings', ['updateSettings']],
      ['contact_message', ['updateContactMessageStatus', 'deleteContactMessage']],
      ['support_item', ['saveSupportItem', 'deleteSupportItem']],
      ['social_link', ['saveSocialLink', 'deleteSocialLink']],
      ['scheduled_call', ['updateScheduledCallStatus', 'deleteScheduledCall']],
      ['enterprise', ['createEnterprise', 'updateEnterprise', 'deleteEnterprise']],
      ['team_member', ['addTeamMember', 'removeTeamMember']],
      [
        'plan',
        [
          'createStripePlan',
          'updateStripePlan',
          'deleteStripePlan',
          'syncStripePlans',
          'createSubscriptionPlan',
          'updateSubscriptionPlan',
          'deleteSubscriptionPlan',
          'generateStripeIds',
          // A pricing card is the plan itself; older entries of this action are `pricing_plan`.
          'updatePricingPlanPrice',
        ],
      ],
      [
        'admin',
        [
          'createAdmin',
          'updateAdmin',
          'deleteAdmin',
          'resetAdminPassword',
          'changeOwnPassword',
          'activateOwnTwoFactor',
          'activateSignInTwoFactor',
          'disableOwnTwoFactor',
          'regenerateRecoveryCodes',
          'resetAdminTwoFactor',
        ],
      ],
      ['role', ['createRole', 'updateRole', 'deleteRole']],
      ['permission', ['createPermission', 'updatePermission', 'deletePermission']],
    ] as const
  ).flatMap(([resource, actions]) => actions.map((action) => ({ action, resource }))),
  ...['adminLogin', 'adminLoginFailed', 'changeOwnPasswordFailed', 'adminLogout', 'pruneExpired'].map(
    (action) => ({
      action,
      resource: null,
    }),
  ),
];

/** The action filter's options (every action, or those of one record kind), by their words. */
export function auditActionOptions(resource?: string): Array<{ value: string; label: string }> {
  return AUDIT_ACTIONS.filter((entry) => !resource || entry.resource === resource)
    .map(({ action }) => ({ value: action, label: auditActionLabel(action) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Who acted, as the trail recorded them. */
export interface AuditActorLike {
  type: string;
  name: string | null;
  email: string | null;
  role?: string | null;
}

/** "Grace Hopper"; "Stripe" and "System" for those; the email tried for a failed sign-in. */
export function auditActorName(actor: AuditActorLike): string {
  if (actor.type === 'stripe') return 'Stripe';
  if (actor.type === 'system') return 'System';
  return actor.name?.trim() || actor.email || (actor.type === 'anonymous' ? 'Not signed in' : 'Unknown');
}

/** "3 fields", "1 field"; none for an entry that changed no field. */
export function changedFieldsLabel(count: number): string {
  return count === 1 ? '1 field' : `${count} fields`;
}

/** A field's name in words: "first_name" → "First name", "values.smtpPassword" → "Values · Smtp password". */
export function auditFieldLabel(field: string): string {
  return field
    .split('.')
    .map((part) => statusLabel(words(part).join('_')))
    .join(' · ');
}

/** One changed field as recorded: before and after, or only that a secret changed. */
export type AuditFieldChange = { from: unknown; to: unknown } | { changed: true };

/** A secret (a password hash, an API key): the trail says it changed, never to what. */
export function isSecretChange(change: AuditFieldChange): change is { changed: true } {
  return 'changed' in change;
}

/**
 * A recorded value for reading: text as it is, "empty" for null or "", numbers and yes/no as
 * written, lists and objects as indented JSON.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 2);
}

/**
 * A day of a date-range filter ("2026-11-28") as the moment it starts or ends in the viewer's time
 * zone: `from` the start of that day, `to` the start of the next, so the last day is included.
 */
export function dayBoundary(day: string, bound: 'start' | 'end'): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const moment = new Date(year, month - 1, date + (bound === 'end' ? 1 : 0));
  // 2026-02-31 rolls into March: not a day.
  const check = new Date(year, month - 1, date);
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== date)
    return undefined;
  return moment.toISOString();
}

const momentFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const exactFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'long' });

/** When an entry happened, in the viewer's time zone: "Nov 28, 2026, 2:02 PM". */
export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}

/** The exact moment, to the second and with its time zone: "November 28, 2026 at 2:02:11 PM UTC". */
export function formatExactMoment(iso: string): string {
  return exactFormat.format(new Date(iso));
}
