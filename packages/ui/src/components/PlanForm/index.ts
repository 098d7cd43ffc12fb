export type {
  PlanFormProps,
  StripePlanFormProps,
  SubscriptionPlanFormProps,
} from './PlanForm';
export { PlanForm, PRICE_CHANGE_HINT, PROVIDER_SYNC_NOTICE, planFormTitle } from './PlanForm';
export type {
  PlanFormInitialValues,
  PlanFormMode,
  PlanFormVariant,
  StripePlanFormValues,
  SubscriptionPlanFormValues,
} from './planFormDraft';
