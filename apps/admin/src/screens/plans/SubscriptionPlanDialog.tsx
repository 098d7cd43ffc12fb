import { useApi } from '@aac/api-client';
import { MESSAGES } from '@aac/domain';
import { PlanFormDialog, type SubscriptionPlanFormValues } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import type { SubscriptionPlan } from './plans.columns';
import { usePlanSave } from './usePlanSave';

export interface SubscriptionPlanDialogProps {
  /** The plan to edit; absent for "Add New Plan" (the new-plan defaults of platform spec §9). */
  plan?: SubscriptionPlan;
  /** The keys of the other plans, which this one cannot take. */
  takenKeys: readonly string[];
  onClose: () => void;
}

/**
 * "Add New Plan" / "Edit Plan" (platform spec §2.9): PlanForm's second-screen variant with
 * popular, gradient, icon, call to action, display order (999 when blank) and
 * generate_stripe_ids. A refused save says "Error saving plan: {reason}" (platform spec §8) as a
 * toast and above the buttons, and keeps what was typed; a save over someone else's change shows
 * the conflict panel (usePlanSave).
 */
export function SubscriptionPlanDialog({ plan, takenKeys, onClose }: SubscriptionPlanDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/subscription-plans');
  const update = $api.useMutation('put', '/admin/subscription-plans/{id}');
  const change = useChange('subscriptionPlans');
  const planSave = usePlanSave({
    plan,
    send: (values: SubscriptionPlanFormValues, version) =>
      plan
        ? update.mutateAsync({ params: { path: { id: plan.id }, header: ifMatch(version) }, body: values })
        : create.mutateAsync({ body: values }),
    onSaved: async (result) => {
      onClose();
      // The spec's words, whatever the server says (a backend may answer with only the plan).
      await change.succeeded(
        plan ? MESSAGES.planUpdated : MESSAGES.planCreated,
        plan ? undefined : result.plan?.id,
      );
    },
  });

  return (
    <PlanFormDialog
      isOpen
      variant="subscription"
      mode={plan ? 'edit' : 'create'}
      initialValues={planSave.initialValues}
      resetKey={planSave.resetKey}
      takenKeys={takenKeys}
      onSubmit={planSave.save}
      onCancel={onClose}
      isSubmitting={create.isPending || update.isPending}
      submitError={planSave.submitError}
      serverErrors={planSave.serverErrors}
      conflict={planSave.conflict}
    />
  );
}
