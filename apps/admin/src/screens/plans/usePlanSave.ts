import { errorSavingPlan } from '@aac/domain';
import { type ConflictPanelProps, type PlanFormErrors, useToast } from '@aac/ui';
import { useRef, useState } from 'react';
import { type ChangedSince, conflictOf } from '../../kit/change/conflict';
import { conflictPanelOf, refusalReason, serverErrorsOf } from '../../kit/form/useDialogForm';

interface PlanSaveOptions<Plan, Values, Result> {
  /** The plan the dialog edits; none when it creates one. */
  plan: Plan | undefined;
  /** Sends the form: an edit sends `version` as If-Match. */
  send: (values: Values, version: number) => Promise<Result>;
  /**
   * A save the server answered without saving (a backend's `success: false`): the message to
   * show, or null when the answer is a save.
   */
  refusedAnswer?: (result: Result) => string | null;
  /** After the server accepted: the toast, the list reload, closing the dialog. */
  onSaved: (result: Result) => Promise<void>;
}

export interface PlanSave<Plan, Values> {
  /** PlanForm's onSubmit: a rejection keeps the form open with its draft. */
  save: (values: Values) => Promise<void>;
  /** What the form starts from: the plan opened, or as it is now after "Use theirs". */
  initialValues: Plan | undefined;
  /** Changes when the form must start again from `initialValues`. */
  resetKey: number;
  submitError: string | null;
  serverErrors: PlanFormErrors | null;
  conflict: ConflictPanelProps | null;
}

/** The conflict table names fields as the form labels them. */
const PLAN_FIELD_LABELS: Partial<Record<string, string>> = {
  name: 'Plan Name',
  plan_type: 'Plan Type',
  price_monthly: 'Monthly Price',
  price_yearly: 'Yearly Price',
  yearly_discount_percentage: 'Yearly Discount',
  max_children: 'Max Children',
  max_team_members: 'Max Team Members',
  cta_text: 'CTA Text',
  cta_style: 'CTA Style',
  display_order: 'Display Order',
};

/**
 * How both plan dialogs save (PlanForm keeps its own draft): a refusal says "Error saving plan:
 * {reason}" (platform spec §8) as a toast and above the buttons, with the server's field problems
 * under their fields; a save over someone else's change (412) shows the conflict panel instead,
 * whose "Use theirs" starts the form again from the plan as it is now and "Save mine over theirs"
 * sends the draft again with the version now stored.
 */
export function usePlanSave<Plan extends { version: number }, Values extends object, Result>({
  plan,
  send,
  refusedAnswer,
  onSaved,
}: PlanSaveOptions<Plan, Values, Result>): PlanSave<Plan, Values> {
  const toast = useToast();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<PlanFormErrors | null>(null);
  const [conflict, setConflict] = useState<ChangedSince | null>(null);
  const [start, setStart] = useState<{ plan: Plan | undefined; key: number }>({ plan, key: 0 });
  // The version the next save sends: the one opened, then the one a conflict brought.
  const version = useRef(plan?.version ?? 0);
  const draft = useRef<Values | null>(null);

  const fail = (message: string) => {
    setSubmitError(message);
    toast.error(message);
  };

  const save = async (values: Values) => {
    draft.current = values;
    setSubmitError(null);
    setConflict(null);
    try {
      const result = await send(values, version.current);
      const refused = refusedAnswer?.(result) ?? null;
      if (refused) {
        fail(refused);
        return;
      }
      await onSaved(result);
    } catch (error) {
      const current = plan ? conflictOf(error) : null;
      if (current) {
        setConflict(current);
        throw error;
      }
      // The server's field problems go under their fields; the toast and the banner say only
      // what no field shows. The feature map and the switches show no message of their own:
      // theirs go to the banner.
      const {
        selectedFeatures: _selected,
        features: _features,
        ...shown
      } = values as Values & {
        selectedFeatures?: unknown;
        features?: unknown;
      };
      const { fields, unplaced } = serverErrorsOf(error, shown);
      setServerErrors(fields);
      fail(
        errorSavingPlan(
          [refusalReason(error, Object.keys(fields).length), ...unplaced].filter(Boolean).join(' '),
        ),
      );
      throw error;
    }
  };

  return {
    save,
    initialValues: start.plan,
    resetKey: start.key,
    submitError,
    serverErrors,
    conflict:
      conflict && draft.current
        ? conflictPanelOf(conflict, draft.current, {
            noun: 'plan',
            labels: PLAN_FIELD_LABELS,
            onUseTheirs: () => {
              version.current = conflict.version;
              setStart(({ key }) => ({ plan: conflict.record as unknown as Plan, key: key + 1 }));
              setConflict(null);
              setServerErrors(null);
            },
            onSaveMine: () => {
              version.current = conflict.version;
              const mine = draft.current;
              // A refusal of this save is shown like any other; nothing more to do here.
              if (mine) save(mine).catch(() => undefined);
            },
          })
        : null,
  };
}
