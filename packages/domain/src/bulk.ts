/**
 * Bulk actions on newsletter subscriptions (core spec §2.6, §4, §8): which selected rows an
 * action changes, and how its outcome is told, so a half-done bulk action is never silent.
 */
import { MESSAGES } from './messages';
import { formatCount } from './pricing';
import type { BlogSubscriptionStatus } from './statuses';

export type BulkSubscriptionAction = 'unsubscribe' | 'reactivate' | 'delete';

/** The status each status action sets; bounced is display only and never set (core spec §4). */
const TARGET_STATUS = { unsubscribe: 'unsubscribed', reactivate: 'active' } as const;

/** Past tense for the outcome: "3 subscriptions unsubscribed". */
const DONE_WORD: Record<BulkSubscriptionAction, string> = {
  unsubscribe: 'unsubscribed',
  reactivate: 'reactivated',
  delete: 'deleted',
};

/**
 * Whether an action changes a subscription: delete applies to every row; unsubscribe and
 * reactivate skip rows already in the target status and bounced rows (display only).
 */
export function bulkActionApplies(action: BulkSubscriptionAction, status: BlogSubscriptionStatus): boolean {
  if (action === 'delete') return true;
  return status !== 'bounced' && status !== TARGET_STATUS[action];
}

/** The status a status action sends. */
export function bulkTargetStatus(
  action: Exclude<BulkSubscriptionAction, 'delete'>,
): 'active' | 'unsubscribed' {
  return TARGET_STATUS[action];
}

function subscriptions(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'subscription' : 'subscriptions'}`;
}

/** A row the action failed on: its name (the email) and the server's reason. */
export interface BulkFailure {
  name: string;
  reason: string;
}

export interface BulkOutcome {
  /** Whether every attempted row changed. */
  isComplete: boolean;
  /** The toast's title: "3 subscriptions unsubscribed", or "Failed to perform bulk action". */
  title: string;
  /** The toast's second line: what succeeded, which rows failed and why, which were left as they were. */
  description?: string;
}

/** How many failed rows a toast names for each reason; the rest are counted ("and 12 more"). */
const BULK_FAILURES_NAMED = 3;

/** "a, b, c and 12 more (The mailing provider did not answer)": one reason's rows. */
function failureGroup(reason: string, names: readonly string[]): string {
  const named = names.slice(0, BULK_FAILURES_NAMED).join(', ');
  const more = names.length - BULK_FAILURES_NAMED;
  return `${more > 0 ? `${named} and ${formatCount(more)} more` : named} (${reason.replace(/\.$/, '')})`;
}

/**
 * The toast of a finished bulk action: how many succeeded, which failed and why (a few names per
 * reason, so a run over thousands of rows stays one readable line), and how many were skipped
 * because the action does not apply to them.
 */
export function bulkOutcome(
  action: BulkSubscriptionAction,
  succeeded: number,
  failures: readonly BulkFailure[],
  skipped = 0,
): BulkOutcome {
  const done = DONE_WORD[action];
  const skippedLine =
    skipped > 0 ? `${subscriptions(skipped)} skipped (bounced or already ${done}).` : undefined;
  if (failures.length === 0) {
    return { isComplete: true, title: `${subscriptions(succeeded)} ${done}`, description: skippedLine };
  }
  const byReason = new Map<string, string[]>();
  for (const { name, reason } of failures) byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
  const groups = [...byReason].map(([reason, names]) => failureGroup(reason, names));
  const lines = [
    `${formatCount(succeeded)} of ${formatCount(succeeded + failures.length)} ${done}.`,
    `Not ${done}: ${groups.join('; ')}.`,
    skippedLine,
  ];
  return {
    isComplete: false,
    title: MESSAGES.bulkActionFailed,
    description: lines.filter(Boolean).join(' '),
  };
}

/** "-ing" for the toast while a long bulk action runs: "Unsubscribing 1,204 subscriptions…". */
const DOING_WORD: Record<BulkSubscriptionAction, string> = {
  unsubscribe: 'Unsubscribing',
  reactivate: 'Reactivating',
  delete: 'Deleting',
};

/** The toast while a bulk action over every matching subscription runs. */
export function bulkProgress(action: BulkSubscriptionAction, count: number): string {
  return `${DOING_WORD[action]} ${subscriptions(count)}…`;
}

/** The verb of the action's button and confirmation. */
const VERB: Record<Exclude<BulkSubscriptionAction, 'delete'>, string> = {
  unsubscribe: 'Unsubscribe',
  reactivate: 'Reactivate',
};

/**
 * The question before a status action on every matching subscription, pages not on screen
 * included (delete asks the spec's question, `confirmBulkDeleteSubscriptions`).
 */
export function confirmBulkStatusChange(
  action: Exclude<BulkSubscriptionAction, 'delete'>,
  count: number,
): { title: string; question: string; confirmLabel: string } {
  return {
    title: `${VERB[action]} ${subscriptions(count)}`,
    question: `${VERB[action]} all ${subscriptions(count)} matching the search and status, including those on other pages? Bounced subscriptions and those already ${DONE_WORD[action]} are left as they are.`,
    confirmLabel: VERB[action],
  };
}
