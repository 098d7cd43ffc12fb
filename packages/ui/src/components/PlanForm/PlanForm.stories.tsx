import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { objectControl, textControl } from '../../docs/controls';
import { PlanForm, type PlanFormProps } from './PlanForm';
import { dialogFrame, narrowFrame } from './PlanForm.stories.css';
import type { PlanFormInitialValues } from './planFormDraft';

/** A plan of the first screen as GET /admin/stripe/plans returns it (platform spec §3). */
const familyStripePlan: PlanFormInitialValues = {
  name: 'Family',
  plan_key: 'family',
  plan_type: 'family',
  description: 'Everything a family needs for up to 5 children',
  price_monthly: 19.99,
  yearly_discount_percentage: 20,
  price_yearly: 191.9,
  max_children: 5,
  max_team_members: 0,
  is_enterprise: false,
  selectedFeatures: { basic_aac_board: true, vocabulary_words: -1, children_profiles: 5 },
  stripe_product_id: 'prod_family',
  stripe_monthly_price_id: 'price_family_monthly',
  stripe_yearly_price_id: 'price_family_yearly',
};

/** A plan of the second screen with all three Stripe ids (connected, platform spec §4). */
const connectedSubscriptionPlan: PlanFormInitialValues = {
  name: 'Professional',
  plan_key: 'professional',
  description: 'For therapists and educators working with up to 20 children and a team of 5',
  price_monthly: 49.99,
  yearly_discount_percentage: 15,
  price_yearly: 509.9,
  max_children: 20,
  max_team_members: 5,
  is_enterprise: false,
  is_active: true,
  popular: true,
  gradient: 'from-emerald-500 to-teal-600',
  icon: 'fa-briefcase',
  cta_text: 'Go Professional',
  cta_style: 'solid',
  display_order: 3,
  selected_features: { advanced_analytics: true, iep_goals: true, team_members: 5 },
  stripe_product_id: 'prod_professional',
  stripe_monthly_price_id: 'price_professional_monthly',
  stripe_yearly_price_id: 'price_professional_yearly',
};

const meta = {
  title: 'Plans/PlanForm',
  component: PlanForm,
  tags: ['autodocs'],
  argTypes: {
    initialValues: objectControl,
    serverErrors: objectControl,
    submitError: textControl,
    takenKeys: objectControl,
  },
  args: {
    variant: 'stripe',
    mode: 'create',
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    onDirtyChange: fn(),
  },
  render: (args) => (
    <div className={dialogFrame}>
      <PlanForm {...(args as PlanFormProps)} />
    </div>
  ),
} satisfies Meta<typeof PlanForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const textbox = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('textbox', { name });

/** Opens the Plan Type dropdown and chooses a type by its label. */
async function choosePlanType(canvasElement: HTMLElement, userEvent: UserEvent, label: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Plan Type/ }));
  const body = within(canvasElement.ownerDocument.body);
  const listbox = await body.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: label }));
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
}

/** Replaces a number field's text and commits it (react-aria number fields commit on blur). */
async function typeNumber(input: HTMLElement, userEvent: UserEvent, text: string) {
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  await userEvent.tab();
}

/** platform spec §2.8: the create form of the first screen starts empty. */
export const StripeCreate: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Create New Plan in Stripe' })).toBeVisible();
    await expect(textbox(canvasElement, /Plan Name/)).toHaveValue('');
    await expect(textbox(canvasElement, /Plan Key/)).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /Plan Type/ })).toHaveTextContent('Select a plan type');
    // docs/design.md: one description field, a text area.
    await expect(canvas.getAllByRole('textbox', { name: 'Description' })).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
    await expect(textbox(canvasElement, 'Monthly Price ($)')).toBeVisible();
    await expect(textbox(canvasElement, 'Yearly Discount (%)')).toBeVisible();
    await expect(textbox(canvasElement, 'Yearly Price ($)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Auto' })).toBeVisible();
    await expect(textbox(canvasElement, 'Max Children (0 = Unlimited)')).toBeVisible();
    await expect(textbox(canvasElement, 'Max Team Members (0 = Unlimited)')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Features & Capabilities' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Enterprise Plan' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Create in Stripe' })).toBeEnabled();
    // The provider notice belongs to edit only.
    await expect(canvas.queryByText(/synced with Stripe/)).toBeNull();
  },
};

