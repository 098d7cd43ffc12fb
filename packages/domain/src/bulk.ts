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

export interface BulkOutcome {
  /** Whether every attempted row changed. */
  isComplete: boolean;
  /** The toast's title: "3 subscriptions unsubscribed", or "Failed to perform bulk action". */
  title: string;
  /** The toast's second line: what succeeded, which rows failed, which were left as they were. */
  description?: string;
}

/**
 * The toast of a finished bulk action: how many succeeded, and by name which failed and how
 * many were skipped because the action does not apply to them.
 */
export function bulkOutcome(
  action: BulkSubscriptionAction,
  succeeded: number,
  failedNames: readonly string[],
  skipped = 0,
): BulkOutcome {
  const done = DONE_WORD[action];
  const skippedLine =
    skipped > 0 ? `${subscriptions(skipped)} skipped (bounced or already ${done}).` : undefined;
  if (failedNames.length === 0) {
    return { isComplete: true, title: `${subscriptions(succeeded)} ${done}`, description: skippedLine };
  }
  const lines = [
    `${formatCount(succeeded)} of ${formatCount(succeeded + failedNames.length)} ${done}.`,
    `Not ${done}: ${failedNames.join(', ')}.`,
    skippedLine,
  ];
  return {
    isComplete: false,
    title: MESSAGES.bulkActionFailed,
    description: lines.filter(Boolean).join(' '),
  };
}
