import {
  matchesPlanKind,
  PLAN_KIND_FILTERS,
  type PlanKindFilter,
  planSearchText,
  plansFoundLabel,
  totalSubscribersLabel,
} from '@aac/domain';
import { Button, FilterBar, SearchField, Select } from '@aac/ui';
import { X } from 'lucide-react';
import { useMemo } from 'react';
import { useClientSearch } from '../../../kit/list/clientSearch';
import { type ListParams, useListParams } from '../../../kit/list/useListParams';
import * as css from './planCells.css';

const ALL = 'all';

// Both plan lists come whole (platform spec §7): search and type filter run here, held in the URL.
const PLAN_LIST = {
  filters: { type: { values: ['standard', 'enterprise'], all: '' } },
  pageSize: { fixed: 10 },
} as const;

type PlanListParams = ListParams<keyof (typeof PLAN_LIST)['filters']>;

// One empty list while the plans load, so the search's texts are not rebuilt at every render.
const NO_PLANS: readonly never[] = [];

interface FilterablePlan {
  name: string;
  plan_key: string;
  description?: string | null;
  is_enterprise: boolean;
  selectedFeatures?: unknown;
}

/** The plans the search and type filter of the URL keep, and the list parameters behind them. */
export function usePlanListView<Plan extends FilterablePlan>(
  plans: readonly Plan[] | undefined,
): { params: PlanListParams; shown: Plan[] } {
  const params = useListParams(PLAN_LIST);
  const type = params.filters.type as PlanKindFilter | '';
  const found = useClientSearch(plans ?? NO_PLANS, planSearchText, params.search);
  const shown = useMemo(() => found.filter((plan) => matchesPlanKind(plan, type)), [found, type]);
  return { params, shown };
}

export interface PlanListFiltersProps {
  params: PlanListParams;
}

/**
 * "Search plans..." and the type filter of both plan screens (platform spec §2.7, §2.9: All Types,
 * Standard Plans, Enterprise Plans), with Clear filters while either narrows the list.
 */
export function PlanListFilters({ params }: PlanListFiltersProps) {
  const type = params.filters.type as PlanKindFilter | '';
  return (
    <FilterBar
      label="Filter plans"
      search={
        <SearchField
          label="Search plans"
          placeholder="Search plans..."
          // Searched in the browser: every keystroke filters at once, as the kit's lists do.
          debounceMs={0}
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
  );
}

/**
 * "N plans found" (platform spec §2.9) for the plans a list shows; given their subscriber counts,
 * also their total subscribers (§2.7). Announced politely as the filters change. While the plans load the
 * line is there but blank: it holds its room, so the table does not move down when the plans
 * arrive, and the live region exists before its first words, so they are read out. When the plans
 * could not be loaded, the table says so and there is no line.
 */
export function PlanCounts({
  plans,
  shown,
  subscribers,
}: {
  plans: { data?: unknown; isError: boolean };
  shown: readonly unknown[];
  subscribers?: ReadonlyArray<{ user_count: number }>;
}) {
  if (plans.isError) return null;
  const loaded = plans.data !== undefined;
  return (
    <p className={css.count} aria-live="polite">
      {loaded ? plansFoundLabel(shown.length) : '\u00a0'}
      {loaded && subscribers ? ` · ${totalSubscribersLabel(subscribers)}` : null}
    </p>
  );
}
