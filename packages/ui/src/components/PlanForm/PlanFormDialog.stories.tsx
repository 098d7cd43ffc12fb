import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { objectControl, textControl } from '../../docs/controls';
import { PlanFormDialog, type PlanFormDialogProps } from './PlanFormDialog';

const meta = {
  title: 'Plans/PlanFormDialog',
  component: PlanFormDialog,
  tags: ['autodocs'],
  argTypes: {
    initialValues: objectControl,
    serverErrors: objectControl,
    submitError: textControl,
    takenKeys: objectControl,
    // A refused save's conflict and the form's restart come from the screen's save, not from a control.
    conflict: { control: false },
    resetKey: { control: false },
  },
  args: {
    isOpen: true,
    variant: 'stripe',
    mode: 'create',
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  render: (args) => <PlanFormDialog {...(args as PlanFormDialogProps)} />,
} satisfies Meta<typeof PlanFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** platform spec §2.8: the create dialog; the footer's submit button submits the form in the body. */
export const StripeCreate: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(
      await screen(canvasElement).findByRole('dialog', { name: 'Create New Plan in Stripe' }),
    );
    await expect(dialog.getByRole('heading', { name: 'Create New Plan in Stripe' })).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Plan Name/ }), 'Family');
    await userEvent.click(dialog.getByRole('button', { name: /Plan Type/ }));
    const listbox = await screen(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Family' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create in Stripe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Family', plan_key: 'family', plan_type: 'family', max_children: 5 }),
    );
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** platform spec §2.9: "Edit Plan"; Escape cancels like the Cancel button. */
export const SubscriptionEdit: Story = {
  args: {
    variant: 'subscription',
    mode: 'edit',
    initialValues: {
      name: 'Family',
      plan_key: 'family',
      price_monthly: 19.99,
      yearly_discount_percentage: 20,
      price_yearly: 191.9,
      max_children: 5,
      max_team_members: 0,
      stripe_product_id: 'prod_family',
      stripe_monthly_price_id: 'price_family_monthly',
      stripe_yearly_price_id: 'price_family_yearly',
    },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: 'Edit Plan' }));
    await expect(dialog.getByText(/^This plan is synced with Stripe\./)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update Plan' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).not.toBe(canvasElement.ownerDocument.body),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** platform spec §2.8 and §4: busy label, buttons disabled, and no closing mid-request. */
export const Submitting: Story = {
  args: {
    variant: 'subscription',
    mode: 'create',
    isSubmitting: true,
    initialValues: { name: 'Classroom', plan_key: 'classroom' },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: 'Add New Plan' }));
    await expect(dialog.getByRole('button', { name: 'Creating...' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** platform spec §8: a failed save shows its message above the buttons; the form keeps the values. */
export const SubmitError: Story = {
  args: {
    mode: 'edit',
    initialValues: { name: 'Family', plan_key: 'family', plan_type: 'family', price_monthly: 19.99 },
    submitError: 'Error saving plan: Price must be a positive number',
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: 'Edit Plan' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Error saving plan: Price must be a positive number',
    );
    await expect(dialog.getAllByRole('alert')).toHaveLength(1);
    await expect(dialog.getByRole('textbox', { name: /Plan Name/ })).toHaveValue('Family');
    await expect(dialog.getByRole('button', { name: 'Update Plan' })).toBeEnabled();
  },
};

/**
 * A changed draft is not thrown away silently (first screen): Escape asks "Discard unsaved
 * changes?", "Keep editing" goes back to the typing, and Discard closes.
 */
export const StripeDiscardAsksFirst: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = screen(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Create New Plan in Stripe' }));
    const name = dialog.getByRole('textbox', { name: /Plan Name/ });
    await userEvent.type(name, 'School');
    await userEvent.keyboard('{Escape}');
    const question = within(await body.findByRole('alertdialog', { name: 'Discard unsaved changes?' }));
    await userEvent.click(question.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('School');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const again = within(await body.findByRole('alertdialog', { name: 'Discard unsaved changes?' }));
    await userEvent.click(again.getByRole('button', { name: 'Discard' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/**
 * The second screen's form asks too (a checkbox is a change); taking the change back makes the
 * draft clean again, and Cancel closes at once.
 */
export const SubscriptionDiscardAsksFirst: Story = {
  parameters: { screenshot: false },
  args: { variant: 'subscription', mode: 'edit', initialValues: { name: 'Family', plan_key: 'family' } },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = screen(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Plan' }));
    const popular = dialog.getByRole('checkbox', { name: 'Popular' });
    await userEvent.click(popular);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const question = within(await body.findByRole('alertdialog', { name: 'Discard unsaved changes?' }));
    await userEvent.click(question.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(popular);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('alertdialog')).toBeNull();
  },
};

export const DarkTheme: Story = {
  args: { variant: 'subscription', mode: 'create' },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('dialog', { name: 'Add New Plan' })).toBeVisible();
  },
};
