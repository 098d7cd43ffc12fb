import { useApi } from '@aac/api-client';
import { errorSavingPlan, MESSAGES } from '@aac/domain';
import { PlanFormDialog, type PlanFormErrors, type SubscriptionPlanFormValues, useToast } from '@aac/ui';
import { useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { refusalReason, serverErrorsOf } from '../../kit/form/useDialogForm';
import type { SubscriptionPlan } from './plans.columns';

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
 * toast and above the buttons, and keeps what was typed.
 */
export function SubscriptionPlanDialog({ plan, takenKeys, onClose }: SubscriptionPlanDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/subscription-plans');
  const update = $api.useMutation('put', '/admin/subscription-plans/{id}');
  const change = useChange('subscriptionPlans');
  const toast = useToast();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<PlanFormErrors | null>(null);

  const save = async (values: SubscriptionPlanFormValues) => {
    setSubmitError(null);
    try {
      const result = plan
        ? await update.mutateAsync({
            params: { path: { id: plan.id }, header: ifMatch(plan.version) },
            body: values,
          })
        : await create.mutateAsync({ body: values });
      onClose();
      // The spec's words, whatever the server says (a backend may answer with only the plan).
      await change.succeeded(
        plan ? MESSAGES.planUpdated : MESSAGES.planCreated,
        plan ? undefined : result.plan?.id,
      );
    } catch (error) {
      // The server's field problems go under their fields; the toast and the banner say only
      // what no field shows (issue 38).
      // The feature map and the switches show no message of their own: theirs go to the banner.
      const { selectedFeatures: _selected, features: _features, ...shown } = values;
      const { fields, unplaced } = serverErrorsOf(error, shown);
      setServerErrors(fields);
      const reason = [refusalReason(error, Object.keys(fields).length), ...unplaced]
        .filter(Boolean)
        .join(' ');
      const message = errorSavingPlan(reason);
      setSubmitError(message);
      toast.error(message);
      throw error;
    }
  };

  return (
    <PlanFormDialog
      isOpen
      variant="subscription"
      mode={plan ? 'edit' : 'create'}
      initialValues={plan}
      takenKeys={takenKeys}
      onSubmit={save}
      onCancel={onClose}
      isSubmitting={create.isPending || update.isPending}
      submitError={submitError}
      serverErrors={serverErrors}
    />
  );
}
