export type {
  PlanFormActionsProps,
  PlanFormProps,
  StripePlanFormProps,
  SubscriptionPlanFormProps,
} from './PlanForm';
export {
  PlanForm,
  PlanFormActions,
  PRICE_CHANGE_HINT,
  PROVIDER_SYNC_NOTICE,
  planFormTitle,
} from './PlanForm';
export type { PlanFormDialogProps } from './PlanFormDialog';
export { PlanFormDialog } from './PlanFormDialog';
export type {
  PlanFormErrors,
  PlanFormInitialValues,
  PlanFormMode,
  PlanFormVariant,
  StripePlanFormValues,
  SubscriptionPlanFormValues,
} from './planFormDraft';