/** platform spec §2.8: on edit, the sync notice, the price hints and a read-only key. */
export const StripeEdit: Story = {
  args: { mode: 'edit', initialValues: familyStripePlan },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Edit Plan' })).toBeVisible();
    await expect(
      canvas.getByText(
        'This plan is synced with Stripe. Changes you save here update both Stripe and the database.',
      ),
    ).toBeVisible();
    const hint = 'Changing this price creates a new Stripe price and archives the old one.';
    await expect(textbox(canvasElement, 'Monthly Price ($)')).toHaveAccessibleDescription(hint);
    await expect(textbox(canvasElement, 'Yearly Price ($)')).toHaveAccessibleDescription(hint);
    const key = textbox(canvasElement, /Plan Key/);
    await expect(key).toHaveAttribute('readonly');
    await expect(key).toHaveValue('family');
    await userEvent.type(key, 'xyz');
    await expect(key).toHaveValue('family');
    await expect(textbox(canvasElement, 'Monthly Price ($)')).toHaveValue('19.99');
    await expect(textbox(canvasElement, 'Yearly Price ($)')).toHaveValue('191.90');
    // A preset on edit changes limits and description but not the key (platform spec §5).
    await choosePlanType(canvasElement, userEvent, 'Professional');
    await expect(key).toHaveValue('family');
    await expect(textbox(canvasElement, 'Max Children (0 = Unlimited)')).toHaveValue('20');
    // A price typed and then saved straight away (no Tab) is committed before the submit.
    await userEvent.clear(textbox(canvasElement, 'Monthly Price ($)'));
    await userEvent.type(textbox(canvasElement, 'Monthly Price ($)'), '24.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Plan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        plan_key: 'family',
        plan_type: 'professional',
        max_children: 20,
        max_team_members: 5,
        price_monthly: 24.99,
        // The stored yearly price is the admin's figure: not recalculated.
        price_yearly: 191.9,
      }),
    );
  },
};

