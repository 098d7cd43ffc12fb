import { errorMessage, useApi } from '@aac/api-client';
import { checkNewPrice, pricePerCycle } from '@aac/domain';
import { Button, Card, EmptyState, TextField } from '@aac/ui';
import { type FormEvent, useState } from 'react';
import { usePermission } from '../../app/auth/usePermission';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { QueryView } from '../../kit/QueryView';
import { features, planGrid, price, priceForm, updateButton } from './PricingPlans.css';
import type { PricingPlan } from './payments.list';

/**
 * The Pricing Plans tab (core spec §2.3): a card per plan with its name, price per billing
 * cycle, description and features, and, for an admin holding pricing.write, a new-price field
 * with Update.
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

/**
 * core spec §5: the new price must be a number greater than 0, otherwise nothing is sent and the
 * field says why. A refused or failed update keeps what was typed; a success empties the field,
 * shows the server's message and reloads the plans (§7).
 */
function NewPriceForm({ plan }: { plan: PricingPlan }) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const change = useChange('pricing');
  const update = useApi().$api.useMutation('put', '/admin/pricing/{id}');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewPrice(value);
    if (!check.valid) {
      setMessage(check.message);
      return;
    }
    setMessage(undefined);
    let refusal: string | undefined;
    const saved = await change.run(
      () =>
        update
          .mutateAsync({
            params: { path: { id: plan.id }, header: ifMatch(plan.version) },
            body: { price: check.price },
          })
          .catch((error: unknown) => {
            refusal = errorMessage(error);
            throw error;
          }),
      { failure: `The price of ${plan.name} was not updated` },
    );
    if (saved) setValue('');
    else setMessage(refusal);
  };

  return (
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
  );
}
