import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { noControl } from '../../docs/controls';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  argTypes: {
    children: noControl,
    footer: noControl,
    trigger: noControl,
  },
  args: {
    title: 'Edit social link',
    trigger: <Button>Edit link</Button>,
    onOpenChange: fn(),
    children: <TextField label="URL" type="url" defaultValue="https://example.com/aac" />,
    footer: (close) => (
      <>
        <Button variant="ghost" tone="neutral" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: open with Enter, focus moves in, Escape closes, focus returns to the trigger. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit link' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Edit social link' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement));
    // Tab stays inside the dialog.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // react-aria restores focus once the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The footer's Cancel closes it and focus goes back to the trigger. */
export const FooterCancel: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit link' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit social link' });
    await expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveValue('https://example.com/aac');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // react-aria restores focus once the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { trigger: undefined, isOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Edit social link',
    });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    trigger: undefined,
    isOpen: true,
    title: 'Message from Maria Gonzalez',
    size: 'large',
    children: Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1}`).map((name) => (
      <p key={name}>
        {name}: our son has used the communication boards for three months and we would like to understand how
        the weekly progress reports are calculated and shared with his therapist.
      </p>
    )),
  },
};

/** While a request runs it cannot be dismissed. */
export const NotDismissable: Story = {
  args: { trigger: undefined, isOpen: true, isDismissable: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Edit social link' });
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Edit social link' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = { ...Open, parameters: { theme: 'dark' } };
