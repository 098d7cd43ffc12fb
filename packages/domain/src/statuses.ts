import { formatLongDate } from './pricing';
/**
 * Status vocabularies of both specs, how unknown values display, filter labels and the
 * transitions an admin may make.
 */

/** A filter option; the empty value is the "All …" option, which sends no filter. */
export interface FilterOption<T extends string = string> {
  value: T | '';
  label: string;
}

/** "cancel_at_period_end" -> "Cancel at period end": a status shown as a readable label. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words === '' ? '' : words[0].toUpperCase() + words.slice(1);
}

function filterOptions<T extends string>(allLabel: string, values: readonly T[]): FilterOption<T>[] {
  return [{ value: '', label: allLabel }, ...values.map((value) => ({ value, label: statusLabel(value) }))];
}

// ---- Users (core spec §2.1, §3, §4, §6) -------------------------------------------------

export const USER_TYPES = ['parent', 'therapist', 'educator', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** core spec §4: a user is active or inactive (the is_active flag). */
export const ACTIVE_STATES = ['active', 'inactive'] as const;
export type ActiveState = (typeof ACTIVE_STATES)[number];

export function activeStateOf(isActive: boolean): ActiveState {
  return isActive ? 'active' : 'inactive';
}

/** "Active" or "Inactive", as the status badges of every screen read. */
export function activeLabel(isActive: boolean): string {
  return isActive ? 'Active' : 'Inactive';
}

export const USER_STATUS_FILTERS = filterOptions('All Status', ACTIVE_STATES);
export const USER_TYPE_FILTERS = filterOptions('All Types', USER_TYPES);

/** core spec §3: plan_type is "free or a paid plan". */
export const FREE_PLAN_TYPE = 'free';

/** core spec §2.1: manage subscription is offered only for users on a paid plan. */
export function hasPaidPlan(planType: string | null | undefined): boolean {
  return !!planType && planType !== FREE_PLAN_TYPE;
}

/**
 * What deleting a user takes with it, said in the confirmation (the server deletes their
 * children's profiles and their subscription with the account): "Their 2 children's profiles and
 * their Family subscription will be deleted too." Null when the user has neither.
 */
