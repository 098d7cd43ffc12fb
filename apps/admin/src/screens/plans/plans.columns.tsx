/**
 * The Subscription Plan Management table (platform spec §2.9): plan, pricing, limits, features,
 * Stripe ids, type, status and the row actions edit, generate Stripe IDs and delete.
 */
import type { components } from '@aac/api-client';
import { canGenerateProviderIds, PROVIDER_IDS_EXIST_LABEL } from '@aac/domain';
import { type DataTableColumns, defineRowActions } from '@aac/ui';
import { KeyRound, Pencil } from 'lucide-react';
import { historyAction } from '../../kit/list/historyAction';
import { planColumnsFor } from './shared/planCells';
import { deletePlanAction } from './shared/planDeletion';

export type SubscriptionPlan = components['schemas']['SubscriptionPlan'];

const plan = planColumnsFor<SubscriptionPlan>();

export const planColumns: DataTableColumns<SubscriptionPlan> = [
  plan.plan,
  plan.pricing,
  plan.limits,
  plan.features,
  plan.stripe,
  plan.type,
  plan.status,
];

/**
 * platform spec §2.9 and §4: edit, generate Stripe IDs and delete. Generating sits in the row's
 * menu, where its words stay visible once all three ids exist: a disabled "Stripe IDs already
 * exist" (after it succeeds the toast says "Stripe IDs Generated").
 */
export const planActions = defineRowActions<SubscriptionPlan>()([
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
  // Says so when users are subscribed to the plan (the server refuses that delete).
  deletePlanAction<SubscriptionPlan>(),
  {
    id: 'generate',
    label: (plan) =>
      canGenerateProviderIds(plan) ? 'Generate Stripe IDs for' : `${PROVIDER_IDS_EXIST_LABEL}:`,
    menuLabel: (plan) => (canGenerateProviderIds(plan) ? 'Generate Stripe IDs' : PROVIDER_IDS_EXIST_LABEL),
    icon: <KeyRound size={16} />,
    isDisabled: (plan) => !canGenerateProviderIds(plan),
  },
  historyAction('plan'),
]);
