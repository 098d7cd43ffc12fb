/**
 * The Subscription Plan Management table (platform spec §2.9): plan, pricing, limits, features,
 * Stripe ids, type, status and the row actions edit, generate Stripe IDs and delete.
 */
import type { components } from '@aac/api-client';
import {
  activeStateOf,
  canGenerateProviderIds,
  isProviderConnected,
  limitLabel,
  NO_FEATURES_SELECTED,
  PROVIDER_IDS_EXIST_LABEL,
  planKindLabel,
  providerConnectionLabel,
  providerIdDisplay,
  readSelectedFeatures,
  selectedFeatureList,
} from '@aac/domain';
import { Badge, createDataTableColumnHelper, defineRowActions, NameCell, StatusBadge } from '@aac/ui';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import * as css from './plans.css';

export type SubscriptionPlan = components['schemas']['SubscriptionPlan'];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** One Stripe id, or "N/A"; a long id is cut, and whole on hover. */
function StripeId({ name, id }: { name: string; id: string | null }) {
  const text = `${name}: ${providerIdDisplay(id)}`;
  return (
    <span className={css.id} title={text}>
      {text}
    </span>
  );
}

const column = createDataTableColumnHelper<SubscriptionPlan>();

export const planColumns = column.columns([
  column.accessor('name', {
    header: 'Plan',
    meta: { isRowHeader: true, minWidth: 140 },
    cell: ({ row }) => <NameCell primary={row.original.name} secondary={row.original.plan_key} />,
  }),
  column.display({
    id: 'pricing',
    header: 'Pricing',
    meta: { minWidth: 135 },
    cell: ({ row }) => (
      <div className={`${css.lines} ${css.nowrap}`}>
        <span>{usd.format(row.original.price_monthly)}/month</span>
        <span className={css.secondary}>{usd.format(row.original.price_yearly)}/year</span>
      </div>
    ),
  }),
  column.display({
    id: 'limits',
    header: 'Limits',
    meta: { minWidth: 120 },
    // platform spec §2.9: 0 reads "Unlimited".
    cell: ({ row }) => (
      <div className={css.lines}>
        <span>Children: {limitLabel(row.original.max_children)}</span>
        <span className={css.secondary}>Team: {limitLabel(row.original.max_team_members)}</span>
      </div>
    ),
  }),
  column.display({
    id: 'features',
    header: 'Features',
    meta: { minWidth: 180 },
    cell: ({ row }) => {
      const { shown, moreCount } = selectedFeatureList(readSelectedFeatures(row.original));
      if (shown.length === 0) return <span className={css.secondary}>{NO_FEATURES_SELECTED}</span>;
      return (
        <ul className={css.features}>
          {shown.map((feature) => (
            <li key={feature.key}>{feature.text}</li>
          ))}
          {moreCount > 0 ? <li className={css.secondary}>+{moreCount} more</li> : null}
        </ul>
      );
    },
  }),
  column.display({
    id: 'stripe',
    header: 'Stripe IDs',
    meta: { minWidth: 180 },
    // platform spec §2.9: "Stripe Connected" only with all three ids; each id or "N/A".
    cell: ({ row }) => (
      <div className={css.lines}>
        <span>
          <Badge tone={isProviderConnected(row.original) ? 'positive' : 'caution'}>
            {providerConnectionLabel(row.original)}
          </Badge>
        </span>
        <StripeId name="Product" id={row.original.stripe_product_id} />
        <StripeId name="Monthly" id={row.original.stripe_monthly_price_id} />
        <StripeId name="Yearly" id={row.original.stripe_yearly_price_id} />
      </div>
    ),
  }),
  column.accessor('is_enterprise', {
    header: 'Type',
    meta: { minWidth: 100 },
    cell: ({ getValue }) => (
      <Badge tone={getValue() ? 'brand' : 'neutral'}>{planKindLabel(getValue())}</Badge>
    ),
  }),
  column.accessor('is_active', {
    header: 'Status',
    meta: { minWidth: 95 },
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
