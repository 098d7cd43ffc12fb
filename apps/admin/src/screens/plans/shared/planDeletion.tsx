/**
 * Deleting a plan users are subscribed to is refused by the server (409, "The plan "Family" cannot
 * be deleted: 412 users are subscribed to it."). Both plan screens know the count from the list,
 * so the row's delete says so before anything is asked, and opens the refusal with the way out
 * (deactivating) rather than a question whose answer would be refused.
 */
import { formatCount, planDeletionRefusal } from '@aac/domain';
import type { RowAction } from '@aac/ui';
import { Trash2 } from 'lucide-react';

/** What a plan row needs for its delete to be judged: its name and, when the list gives it, its subscribers. */
export interface DeletablePlan {
  name: string;
  user_count?: number | null;
}

/** Whether the server would refuse to delete this plan: someone is subscribed to it. */
export function hasSubscribers(plan: DeletablePlan): boolean {
  return planDeletionRefusal(plan) !== null;
}

/**
 * The delete of a plan row: "Delete Family", or, with subscribers, "Cannot delete (412
 * subscribers): Family" in its name and tooltip. The button stays in its place (every row's
 * buttons line up, and a disabled button could show no tooltip); pressing it opens the refusal.
 */
export function deletePlanAction<Row extends DeletablePlan>(): RowAction<Row, 'delete'> {
  return {
    id: 'delete',
    label: (plan) => {
      const count = plan.user_count ?? 0;
      return count > 0
        ? `Cannot delete (${formatCount(count)} ${count === 1 ? 'subscriber' : 'subscribers'}):`
        : 'Delete';
    },
    icon: <Trash2 size={16} />,
    tone: 'critical',
  };
}
