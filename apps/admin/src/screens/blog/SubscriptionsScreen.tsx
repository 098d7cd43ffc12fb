import { type components, invalidateAfterChange, useApi } from '@aac/api-client';
import {
  type ADMIN_SETTABLE_BLOG_SUBSCRIPTION_STATUSES,
  type BulkSubscriptionAction,
  bulkActionApplies,
  bulkOutcome,
  bulkTargetStatus,
  CONFIRMATIONS,
  confirmBulkDeleteSubscriptions,
  formatCount,
  MESSAGES,
} from '@aac/domain';
import { Button, ConfirmDialog, DataTable, useSelection, useToast } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus, MailCheck, MailX, Trash2, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePermission } from '../../app/auth/usePermission';
import { ifMatch } from '../../kit/change/conflict';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { ExportButton } from '../../kit/list/ExportButton';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { ScreenPage } from '../../kit/ScreenPage';
import { StatCards, type StatDefinition } from '../../kit/StatCards';
import { bulkToolbar } from './SubscriptionsScreen.css';
import { subscriptionActions, subscriptionColumns, subscriptionCsvColumns } from './subscriptions.columns';
import { type NewsletterSubscription, subscriberName, subscriptionsList } from './subscriptions.list';

const RESOURCE_NAME = { singular: 'subscription', plural: 'subscriptions' };

/**
 * Blog Subscriptions (core spec §2.6): the four stat cards, search and status filter, 50
 * subscribers a page with selection and bulk unsubscribe/reactivate/delete, per-row actions, and
 * Export Subscribers. The URL holds the search, status and page.
 */
