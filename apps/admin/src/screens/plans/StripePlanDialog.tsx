import { useApi } from '@aac/api-client';
import { errorSavingPlan, MESSAGES, stripePlanSavedMessage } from '@aac/domain';
import { PlanFormDialog, type PlanFormErrors, type StripePlanFormValues, useToast } from '@aac/ui';
import { useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { refusalReason, serverErrorsOf } from '../../kit/form/useDialogForm';
import type { StripePlan } from './stripePlans.columns';

export interface StripePlanDialogProps {
  /** The plan to view and edit; absent for "Create New Plan in Stripe". */
  plan?: StripePlan;
  /** The keys of the other plans, which this one cannot take. */
  takenKeys: readonly string[];
  onClose: () => void;
  /** Whether the save runs, so the screen's Sync and Create buttons wait for it (platform spec §4). */
  onSavingChange: (isSaving: boolean) => void;
}

/**
 * "Create New Plan in Stripe" / "Edit Plan" (platform spec §2.8): PlanForm's first-screen variant.
 * A saved plan says "Plan created successfully in Stripe!", "Plan updated successfully in
 * Stripe!", or, when the server says priceUpdated, that new Stripe prices were created and the
 * old ones archived (§4, §8). A refused save says "Error saving plan: {reason}" as a toast and
 * above the buttons, and keeps what was typed.
 */
export function StripePlanDialog({ plan, takenKeys, onClose, onSavingChange }: StripePlanDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/stripe/plans');
  const update = $api.useMutation('put', '/admin/stripe/plans/{id}');
  const change = useChange('stripePlans');
  const toast = useToast();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<PlanFormErrors | null>(null);
  const mode = plan ? 'edit' : 'create';

  const save = async (values: StripePlanFormValues) => {
    setSubmitError(null);
    onSavingChange(true);
    try {
      const result = plan
        ? await update.mutateAsync({
            params: { path: { id: plan.id }, header: ifMatch(plan.version) },
            body: values,
          })
        : await create.mutateAsync({ body: values });
      // platform spec §8: a backend that answers success false gets the form's own failure text.
      if (!(result as { success: boolean }).success) {
        const message = mode === 'edit' ? MESSAGES.planUpdateFailed : MESSAGES.planCreationFailed;
        setSubmitError(message);
        toast.error(message);
        return;
      }
      onClose();
      const priceUpdated = 'priceUpdated' in result && result.priceUpdated === true;
      await change.succeeded(
        stripePlanSavedMessage(mode, priceUpdated),
        mode === 'edit' ? undefined : result.plan?.id,
      );
    } catch (error) {
      // The server's field problems go under their fields; the toast and the banner say only
      // what no field shows (issue 38).
      // The feature map and the switches show no message of their own: theirs go to the banner.
      const { selectedFeatures: _features, ...shown } = values;
      const { fields, unplaced } = serverErrorsOf(error, shown);
      setServerErrors(fields);
      const reason = [refusalReason(error, Object.keys(fields).length), ...unplaced]
        .filter(Boolean)
        .join(' ');
      const message = errorSavingPlan(reason);
      setSubmitError(message);
      toast.error(message);
      throw error;
    } finally {
      onSavingChange(false);
    }
  };

  return (
    <PlanFormDialog
      isOpen
      variant="stripe"
      mode={mode}
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
