import { type ApiResource, errorMessage, invalidateAfterChange } from '@aac/api-client';
import { useToast } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { conflictOf, conflictTitle, goneMessage, isGone } from './conflict';
import { useMarkCreated } from './createdRows';

/** What one record of each resource is called in the texts of a refused change. */
const NOUNS: Record<ApiResource, string> = {
  users: 'user',
  userSubscription: 'subscription',
  children: 'child',
  pricing: 'pricing plan',
  payments: 'payment',
  blogPosts: 'post',
  blogCategories: 'category',
  newsletterSubscriptions: 'subscription',
  referrals: 'referral',
  payouts: 'payout',
  settings: 'setting',
  contactMessages: 'message',
  supportContent: 'item',
  socialLinks: 'social link',
  scheduledCalls: 'call',
  enterprises: 'enterprise',
  teamMembers: 'team member',
  stripePlans: 'plan',
  subscriptionPlans: 'plan',
  admins: 'admin',
  roles: 'role',
  permissions: 'permission',
};

export interface ChangeOptions<Result> {
  /**
   * The toast of a failed change: a title saying what did not happen ("The user was not
   * deleted", or a spec's fixed text such as "Failed to cancel subscription"); the server's
   * reason is its second line. A function makes one line of the reason, for a spec text that
   * carries it ("Error deleting category: {reason}").
   */
  failure: string | ((reason: string) => string);
  /**
   * The success toast; the server's `message` unless given. `null`: no toast, for a change the
   * admin did not ask for in words (a new message marked read on opening); lists still reload.
   */
  success?: ((result: Result) => string) | null;
  /** What the record is, when it is not the resource's usual noun ("user", "post"…). */
  noun?: string;
}

export interface Change {
  /** Runs one change: success toast and list reload, or the failure toast. Resolves to whether it succeeded. */
  run<Result extends { message?: string }>(
    request: () => Promise<Result>,
    options: ChangeOptions<Result>,
  ): Promise<boolean>;
  /** Whether a change is running (buttons show busy and ignore presses). */
  isPending: boolean;
  /**
   * The toast and reload after a change that was made elsewhere (a form's save). `created`: the
   * id of the record the save created, which its list then marks "New".
   */
  succeeded(message: string, created?: string | number): Promise<void>;
}

/**
 * How every change of a resource ends: the server's message as a success toast and every list
 * it affects reloaded (core spec §7: after a successful change the affected list is reloaded),
 * or one error toast wording for every failure: what did not happen, then why.
 *
 * A change sent with If-Match (`header: ifMatch(row.version)`) on a record someone else changed
 * meanwhile (412) is not made: the toast says who changed it and when, and the lists reload so
 * the row shows as it is now. One on a record deleted meanwhile (404) says so in words.
 */
export function useChange(resource: ApiResource): Change {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [running, setRunning] = useState(0);
  const markCreated = useMarkCreated();

  const succeeded = useCallback(
    async (message: string, created?: string | number) => {
      toast.success(message);
      if (created !== undefined) markCreated(resource, created);
      await invalidateAfterChange(queryClient, resource);
    },
    [queryClient, resource, toast, markCreated],
  );

  const run: Change['run'] = async (request, { failure, success, noun = NOUNS[resource] }) => {
    setRunning((count) => count + 1);
    try {
      const result = await request();
      if (success === null) await invalidateAfterChange(queryClient, resource);
      else await succeeded(success ? success(result) : (result.message ?? 'Saved'));
      return true;
    } catch (error) {
      const current = conflictOf(error);
      const gone = isGone(error);
      if (current) {
        toast.error(conflictTitle(noun, current), {
          description: 'Nothing was changed. The list now shows it as it is; check it and try again.',
        });
      } else {
        const reason = gone ? goneMessage(noun) : errorMessage(error);
        if (typeof failure === 'function') toast.error(failure(reason));
        else toast.error(failure, { description: reason });
      }
      // The row on screen is out of date: show it as it is now (or gone).
      if (current || gone) await invalidateAfterChange(queryClient, resource);
      return false;
    } finally {
      setRunning((count) => count - 1);
    }
  };

  return { run, isPending: running > 0, succeeded };
}
