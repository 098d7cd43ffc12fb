/**
 * The exact feedback texts of both specs' section 8, the confirmation questions of core §5 and
 * platform §5, and how long feedback stays on screen.
 */

/** core spec §9 and platform spec §9: toasts last 3 seconds. */
export const TOAST_DURATION_MS = 3000;
/** platform spec §8 and §9: the settings success banner disappears after 3 seconds. */
export const BANNER_DURATION_MS = 3000;

/** Fixed texts of core spec §8 and platform spec §8. */
export const MESSAGES = {
  // core spec §8: user subscriptions
  subscriptionFetchFailed: 'Failed to fetch subscription details',
  subscriptionCancelFailed: 'Failed to cancel subscription',
  subscriptionReactivateFailed: 'Failed to reactivate subscription',
  // core spec §8: blog posts
  postStatusUpdateFailed: 'Failed to update post status. Please try again.',
  postDeleteFailed: 'Failed to delete post. Please try again.',
  postSaveFailed: 'Failed to save post. Please try again.',
  imageUploadFailed: 'Failed to upload image. Please try again.',
  // core spec §8: blog categories (toasts)
  categoryStatusUpdateFailed: 'Failed to update category status',
  categoryDeleted: 'Category deleted successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryCreated: 'Category created successfully!',
  categoryUpdateFailed: 'Category update failed',
  categoryCreationFailed: 'Category creation failed',
  // core spec §8: newsletter subscriptions
  subscriptionStatusUpdateFailed: 'Failed to update subscription status',
  subscriptionDeleteFailed: 'Failed to delete subscription',
  bulkActionFailed: 'Failed to perform bulk action',
  bulkActionNothingSelected: 'Please select subscriptions to perform bulk action',
  // platform spec §8: settings
  settingsLoadFailed: 'Failed to load settings',
  settingsSaveFailed: 'Error saving settings',
  settingsSaved: 'Settings saved successfully!',
  // platform spec §8: alerts
  messageStatusUpdateFailed: 'Failed to update status. Please try again.',
  messageDeleteFailed: 'Failed to delete message. Please try again.',
  contentSaveFailed: 'Failed to save content. Please try again.',
  contentDeleteFailed: 'Failed to delete content. Please try again.',
  socialLinkStatusUpdateFailed: 'Failed to update social link status. Please try again.',
  socialLinkSaveFailed: 'Failed to save social link. Please try again.',
  socialLinkDeleteFailed: 'Failed to delete social link. Please try again.',
  // platform spec §8: first plan screen
  stripePlansFetchFailed: 'Error fetching plans from Stripe',
  stripeSyncCompleted: 'Stripe sync completed successfully!',
  stripeSyncFailed: 'Error syncing with Stripe',
  stripePlanDeleted: 'Plan deleted successfully from Stripe!',
  // platform spec §8: plan forms
  planCreationFailed: 'Plan creation failed',
  planUpdateFailed: 'Plan update failed',
  stripePlanCreated: 'Plan created successfully in Stripe!',
  stripePlanUpdated: 'Plan updated successfully in Stripe!',
  stripePlanPricesReplaced: 'Plan updated successfully! New Stripe prices created and old ones archived.',
  planCreated: 'Plan created successfully!',
  planUpdated: 'Plan updated successfully!',
  planDeleted: 'Plan deleted successfully!',
  stripeIdsGenerated: 'Stripe IDs generated successfully!',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** core spec §8: "Error saving category: {server error or message}". */
export function errorSavingCategory(reason: string): string {
  return `Error saving category: ${reason}`;
}

/** core spec §8: "Error deleting category: ...". */
export function errorDeletingCategory(reason: string): string {
  return `Error deleting category: ${reason}`;
}

/** platform spec §8: "Error deleting plan: " followed by the reason (both plan screens). */
export function errorDeletingPlan(reason: string): string {
  return `Error deleting plan: ${reason}`;
}

/** platform spec §8: "Error saving plan: {server error text or the error message}". */
export function errorSavingPlan(reason: string): string {
  return `Error saving plan: ${reason}`;
}

/** platform spec §8: "Error generating Stripe IDs: {reason}". */
export function errorGeneratingStripeIds(reason: string): string {
  return `Error generating Stripe IDs: ${reason}`;
}

/**
 * platform spec §4 and §8: after saving on the first plan screen, a price change (the server's
 * priceUpdated flag) gets its own message.
 */
export function stripePlanSavedMessage(mode: 'create' | 'edit', priceUpdated = false): string {
  if (mode === 'create') return MESSAGES.stripePlanCreated;
  return priceUpdated ? MESSAGES.stripePlanPricesReplaced : MESSAGES.stripePlanUpdated;
}

/**
 * Confirmation questions. Platform spec §5 gives most wordings; where a spec says a
 * confirmation is asked but not its wording (core §5; social link and scheduled call in
 * platform §5), the question follows the same pattern.
 */
export const CONFIRMATIONS = {
  // core spec §5 (wording not shown)
  deleteUser: 'Are you sure you want to delete this user?',
  deleteChild: 'Are you sure you want to delete this child?',
  deletePost: 'Are you sure you want to delete this post?',
  deleteCategory: 'Are you sure you want to delete this category?',
  deleteSubscription: 'Are you sure you want to delete this subscription?',
  // platform spec §5
  deleteMessage: 'Are you sure you want to delete this message?',
  deleteContent: 'Are you sure you want to delete this item?',
  deleteSocialLink: 'Are you sure you want to delete this social link?',
  deleteScheduledCall: 'Are you sure you want to delete this scheduled call?',
  deleteEnterprise: 'Are you sure you want to delete this enterprise account?',
  removeTeamMember: 'Are you sure you want to remove this team member?',
  deleteStripePlan: 'Are you sure you want to delete this plan from Stripe? This action cannot be undone.',
  deleteSubscriptionPlan: 'Are you sure you want to delete this plan? This action cannot be undone.',
  deleteRole: 'Are you sure you want to delete this role?',
  deletePermission: 'Are you sure you want to delete this permission?',
  generateStripeIds: 'This will generate new Stripe product and price IDs. Continue?',
  // core spec §4: "Cancel immediately removes access at once" and it asks first; the spec shows
  // no wording, so the question says what happens.
  cancelSubscriptionImmediately:
    'Cancel this subscription immediately? The user loses access at once instead of at the end of the billing period.',
} as const;

/** core spec §5: bulk delete asks for confirmation naming the number selected. */
export function confirmBulkDeleteSubscriptions(count: number): string {
  return `Are you sure you want to delete ${count} selected ${count === 1 ? 'subscription' : 'subscriptions'}?`;
}

/** platform spec §2.10: the admin delete question. */
export function confirmDeleteAdmin(name: string): string {
  return `Are you sure you want to delete ${name}? This action cannot be undone.`;
}

/** platform spec §2.10: the warning under the admin delete question. */
export const ADMIN_DELETE_WARNING =
  'Warning: This will permanently delete the admin account and all associated permissions.';

/** platform spec §2.11: the permissions empty state. */
export const NO_PERMISSIONS_FOUND = 'No permissions found';

/** platform spec §2.11: the empty-state hint, depending on whether a search or filter is set. */
export function permissionsEmptyHint(filtered: boolean): string {
  return filtered
    ? 'Try adjusting your search or filter criteria.'
    : 'Get started by creating a new permission.';
}
