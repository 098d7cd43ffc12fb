import { errorMessage, useApi } from '@aac/api-client';
import {
  CONFIRMATIONS,
  matchesPlanKind,
  PLAN_KIND_FILTERS,
  type PlanKindFilter,
  plansFoundLabel,
  readSelectedFeatures,
  selectedFeatureItems,
} from '@aac/domain';
import { Button, ConfirmDialog, DataTable, FilterBar, SearchField, Select } from '@aac/ui';
import { Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { usePermission } from '../../app/auth/usePermission';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { useListParams } from '../../kit/list/useListParams';
import { ScreenPage } from '../../kit/ScreenPage';
import { planActions, planColumns, type SubscriptionPlan } from './plans.columns';
import * as css from './plans.css';
import { SubscriptionPlanDialog } from './SubscriptionPlanDialog';

const ALL = 'all';
// The spec returns every plan at once: search and type filter run here, held in the URL.
const PLAN_LIST = {
  filters: { type: { values: ['standard', 'enterprise'], all: '' } },
  pageSize: { fixed: 10 },
} as const;

function matchesSearch(plan: SubscriptionPlan, term: string): boolean {
  if (!term) return true;
  const features = selectedFeatureItems(readSelectedFeatures(plan)).map((feature) => feature.text);
  return [plan.name, plan.plan_key, plan.description ?? '', ...features]
    .join(' ')
    .toLowerCase()
    .includes(term);
}

/**
 * Subscription Plan Management (platform spec §2.9): "Search plans...", the type filter and
 * "N plans found"; the plans with their pricing, limits, features and Stripe ids; Add Plan, edit,
 * generate Stripe IDs (asked first, refused once all three ids exist) and delete.
 */
export function SubscriptionPlansScreen() {
  const { $api } = useApi();
  const canWrite = usePermission('plans.write');
  const plans = $api.useQuery('get', '/admin/subscription-plans');
  const params = useListParams(PLAN_LIST);
  const dialog = useRowDialog<'edit' | 'generate' | 'delete', SubscriptionPlan>();
  const [isAdding, setAdding] = useState(false);
  const change = useChange('subscriptionPlans');
  const remove = $api.useMutation('delete', '/admin/subscription-plans/{id}');
  const generate = $api.useMutation('post', '/admin/subscription-plans/{id}/generate-stripe-ids');

  const term = params.search.trim().toLowerCase();
  const type = params.filters.type as PlanKindFilter | '';
  const shown = useMemo(
    () =>
      (plans.data?.plans ?? []).filter((plan) => matchesPlanKind(plan, type) && matchesSearch(plan, term)),
    [plans.data, type, term],
  );
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
      <FilterBar
        label="Filter plans"
        search={
          <SearchField
            label="Search plans"
            placeholder="Search plans..."
            value={params.search}
            onChange={params.setSearch}
          />
        }
        filters={[
          <Select
            key="type"
            label="Type"
            hideLabel
            options={PLAN_KIND_FILTERS.map((option) => ({ value: option.value || ALL, label: option.label }))}
            value={type || ALL}
            onChange={(value) => params.setFilter('type', value === ALL ? '' : value)}
          />,
        ]}
        actions={
          params.isFiltered ? (
            <Button variant="ghost" tone="neutral" icon={<X size={16} />} onPress={params.clearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
      {plans.data ? (
        <p className={css.count} aria-live="polite">
          {plansFoundLabel(shown.length)}
        </p>
      ) : null}
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
            () => generate.mutateAsync({ params: { path: { id: generating.id } } }),
            // platform spec §8: "Error generating Stripe IDs: {reason}".
            { failure: 'Error generating Stripe IDs' },
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
          change.run(() => remove.mutateAsync({ params: { path: { id: plan.id } } }), {
            // platform spec §8: "Error deleting plan: {reason}".
            failure: 'Error deleting plan',
          })
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
