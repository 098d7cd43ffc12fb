/**
 * The Subscription Plan Management table (platform spec §2.9): plan, pricing, limits, features,
 * Stripe ids, type, status and the row actions edit, generate Stripe IDs and delete.
 */
import type { components } from '@aac/api-client';
import { activeStateOf, canGenerateProviderIds, PROVIDER_IDS_EXIST_LABEL } from '@aac/domain';
import { createDataTableColumnHelper, defineRowActions, NameCell, StatusBadge } from '@aac/ui';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import {
  PlanFeatures,
  PlanLimits,
  PlanPricing,
  PlanTypeBadge,
  ProviderIdsCell,
  PLAN_COLUMN_WIDTHS as WIDTH,
} from './shared/planCells';

export type SubscriptionPlan = components['schemas']['SubscriptionPlan'];

const column = createDataTableColumnHelper<SubscriptionPlan>();

export const planColumns = column.columns([
  column.accessor('name', {
    header: 'Plan',
    meta: { isRowHeader: true, minWidth: WIDTH.plan },
    cell: ({ row }) => <NameCell primary={row.original.name} secondary={row.original.plan_key} />,
  }),
  column.display({
    id: 'pricing',
    header: 'Pricing',
    meta: { minWidth: WIDTH.pricing },
    cell: ({ row }) => <PlanPricing plan={row.original} />,
  }),
  column.display({
    id: 'limits',
    header: 'Limits',
    meta: { minWidth: WIDTH.limits },
    cell: ({ row }) => <PlanLimits plan={row.original} />,
  }),
  column.display({
    id: 'features',
    header: 'Features',
    meta: { minWidth: WIDTH.features },
    cell: ({ row }) => <PlanFeatures plan={row.original} />,
  }),
  column.display({
    id: 'stripe',
    header: 'Stripe IDs',
    meta: { minWidth: WIDTH.stripe },
    cell: ({ row }) => <ProviderIdsCell plan={row.original} />,
  }),
  column.accessor('is_enterprise', {
    header: 'Type',
    meta: { minWidth: WIDTH.type },
    cell: ({ getValue }) => <PlanTypeBadge isEnterprise={getValue()} />,
  }),
  column.accessor('is_active', {
    header: 'Status',
    meta: { minWidth: WIDTH.status },
    cell: ({ getValue }) => <StatusBadge status={activeStateOf(getValue())} />,
  }),
]);

/**
 * platform spec §2.9 and §4: edit, generate Stripe IDs (disabled, and named "Stripe IDs already
 * exist", once all three ids exist) and delete.
 */
export const planActions = defineRowActions<SubscriptionPlan>()([
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
  {
    id: 'generate',
    label: (plan) =>
      canGenerateProviderIds(plan) ? 'Generate Stripe IDs for' : `${PROVIDER_IDS_EXIST_LABEL}:`,
    icon: <KeyRound size={16} />,
    isDisabled: (plan) => !canGenerateProviderIds(plan),
  },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
]);
