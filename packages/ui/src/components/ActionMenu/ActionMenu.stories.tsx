import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, PowerOff, Trash2 } from 'lucide-react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ActionMenu } from './ActionMenu';

const meta = {
  title: 'Primitives/ActionMenu',
  component: ActionMenu,
  tags: ['autodocs'],
  args: {
    label: 'More actions for Jane Doe',
    items: [
      { id: 'subscription', label: 'Manage subscription', icon: <CreditCard /> },
      { id: 'deactivate', label: 'Deactivate', icon: <PowerOff /> },
      { id: 'delete', label: 'Delete', icon: <Trash2 />, tone: 'critical' },
    ],
    onAction: fn(),
  },
  argTypes: { items: { control: 'object' } },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard, an action chosen by its name; focus comes back to the trigger. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions for Jane Doe' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu', { name: 'More actions for Jane Doe' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Manage subscription', 'Deactivate', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    await expect(args.onAction).toHaveBeenCalledWith('deactivate');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The open menu as it looks; Delete reads as destructive before it is chosen. */
export const Open: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Jane Doe' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

/** A request chosen from the menu is running: the trigger spins and a second press opens nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions for Jane Doe' });
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(trigger);
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
    // The pointer leaves, so the picture does not depend on when the tooltip appears.
    await userEvent.unhover(trigger);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};
