/**
 * The Plan Management table (platform spec §2.7): plan name and key, monthly and yearly price,
 * children and team limits, the first three features, subscribers, the Stripe ids with the
 * connected state, the plan type badge, the active status, and the row actions view details and
 * delete. All but subscribers are the columns it shares with Subscription Plan Management.
 */
import type { components } from '@aac/api-client';
import { formatCount } from '@aac/domain';
import { createDataTableColumnHelper, type DataTableColumns, defineRowActions } from '@aac/ui';
import { Eye } from 'lucide-react';
import { historyAction } from '../../kit/list/historyAction';
import { PLAN_COLUMN_WIDTHS, PlanTypeBadge, planColumnsFor } from './shared/planCells';
import { deletePlanAction } from './shared/planDeletion';

export type StripePlan = components['schemas']['StripePlan'];

const column = createDataTableColumnHelper<StripePlan>();
const plan = planColumnsFor<StripePlan>();

export const stripePlanColumns: DataTableColumns<StripePlan> = [
  plan.plan,
  plan.pricing,
  plan.limits,
  plan.features,
  column.accessor('user_count', {
    header: 'Subscribers',
    meta: { align: 'end', minWidth: PLAN_COLUMN_WIDTHS.subscribers },
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  plan.stripe,
  column.accessor('plan_type', {
    header: 'Type',
    // Room for the longest type's badge, "Professional".
    meta: { minWidth: PLAN_COLUMN_WIDTHS.type + 16 },
    cell: ({ row }) => (
      <PlanTypeBadge isEnterprise={row.original.is_enterprise} planType={row.original.plan_type} />
    ),
  }),
  plan.status,
];

/**
 * platform spec §2.7: view details (the plan form on edit) and delete, which says so when users
 * are subscribed to the plan (the server refuses that delete).
 */
export const stripePlanActions = defineRowActions<StripePlan>()([
  { id: 'view', label: 'View details of', icon: <Eye size={16} /> },
  deletePlanAction<StripePlan>(),
  historyAction('plan'),
]);
