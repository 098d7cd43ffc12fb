import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUS_FILTERS,
  ADMIN_SETTABLE_BLOG_SUBSCRIPTION_STATUSES,
  activeLabel,
  activeStateOf,
  BLOG_POST_STATUS_FILTERS,
  BLOG_POST_STATUSES,
  BLOG_SUBSCRIPTION_STATUSES,
  CONTACT_MESSAGE_STATUS_FILTERS,
  CONTACT_MESSAGE_STATUSES,
  callPurposeDisplay,
  canCompleteCall,
  canConfirmCall,
  canDecidePayout,
  canDeleteRole,
  canGrantRole,
  canManageAdmin,
  canRenameRole,
  childDeletionConsequence,
  displayMessageStatus,
  displayPaymentStatus,
  hasPaidPlan,
  MESSAGE_PREVIEW_LENGTH,
  messagePreview,
  NEW_POST_STATUS,
  PAYMENT_STATUS_FILTERS,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  PERMISSION_NAME_RULE,
  PERMISSION_STATUS_LABEL,
  permissionCategoryDisplay,
  permissionNameProblem,
  permissionsNotHeld,
  REFERRAL_STATUSES,
  replyMailtoHref,
  replySubject,
  roleDeletionBlocker,
  roleDisplay,
  roleHoldersLabel,
  SCHEDULED_CALL_STATUS_FILTERS,
  SCHEDULED_CALL_STATUSES,
  SUBSCRIPTION_STATUSES,
  statusAfterOpening,
  statusLabel,
  subscriptionActions,
  subscriptionConsequence,
  toggledPostStatus,
  USER_STATUS_FILTERS,
  USER_TYPE_FILTERS,
  USER_TYPES,
  userDeletionConsequence,
} from './statuses';

describe('status vocabularies of both specs', () => {
  it('lists every vocabulary in the spec order', () => {
    expect(USER_TYPES).toEqual(['parent', 'therapist', 'educator', 'admin']);
    expect(SUBSCRIPTION_STATUSES).toEqual(['active', 'cancel_at_period_end', 'canceled']);
    expect(PAYMENT_STATUSES).toEqual(['completed', 'pending', 'failed', 'refunded']);
    expect(BLOG_POST_STATUSES).toEqual(['draft', 'published']);
    expect(BLOG_SUBSCRIPTION_STATUSES).toEqual(['active', 'unsubscribed', 'bounced']);
    expect(ADMIN_SETTABLE_BLOG_SUBSCRIPTION_STATUSES).toEqual(['active', 'unsubscribed']);
    expect(REFERRAL_STATUSES).toEqual(['pending', 'approved', 'rejected']);
    expect(PAYOUT_STATUSES).toEqual(['pending', 'approved', 'rejected', 'paid']);
    expect(CONTACT_MESSAGE_STATUSES).toEqual(['new', 'read', 'replied', 'closed']);
    expect(SCHEDULED_CALL_STATUSES).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
  });

  it('labels statuses and filters', () => {
    expect(statusLabel('cancel_at_period_end')).toBe('Cancel at period end');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('')).toBe('');
    expect(USER_STATUS_FILTERS.map((option) => option.label)).toEqual(['All Status', 'Active', 'Inactive']);
    expect(BLOG_POST_STATUS_FILTERS.map((option) => option.label)).toEqual([
      'All Status',
      'Published',
      'Draft',
    ]);
    expect(USER_TYPE_FILTERS.map((option) => option.value)).toEqual([
      '',
      'parent',
      'therapist',
      'educator',
      'admin',
    ]);
    expect(PAYMENT_STATUS_FILTERS.map((option) => option.label)).toEqual([
      'All Status',
      'Completed',
      'Pending',
      'Failed',
      'Refunded',
    ]);
    expect(ACTIVE_STATUS_FILTERS.map((option) => option.label)).toEqual(['All Status', 'Active', 'Inactive']);
    expect(activeLabel(true)).toBe('Active');
    expect(activeLabel(false)).toBe('Inactive');
    expect(activeStateOf(false)).toBe('inactive');
  });
});

describe('unknown statuses (core spec §4, platform spec §4)', () => {
  it('displays an unknown payment status as pending', () => {
    expect(displayPaymentStatus('chargeback')).toBe('pending');
    expect(displayPaymentStatus(undefined)).toBe('pending');
    expect(displayPaymentStatus(42)).toBe('pending');
    expect(displayPaymentStatus('refunded')).toBe('refunded');
    expect(displayPaymentStatus('completed')).toBe('completed');
  });

  it('displays an unknown message status as new', () => {
    expect(displayMessageStatus('archived')).toBe('new');
    expect(displayMessageStatus(null)).toBe('new');
    expect(displayMessageStatus('replied')).toBe('replied');
    expect(displayMessageStatus('closed')).toBe('closed');
  });
});

