import { errorMessage, useApi } from '@aac/api-client';
import { CONFIRMATIONS, errorDeletingPlan, MESSAGES } from '@aac/domain';
import { Button, DataTable } from '@aac/ui';
import { Plus, RefreshCw } from 'lucide-react';
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
import { SyncStatusLine } from './SyncStatusLine';
import { PlanCounts, PlanListFilters, usePlanListView } from './shared/PlanListFilters';
import { hasSubscribers } from './shared/planDeletion';
import { type StripePlan, stripePlanActions, stripePlanColumns } from './stripePlans.columns';

/** The delete answers success false, with the provider's reason, when Stripe refused it. */
class DeleteRefused extends Error {}

// Loaded by the action that opens them.
const StripePlanDialog = lazyDialog(() => import('./StripePlanDialog').then((m) => m.StripePlanDialog));
const PlanDeleteRefusal = lazyDialog(() =>
  import('./shared/PlanDeleteRefusal').then((m) => m.PlanDeleteRefusal),
);

/**
 * Plan Management synchronised with Stripe (platform spec §2.7, §2.8, §4, §5, §8): the sync status
 * line, "Sync with Stripe" and "Create in Stripe" (both disabled while syncing or saving), search
 * and the type filter, the counts of plans and of their subscribers, the plans with their Stripe
 * ids, view details (the plan form on edit) and delete from Stripe after the spec's question; a
 * plan users are subscribed to, which the server would not delete, says why instead.
 */
export function StripePlansScreen() {
  const { $api } = useApi();
  const createdPlans = useCreatedRowIds('/admin/stripe/plans');
  const canWrite = usePermission('plans.write');
  const plans = $api.useQuery('get', '/admin/stripe/plans');
  const { params, shown } = usePlanListView(plans.data?.plans);
  const dialog = useRowDialog<'view' | 'delete' | 'refused', StripePlan>();
  // Keys a new plan cannot take, and for an edited one those of the others.
  const keysBesides = (plan?: StripePlan) =>
    (plans.data?.plans ?? []).filter((other) => other.id !== plan?.id).map((other) => other.plan_key);
  const [isCreating, setCreating] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const syncChange = useChange('stripePlans');
  const deleteChange = useChange('stripePlans');
  const sync = $api.useMutation('post', '/admin/stripe/sync');
  const remove = $api.useMutation('delete', '/admin/stripe/plans/{id}');
  // platform spec §4: the buttons wait while a sync, a save or a delete runs.
  const isBusy = syncChange.isPending || isSaving || deleteChange.isPending;

  return (
    <ScreenPage
      actions={
        canWrite ? (
          <>
            <Button
              variant="soft"
              tone="neutral"
              icon={<RefreshCw size={16} />}
              isPending={syncChange.isPending}
              pendingLabel="Syncing..."
              isDisabled={isBusy}
              onPress={() =>
                void syncChange.run(() => sync.mutateAsync({}), {
                  // platform spec §8
                  failure: MESSAGES.stripeSyncFailed,
                  success: () => MESSAGES.stripeSyncCompleted,
                })
              }
            >
              Sync with Stripe
            </Button>
            <Button icon={<Plus size={16} />} isDisabled={isBusy} onPress={() => setCreating(true)}>
              Create in Stripe
            </Button>
          </>
        ) : undefined
      }
    >
      <PaymentProviderLine provider={plans.data?.provider} isLoading={plans.isLoading} />
      <SyncStatusLine />
      <PlanListFilters params={params} />
      <PlanCounts plans={plans} shown={shown} subscribers={shown} />
      <DataTable
        label="Stripe plans"
        data={shown}
        columns={stripePlanColumns}
        getRowId={(plan) => String(plan.id)}
        newRowIds={createdPlans}
        getRowName={(plan) => plan.name}
        rowActions={canWrite ? stripePlanActions : undefined}
        onRowAction={(action, plan) =>
          dialog.open(action === 'delete' && hasSubscribers(plan) ? 'refused' : action, plan)
        }
        emptyState={{
          headingLevel: 2,
          title: 'No plans found',
          hint: params.isFiltered
            ? 'No plan matches this search and this type. Try adjusting or clearing them.'
            : 'Create a plan in Stripe to offer it to families and professionals.',
        }}
        isLoading={plans.isLoading}
        // platform spec §8: "Error fetching plans from Stripe", with the reason and Retry.
        error={plans.error ? `${MESSAGES.stripePlansFetchFailed}: ${errorMessage(plans.error)}` : null}
        onRetry={() => plans.refetch()}
        pagination={{ mode: 'client', hideWhenSinglePage: true }}
      />

      {isCreating ? (
        <StripePlanDialog
          takenKeys={keysBesides()}
          onClose={() => setCreating(false)}
          onSavingChange={setSaving}
        />
      ) : null}
      {dialog.render('view', (plan) => (
        <StripePlanDialog
          plan={plan}
          takenKeys={keysBesides(plan)}
          onClose={dialog.close}
          onSavingChange={setSaving}
        />
      ))}
      {dialog.render('refused', (plan) => (
        <PlanDeleteRefusal plan={plan} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={(plan) => plan.name}
        // platform spec §5
        question={CONFIRMATIONS.deleteStripePlan}
        isPending={deleteChange.isPending}
        onDelete={(plan) =>
          deleteChange.run(
            async () => {
              const { error, ...result } = await remove.mutateAsync({
                params: { path: { id: plan.id }, header: ifMatch(plan.version) },
              });
              if (!result.success) throw new DeleteRefused(error ?? 'Stripe did not archive the plan.');
              return result;
            },
            {
              // platform spec §8: "Error deleting plan: " then the server's error or the message, one line.
              failure: errorDeletingPlan,
              success: () => MESSAGES.stripePlanDeleted,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
