/**
 * The columns both plan tables share (platform spec §2.7 and §2.9): the plan name and key,
 * pricing, limits ("Unlimited" when 0), the first three features then "+N more", the Stripe ids
 * with the connected state, the plan type badge and the status. Each screen's columns file lists
 * them in its order, with its own columns between.
 */
import {
  activeStateOf,
  featureLabel,
  formatFeatureValue,
  formatUsd,
  isPlanType,
  isProviderConnected,
  limitLabel,
  NO_FEATURES_SELECTED,
  PLAN_PRESETS,
  type ProviderIds,
  planKindLabel,
  providerConnectionLabel,
  providerIdDisplay,
  readSelectedFeatures,
  selectedFeatureList,
  UNLIMITED_LABEL,
} from '@aac/domain';
import { Badge, createDataTableColumnHelper, NameCell, StatusBadge } from '@aac/ui';
import * as css from './planCells.css';

/**
 * Each column's width, padding included, so the two plan tables sit beside the navigation at
 * 1,280 px without a sideways scroll (about 980 px with the row actions).
 */
export const PLAN_COLUMN_WIDTHS = {
  plan: 120,
  pricing: 124,
  limits: 110,
  features: 132,
  subscribers: 96,
  stripe: 124,
  type: 104,
  status: 90,
} as const;

/**
 * "$19.99/month" over "$191.90/year" (USD, en-US). A price too long for the column breaks before
 * "/month" rather than running into the next column.
 */
export function PlanPricing({ plan }: { plan: { price_monthly: number; price_yearly: number } }) {
  return (
    <div className={css.lines}>
      <span>
        {formatUsd(plan.price_monthly)}
        <wbr />
        /month
      </span>
      <span className={css.secondary}>
        {formatUsd(plan.price_yearly)}
        <wbr />
        /year
      </span>
    </div>
  );
}

/** The limits a plan row shows, and the features that say what the plan offers besides. */
interface LimitedPlan {
  max_children: number;
  max_team_members: number;
  selectedFeatures?: unknown;
  selected_features?: unknown;
}

/**
 * Why a limit of 0 reads "Unlimited", which surprises on a plan without a team (Free, Family):
 * the form's own rule, and the matching feature's value when the plan selects it.
 */
export function unlimitedLimitHint(field: 'Max Children' | 'Max Team Members', feature: number | undefined) {
  const featureKey = field === 'Max Children' ? 'children_profiles' : 'team_members';
  const rule = `${field} is 0, and 0 means no maximum ("0 = Unlimited" in the plan form).`;
  return feature === undefined
    ? rule
    : `${rule} Its ${featureLabel(featureKey)} feature is ${formatFeatureValue(feature)}.`;
}

/** A limit as the table shows it: "Unlimited" for 0, in a mark whose tooltip says why. */
function LimitValue({ limit, hint }: { limit: number; hint: string }) {
  const label = limitLabel(limit);
  if (label !== UNLIMITED_LABEL) return <>{label}</>;
  return (
    <Badge size="small" variant="ghost" hint={hint}>
      {label}
    </Badge>
  );
}

/**
 * platform spec §2.7, §2.9 and §9: "Children: 5" over "Team: Unlimited" (a limit of 0 is
 * unlimited, and its tooltip says so).
 */
export function PlanLimits({ plan }: { plan: LimitedPlan }) {
  const features = readSelectedFeatures(plan);
  const numeric = (key: string) => {
    const value = features[key];
    return typeof value === 'number' ? value : undefined;
  };
  return (
    <div className={css.lines}>
      <span>
        Children:{' '}
        <LimitValue
          limit={plan.max_children}
          hint={unlimitedLimitHint('Max Children', numeric('children_profiles'))}
        />
      </span>
      <span className={css.secondary}>
        Team:{' '}
        <LimitValue
          limit={plan.max_team_members}
          hint={unlimitedLimitHint('Max Team Members', numeric('team_members'))}
        />
      </span>
    </div>
  );
}