describe('contact messages (platform spec §2.2, §4)', () => {
  it('filters with "All Messages, New, Read, Replied, Closed"', () => {
    expect(CONTACT_MESSAGE_STATUS_FILTERS.map((option) => option.label)).toEqual([
      'All Messages',
      'New',
      'Read',
      'Replied',
      'Closed',
    ]);
  });

  it('marks a new message read when opened, and leaves others alone', () => {
    expect(statusAfterOpening('new')).toBe('read');
    expect(statusAfterOpening('mystery')).toBe('read');
    expect(statusAfterOpening('read')).toBeNull();
    expect(statusAfterOpening('replied')).toBeNull();
  });

  it('replies with a subject prefixed "Re:"', () => {
    expect(replySubject('Billing question')).toBe('Re: Billing question');
    expect(replySubject(null)).toBe('Re:');
    expect(replyMailtoHref({ email: 'ann@example.com', subject: 'Hi & bye' })).toBe(
      'mailto:ann@example.com?subject=Re%3A%20Hi%20%26%20bye',
    );
    // An address cannot smuggle in a header or end early; the subject keeps every character.
    expect(replyMailtoHref({ email: 'a+b?cc=x&y@example.com', subject: '50% off? #1 / été' })).toBe(
      'mailto:a%2Bb%3Fcc%3Dx%26y@example.com?subject=Re%3A%2050%25%20off%3F%20%231%20%2F%20%C3%A9t%C3%A9',
    );
  });

  it('previews a message on one line, at most 100 characters then an ellipsis', () => {
    expect(messagePreview('Hello\n\n  there')).toBe('Hello there');
    expect(messagePreview(null)).toBe('');
    const long = 'word '.repeat(40);
    expect(messagePreview(long)).toBe(`${long.slice(0, MESSAGE_PREVIEW_LENGTH).trimEnd()}…`);
    expect(messagePreview('x'.repeat(100))).toBe('x'.repeat(100));
  });
});

describe('scheduled calls (platform spec §2.5, §4)', () => {
  it('filters with "All Calls, Pending, Confirmed, Completed, Cancelled"', () => {
    expect(SCHEDULED_CALL_STATUS_FILTERS.map((option) => option.label)).toEqual([
      'All Calls',
      'Pending',
      'Confirmed',
      'Completed',
      'Cancelled',
    ]);
  });

  it('confirms only pending calls and completes only confirmed ones', () => {
    expect(SCHEDULED_CALL_STATUSES.filter(canConfirmCall)).toEqual(['pending']);
    expect(SCHEDULED_CALL_STATUSES.filter(canCompleteCall)).toEqual(['confirmed']);
  });

  it('shows "General consultation" for an empty purpose', () => {
    expect(callPurposeDisplay('')).toBe('General consultation');
    expect(callPurposeDisplay('  ')).toBe('General consultation');
    expect(callPurposeDisplay(null)).toBe('General consultation');
    expect(callPurposeDisplay('Device setup')).toBe('Device setup');
  });
});

describe('transitions (core spec §4)', () => {
  it('decides payouts only while pending', () => {
    expect(PAYOUT_STATUSES.filter(canDecidePayout)).toEqual(['pending']);
  });

  it('offers cancel and reactivate from canCancel and canReactivate', () => {
    expect(subscriptionActions({ canCancel: true, canReactivate: false })).toEqual({
      cancelAtPeriodEnd: true,
      cancelImmediately: true,
      reactivate: false,
    });
    expect(subscriptionActions({ canCancel: false, canReactivate: true })).toEqual({
      cancelAtPeriodEnd: false,
      cancelImmediately: false,
      reactivate: true,
    });
  });

  it('manages subscriptions only for users on a paid plan', () => {
    expect(hasPaidPlan('free')).toBe(false);
    expect(hasPaidPlan(null)).toBe(false);
    expect(hasPaidPlan('')).toBe(false);
    expect(hasPaidPlan('family')).toBe(true);
  });

  it('starts posts as draft and toggles draft and published', () => {
    expect(NEW_POST_STATUS).toBe('draft');
    expect(toggledPostStatus('draft')).toBe('published');
    expect(toggledPostStatus('published')).toBe('draft');
  });
});