export function userDeletionConsequence(user: { children_count: number; plan_type: string }): string | null {
  const parts: string[] = [];
  if (user.children_count === 1) parts.push("their child's profile");
  else if (user.children_count > 1)
    parts.push(`their ${user.children_count.toLocaleString('en-US')} children's profiles`);
  if (hasPaidPlan(user.plan_type)) parts.push(`their ${statusLabel(user.plan_type)} subscription`);
  if (parts.length === 0) return null;
  const sentence = `${parts.join(' and ')} will be deleted too.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * What deleting a child takes with it, said in the confirmation: their progress record lives on
 * the profile. "Their progress (2 active goals, 5 completed, 46 sessions) will be deleted too."
 * Null when there is no progress to lose.
 */
export function childDeletionConsequence(stats: {
  active_goals: number;
  completed_goals: number;
  total_sessions: number;
}): string | null {
  const { active_goals: active, completed_goals: completed, total_sessions: sessions } = stats;
  if (active + completed + sessions === 0) return null;
  const count = (value: number) => value.toLocaleString('en-US');
  const parts = [
    `${count(active)} active ${active === 1 ? 'goal' : 'goals'}`,
    `${count(completed)} completed`,
    `${count(sessions)} ${sessions === 1 ? 'session' : 'sessions'}`,
  ];
  return `Their progress (${parts.join(', ')}) will be deleted too.`;
}

// ---- User subscriptions (core spec §3, §4) ----------------------------------------------

export const SUBSCRIPTION_STATUSES = ['active', 'cancel_at_period_end', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionActions {
  /** Cancel at period end: access stays until the end date. */
  cancelAtPeriodEnd: boolean;
  /** Cancel immediately: access ends at once. */
  cancelImmediately: boolean;
  /** Undo a scheduled cancellation. */
  reactivate: boolean;
}

/** core spec §4: cancel only when canCancel is true; reactivate only when canReactivate is true. */
export function subscriptionActions(detail: {
  canCancel: boolean;
  canReactivate: boolean;
}): SubscriptionActions {
  return {
    cancelAtPeriodEnd: detail.canCancel,
    cancelImmediately: detail.canCancel,
    reactivate: detail.canReactivate,
  };
}

/**
 * What the offered subscription actions do (core spec §4), said before the admin chooses: cancel
 * at period end keeps access until the end date, cancel immediately ends it at once, reactivate
 * undoes a scheduled cancellation.
 */
export function subscriptionConsequence(detail: {
  canCancel: boolean;
  canReactivate: boolean;
  subscriptionEndDate: string | null;
}): string {
  const end = detail.subscriptionEndDate ? formatLongDate(detail.subscriptionEndDate) : 'Not known';
  if (detail.canCancel) {
    return `Cancel at period end keeps access until ${end}; cancel immediately removes access at once.`;
  }
  if (detail.canReactivate) {
    return `Access ends on ${end}. Reactivate to undo the cancellation; charging resumes on the next billing date.`;
  }
  return 'No changes are possible for this subscription.';
}

/**
 * core spec §7: cancel-subscription sends "reason (a fixed admin text)"; the text itself is
 * not shown, so this is ours.
 */
export const ADMIN_CANCELLATION_REASON = 'Cancelled by administrator';

// ---- Payments (core spec §2.3, §4) -------------------------------------------------------

export const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_FILTERS = filterOptions('All Status', PAYMENT_STATUSES);

/** core spec §4: an unknown payment status is displayed as pending. */
export function displayPaymentStatus(status: unknown): PaymentStatus {
  return (PAYMENT_STATUSES as readonly unknown[]).includes(status) ? (status as PaymentStatus) : 'pending';
}

// ---- Blog posts, categories, newsletter subscriptions (core spec §2.4–§2.6, §4) ---------

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
/** core spec §2.4: the post list's filter offers all, published, draft, in that order. */
export const BLOG_POST_STATUS_FILTERS = filterOptions('All Status', ['published', 'draft'] as const);

/** core spec §4: new posts start as draft. */
export const NEW_POST_STATUS: BlogPostStatus = 'draft';

/** core spec §4: one action toggles a post between draft and published. */
export function toggledPostStatus(status: BlogPostStatus): BlogPostStatus {
  return status === 'published' ? 'draft' : 'published';
}

export const BLOG_SUBSCRIPTION_STATUSES = ['active', 'unsubscribed', 'bounced'] as const;
export type BlogSubscriptionStatus = (typeof BLOG_SUBSCRIPTION_STATUSES)[number];
export const BLOG_SUBSCRIPTION_STATUS_FILTERS = filterOptions('All Status', BLOG_SUBSCRIPTION_STATUSES);

/** core spec §4: an admin may set unsubscribed or active again; bounced is display only. */
export const ADMIN_SETTABLE_BLOG_SUBSCRIPTION_STATUSES = ['active', 'unsubscribed'] as const;

// ---- Referrals and payouts (core spec §2.7, §4) -----------------------------------------

export const REFERRAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_STATUS_FILTERS = filterOptions('All Status', REFERRAL_STATUSES);

export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_FILTERS = filterOptions('All Status', PAYOUT_STATUSES);

/** core spec §4: approve and reject are offered only on pending payouts. */
export function canDecidePayout(status: string): boolean {
  return status === 'pending';
}

// ---- Contact messages (platform spec §2.2, §4) ------------------------------------------

export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** platform spec §2.2: "All Messages, New, Read, Replied, Closed". */
export const CONTACT_MESSAGE_STATUS_FILTERS = filterOptions('All Messages', CONTACT_MESSAGE_STATUSES);

/** platform spec §4: an unknown message status displays as new. */
export function displayMessageStatus(status: unknown): ContactMessageStatus {
  return (CONTACT_MESSAGE_STATUSES as readonly unknown[]).includes(status)
    ? (status as ContactMessageStatus)
    : 'new';
}

/**
 * platform spec §4: opening a message that is new automatically sets it to read. Returns the
 * status to set, or null when nothing changes.
 */
export function statusAfterOpening(status: unknown): ContactMessageStatus | null {
  return displayMessageStatus(status) === 'new' ? 'read' : null;
}

/** platform spec §2.2: Reply via Email prefixes the subject with "Re:". */
export function replySubject(subject: string | null | undefined): string {
  return `Re: ${subject ?? ''}`.trimEnd();
}

/**
 * platform spec §2.2: the mail link Reply via Email opens. The address is percent-encoded around
 * its "@" (RFC 6068), so a "?", "&", "%" or "#" in it cannot end the address or start a header.
 */
export function replyMailtoHref(message: { email: string; subject?: string | null }): string {
  const email = message.email.trim();
  const at = email.lastIndexOf('@');
  const address =
    at < 0
      ? encodeURIComponent(email)
      : `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  return `mailto:${address}?subject=${encodeURIComponent(replySubject(message.subject))}`;
}

/** How many characters of a message the list shows under its subject (platform spec §2.2). */
export const MESSAGE_PREVIEW_LENGTH = 100;

/**
 * platform spec §2.2: the message preview under the subject: the text on one line (runs of
 * whitespace, line breaks included, become one space), cut at 100 characters with an ellipsis.
 */
