import { describe, expect, it } from 'vitest';
import {
  ADMIN_DELETE_WARNING,
  BANNER_DURATION_MS,
  CONFIRMATIONS,
  confirmBulkDeleteSubscriptions,
  confirmDeleteAdmin,
  errorDeletingCategory,
  errorDeletingPlan,
  errorGeneratingStripeIds,
  errorSavingCategory,
  errorSavingPlan,
  MESSAGES,
  NO_PERMISSIONS_FOUND,
  permissionsEmptyHint,
  stripePlanSavedMessage,
  TOAST_DURATION_MS,
} from './messages';

describe('feedback durations (core spec §9, platform spec §9)', () => {
  it('keeps toasts and the banner for 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(BANNER_DURATION_MS).toBe(3000);
  });
});

describe('core spec §8 texts', () => {
  it('quotes every fixed text', () => {
    expect(MESSAGES.subscriptionFetchFailed).toBe('Failed to fetch subscription details');
    expect(MESSAGES.subscriptionCancelFailed).toBe('Failed to cancel subscription');
    expect(MESSAGES.subscriptionReactivateFailed).toBe('Failed to reactivate subscription');
    expect(MESSAGES.postStatusUpdateFailed).toBe('Failed to update post status. Please try again.');
    expect(MESSAGES.postDeleteFailed).toBe('Failed to delete post. Please try again.');
    expect(MESSAGES.postSaveFailed).toBe('Failed to save post. Please try again.');
    expect(MESSAGES.imageUploadFailed).toBe('Failed to upload image. Please try again.');
    expect(MESSAGES.categoryStatusUpdateFailed).toBe('Failed to update category status');
    expect(MESSAGES.categoryDeleted).toBe('Category deleted successfully!');
    expect(MESSAGES.categoryUpdated).toBe('Category updated successfully!');
    expect(MESSAGES.categoryCreated).toBe('Category created successfully!');
    expect(MESSAGES.categoryUpdateFailed).toBe('Category update failed');
    expect(MESSAGES.categoryCreationFailed).toBe('Category creation failed');
    expect(MESSAGES.subscriptionStatusUpdateFailed).toBe('Failed to update subscription status');
    expect(MESSAGES.subscriptionDeleteFailed).toBe('Failed to delete subscription');
    expect(MESSAGES.bulkActionFailed).toBe('Failed to perform bulk action');
    expect(MESSAGES.bulkActionNothingSelected).toBe('Please select subscriptions to perform bulk action');
  });

  it('fills in the templated texts', () => {
    expect(errorSavingCategory('Name taken')).toBe('Error saving category: Name taken');
    expect(errorDeletingCategory('Not found')).toBe('Error deleting category: Not found');
  });
});

describe('platform spec §8 texts', () => {
  it('quotes every fixed text', () => {
    expect(MESSAGES.settingsLoadFailed).toBe('Failed to load settings');
    expect(MESSAGES.settingsSaveFailed).toBe('Error saving settings');
    expect(MESSAGES.settingsSaved).toBe('Settings saved successfully!');
    expect(MESSAGES.messageStatusUpdateFailed).toBe('Failed to update status. Please try again.');
    expect(MESSAGES.messageDeleteFailed).toBe('Failed to delete message. Please try again.');
    expect(MESSAGES.contentSaveFailed).toBe('Failed to save content. Please try again.');
    expect(MESSAGES.contentDeleteFailed).toBe('Failed to delete content. Please try again.');
    expect(MESSAGES.socialLinkStatusUpdateFailed).toBe(
      'Failed to update social link status. Please try again.',
    );
    expect(MESSAGES.socialLinkSaveFailed).toBe('Failed to save social link. Please try again.');
    expect(MESSAGES.socialLinkDeleteFailed).toBe('Failed to delete social link. Please try again.');
    expect(MESSAGES.stripePlansFetchFailed).toBe('Error fetching plans from Stripe');
    expect(MESSAGES.stripeSyncCompleted).toBe('Stripe sync completed successfully!');
    expect(MESSAGES.stripeSyncFailed).toBe('Error syncing with Stripe');
    expect(MESSAGES.stripePlanDeleted).toBe('Plan deleted successfully from Stripe!');
    expect(MESSAGES.planCreationFailed).toBe('Plan creation failed');
    expect(MESSAGES.planUpdateFailed).toBe('Plan update failed');
    expect(MESSAGES.stripePlanCreated).toBe('Plan created successfully in Stripe!');
    expect(MESSAGES.stripePlanUpdated).toBe('Plan updated successfully in Stripe!');
    expect(MESSAGES.stripePlanPricesReplaced).toBe(
      'Plan updated successfully! New Stripe prices created and old ones archived.',
    );
    expect(MESSAGES.planCreated).toBe('Plan created successfully!');
    expect(MESSAGES.planUpdated).toBe('Plan updated successfully!');
    expect(MESSAGES.planDeleted).toBe('Plan deleted successfully!');
    expect(MESSAGES.stripeIdsGenerated).toBe('Stripe IDs generated successfully!');
  });

  it('fills in the templated texts', () => {
    expect(errorDeletingPlan('Plan has subscribers')).toBe('Error deleting plan: Plan has subscribers');
    expect(errorSavingPlan('Invalid price')).toBe('Error saving plan: Invalid price');
    expect(errorGeneratingStripeIds('Provider down')).toBe('Error generating Stripe IDs: Provider down');
  });

  it('picks the plan-saved text from the mode and priceUpdated', () => {
    expect(stripePlanSavedMessage('create')).toBe('Plan created successfully in Stripe!');
    expect(stripePlanSavedMessage('edit', false)).toBe('Plan updated successfully in Stripe!');
    expect(stripePlanSavedMessage('edit', true)).toBe(
      'Plan updated successfully! New Stripe prices created and old ones archived.',
    );
  });
});