describe('roles and permissions (platform spec §3, §6)', () => {
  it('shows super_admin as "Super Admin" and any other role as "Admin"', () => {
    expect(roleDisplay('super_admin')).toBe('Super Admin');
    expect(roleDisplay('content_manager')).toBe('Admin');
    expect(roleDisplay('admin')).toBe('Admin');
    expect(roleDisplay(undefined)).toBe('Admin');
  });

  it('protects the super_admin role from renaming and deletion', () => {
    expect(canRenameRole({ name: 'super_admin' })).toBe(false);
    expect(canDeleteRole({ name: 'super_admin' })).toBe(false);
    expect(canRenameRole({ name: 'content_manager' })).toBe(true);
    expect(canDeleteRole({ name: 'content_manager' })).toBe(true);
  });

  it('lets nobody grant a role or permission they do not hold, and only a super admin give super_admin', () => {
    const superAdmin = { role: 'super_admin', permissions: [] };
    const writer = { role: 'admin_writer', permissions: ['admins.read', 'admins.write', 'blog.read'] };
    expect(permissionsNotHeld(superAdmin, ['anything.at.all'])).toEqual([]);
    expect(permissionsNotHeld(writer, ['blog.read', 'blog.write', 'roles.write'])).toEqual([
      'blog.write',
      'roles.write',
    ]);
    expect(canGrantRole(superAdmin, 'super_admin', [])).toBe(true);
    expect(canGrantRole(writer, 'super_admin', [])).toBe(false);
    expect(canGrantRole(writer, 'blog_reader', ['blog.read'])).toBe(true);
    expect(canGrantRole(writer, 'content_manager', ['blog.read', 'blog.write'])).toBe(false);
    expect(canManageAdmin(writer, 'super_admin', ['admins.read'])).toBe(false);
    expect(canManageAdmin(writer, 'peer', ['admins.read', 'admins.write'])).toBe(true);
  });

  it('shows categories upper-cased with spaces', () => {
    expect(permissionCategoryDisplay('user_management')).toBe('USER MANAGEMENT');
    expect(permissionCategoryDisplay('content')).toBe('CONTENT');
    expect(permissionCategoryDisplay(null)).toBe('');
    expect(PERMISSION_STATUS_LABEL).toBe('Active');
  });

  it('takes permission names in the dotted style of content.create (§3), refusing anything else', () => {
    for (const name of [
      'content.create',
      'reports.export',
      'users.read',
      'custom_61.read',
      'a.b.c',
      ' blog.write ',
    ])
      expect(permissionNameProblem(name), name).toBeUndefined();
    for (const name of [
      'Reports Export!!',
      'reports',
      'Reports.export',
      'reports..export',
      '.reports',
      'reports.',
      '1x.read',
      'x._y',
      '',
    ])
      expect(permissionNameProblem(name), name).toBe(PERMISSION_NAME_RULE);
  });

  it('counts the admins holding a role, and says why a held role cannot be deleted yet', () => {
    expect(roleHoldersLabel(0)).toBe('No admins');
    expect(roleHoldersLabel(1)).toBe('1 admin');
    expect(roleHoldersLabel(3)).toBe('3 admins');
    expect(roleDeletionBlocker({ admin_count: 0 })).toBeUndefined();
    expect(roleDeletionBlocker({})).toBeUndefined();
    expect(roleDeletionBlocker({ admin_count: 1 })).toBe(
      '1 admin holds this role: give them another role before deleting it.',
    );
    expect(roleDeletionBlocker({ admin_count: 2 })).toBe(
      '2 admins hold this role: give each of them another role before deleting it.',
    );
  });
});

describe('subscriptionConsequence (core spec §4: what each offered action does)', () => {
  const end = '2025-07-18T00:00:00.000Z';
  it('says how long access lasts for each state', () => {
    expect(subscriptionConsequence({ canCancel: true, canReactivate: false, subscriptionEndDate: end })).toBe(
      'Cancel at period end keeps access until July 18, 2025; cancel immediately removes access at once.',
    );
    expect(
      subscriptionConsequence({ canCancel: false, canReactivate: true, subscriptionEndDate: end }),
    ).toMatch(/^Access ends on July 18, 2025\. Reactivate/);
    expect(
      subscriptionConsequence({ canCancel: false, canReactivate: false, subscriptionEndDate: null }),
    ).toBe('No changes are possible for this subscription.');
  });
});

describe('userDeletionConsequence', () => {
  it('names the children and the paid subscription that go with the user', () => {
    expect(userDeletionConsequence({ children_count: 2, plan_type: 'family' })).toBe(
      "Their 2 children's profiles and their Family subscription will be deleted too.",
    );
    expect(userDeletionConsequence({ children_count: 1, plan_type: 'free' })).toBe(
      "Their child's profile will be deleted too.",
    );
    expect(userDeletionConsequence({ children_count: 0, plan_type: 'professional' })).toBe(
      'Their Professional subscription will be deleted too.',
    );
    expect(userDeletionConsequence({ children_count: 1200, plan_type: 'free' })).toBe(
      "Their 1,200 children's profiles will be deleted too.",
    );
  });

  it('says nothing when a free user has no children', () => {
    expect(userDeletionConsequence({ children_count: 0, plan_type: 'free' })).toBeNull();
  });
});

describe('childDeletionConsequence', () => {
  it("names the progress that goes with the child's profile", () => {
    expect(childDeletionConsequence({ active_goals: 2, completed_goals: 5, total_sessions: 46 })).toBe(
      'Their progress (2 active goals, 5 completed, 46 sessions) will be deleted too.',
    );
    expect(childDeletionConsequence({ active_goals: 1, completed_goals: 0, total_sessions: 1 })).toBe(
      'Their progress (1 active goal, 0 completed, 1 session) will be deleted too.',
    );
  });

  it('says nothing for a child with no progress yet', () => {
    expect(childDeletionConsequence({ active_goals: 0, completed_goals: 0, total_sessions: 0 })).toBeNull();
  });
});
