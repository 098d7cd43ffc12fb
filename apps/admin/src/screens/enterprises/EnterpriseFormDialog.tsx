import { useApi } from '@aac/api-client';
import { enterpriseErrors, NEW_ENTERPRISE_DEFAULTS } from '@aac/domain';
import { Checkbox, FormDialog, FormGrid, FormGridFullRow, Select, TextArea, TextField } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { email } from '../../kit/form/validators';
import { usePermission } from '../../kit/session/usePermission';
import type { Enterprise } from './enterprises.list';

export interface EnterpriseFormDialogProps {
  /** The enterprise to edit; none to create one (Add Enterprise). */
  enterprise?: Enterprise;
  onClose: () => void;
}

interface EnterpriseValues {
  name: string;
  email: string;
  contact_person: string;
  phone: string;
  /** As typed: "2.5" or "abc" is refused under the field, never rounded or reverted. */
  max_children: string;
  max_team_members: string;
  subscription_plan: string;
  billing_address: string;
  notes: string;
  is_active: boolean;
}

function initialValues(enterprise: Enterprise | undefined): EnterpriseValues {
  if (!enterprise)
    return {
      ...NEW_ENTERPRISE_DEFAULTS,
      max_children: String(NEW_ENTERPRISE_DEFAULTS.max_children),
      max_team_members: String(NEW_ENTERPRISE_DEFAULTS.max_team_members),
    };
  return {
    name: enterprise.name,
    email: enterprise.email,
    contact_person: enterprise.contact_person,
    phone: enterprise.phone ?? '',
    max_children: String(enterprise.max_children),
    max_team_members: String(enterprise.max_team_members),
    subscription_plan: enterprise.subscription_plan,
    billing_address: enterprise.billing_address ?? '',
    notes: enterprise.notes ?? '',
    is_active: enterprise.is_active,
  };
}

/**
 * The plans an enterprise may be on, by name and key; a stored plan that is no longer one of them
 * stays choosable, marked, so opening the form never changes it.
 */
function subscriptionPlanOptions(
  plans: readonly { plan_key: string; name: string }[],
  current: string | undefined,
): { value: string; label: string }[] {
  const options = plans.map((plan) => ({ value: plan.plan_key, label: `${plan.name} (${plan.plan_key})` }));
  if (current && !plans.some((plan) => plan.plan_key === current))
    options.push({ value: current, label: `${current} (not a current plan)` });
  return options;
}

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * The one create/edit form of platform spec §2.6 and §5: name, email and contact person required;
 * max children and max team members required whole numbers of at least 1 (50 and 10 for a new
 * account, §9); email and phone typed; billing address, notes, subscription plan, active. On
 * edit a maximum below what the enterprise already uses is caught before sending.
 */
export function EnterpriseFormDialog({ enterprise, onClose }: EnterpriseFormDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/enterprises');
  const update = $api.useMutation('put', '/admin/enterprises/{id}');
  const change = useChange('enterprises');
  // The plan is chosen from the plans there are, for an admin who may read them; others type its key.
  const canReadPlans = usePermission('plans.read');
  const plans = $api.useQuery('get', '/admin/subscription-plans', {}, { enabled: canReadPlans });
  const planOptions = plans.data
    ? subscriptionPlanOptions(
        plans.data.plans,
        enterprise?.subscription_plan ?? NEW_ENTERPRISE_DEFAULTS.subscription_plan,
      )
    : null;
  const form = useDialogForm({
    operation: enterprise ? 'PUT /admin/enterprises/{id}' : 'POST /admin/enterprises',
    initialValues: initialValues(enterprise),
    validate: (values) => {
      const errors = { ...enterpriseErrors(values), email: email('Email', values.email) };
      if (enterprise && !errors.max_children && Number(values.max_children) < enterprise.current_children)
        errors.max_children = `The enterprise already has ${enterprise.current_children} children`;
      if (
        enterprise &&
        !errors.max_team_members &&
        Number(values.max_team_members) < enterprise.current_team_members
      )
        errors.max_team_members = `The enterprise already has ${enterprise.current_team_members} team members`;
      return errors;
    },
    submit: (values, { version }) => {
      const body = {
        name: values.name.trim(),
        email: values.email.trim(),
        contact_person: values.contact_person.trim(),
        phone: blankToNull(values.phone),
        // validate() has made sure both are whole numbers of at least 1.
        max_children: Number(values.max_children),
        max_team_members: Number(values.max_team_members),
        subscription_plan: values.subscription_plan.trim() || NEW_ENTERPRISE_DEFAULTS.subscription_plan,
        billing_address: blankToNull(values.billing_address),
        notes: blankToNull(values.notes),
        is_active: values.is_active,
      };
      return enterprise
        ? update.mutateAsync({ params: { path: { id: enterprise.id }, header: ifMatch(version) }, body })
        : create.mutateAsync({ body });
    },
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message, enterprise ? undefined : result.enterprise.id);
    },
    version: enterprise?.version,
    noun: 'enterprise',
    failureTitle: enterprise ? 'The enterprise was not saved' : 'The enterprise was not created',
  });

  return (
    <FormDialog
      title={enterprise ? 'Edit enterprise' : 'Add enterprise'}
      size="large"
      submitLabel={enterprise ? 'Save' : 'Create enterprise'}
      pendingLabel={enterprise ? 'Saving...' : 'Creating...'}
      onClose={onClose}
      {...form.dialog}
    >
      <FormGrid>
        <TextField label="Name" isRequired autoComplete="organization" {...form.field('name')} />
        {/* platform §5: email and phone are typed inputs. */}
        <TextField label="Email" type="email" isRequired autoComplete="off" {...form.field('email')} />
        <TextField label="Contact person" isRequired autoComplete="off" {...form.field('contact_person')} />
        <TextField label="Phone" type="tel" autoComplete="off" {...form.field('phone')} />
        <TextField
          label="Max children"
          isRequired
          inputMode="numeric"
          autoComplete="off"
          {...form.field('max_children')}
          description={enterprise ? `${enterprise.current_children} in use` : undefined}
        />
        <TextField
          label="Max team members"
          isRequired
          inputMode="numeric"
          autoComplete="off"
          {...form.field('max_team_members')}
          description={enterprise ? `${enterprise.current_team_members} in use` : undefined}
        />
        {planOptions ? (
          <Select
            label="Subscription plan"
            options={planOptions}
            {...form.field('subscription_plan')}
            description="One of the plans of Subscription Plans."
          />
        ) : (
          <TextField
            label="Subscription plan"
            autoComplete="off"
            description="The plan's key, such as enterprise."
            {...form.field('subscription_plan')}
          />
        )}
        <FormGridFullRow>
          <TextArea label="Billing address" rows={2} {...form.field('billing_address')} />
        </FormGridFullRow>
        <FormGridFullRow>
          <TextArea label="Notes" rows={3} {...form.field('notes')} />
        </FormGridFullRow>
      </FormGrid>
      <Checkbox isSelected={form.values.is_active} onChange={(selected) => form.set('is_active', selected)}>
        Active
      </Checkbox>
    </FormDialog>
  );
}
