import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** platform spec: deleting an enterprise account asks this exact question first. */
const DELETE_ENTERPRISE_QUESTION = 'Are you sure you want to delete this enterprise account?';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    title: 'Delete enterprise account',
    question: DELETE_ENTERPRISE_QUESTION,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'critical',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { consequence: { control: 'text' } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete enterprise account' });
    // Exactly the question it was given.
    await expect(within(dialog).getByText(DELETE_ENTERPRISE_QUESTION)).toBeVisible();
    await expect(within(dialog).getByText(DELETE_ENTERPRISE_QUESTION).textContent).toBe(
      DELETE_ENTERPRISE_QUESTION,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelButton: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** While the deletion runs: "Deleting...", busy, and neither Escape nor Cancel closes it. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Deleting...' },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Deleting...' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NonDestructive: Story = {
  args: {
    tone: 'brand',
    title: 'Reactivate subscription',
    question: 'Reactivate this subscription? The customer will be charged at the next renewal.',
    confirmLabel: 'Reactivate',
  },
};

function DeleteFlow(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="critical" onPress={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={open}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * From a trigger: a destructive question starts on Cancel (Enter cancels, nothing is deleted),
 * and focus returns to the trigger afterwards.
 */
export const FromTrigger: Story = {
  args: { isOpen: false },
  render: (args) => <DeleteFlow {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // react-aria restores focus once the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** What else goes with the record, under the question, so nobody confirms without knowing. */
export const WithConsequence: Story = {
  args: {
    title: 'Delete Maria Lopez',
    question: 'Are you sure you want to delete this user?',
    consequence: "Their 2 children's profiles and their Family subscription will be deleted too.",
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete Maria Lopez',
    });
    await expect(
      within(dialog).getByText(
        "Their 2 children's profiles and their Family subscription will be deleted too.",
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const DarkTheme: Story = { parameters: { theme: 'dark' } };
