import { errorMessage, useApi } from '@aac/api-client';
import { checkNewPrice, newPriceConsequence, pricePerCycle } from '@aac/domain';
import { Button, Card, ConfirmDialog, EmptyState, TextField } from '@aac/ui';
import { type FormEvent, useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { QueryView } from '../../kit/QueryView';
import { usePermission } from '../../kit/session/usePermission';
import { features, planGrid, price, priceForm, updateButton } from './PricingPlans.css';
import type { PricingPlan } from './payments.list';

/**
 * The Pricing Plans tab (core spec §2.3): a card per plan with its name, price per billing
 * cycle, description and features, and, for an admin holding pricing.write, a new-price field
 * with Update. A card is an active plan of the plan screens (one price per plan, see the
 * contract's listPricingPlans), so a new price here is the one they show too.
 */
export function PricingPlans() {
  const plans = useApi().$api.useQuery('get', '/admin/pricing');
  const canWrite = usePermission('pricing.write');
  return (
    <QueryView
      query={plans}
      loadingLabel="Loading the pricing plans"
      failureTitle="Pricing plans could not be loaded"
    >
      {({ plans: list }) =>
        list.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="No pricing plans"
            hint="Plans appear here once they are created."
          />
        ) : (
          <div className={planGrid}>
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} canWrite={canWrite} />
            ))}
          </div>
        )
      }
    </QueryView>
  );
}

function PlanCard({ plan, canWrite }: { plan: PricingPlan; canWrite: boolean }) {
  return (
    <Card title={plan.name} description={plan.description ?? undefined}>
      <p className={price}>{pricePerCycle(plan.price, plan.billing_cycle)}</p>
      {plan.features.length > 0 ? (
        <ul aria-label={`Features of ${plan.name}`} className={features}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      {canWrite ? <NewPriceForm plan={plan} /> : null}
    </Card>
  );
}

/** The question before a new price is applied: old → new, per billing cycle. */
export function newPriceQuestion(plan: Pick<PricingPlan, 'name' | 'price' | 'billing_cycle'>, price: number) {
  return `Change the price of ${plan.name} from ${pricePerCycle(plan.price, plan.billing_cycle)} to ${pricePerCycle(price, plan.billing_cycle)}?`;
}

/**
 * core spec §5: the new price must be a number greater than 0, otherwise nothing is sent and the
 * field says why. A valid price is applied only after a confirmation stating old → new and what
 * follows from it (a typo of 1.99 for 19.99 would otherwise be one click from a wrong price). A refused or failed update keeps
 * what was typed; a success empties the field, shows the server's message and reloads the plans
 * (§7).
 */
function NewPriceForm({ plan }: { plan: PricingPlan }) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  // The checked price waiting for the admin's confirmation.
  const [confirming, setConfirming] = useState<number | null>(null);
  const change = useChange('pricing');
  const update = useApi().$api.useMutation('put', '/admin/pricing/{id}');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewPrice(value);
    if (!check.valid) {
      setMessage(check.message);
      return;
    }
    setMessage(undefined);
    setConfirming(check.price);
  };

  const apply = async (price: number) => {
    let refusal: string | undefined;
    const saved = await change.run(
      () =>
        update
          .mutateAsync({
            params: { path: { id: plan.id }, header: ifMatch(plan.version) },
            body: { price },
          })
          .catch((error: unknown) => {
            refusal = errorMessage(error);
            throw error;
          }),
      { failure: `The price of ${plan.name} was not updated` },
    );
    setConfirming(null);
    if (saved) setValue('');
    else setMessage(refusal);
  };

  return (
    <>
      <form className={priceForm} onSubmit={submit} noValidate>
        <TextField
          label={`New price for ${plan.name}`}
          value={value}
          onChange={(next) => {
            setValue(next);
            if (message) setMessage(undefined);
          }}
          placeholder="0.00"
          description="USD"
          errorMessage={message}
          autoComplete="off"
        />
        <div className={updateButton}>
          <Button type="submit" isPending={change.isPending} pendingLabel="Updating...">
            Update
          </Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming !== null}
        title={`Change the price of ${plan.name}`}
        question={confirming === null ? '' : newPriceQuestion(plan, confirming)}
        consequence={confirming === null ? undefined : newPriceConsequence(plan, confirming)}
        confirmLabel="Change price"
        pendingLabel="Updating..."
        tone="brand"
        isPending={change.isPending}
        onConfirm={() => {
          if (confirming !== null) void apply(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