export function messagePreview(message: string | null | undefined): string {
  const text = (message ?? '').replace(/\s+/g, ' ').trim();
  return text.length > MESSAGE_PREVIEW_LENGTH ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH).trimEnd()}…` : text;
}

// ---- Scheduled calls (platform spec §2.5, §4) -------------------------------------------

export const SCHEDULED_CALL_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type ScheduledCallStatus = (typeof SCHEDULED_CALL_STATUSES)[number];

/** platform spec §2.5: "All Calls, Pending, Confirmed, Completed, Cancelled". */
export const SCHEDULED_CALL_STATUS_FILTERS = filterOptions('All Calls', SCHEDULED_CALL_STATUSES);

/** platform spec §4: "Confirm Call" is offered only when pending. */
export function canConfirmCall(status: string): boolean {
  return status === 'pending';
}

/** platform spec §4: "Mark as Completed" is offered only when confirmed. */
export function canCompleteCall(status: string): boolean {
  return status === 'confirmed';
}

export const DEFAULT_CALL_PURPOSE = 'General consultation';

/** platform spec §2.5: the purpose column shows "General consultation" when empty. */
export function callPurposeDisplay(purpose: string | null | undefined): string {
  return purpose?.trim() ? purpose : DEFAULT_CALL_PURPOSE;
}

// ---- Enterprises and admins (platform spec §2.6, §2.10) ---------------------------------

/** platform spec §2.6 and §2.10: "All Status, Active, Inactive". */
export const ACTIVE_STATUS_FILTERS = filterOptions('All Status', ACTIVE_STATES);

// ---- Roles and permissions (platform spec §2.10, §2.11, §3, §6) -------------------------

export const SUPER_ADMIN_ROLE = 'super_admin';

/** platform spec §6: super_admin is shown as "Super Admin"; every other role as "Admin". */
export function roleDisplay(role: string | null | undefined): 'Super Admin' | 'Admin' {
  return role === SUPER_ADMIN_ROLE ? 'Super Admin' : 'Admin';
}

/** platform spec §6: the super_admin role's name cannot be edited. */
export function canRenameRole(role: { name: string }): boolean {
  return role.name !== SUPER_ADMIN_ROLE;
}

/** platform spec §6: the super_admin role has no delete button. */
export function canDeleteRole(role: { name: string }): boolean {
  return role.name !== SUPER_ADMIN_ROLE;
}

/** Who is acting: their role's name and the permission names it holds. */
export interface PermissionHolder {
  role: string;
  permissions: readonly string[];
}

/**
 * The permission names among `names` the admin does not hold (none for a super admin, who holds
 * every permission). Nobody grants what they do not hold: the server refuses it with 403.
 */
export function permissionsNotHeld(actor: PermissionHolder, names: readonly string[]): string[] {
  if (actor.role === SUPER_ADMIN_ROLE) return [];
  const held = new Set(actor.permissions);
  return names.filter((name) => !held.has(name));
}

/**
 * Whether `actor` may give the role `roleName`, holding `rolePermissions`, to an admin: only a
 * super admin gives super_admin, and anyone else only a role whose permissions are all theirs.
 */
export function canGrantRole(
  actor: PermissionHolder,
  roleName: string,
  rolePermissions: readonly string[],
): boolean {
  if (roleName === SUPER_ADMIN_ROLE) return actor.role === SUPER_ADMIN_ROLE;
  return permissionsNotHeld(actor, rolePermissions).length === 0;
}

/**
 * Whether `actor` may change or delete an admin of `targetRole` holding `targetPermissions`: only
 * a super admin touches a super admin, and nobody an admin whose role reaches beyond their own.
 */
export function canManageAdmin(
  actor: PermissionHolder,
  targetRole: string,
  targetPermissions: readonly string[],
): boolean {
  return canGrantRole(actor, targetRole, targetPermissions);
}

/**
 * A permission's name (platform spec §3, "dotted style such as content.create"): lowercase words
 * joined by dots, each a letter then letters, digits or _, like the contract's x-permission
 * vocabulary (users.read, reports.export). The contract's PermissionInput.name has this pattern.
 */
export const PERMISSION_NAME_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

/** What a permission name must look like, said beside the field. */
export const PERMISSION_NAME_RULE =
  'Use lowercase words joined by dots, such as reports.export (letters, digits and _ in each word).';

/** Said where permissions are created: a name is only a word until code checks it. */
export const NEW_PERMISSION_GATES_NOTHING =
  'A new permission gates nothing until the code checks it by this exact name: giving it to a role opens no screen by itself.';

/** Why a permission name is refused; undefined when it has the dotted form. */
export function permissionNameProblem(name: string): string | undefined {
  return PERMISSION_NAME_PATTERN.test(name.trim()) ? undefined : PERMISSION_NAME_RULE;
}

/** "No admins", "1 admin", "3 admins": how many admins hold a role. */
export function roleHoldersLabel(count: number): string {
  if (count === 0) return 'No admins';
  return `${count} admin${count === 1 ? '' : 's'}`;
}

/**
 * Why a role admins hold cannot be deleted yet, said before anyone tries (the server answers 409):
 * undefined when no admin holds it, or when its holders are not known.
 */
export function roleDeletionBlocker(role: { admin_count?: number }): string | undefined {
  const held = role.admin_count ?? 0;
  if (held === 0) return undefined;
  return held === 1
    ? '1 admin holds this role: give them another role before deleting it.'
    : `${held} admins hold this role: give each of them another role before deleting it.`;
}

/** platform spec §3: a category's underscored words are shown upper-cased with spaces. */
export function permissionCategoryDisplay(category: string | null | undefined): string {
  return (category ?? '').replace(/_+/g, ' ').trim().toUpperCase();
}

/** platform spec §4: permissions are only ever shown as Active. */
export const PERMISSION_STATUS_LABEL = 'Active';

export const PERMISSION_CATEGORY_ALL_LABEL = 'All Categories';