describe('confirmations (core spec §5, platform spec §2.10, §5)', () => {
  it('quotes the platform spec questions', () => {
    expect(CONFIRMATIONS.deleteMessage).toBe('Are you sure you want to delete this message?');
    expect(CONFIRMATIONS.deleteContent).toBe('Are you sure you want to delete this item?');
    expect(CONFIRMATIONS.deleteEnterprise).toBe('Are you sure you want to delete this enterprise account?');
    expect(CONFIRMATIONS.removeTeamMember).toBe('Are you sure you want to remove this team member?');
    expect(CONFIRMATIONS.deleteStripePlan).toBe(
      'Are you sure you want to delete this plan from Stripe? This action cannot be undone.',
    );
    expect(CONFIRMATIONS.deleteSubscriptionPlan).toBe(
      'Are you sure you want to delete this plan? This action cannot be undone.',
    );
    expect(CONFIRMATIONS.deleteRole).toBe('Are you sure you want to delete this role?');
    expect(CONFIRMATIONS.deletePermission).toBe('Are you sure you want to delete this permission?');
    expect(CONFIRMATIONS.generateStripeIds).toBe(
      'This will generate new Stripe product and price IDs. Continue?',
    );
  });

  it('asks before every core delete', () => {
    for (const key of [
      'deleteUser',
      'deleteChild',
      'deletePost',
      'deleteCategory',
      'deleteSubscription',
    ] as const) {
      expect(CONFIRMATIONS[key]).toMatch(/^Are you sure you want to delete this \w+\?$/);
    }
  });

  it('says that cancelling a subscription immediately removes access at once (core spec §4)', () => {
    expect(CONFIRMATIONS.cancelSubscriptionImmediately).toBe(
      'Cancel this subscription immediately? The user loses access at once instead of at the end of the billing period.',
    );
  });

  it('names the number selected in a bulk delete', () => {
    expect(confirmBulkDeleteSubscriptions(3)).toBe(
      'Are you sure you want to delete 3 selected subscriptions?',
    );
    expect(confirmBulkDeleteSubscriptions(1)).toBe(
      'Are you sure you want to delete 1 selected subscription?',
    );
  });

  it('names the admin to delete and warns', () => {
    expect(confirmDeleteAdmin('Ada Lovelace')).toBe(
      'Are you sure you want to delete Ada Lovelace? This action cannot be undone.',
    );
    expect(ADMIN_DELETE_WARNING).toBe(
      'Warning: This will permanently delete the admin account and all associated permissions.',
    );
  });

  it('writes the permissions empty state', () => {
    expect(NO_PERMISSIONS_FOUND).toBe('No permissions found');
    expect(permissionsEmptyHint(true)).toBe('Try adjusting your search or filter criteria.');
    expect(permissionsEmptyHint(false)).toBe('Get started by creating a new permission.');
  });
});
