import { type components, errorMessage, invalidateAfterChange, unwrap, useApi } from '@aac/api-client';
import {
  type ADMIN_SETTABLE_BLOG_SUBSCRIPTION_STATUSES,
  type BulkSubscriptionAction,
  bulkActionApplies,
  bulkOutcome,
  bulkProgress,
  bulkTargetStatus,
  CONFIRMATIONS,
  confirmBulkDeleteSubscriptions,
  confirmBulkStatusChange,
  formatCount,
  MESSAGES,
} from '@aac/domain';
import { Button, ConfirmDialog, DataTable, useSelection, useToast } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus, MailCheck, MailX, Trash2, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { conflictOf, goneMessage, ifMatch, isGone } from '../../kit/change/conflict';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { ExportButton } from '../../kit/list/ExportButton';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { ScreenPage } from '../../kit/ScreenPage';
import { StatCards, type StatDefinition } from '../../kit/StatCards';
import { usePermission } from '../../kit/session/usePermission';
import { subscriptionActions, subscriptionColumns, subscriptionCsvColumns } from './subscriptions.columns';
import { type NewsletterSubscription, subscriberName, subscriptionsList } from './subscriptions.list';

const RESOURCE_NAME = { singular: 'subscription', plural: 'subscriptions' };

/** What a bulk action works on: the rows selected, or every row matching the search and status. */
type BulkTarget = readonly NewsletterSubscription[] | 'allMatching';

/** A bulk action waiting for the admin's yes: what it does, on what, and how many it names. */
interface PendingBulk {
  action: BulkSubscriptionAction;
  target: BulkTarget;
  count: number;
}

// Requests of a bulk action in flight at once: a run over thousands of rows neither queues them
// all in the browser nor floods the server.
const BULK_CONCURRENCY = 6;

/** Runs `task` on each item, at most `limit` at a time; the outcomes in the items' order. */
async function settleEach<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<Result>,
): Promise<PromiseSettledResult<Result>[]> {
  const results: PromiseSettledResult<Result>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index] as Item) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Why one row of a bulk action failed, in words: someone else's change or delete, or the server's reason. */
function failureReason(error: unknown): string {
  if (conflictOf(error)) return 'Someone changed it meanwhile';
  if (isGone(error)) return goneMessage('subscription');
  return errorMessage(error);
}

/**
 * Blog Subscriptions (core spec §2.6): the four stat cards, search and status filter, 50
 * subscribers a page with selection and bulk unsubscribe/reactivate/delete, per-row actions, and
 * Export Subscribers. The URL holds the search, status and page. The bulk actions show, in the
 * place of the table's header row, once rows are selected; a whole page selected offers every
 * matching subscriber ("Select all 60 matching subscriptions"), fetched page by page when acted on.
 */
