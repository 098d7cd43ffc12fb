import { errorMessage, useApi } from '@aac/api-client';
import {
  CONFIRMATIONS,
  errorDeletingPlan,
  errorGeneratingStripeIds,
  PROVIDER_IDS_GENERATED_LABEL,
} from '@aac/domain';
import { Button, ConfirmDialog, DataTable } from '@aac/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { usePermission } from '../../app/auth/usePermission';
import { ifMatch } from '../../kit/change/conflict';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { PaymentProviderLine } from '../../kit/PaymentProviderLine';
import { ScreenPage } from '../../kit/ScreenPage';
import { planActions, planColumns, type SubscriptionPlan } from './plans.columns';
import { PlanCounts, PlanListFilters, usePlanListView } from './shared/PlanListFilters';

// Loaded by the action that opens them.
const SubscriptionPlanDialog = lazyDialog(() =>
  import('./SubscriptionPlanDialog').then((m) => m.SubscriptionPlanDialog),
);

/**
 * Subscription Plan Management (platform spec §2.9): "Search plans...", the type filter and
 * "N plans found"; the plans with their pricing, limits, features and Stripe ids; Add Plan, edit,
 * generate Stripe IDs (asked first, refused once all three ids exist) and delete.
 */
export function SubscriptionPlansScreen() {
  const { $api } = useApi();
  const canWrite = usePermission('plans.write');
  const plans = $api.useQuery('get', '/admin/subscription-plans');
  const dialog = useRowDialog<'edit' | 'generate' | 'delete', SubscriptionPlan>();
  const [isAdding, setAdding] = useState(false);
  const change = useChange('subscriptionPlans');
  const remove = $api.useMutation('delete', '/admin/subscription-plans/{id}');
  const generate = $api.useMutation('post', '/admin/subscription-plans/{id}/generate-stripe-ids');

  const { params, shown } = usePlanListView(plans.data?.plans);
  const generating = dialog.rowFor('generate');

  return (
    <ScreenPage
      actions={
        canWrite ? (
          <Button icon={<Plus size={16} />} onPress={() => setAdding(true)}>
            Add Plan
          </Button>
        ) : undefined
      }
    >
      <PaymentProviderLine provider={plans.data?.provider} isLoading={plans.isLoading} />
      <PlanListFilters params={params} />
      <PlanCounts plans={plans} shown={shown} />
      <DataTable
        label="Subscription plans"
        data={shown}
        columns={planColumns}
        getRowId={(plan) => String(plan.id)}
        getRowName={(plan) => plan.name}
        rowActions={canWrite ? planActions : undefined}
        onRowAction={(action, plan) => dialog.open(action, plan)}
        emptyState={{
          headingLevel: 2,
          title: 'No plans found',
          hint: params.isFiltered
            ? 'No plan matches this search and this type. Try adjusting or clearing them.'
            : 'Add a plan to offer it to families and professionals.',
        }}
        isLoading={plans.isLoading}
        error={plans.error ? errorMessage(plans.error) : null}
        onRetry={() => plans.refetch()}
        pagination={{ mode: 'client', hideWhenSinglePage: true }}
      />

      {isAdding ? <SubscriptionPlanDialog onClose={() => setAdding(false)} /> : null}
      {dialog.render('edit', (plan) => (
        <SubscriptionPlanDialog plan={plan} onClose={dialog.close} />
      ))}
      <ConfirmDialog
        isOpen={generating !== null}
        title={generating ? `Generate Stripe IDs for ${generating.name}` : 'Generate Stripe IDs'}
        // platform spec §5
        question={CONFIRMATIONS.generateStripeIds}
        confirmLabel="Generate Stripe IDs"
        pendingLabel="Generating..."
        tone="brand"
        isPending={change.isPending}
        onConfirm={async () => {
          if (!generating) return;
          await change.run(
            () =>
              generate.mutateAsync({
                params: { path: { id: generating.id }, header: ifMatch(generating.version) },
              }),
            // platform spec §8: "Error generating Stripe IDs: {reason}", one line; §4: the
            // action's label once done, "Stripe IDs Generated".
            { failure: errorGeneratingStripeIds, success: () => PROVIDER_IDS_GENERATED_LABEL },
          );
          dialog.close();
        }}
        onCancel={dialog.close}
      />
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={(plan) => plan.name}
        // platform spec §5
        question={CONFIRMATIONS.deleteSubscriptionPlan}
        isPending={change.isPending}
        onDelete={(plan) =>
          change.run(
            () => remove.mutateAsync({ params: { path: { id: plan.id }, header: ifMatch(plan.version) } }),
            // platform spec §8: "Error deleting plan: {reason}", one line.
            { failure: errorDeletingPlan },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
