import { formatCount, planDeletionRefusal } from '@aac/domain';
import { Button, Dialog, LinkButton, Stack } from '@aac/ui';
import { ArrowRight } from 'lucide-react';
import * as css from './PlanDeleteRefusal.css';

export interface PlanDeleteRefusalProps {
  /** The plan whose delete was asked for; someone is subscribed to it. */
  plan: { name: string; plan_key: string; user_count?: number | null; is_active: boolean };
  /** Close pressed (or Escape). */
  onClose: () => void;
  /**
   * Deactivates the plan instead (the second plan screen, whose form holds Active); resolves once
   * done, whatever the outcome. Without it the dialog links to that screen instead.
   */
  onDeactivate?: () => Promise<unknown>;
  /** True while the deactivation runs. */
  isDeactivating?: boolean;
}

/** Subscription Plan Management, searched for one plan's key. */
export function subscriptionPlanHref(planKey: string): string {
  return `/admin/plans?${new URLSearchParams({ q: planKey })}`;
}

/**
 * Said instead of the delete question for a plan users are subscribed to: the server's refusal
 * (its words, the count grouped), why, and what to do instead: Deactivate here, or a link to the
 * screen that can, or nothing when the plan is inactive already.
 */
export function PlanDeleteRefusal({
  plan,
  onClose,
  onDeactivate,
  isDeactivating = false,
}: PlanDeleteRefusalProps) {
  const count = plan.user_count ?? 0;
  const them = count === 1 ? 'the subscriber keeps it' : `the ${formatCount(count)} subscribers keep it`;
  const canDeactivate = plan.is_active && onDeactivate !== undefined;
  let instead: string;
  if (!plan.is_active) instead = 'It is inactive already, so no one new can subscribe to it.';
  else if (canDeactivate) instead = `Deactivate it instead: no one new can subscribe to it, and ${them}.`;
  else
    instead = `To stop offering it, deactivate it in Subscription Plan Management (untick Active in its form): ${them}.`;
  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={`${plan.name} cannot be deleted`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!isDeactivating}
      hideCloseButton
      footer={
        <>
          <Button
            variant="ghost"
            tone="neutral"
            onPress={onClose}
            isDisabled={isDeactivating}
            autoFocus={!canDeactivate}
          >
            Close
          </Button>
          {canDeactivate ? (
            <Button
              tone="brand"
              autoFocus
              isPending={isDeactivating}
              pendingLabel="Deactivating..."
              onPress={() => void onDeactivate?.()}
            >
              Deactivate
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="medium">
        <p className={css.sentence}>{planDeletionRefusal(plan)}</p>
        <p className={css.sentence}>
          Their subscriptions are billed on it, so it stays for as long as anyone is subscribed.
        </p>
        <p className={css.sentence}>{instead}</p>
        {plan.is_active && !onDeactivate ? (
          <div>
            <LinkButton
              href={subscriptionPlanHref(plan.plan_key)}
              variant="soft"
              tone="neutral"
              size="small"
              icon={<ArrowRight size={16} />}
            >
              Open in Subscription Plan Management
            </LinkButton>
          </div>
        ) : null}
      </Stack>
    </Dialog>
  );
}