/** platform spec §2.7, §2.9 and §9: the first three selected features, then "+N more". */
export function PlanFeatures({
  plan,
}: {
  plan: { selectedFeatures?: unknown; selected_features?: unknown };
}) {
  const { shown, moreCount } = selectedFeatureList(readSelectedFeatures(plan));
  if (shown.length === 0) return <span className={css.secondary}>{NO_FEATURES_SELECTED}</span>;
  return (
    <ul className={css.features}>
      {shown.map((feature) => (
        <li key={feature.key}>{feature.text}</li>
      ))}
      {moreCount > 0 ? <li className={css.secondary}>+{moreCount} more</li> : null}
    </ul>
  );
}

/** One Stripe id, or "N/A"; a long id is cut, and whole on hover. */
function ProviderId({ name, id }: { name: string; id: string | null | undefined }) {
  const text = `${name}: ${providerIdDisplay(id)}`;
  return (
    <span className={css.id} title={text}>
      {text}
    </span>
  );
}

/**
 * platform spec §2.9 and §4: "Stripe Connected" only with all three ids, otherwise "Not
 * Connected"; then each id, or "N/A".
 */
export function ProviderIdsCell({ plan }: { plan: ProviderIds }) {
  return (
    <div className={css.lines}>
      <span>
        <Badge tone={isProviderConnected(plan) ? 'positive' : 'caution'}>
          {providerConnectionLabel(plan)}
        </Badge>
      </span>
      <ProviderId name="Product" id={plan.stripe_product_id} />
      <ProviderId name="Monthly" id={plan.stripe_monthly_price_id} />
      <ProviderId name="Yearly" id={plan.stripe_yearly_price_id} />
    </div>
  );
}

/**
 * platform spec §2.7 and §2.9: the plan type badge. The first screen's plans have a type (free,
 * individual, family, professional, enterprise): its name; the second screen's, Enterprise or
 * Standard.
 */
export function PlanTypeBadge({ isEnterprise, planType }: { isEnterprise: boolean; planType?: string }) {
  const label = planType && isPlanType(planType) ? PLAN_PRESETS[planType].label : planKindLabel(isEnterprise);
  return <Badge tone={isEnterprise ? 'brand' : 'neutral'}>{label}</Badge>;
}

/** What a row of either plan table has that the shared columns show. */
export interface PlanRow extends ProviderIds {
  name: string;
  plan_key: string;
  price_monthly: number;
  price_yearly: number;
  max_children: number;
  max_team_members: number;
  selected_features?: unknown;
  is_enterprise: boolean;
  is_active: boolean;
}

/** The shared columns for a table of `Row`, by name, each at its `PLAN_COLUMN_WIDTHS` width. */
export function planColumnsFor<Row extends PlanRow>() {
  const column = createDataTableColumnHelper<Row>();
  const WIDTH = PLAN_COLUMN_WIDTHS;
  return {
    plan: column.display({
      id: 'name',
      header: 'Plan',
      meta: { isRowHeader: true, minWidth: WIDTH.plan },
      cell: ({ row }) => <NameCell primary={row.original.name} secondary={row.original.plan_key} />,
    }),
    pricing: column.display({
      id: 'pricing',
      header: 'Pricing',
      meta: { minWidth: WIDTH.pricing },
      cell: ({ row }) => <PlanPricing plan={row.original} />,
    }),
    limits: column.display({
      id: 'limits',
      header: 'Limits',
      meta: { minWidth: WIDTH.limits },
      cell: ({ row }) => <PlanLimits plan={row.original} />,
    }),
    features: column.display({
      id: 'features',
      header: 'Features',
      meta: { minWidth: WIDTH.features },
      cell: ({ row }) => <PlanFeatures plan={row.original} />,
    }),
    stripe: column.display({
      id: 'stripe',
      header: 'Stripe IDs',
      meta: { minWidth: WIDTH.stripe },
      cell: ({ row }) => <ProviderIdsCell plan={row.original} />,
    }),
    type: column.display({
      id: 'is_enterprise',
      header: 'Type',
      meta: { minWidth: WIDTH.type },
      cell: ({ row }) => <PlanTypeBadge isEnterprise={row.original.is_enterprise} />,
    }),
    status: column.display({
      id: 'is_active',
      header: 'Status',
      meta: { minWidth: WIDTH.status },
      cell: ({ row }) => <StatusBadge status={activeStateOf(row.original.is_active)} />,
    }),
  };
}
