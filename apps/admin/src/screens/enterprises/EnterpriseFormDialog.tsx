import { useApi } from '@aac/api-client';
import { enterpriseErrors, NEW_ENTERPRISE_DEFAULTS } from '@aac/domain';
import { Checkbox, FormDialog, FormGrid, FormGridFullRow, NumberField, TextArea, TextField } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { email } from '../../kit/form/validators';
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
  max_children: number | null;
  max_team_members: number | null;
  subscription_plan: string;
  billing_address: string;
  notes: string;
  is_active: boolean;
}

function initialValues(enterprise: Enterprise | undefined): EnterpriseValues {
  if (!enterprise) return { ...NEW_ENTERPRISE_DEFAULTS };
  return {
    name: enterprise.name,
    email: enterprise.email,
    contact_person: enterprise.contact_person,
    phone: enterprise.phone ?? '',
    max_children: enterprise.max_children,
    max_team_members: enterprise.max_team_members,
    subscription_plan: enterprise.subscription_plan,
    billing_address: enterprise.billing_address ?? '',
    notes: enterprise.notes ?? '',
    is_active: enterprise.is_active,
  };
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
  const form = useDialogForm({
    initialValues: initialValues(enterprise),
    validate: (values) => {
      const errors = { ...enterpriseErrors(values), email: email('Email', values.email) };
      if (enterprise && !errors.max_children && (values.max_children ?? 0) < enterprise.current_children)
        errors.max_children = `The enterprise already has ${enterprise.current_children} children`;
      if (
        enterprise &&
        !errors.max_team_members &&
        (values.max_team_members ?? 0) < enterprise.current_team_members
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
        max_children: values.max_children ?? NEW_ENTERPRISE_DEFAULTS.max_children,
        max_team_members: values.max_team_members ?? NEW_ENTERPRISE_DEFAULTS.max_team_members,
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
      await change.succeeded(result.message);
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
        <TextField
          label="Name"
          isRequired
          autoComplete="organization"
          maxLength={200}
          {...form.field('name')}
        />
        {/* platform §5: email and phone are typed inputs. */}
        <TextField
          label="Email"
          type="email"
          isRequired
          autoComplete="off"
          maxLength={255}
          {...form.field('email')}
        />
        <TextField
          label="Contact person"
          isRequired
          autoComplete="off"
          maxLength={200}
          {...form.field('contact_person')}
        />
        <TextField label="Phone" type="tel" autoComplete="off" maxLength={50} {...form.field('phone')} />
        <NumberField
          label="Max children"
          isRequired
          step={1}
          value={form.values.max_children}
          onChange={(value) => form.set('max_children', value)}
          errorMessage={form.errors.max_children}
          description={enterprise ? `${enterprise.current_children} in use` : undefined}
        />
        <NumberField
          label="Max team members"
          isRequired
          step={1}
          value={form.values.max_team_members}
          onChange={(value) => form.set('max_team_members', value)}
          errorMessage={form.errors.max_team_members}
          description={enterprise ? `${enterprise.current_team_members} in use` : undefined}
        />
        <TextField
          label="Subscription plan"
          autoComplete="off"
          maxLength={100}
          {...form.field('subscription_plan')}
        />
        <FormGridFullRow>
          <TextArea label="Billing address" rows={2} maxLength={1000} {...form.field('billing_address')} />
        </FormGridFullRow>
        <FormGridFullRow>
          <TextArea label="Notes" rows={3} maxLength={5000} {...form.field('notes')} />
        </FormGridFullRow>
      </FormGrid>
      <Checkbox isSelected={form.values.is_active} onChange={(selected) => form.set('is_active', selected)}>
        Active
      </Checkbox>
    </FormDialog>
  );
}
