import { useApi } from '@aac/api-client';
import {
  ADMIN_CANCELLATION_REASON,
  CONFIRMATIONS,
  formatLongDate,
  MESSAGES,
  statusLabel,
  subscriptionActions,
  subscriptionConsequence,
} from '@aac/domain';
import { Button, ConfirmDialog, DescriptionList, Dialog, Stack, StatusBadge, useToast } from '@aac/ui';
import { useEffect, useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { QueryView } from '../../kit/QueryView';
import { consequence } from './SubscriptionDialog.css';
import { fullName, type User } from './users.list';

export interface SubscriptionDialogProps {
  user: User;
  onClose: () => void;
}

/**
 * A paid user's subscription (core spec §2.1, §3, §4): plan, status and end date, with cancel at
 * period end, cancel immediately (after confirmation) and reactivate offered exactly as the
 * server's canCancel and canReactivate allow; the server's message on success and the fixed
 * failure texts of core spec §8 otherwise.
 */
export function SubscriptionDialog({ user, onClose }: SubscriptionDialogProps) {
  const { $api } = useApi();
  const toast = useToast();
  const change = useChange('userSubscription');
  const [confirmingImmediate, setConfirmingImmediate] = useState(false);
  const path = { params: { path: { id: user.id } } };
  const detail = $api.useQuery('get', '/admin/users/{id}/subscription', path, { staleTime: 0 });
  const cancel = $api.useMutation('post', '/admin/users/{id}/cancel-subscription');
  const reactivate = $api.useMutation('post', '/admin/users/{id}/reactivate-subscription');
  const isBusy = change.isPending;

  // core spec §8: a failed detail load alerts "Failed to fetch subscription details" (a toast,
  // once per failure); the dialog says so too, with Retry.
  const failedAt = detail.isError ? detail.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(MESSAGES.subscriptionFetchFailed);
  }, [failedAt, toast]);

  // The subscription as the dialog shows it: its version goes with a change as If-Match.
  const write = () => ({ params: { ...path.params, header: ifMatch(detail.data?.version ?? 0) } });
  const cancelSubscription = async (cancelImmediately: boolean) => {
    await change.run(
      // core spec §7: cancelImmediately and the fixed admin reason.
      () =>
        cancel.mutateAsync({ ...write(), body: { cancelImmediately, reason: ADMIN_CANCELLATION_REASON } }),
      { failure: MESSAGES.subscriptionCancelFailed },
    );
    setConfirmingImmediate(false);
  };
  const reactivateSubscription = () =>
    change.run(() => reactivate.mutateAsync(write()), { failure: MESSAGES.subscriptionReactivateFailed });

  const offered = detail.data ? subscriptionActions(detail.data) : null;
  return (
    <>
      <Dialog
        title="Subscription"
        isOpen
        isDismissable={!isBusy}
        onOpenChange={(open) => !open && onClose()}
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
        <QueryView
          query={detail}
          loadingLabel="Loading the subscription"
          failureTitle={MESSAGES.subscriptionFetchFailed}
        >
          {(data) => (
            <Stack>
              <DescriptionList
                items={[
                  { label: 'User', value: `${fullName(user)} (${data.email})` },
                  { label: 'Plan', value: statusLabel(data.planType) },
                  { label: 'Status', value: <StatusBadge status={data.subscriptionStatus} /> },
                  {
                    // core spec §4: after cancel at period end, access stays until this date.
                    label: data.subscriptionStatus === 'active' ? 'Renews on' : 'Access ends',
                    value: data.subscriptionEndDate ? formatLongDate(data.subscriptionEndDate) : 'Not known',
                  },
                ]}
              />
              <p className={consequence}>{subscriptionConsequence(data)}</p>
            </Stack>
          )}
        </QueryView>
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