/** platform spec §9: a new plan on the second screen starts from its defaults. */
export const SubscriptionCreate: Story = {
  args: { variant: 'subscription' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Add New Plan' })).toBeVisible();
    await expect(textbox(canvasElement, 'Max Children (0 = Unlimited)')).toHaveValue('1');
    await expect(textbox(canvasElement, 'Max Team Members (0 = Unlimited)')).toHaveValue('0');
    await expect(canvas.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Enterprise Plan' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Popular' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Generate Stripe IDs' })).toBeChecked();
    await expect(textbox(canvasElement, 'Display Order')).toHaveValue('999');
    // platform spec §3: the presentation defaults.
    await expect(textbox(canvasElement, 'Gradient')).toHaveValue('from-blue-500 to-purple-600');
    await expect(textbox(canvasElement, 'Icon')).toHaveValue('fa-star');
    await expect(textbox(canvasElement, 'CTA Text')).toHaveValue('Upgrade');
    await expect(textbox(canvasElement, 'CTA Style')).toHaveValue('outline');
    // The second form has no Auto button: it recalculates by itself (platform spec §5).
    await expect(canvas.queryByRole('button', { name: 'Auto' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create Plan' })).toBeVisible();
    await expect(canvas.queryByText(/synced with Stripe/)).toBeNull();
  },
};

/** A connected plan (all three Stripe ids): the same notice and hints as the first screen. */
export const SubscriptionEditConnected: Story = {
  args: { variant: 'subscription', mode: 'edit', initialValues: connectedSubscriptionPlan },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Edit Plan' })).toBeVisible();
    await expect(canvas.getByText(/^This plan is synced with Stripe\./)).toBeVisible();
    await expect(textbox(canvasElement, 'Monthly Price ($)')).toHaveAccessibleDescription(
      'Changing this price creates a new Stripe price and archives the old one.',
    );
    await expect(textbox(canvasElement, /Plan Key/)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('checkbox', { name: 'Popular' })).toBeChecked();
    await expect(textbox(canvasElement, 'Display Order')).toHaveValue('3');
    // platform spec §4: generating ids is pointless once all three exist.
    await expect(canvas.queryByRole('checkbox', { name: 'Generate Stripe IDs' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Update Plan' })).toBeVisible();
  },
};

/** A plan without Stripe ids: no sync notice; ids can be generated on save (off by default on edit). */
export const SubscriptionEditNotConnected: Story = {
  args: {
    variant: 'subscription',
    mode: 'edit',
    initialValues: { ...connectedSubscriptionPlan, stripe_yearly_price_id: null },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/synced with Stripe/)).toBeNull();
    await expect(textbox(canvasElement, 'Monthly Price ($)')).not.toHaveAccessibleDescription(/Stripe/);
    await expect(canvas.getByRole('checkbox', { name: 'Generate Stripe IDs' })).not.toBeChecked();
  },
};

/** platform spec §9 presets (children / team) and §2.8: key = type, enterprise only for "enterprise". */
const presetStory = (
  label: string,
  key: string,
  children: string,
  team: string,
  isEnterprise: boolean,
  description: string,
): Story => ({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await choosePlanType(canvasElement, userEvent, label);
    await expect(canvas.getByRole('button', { name: /Plan Type/ })).toHaveTextContent(label);
    await expect(textbox(canvasElement, /Plan Key/)).toHaveValue(key);
    await expect(textbox(canvasElement, 'Max Children (0 = Unlimited)')).toHaveValue(children);
    await expect(textbox(canvasElement, 'Max Team Members (0 = Unlimited)')).toHaveValue(team);
    const enterprise = canvas.getByRole('checkbox', { name: 'Enterprise Plan' });
    if (isEnterprise) await expect(enterprise).toBeChecked();
    else await expect(enterprise).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
    // The picker offers the chosen tier's defaults.
    await expect(canvas.getByText(`${label} tier`)).toBeVisible();
  },
});

export const PresetFree = presetStory(
  'Free',
  'free',
  '1',
  '0',
  false,
  'Basic communication tools to get started with one child',
);
export const PresetIndividual = presetStory(
  'Individual',
  'individual',
  '1',
  '0',
  false,
  'The full communication toolkit for one child',
);
export const PresetFamily = presetStory(
  'Family',
  'family',
  '5',
  '0',
  false,
  'Everything a family needs for up to 5 children',
);
export const PresetProfessional = presetStory(
  'Professional',
  'professional',
  '20',
  '5',
  false,
  'For therapists and educators working with up to 20 children and a team of 5',
);

/** Professional, then Enterprise: 999/999 and the enterprise flag switches on; back to Free switches it off. */
export const PresetEnterprise: Story = {
  play: async ({ canvas, canvasElement, userEvent, ...context }) => {
    await choosePlanType(canvasElement, userEvent, 'Professional');
    await expect(canvas.getByRole('checkbox', { name: 'Enterprise Plan' })).not.toBeChecked();
    await presetStory(
      'Enterprise',
      'enterprise',
      '999',
      '999',
      true,
      'For schools and organisations with large teams',
    ).play?.({ canvas, canvasElement, userEvent, ...context });
  },
};

/** platform spec §5, first screen: filled in when empty or 0, and the Auto button fills on demand. */
export const StripeYearlyAutoFill: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const monthly = textbox(canvasElement, 'Monthly Price ($)');
    const discount = textbox(canvasElement, 'Yearly Discount (%)');
    const yearly = textbox(canvasElement, 'Yearly Price ($)');
    // 12 × 9.99 × (1 − 20/100) = 95.90
    await typeNumber(monthly, userEvent, '9.99');
    await typeNumber(discount, userEvent, '20');
    await expect(yearly).toHaveValue('95.90');
    // The admin's own figure is not overwritten by later changes...
    await typeNumber(yearly, userEvent, '100');
    await typeNumber(monthly, userEvent, '19.99');
    await expect(yearly).toHaveValue('100.00');
    // ...until Auto fills the calculated value on demand: 12 × 19.99 × 0.8 = 191.90.
    await userEvent.click(canvas.getByRole('button', { name: 'Auto' }));
    await expect(yearly).toHaveValue('191.90');
    // 0 counts as empty: it is filled in again on the next change.
    await typeNumber(yearly, userEvent, '0');
    await typeNumber(discount, userEvent, '10');
    // 12 × 19.99 × 0.9 = 215.892 → 215.89
    await expect(yearly).toHaveValue('215.89');
  },
};

/** A stored yearly price on edit is the admin's figure: changing the monthly price leaves it. */
export const StripeYearlyKeptOnEdit: Story = {
  args: { mode: 'edit', initialValues: familyStripePlan },
  play: async ({ canvasElement, userEvent }) => {
    await typeNumber(textbox(canvasElement, 'Monthly Price ($)'), userEvent, '24.99');
    await expect(textbox(canvasElement, 'Yearly Price ($)')).toHaveValue('191.90');
  },
};

/**
 * platform spec §5, second form: recalculated on any change of monthly price or discount (the
 * "Calculated" line follows every change) but written into the field only when it is empty or 0.
 */
export const SubscriptionYearlyRecalculation: Story = {
  args: { variant: 'subscription' },
  play: async ({ canvasElement, userEvent }) => {
    const monthly = textbox(canvasElement, 'Monthly Price ($)');
    const discount = textbox(canvasElement, 'Yearly Discount (%)');
    const yearly = textbox(canvasElement, 'Yearly Price ($)');
    // The new plan's yearly price is 0 (platform spec §9), so it is filled in.
    await expect(yearly).toHaveValue('0.00');
    await typeNumber(monthly, userEvent, '9.99');
    await typeNumber(discount, userEvent, '20');
    await expect(yearly).toHaveValue('95.90');
    await expect(yearly).toHaveAccessibleDescription('Calculated: $95.90');
    // The admin's own yearly price stays; the calculation still follows the changes.
    await typeNumber(yearly, userEvent, '150');
    await typeNumber(discount, userEvent, '10');
    await expect(yearly).toHaveValue('150.00');
    // 12 × 9.99 × 0.9 = 107.892 → 107.89
    await expect(yearly).toHaveAccessibleDescription('Calculated: $107.89');
    // Emptied, it is filled in again on the next change.
    await typeNumber(yearly, userEvent, '');
    await typeNumber(monthly, userEvent, '10');
    await expect(yearly).toHaveValue('108.00');
  },
};

/** platform spec §5: Plan Name, Plan Key and Plan Type are required; errors inline, typing kept. */
export const StripeValidationErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(textbox(canvasElement, 'Description'), 'Draft description');
    await userEvent.click(canvas.getByRole('button', { name: 'Create in Stripe' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = textbox(canvasElement, /Plan Name/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Plan Name is required');
    await expect(textbox(canvasElement, /Plan Key/)).toHaveAccessibleDescription(
      expect.stringContaining('Plan Key is required'),
    );
    await expect(canvas.getByText('Plan Type is required')).toBeVisible();
    // The first invalid field takes focus.
    await waitFor(() => expect(name).toHaveFocus());
    // What was typed stays, and an error goes away once its field is filled.
    await expect(textbox(canvasElement, 'Description')).toHaveValue('Draft description');
    await userEvent.type(name, 'Family');
    await expect(name).toHaveValue('Family');
    await expect(name).not.toHaveAttribute('aria-invalid');
    // Issue 38: the key nobody typed follows the name, which puts that field right too.
    await expect(textbox(canvasElement, /Plan Key/)).toHaveValue('family');
    await expect(canvas.queryByText('Plan Key is required')).toBeNull();
  },
};

/** platform spec §5: the second form requires plan name and plan key only. */
export const SubscriptionValidationErrors: Story = {
  args: { variant: 'subscription' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Plan' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Plan Name is required')).toBeVisible();
    await expect(canvas.getByText('Plan Key is required')).toBeVisible();
    await expect(canvas.queryByText('Plan Type is required')).toBeNull();
  },
};

/** platform spec §2.8 and §4: "Creating..." while busy; buttons disabled while saving. */
export const SubmittingCreate: Story = {
  args: { isSubmitting: true, initialValues: { name: 'Family', plan_key: 'family', plan_type: 'family' } },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Creating...' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Auto' })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmittingUpdate: Story = {
  args: { mode: 'edit', isSubmitting: true, initialValues: familyStripePlan },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Update Plan' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/**
 * platform spec §5 and §7: the first screen's body; empty prices and limits are sent as 0. Issue
 * 38: "abc" is not silently a price of 0: it stays as typed, refused under its field, and nothing
 * is sent until it is put right.
 */
export const StripeSubmitPayload: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(textbox(canvasElement, /Plan Name/), 'Family Plus');
    await choosePlanType(canvasElement, userEvent, 'Family');
    const monthly = textbox(canvasElement, 'Monthly Price ($)');
    await userEvent.type(monthly, 'abc');
    await userEvent.tab();
    await expect(monthly).toHaveValue('abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Create in Stripe' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(monthly).toHaveAccessibleDescription(
      expect.stringContaining('Monthly Price must be a number, such as 9.99'),
    );
    await userEvent.clear(monthly);
    await typeNumber(textbox(canvasElement, 'Max Children (0 = Unlimited)'), userEvent, '');
    await userEvent.click(canvas.getByRole('button', { name: /Core Communication/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Basic AAC Board' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create in Stripe' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Family Plus',
      plan_key: 'family',
      plan_type: 'family',
      description: 'Everything a family needs for up to 5 children',
      price_monthly: 0,
      yearly_discount_percentage: 0,
      price_yearly: 0,
      max_children: 0,
      max_team_members: 0,
      is_enterprise: false,
      selectedFeatures: { basic_aac_board: true },
    });
  },
};

/**
 * platform spec §3, §5 and §7: the second screen's full plan object. A blank display order is
 * sent as 999; `features` lists the selected features in catalogue order.
 */
export const SubscriptionSubmitPayload: Story = {
  args: { variant: 'subscription' },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(textbox(canvasElement, /Plan Name/), 'Classroom');
    // Issue 38: the key follows the name until one is typed.
    await expect(textbox(canvasElement, /Plan Key/)).toHaveValue('classroom');
    await typeNumber(textbox(canvasElement, 'Monthly Price ($)'), userEvent, '9.99');
    await typeNumber(textbox(canvasElement, 'Yearly Discount (%)'), userEvent, '20');
    await typeNumber(textbox(canvasElement, 'Display Order'), userEvent, '');
    await userEvent.click(canvas.getByRole('button', { name: /Vocabulary & Content/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vocabulary Words' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Custom Vocabulary' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Popular' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Plan' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Classroom',
      plan_key: 'classroom',
      description: '',
      price_monthly: 9.99,
      price_yearly: 95.9,
      yearly_discount_percentage: 20,
      max_children: 1,
      max_team_members: 0,
      features: ['Vocabulary Words: Unlimited', 'Custom Vocabulary'],
      selectedFeatures: { vocabulary_words: -1, custom_vocabulary: true },
      is_active: true,
      is_enterprise: false,
      popular: true,
      gradient: 'from-blue-500 to-purple-600',
      icon: 'fa-star',
      cta_text: 'Upgrade',
      cta_style: 'outline',
      display_order: 999,
      generate_stripe_ids: true,
    });
  },
};

/** platform spec §8: a failed save is reported; the form keeps every value for another try. */
export const SubmitError: Story = {
  args: { mode: 'edit', initialValues: familyStripePlan, submitError: 'Plan update failed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Plan update failed');
    await expect(textbox(canvasElement, /Plan Name/)).toHaveValue('Family');
  },
};

export const CancelPressed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  args: { mode: 'edit', initialValues: familyStripePlan },
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^This plan is synced with Stripe\./)).toBeVisible();
  },
};

export const SubscriptionDarkTheme: Story = {
  args: { variant: 'subscription', mode: 'edit', initialValues: connectedSubscriptionPlan },
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Edit Plan' })).toBeVisible();
  },
};

/** The columns fold into one in a narrow container; nothing overflows sideways. */
export const NarrowWidth: Story = {
  args: { variant: 'subscription' },
  render: (args) => (
    <div className={narrowFrame}>
      <PlanForm {...(args as PlanFormProps)} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Add New Plan' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    const name = textbox(canvasElement, /Plan Name/).getBoundingClientRect();
    const key = textbox(canvasElement, /Plan Key/).getBoundingClientRect();
    // Plan Key sits under Plan Name instead of beside it.
    await expect(key.top).toBeGreaterThan(name.bottom);
  },
};
