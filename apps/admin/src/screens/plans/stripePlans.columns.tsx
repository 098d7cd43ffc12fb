/**
 * The Plan Management table (platform spec §2.7): plan name and key, monthly and yearly price,
 * children and team limits, the first three features, subscribers, the Stripe ids with the
 * connected state, the plan type badge, the active status, and the row actions view details and
 * delete. The cells it shares with Subscription Plan Management live in `shared/planCells`.
 */
import type { components } from '@aac/api-client';
import { activeStateOf, formatCount } from '@aac/domain';
import { createDataTableColumnHelper, defineRowActions, NameCell, StatusBadge } from '@aac/ui';
import { Eye, Trash2 } from 'lucide-react';
import {
  PlanFeatures,
  PlanLimits,
  PlanPricing,
  PlanTypeBadge,
  ProviderIdsCell,
  PLAN_COLUMN_WIDTHS as WIDTH,
} from './shared/planCells';

export type StripePlan = components['schemas']['StripePlan'];

const column = createDataTableColumnHelper<StripePlan>();

export const stripePlanColumns = column.columns([
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
  column.accessor('user_count', {
    header: 'Subscribers',
    meta: { align: 'end', minWidth: WIDTH.subscribers },
    cell: ({ getValue }) => formatCount(getValue()),
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

/** platform spec §2.7: view details (the plan form on edit) and delete. */
export const stripePlanActions = defineRowActions<StripePlan>()([
  { id: 'view', label: 'View details of', icon: <Eye size={16} /> },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
]);
