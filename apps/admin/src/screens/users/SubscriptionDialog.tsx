import { errorMessage, invalidateAfterChange, useApi } from '@aac/api-client';
import { ADMIN_CANCELLATION_REASON, CONFIRMATIONS, MESSAGES, subscriptionActions } from '@aac/domain';
import {
  Banner,
  Button,
  ConfirmDialog,
  DescriptionList,
  Dialog,
  Skeleton,
  StatusBadge,
  sprinkles,
  useToast,
} from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { fullName, type User, type UserSubscriptionDetail } from './fixtures';
import { planLabel } from './users.columns';

/** The end of the current period as a local date, or "Not known" when the server has none. */
function endDateText(value: string | null): string {
  if (!value) return 'Not known';
  return new Date(value).toLocaleDateString('en-US', { dateStyle: 'long' });
}

/** What the offered actions do, in the words of core spec §4. */
function consequence(detail: UserSubscriptionDetail): string {
  const end = endDateText(detail.subscriptionEndDate);
  if (detail.canCancel) {
    return `Cancel at period end keeps access until ${end}; cancel immediately removes access at once.`;
  }
  if (detail.canReactivate) {
    return `Access ends on ${end}. Reactivate to undo the cancellation; charging resumes on the next billing date.`;
  }
  return 'No changes are possible for this subscription.';
}

export interface SubscriptionDialogProps {
  user: User;
  onClose: () => void;
}

/**
 * A paid user's subscription (core spec §2.1, §3, §4): plan, status and end date, with cancel at
 * period end, cancel immediately (after confirmation) and reactivate offered exactly as the
 * server's canCancel and canReactivate allow. Feedback uses the texts of core spec §8: the
 * server's message on success, the fixed failure texts otherwise.
 */
export function SubscriptionDialog({ user, onClose }: SubscriptionDialogProps) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirmingImmediate, setConfirmingImmediate] = useState(false);
  const path = { params: { path: { id: user.id } } };

  const detail = $api.useQuery('get', '/admin/users/{id}/subscription', path, { staleTime: 0 });
  const cancel = $api.useMutation('post', '/admin/users/{id}/cancel-subscription');
  const reactivate = $api.useMutation('post', '/admin/users/{id}/reactivate-subscription');
  const isBusy = cancel.isPending || reactivate.isPending;

  // core spec §8: a failed detail load alerts "Failed to fetch subscription details" (a toast
  // here, once per failure); the dialog also says so, with Retry.
  const failedAt = detail.isError ? detail.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(MESSAGES.subscriptionFetchFailed);
  }, [failedAt, toast]);

  const afterChange = async (message: string) => {
    // core spec §8: on success the server's message is shown.
    toast.success(message);
    await invalidateAfterChange(queryClient, 'userSubscription');
  };

  const cancelSubscription = (cancelImmediately: boolean) =>
    cancel.mutate(
      // core spec §7: cancelImmediately and the fixed admin reason.
      { ...path, body: { cancelImmediately, reason: ADMIN_CANCELLATION_REASON } },
      {
        onSuccess: (result) => afterChange(result.message),
        onError: () => toast.error(MESSAGES.subscriptionCancelFailed),
        onSettled: () => setConfirmingImmediate(false),
      },
    );

  const reactivateSubscription = () =>
    reactivate.mutate(path, {
      onSuccess: (result) => afterChange(result.message),
      onError: () => toast.error(MESSAGES.subscriptionReactivateFailed),
    });

  const data = detail.data;
  const offered = data ? subscriptionActions(data) : null;

  let content: ReactNode;
  if (detail.isPending) {
    content = <Skeleton count={3} label="Loading the subscription" />;
  } else if (detail.isError) {
    content = (
      <Banner
        tone="critical"
        title={MESSAGES.subscriptionFetchFailed}
        action={
          <Button
            variant="solid"
            tone="neutral"
            size="small"
            icon={<RotateCw size={16} />}
            onPress={() => detail.refetch()}
          >
            Retry
          </Button>
        }
      >
        {errorMessage(detail.error)}
      </Banner>
    );
  } else if (data) {
    content = (
      <div className={sprinkles({ display: 'grid', gap: 'large' })}>
        <DescriptionList
          items={[
            { label: 'User', value: `${fullName(user)} (${data.email})` },
            { label: 'Plan', value: planLabel(data.planType) },
            {
              label: 'Status',
              value: <StatusBadge status={data.subscriptionStatus} />,
            },
            {
              // core spec §4: after cancel at period end, access stays until this date.
              label: data.subscriptionStatus === 'active' ? 'Renews on' : 'Access ends',
              value: endDateText(data.subscriptionEndDate),
            },
          ]}
        />
        <p className={sprinkles({ marginTop: 'none', marginBottom: 'none' })}>{consequence(data)}</p>
      </div>
    );
  }

  return (
    <>
      <Dialog
        title="Subscription"
        isOpen
        isDismissable={!isBusy}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        footer={(close) => (
          <>
            <Button variant="ghost" tone="neutral" onPress={close} isDisabled={isBusy}>
              Close
            </Button>
            {offered?.reactivate ? (
              <Button
                tone="brand"
                onPress={reactivateSubscription}
                isPending={reactivate.isPending}
                pendingLabel="Reactivating..."
                isDisabled={isBusy}
              >
                Reactivate
              </Button>
            ) : null}
            {offered?.cancelImmediately ? (
              <Button
                variant="soft"
                tone="critical"
                onPress={() => setConfirmingImmediate(true)}
                isDisabled={isBusy}
              >
                Cancel immediately
              </Button>
            ) : null}
            {offered?.cancelAtPeriodEnd ? (
              <Button
                tone="critical"
                onPress={() => cancelSubscription(false)}
                isPending={cancel.isPending && !confirmingImmediate}
                pendingLabel="Cancelling..."
                isDisabled={isBusy}
              >
                Cancel at period end
              </Button>
            ) : null}
          </>
        )}
      >
        {content}
      </Dialog>
      <ConfirmDialog
        isOpen={confirmingImmediate}
        title="Cancel immediately"
        // core spec §4: cancelling immediately removes access at once, so it asks first.
        question={CONFIRMATIONS.cancelSubscriptionImmediately}
        confirmLabel="Cancel immediately"
        cancelLabel="Keep subscription"
        isPending={cancel.isPending}
        pendingLabel="Cancelling..."
        onConfirm={() => cancelSubscription(true)}
        onCancel={() => setConfirmingImmediate(false)}
      />
    </>
  );
}
