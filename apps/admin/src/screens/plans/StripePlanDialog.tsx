import { useApi } from '@aac/api-client';
import { MESSAGES, stripePlanSavedMessage } from '@aac/domain';
import { PlanFormDialog, type StripePlanFormValues } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import type { StripePlan } from './stripePlans.columns';
import { usePlanSave } from './usePlanSave';

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
 * above the buttons, and keeps what was typed; a save over someone else's change shows the
 * conflict panel (usePlanSave).
 */
export function StripePlanDialog({ plan, takenKeys, onClose, onSavingChange }: StripePlanDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/stripe/plans');
  const update = $api.useMutation('put', '/admin/stripe/plans/{id}');
  const change = useChange('stripePlans');
  const mode = plan ? 'edit' : 'create';
  const planSave = usePlanSave({
    plan,
    send: async (values: StripePlanFormValues, version) => {
      onSavingChange(true);
      try {
        return plan
          ? await update.mutateAsync({
              params: { path: { id: plan.id }, header: ifMatch(version) },
              body: values,
            })
          : await create.mutateAsync({ body: values });
      } finally {
        onSavingChange(false);
      }
    },
    // platform spec §8: a backend that answers success false gets the form's own failure text.
    refusedAnswer: (result) =>
      (result as { success: boolean }).success
        ? null
        : mode === 'edit'
          ? MESSAGES.planUpdateFailed
          : MESSAGES.planCreationFailed,
    onSaved: async (result) => {
      onClose();
      const priceUpdated = 'priceUpdated' in result && result.priceUpdated === true;
      await change.succeeded(
        stripePlanSavedMessage(mode, priceUpdated),
        mode === 'edit' ? undefined : result.plan?.id,
      );
    },
  });

  return (
    <PlanFormDialog
      isOpen
      variant="stripe"
      mode={mode}
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