export function SubscriptionsScreen() {
  const list = useResourceList(subscriptionsList);
  const canWrite = usePermission('newsletter.write');
  const dialog = useRowDialog<'delete', NewsletterSubscription>();
  const change = useChange('newsletterSubscriptions');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { $api, client } = useApi();
  const update = $api.useMutation('put', '/blog/admin/subscriptions/{id}');
  const remove = $api.useMutation('delete', '/blog/admin/subscriptions/{id}');
  const selection = useSelection({ totalCount: list.totals?.totalCount ?? list.rows.length });
  const [pendingBulk, setPendingBulk] = useState<PendingBulk | null>(null);
  const [isBulkRunning, setBulkRunning] = useState(false);
  // The rows an "all matching" run failed on, which stay selected though most are on other pages.
  const [failedRows, setFailedRows] = useState<readonly NewsletterSubscription[]>([]);

  // Selection belongs to the page on screen: a new page, search or status starts empty, and an
  // "all matching" selection only ever means the search and status it was made under.
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

  const selectedRows = () =>
    [...list.rows, ...failedRows.filter((failed) => !list.rows.some((row) => row.id === failed.id))].filter(
      (row) => selection.isSelected(String(row.id)),
    );

  /**
   * Runs one request per row (the contract has no bulk operation), a few at a time, then one
   * toast: how many succeeded, and which failed and why; those stay selected for another try.
   */
  const runBulk = async (action: BulkSubscriptionAction, target: BulkTarget, count: number) => {
    setBulkRunning(true);
    // A run over every matching row may take a while: say so until its outcome replaces it.
    const progress =
      target === 'allMatching' ? toast.info(bulkProgress(action, count), { durationMs: null }) : null;
    try {
      let rows: readonly NewsletterSubscription[];
      try {
        rows = target === 'allMatching' ? await list.fetchAllMatching() : target;
      } catch (error) {
        toast.error(MESSAGES.bulkActionFailed, { description: errorMessage(error) });
        return;
      }
      if (rows.length === 0) {
        // Every matching subscription went meanwhile (deleted, or out of the status filter).
        toast.error(MESSAGES.bulkActionNothingSelected);
        clearSelection();
        return;
      }
      const targets = rows.filter((row) => bulkActionApplies(action, row.status));
      // One id for the whole action: the audit trail lists its per-row entries together.
      // getRandomValues, not randomUUID: the latter exists only on HTTPS or localhost.
      const batchId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');
      const batch = { 'X-Batch-Id': batchId };
      const request = (row: NewsletterSubscription) => ({
        params: { path: { id: row.id }, header: { ...ifMatch(row.version), ...batch } },
      });
      // The client, not the mutation hooks: a hook renders the screen at each of thousands of requests.
      const results = await settleEach(targets, BULK_CONCURRENCY, async (row) =>
        unwrap(
          action === 'delete'
            ? await client.DELETE('/blog/admin/subscriptions/{id}', request(row))
            : await client.PUT('/blog/admin/subscriptions/{id}', {
                ...request(row),
                body: { status: bulkTargetStatus(action) },
              }),
        ),
      );
      const failures = targets.flatMap((row, index) => {
        const result = results[index];
        return result?.status === 'rejected' ? [{ row, reason: failureReason(result.reason) }] : [];
      });
      const outcome = bulkOutcome(
        action,
        targets.length - failures.length,
        failures.map(({ row, reason }) => ({ name: subscriberName(row), reason })),
        rows.length - targets.length,
      );
      if (progress) toast.dismiss(progress);
      if (outcome.isComplete) toast.success(outcome.title, { description: outcome.description });
      else toast.error(outcome.title, { description: outcome.description });
      // The failed rows stay selected, ready for another try.
      clearSelection();
      setFailedRows(failures.map(({ row }) => row));
      selection.setManySelected(
        failures.map(({ row }) => String(row.id)),
        true,
      );
      await invalidateAfterChange(queryClient, 'newsletterSubscriptions');
    } finally {
      if (progress) toast.dismiss(progress);
      setBulkRunning(false);
    }
  };

  const startBulk = (action: BulkSubscriptionAction) => {
    if (selection.mode === 'allMatching') {
      // Rows the admin cannot see: always ask first, naming how many.
      setPendingBulk({ action, target: 'allMatching', count: selection.selectedCount });
      return;
    }
    const rows = selectedRows();
    if (rows.length === 0) {
      toast.error(MESSAGES.bulkActionNothingSelected);
      return;
    }
    if (action === 'delete') setPendingBulk({ action, target: rows, count: rows.length });
    else void runBulk(action, rows, rows.length);
  };

  const confirmation =
    pendingBulk === null
      ? null
      : pendingBulk.action === 'delete'
        ? {
            title: `Delete ${formatCount(pendingBulk.count)} subscriptions`,
            // core spec §5: bulk delete asks for confirmation naming the number selected.
            question: confirmBulkDeleteSubscriptions(pendingBulk.count),
            confirmLabel: 'Delete',
          }
        : confirmBulkStatusChange(pendingBulk.action, pendingBulk.count);

  return (
    <ScreenPage actions={<ExportButton list={list} columns={subscriptionCsvColumns} />}>
      <SubscriptionStats />
      <ListFilters list={list} />
      <DataTable
        {...listTableProps(list)}
        columns={subscriptionColumns}
        selection={canWrite ? selection : undefined}
        resourceName={RESOURCE_NAME}
        bulkActions={
          <>
            <Button
              size="small"
              tone="neutral"
              icon={<MailX size={16} />}
              isPending={isBulkRunning}
              onPress={() => startBulk('unsubscribe')}
            >
              Unsubscribe
            </Button>
            <Button
              size="small"
              tone="neutral"
              icon={<MailCheck size={16} />}
              isPending={isBulkRunning}
              onPress={() => startBulk('reactivate')}
            >
              Reactivate
            </Button>
            <Button
              size="small"
              tone="critical"
              icon={<Trash2 size={16} />}
              isPending={isBulkRunning}
              onPress={() => startBulk('delete')}
            >
              Delete
            </Button>
          </>
        }
        rowActions={canWrite ? subscriptionActions : undefined}
        onRowAction={(action, subscription) => {
          if (action === 'delete') return dialog.open('delete', subscription);
          return setStatus(subscription, subscription.status === 'active' ? 'unsubscribed' : 'active');
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
        isOpen={pendingBulk !== null}
        title={confirmation?.title ?? ''}
        question={confirmation?.question ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        tone={pendingBulk?.action === 'delete' ? 'critical' : 'brand'}
        isPending={isBulkRunning}
        onConfirm={async () => {
          if (pendingBulk) await runBulk(pendingBulk.action, pendingBulk.target, pendingBulk.count);
          setPendingBulk(null);
        }}
        onCancel={() => setPendingBulk(null)}
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