export function SubscriptionsScreen() {
  const list = useResourceList(subscriptionsList);
  const canWrite = usePermission('newsletter.write');
  const dialog = useRowDialog<'delete', NewsletterSubscription>();
  const change = useChange('newsletterSubscriptions');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { $api } = useApi();
  const update = $api.useMutation('put', '/blog/admin/subscriptions/{id}');
  const remove = $api.useMutation('delete', '/blog/admin/subscriptions/{id}');
  const selection = useSelection({ totalCount: list.rows.length });
  const [bulkDeleteRows, setBulkDeleteRows] = useState<readonly NewsletterSubscription[] | null>(null);
  const [isBulkRunning, setBulkRunning] = useState(false);

  // Selection belongs to the page on screen: a new page, search or status starts empty.
  const { clearSelection } = selection;
  const queryKey = JSON.stringify([list.params.page, list.params.search, list.params.filters]);
  useEffect(() => {
    if (queryKey) clearSelection();
  }, [queryKey, clearSelection]);

  const path = (subscription: NewsletterSubscription) => ({
    params: { path: { id: subscription.id }, header: ifMatch(subscription.version) },
  });
  const setStatus = (
    subscription: NewsletterSubscription,
    status: (typeof ADMIN_SETTABLE_BLOG_SUBSCRIPTION_STATUSES)[number],
  ) =>
    change.run(() => update.mutateAsync({ ...path(subscription), body: { status } }), {
      failure: MESSAGES.subscriptionStatusUpdateFailed,
      success: () =>
        status === 'active'
          ? `${subscriberName(subscription)} reactivated`
          : `${subscriberName(subscription)} unsubscribed`,
    });

  const selectedRows = () => list.rows.filter((row) => selection.isSelected(String(row.id)));

  /** Runs one request per row, then one toast: how many succeeded and which failed, by email. */
  const runBulk = async (action: BulkSubscriptionAction, rows: readonly NewsletterSubscription[]) => {
    const targets = rows.filter((row) => bulkActionApplies(action, row.status));
    setBulkRunning(true);
    try {
      const results = await Promise.allSettled(
        targets.map((row) =>
          action === 'delete'
            ? remove.mutateAsync(path(row))
            : update.mutateAsync({ ...path(row), body: { status: bulkTargetStatus(action) } }),
        ),
      );
      const failed = targets.filter((_, index) => results[index]?.status === 'rejected');
      const outcome = bulkOutcome(
        action,
        targets.length - failed.length,
        failed.map(subscriberName),
        rows.length - targets.length,
      );
      if (outcome.isComplete) toast.success(outcome.title, { description: outcome.description });
      else toast.error(outcome.title, { description: outcome.description });
      // The failed rows stay selected, ready for another try.
      clearSelection();
      selection.setManySelected(
        failed.map((row) => String(row.id)),
        true,
      );
      await invalidateAfterChange(queryClient, 'newsletterSubscriptions');
    } finally {
      setBulkRunning(false);
    }
  };

  const startBulk = (action: BulkSubscriptionAction) => {
    const rows = selectedRows();
    if (rows.length === 0) {
      toast.error(MESSAGES.bulkActionNothingSelected);
      return;
    }
    if (action === 'delete') setBulkDeleteRows(rows);
    else void runBulk(action, rows);
  };

  return (
    <ScreenPage actions={<ExportButton list={list} columns={subscriptionCsvColumns} />}>
      <SubscriptionStats />
      <ListFilters list={list} />
      {canWrite ? (
        <div role="toolbar" aria-label="Bulk actions on selected subscriptions" className={bulkToolbar}>
          <Button
            size="small"
            tone="neutral"
            icon={<MailX size={16} />}
            isPending={isBulkRunning}
            onPress={() => startBulk('unsubscribe')}
          >
            Unsubscribe selected
          </Button>
          <Button
            size="small"
            tone="neutral"
            icon={<MailCheck size={16} />}
            isPending={isBulkRunning}
            onPress={() => startBulk('reactivate')}
          >
            Reactivate selected
          </Button>
          <Button
            size="small"
            tone="critical"
            icon={<Trash2 size={16} />}
            isPending={isBulkRunning}
            onPress={() => startBulk('delete')}
          >
            Delete selected
          </Button>
        </div>
      ) : null}
      <DataTable
        {...listTableProps(list)}
        columns={subscriptionColumns}
        selection={canWrite ? selection : undefined}
        resourceName={RESOURCE_NAME}
        rowActions={canWrite ? subscriptionActions : undefined}
        onRowAction={(action, subscription) => {
          if (action === 'delete') return dialog.open('delete', subscription);
          return setStatus(subscription, action === 'reactivate' ? 'active' : 'unsubscribed');
        }}
      />
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={subscriberName}
        // core spec §5: confirmation is required before deleting a subscription.
        question={CONFIRMATIONS.deleteSubscription}
        isPending={change.isPending}
        onDelete={(subscription) =>
          change.run(() => remove.mutateAsync(path(subscription)), {
            failure: MESSAGES.subscriptionDeleteFailed,
            success: () => `${subscriberName(subscription)} deleted`,
          })
        }
        onClose={dialog.close}
      />
      <ConfirmDialog
        isOpen={bulkDeleteRows !== null}
        title={`Delete ${formatCount(bulkDeleteRows?.length ?? 0)} subscriptions`}
        // core spec §5: bulk delete asks for confirmation naming the number selected.
        question={confirmBulkDeleteSubscriptions(bulkDeleteRows?.length ?? 0)}
        confirmLabel="Delete"
        tone="critical"
        isPending={isBulkRunning}
        onConfirm={async () => {
          if (bulkDeleteRows) await runBulk('delete', bulkDeleteRows);
          setBulkDeleteRows(null);
        }}
        onCancel={() => setBulkDeleteRows(null)}
      />
    </ScreenPage>
  );
}

type SubscriptionStatsAnswer = { stats: components['schemas']['NewsletterStats'] };

/** core spec §2.6: total subscribers, active, new this month, new this week. */
const SUBSCRIPTION_STATS: readonly StatDefinition<SubscriptionStatsAnswer>[] = [
  {
    label: 'Total Subscribers',
    icon: <Users />,
    value: ({ stats }) => formatCount(stats.total_subscriptions),
  },
  { label: 'Active', icon: <MailCheck />, value: ({ stats }) => formatCount(stats.active_subscriptions) },
  { label: 'This Month', icon: <CalendarDays />, value: ({ stats }) => formatCount(stats.new_this_month) },
  { label: 'This Week', icon: <CalendarPlus />, value: ({ stats }) => formatCount(stats.new_this_week) },
];

/** The subscriber figures; when they fail, the reason and Retry, as on every screen with stat cards. */
function SubscriptionStats() {
  const stats = useApi().$api.useQuery('get', '/blog/admin/subscription-stats');
  return (
    <StatCards
      label="Subscriber statistics"
      query={stats}
      cards={SUBSCRIPTION_STATS}
      failureTitle="Subscriber statistics could not be loaded"
    />
  );
}
