import { errorMessage, useApi } from '@aac/api-client';
import {
  CONFIRMATIONS,
  errorDeletingPlan,
  errorGeneratingStripeIds,
  errorSavingPlan,
  PROVIDER_IDS_GENERATED_LABEL,
} from '@aac/domain';
import { Button, ConfirmDialog, DataTable } from '@aac/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useCreatedRowIds } from '../../kit/change/createdRows';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { PaymentProviderLine } from '../../kit/PaymentProviderLine';
import { ScreenPage } from '../../kit/ScreenPage';
import { usePermission } from '../../kit/session/usePermission';
import { planActions, planColumns, type SubscriptionPlan } from './plans.columns';
import { PlanCounts, PlanListFilters, usePlanListView } from './shared/PlanListFilters';
import { hasSubscribers } from './shared/planDeletion';

// Loaded by the action that opens them.
const SubscriptionPlanDialog = lazyDialog(() =>
  import('./SubscriptionPlanDialog').then((m) => m.SubscriptionPlanDialog),
);
const PlanDeleteRefusal = lazyDialog(() =>
  import('./shared/PlanDeleteRefusal').then((m) => m.PlanDeleteRefusal),
);

/**
 * Subscription Plan Management (platform spec §2.9): "Search plans...", the type filter and
 * "N plans found"; the plans with their pricing, limits, features and Stripe ids; Add Plan, edit,
 * generate Stripe IDs (asked first, refused once all three ids exist) and delete; a plan users
 * are subscribed to, which the server would not delete, says why and offers Deactivate instead.
 */
export function SubscriptionPlansScreen() {
  const { $api } = useApi();
  const createdPlans = useCreatedRowIds('/admin/subscription-plans');
  const canWrite = usePermission('plans.write');
  const plans = $api.useQuery('get', '/admin/subscription-plans');
  const dialog = useRowDialog<'edit' | 'generate' | 'delete' | 'refused', SubscriptionPlan>();
  const [isAdding, setAdding] = useState(false);
  const change = useChange('subscriptionPlans');
  const remove = $api.useMutation('delete', '/admin/subscription-plans/{id}');
  const generate = $api.useMutation('post', '/admin/subscription-plans/{id}/generate-stripe-ids');
  const update = $api.useMutation('put', '/admin/subscription-plans/{id}');
  // Keys a new plan cannot take, and for an edited one those of the others.
  const keysBesides = (plan?: SubscriptionPlan) =>
    (plans.data?.plans ?? []).filter((other) => other.id !== plan?.id).map((other) => other.plan_key);
  /** The plan sent back whole (the PUT replaces it) but inactive; no Stripe ids made on the way. */
  const deactivate = (plan: SubscriptionPlan) => {
    const {
      id,
      version,
      stripe_product_id: _product,
      stripe_monthly_price_id: _monthly,
      stripe_yearly_price_id: _yearly,
      user_count: _subscribers,
      ...fields
    } = plan;
    return change.run(
      () =>
        update.mutateAsync({
          params: { path: { id }, header: ifMatch(version) },
          body: { ...fields, is_active: false, generate_stripe_ids: false },
        }),
      // platform spec §8: a refused save is "Error saving plan: {reason}", one line.
      { failure: errorSavingPlan, success: () => `${plan.name} is deactivated.` },
    );
  };

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
        newRowIds={createdPlans}
        getRowName={(plan) => plan.name}
        rowActions={canWrite ? planActions : undefined}
        onRowAction={(action, plan) =>
          dialog.open(action === 'delete' && hasSubscribers(plan) ? 'refused' : action, plan)
        }
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

      {isAdding ? (
        <SubscriptionPlanDialog takenKeys={keysBesides()} onClose={() => setAdding(false)} />
      ) : null}
      {dialog.render('edit', (plan) => (
        <SubscriptionPlanDialog plan={plan} takenKeys={keysBesides(plan)} onClose={dialog.close} />
      ))}
      {dialog.render('refused', (plan) => (
        <PlanDeleteRefusal
          plan={plan}
          onClose={dialog.close}
          isDeactivating={change.isPending}
          onDeactivate={async () => {
            if (await deactivate(plan)) dialog.close();
          }}
        />
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
