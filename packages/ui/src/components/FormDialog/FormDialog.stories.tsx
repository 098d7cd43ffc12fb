import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { noControl, objectControl } from '../../docs/controls';
import { TextField } from '../TextField';
import { FormDialog, type FormDialogProps } from './FormDialog';

const INITIAL = { name: 'Maria Gonzalez', email: 'maria@example.com' };

type UserFormDialogProps = Omit<FormDialogProps, 'children' | 'isDirty' | 'formId'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** An edit form as a screen writes one: controlled fields, dirty when they differ from the start. */
function UserFormDialog(props: UserFormDialogProps) {
  const [values, setValues] = useState(INITIAL);
  const isDirty = values.name !== INITIAL.name || values.email !== INITIAL.email;
  return (
    <FormDialog {...props} isDirty={isDirty}>
      <TextField
        label="Name"
        isRequired
        value={values.name}
        onChange={(name) => setValues((current) => ({ ...current, name }))}
      />
      <TextField
        label="Email"
        type="email"
        isRequired
        value={values.email}
        onChange={(email) => setValues((current) => ({ ...current, email }))}
      />
    </FormDialog>
  );
}

const meta = {
  title: 'Overlays/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  argTypes: {
    error: objectControl,
    conflict: noControl,
    children: noControl,
  },
  args: {
    title: 'Edit user',
    onClose: fn(),
    onSubmit: fn(),
    children: null,
  },
  render: (args) => <UserFormDialog {...(args as UserFormDialogProps)} />,
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function findFormDialog(canvasElement: HTMLElement) {
  return within(await screen(canvasElement).findByRole('dialog', { name: 'Edit user' }));
}

/**
 * The title names the dialog and the form; the buttons sit in the footer. The form opens on its
 * first field, ready for typing.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findFormDialog(canvasElement);
    await expect(dialog.getByRole('form', { name: 'Edit user' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue(INITIAL.name);
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue(INITIAL.email);
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Saving: busy label, Cancel and × disabled, Escape does nothing, Enter does not submit again. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findFormDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen(canvasElement).getByRole('dialog', { name: 'Edit user' })).toBeVisible();
    await userEvent.click(dialog.getByRole('textbox', { name: /Name/ }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A failed save: one alert, right above the buttons, and the form keeps what was typed. */
export const FailedSave: Story = {
  args: {
    error: { title: 'User not saved', message: 'This email address is already in use.' },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await findFormDialog(canvasElement);
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maria G.');
    const alert = dialog.getByRole('alert');
    await expect(dialog.getAllByRole('alert')).toHaveLength(1);
    await expect(alert).toHaveTextContent('User not saved');
    await expect(alert).toHaveTextContent('This email address is already in use.');
    // In the footer, before the buttons, outside the form.
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(dialog.getByRole('form')).not.toContainElement(alert);
    await expect(alert.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(name).toHaveValue('Maria G.');
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue(INITIAL.email);
    await expect(save).toBeEnabled();
  },
};

/**
 * Unsaved changes: Cancel asks first with "Keep editing" focused; keeping returns to the field
 * with the text intact; Discard closes.
 */
export const DirtyGuard: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const page = screen(canvasElement);
    const dialog = await findFormDialog(canvasElement);
    const email = dialog.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'maria.g@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    const question = await page.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(within(question).getByText('Your changes to this form will be lost.')).toBeVisible();
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('maria.g@example.com');
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const again = await page.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Escape with unsaved changes asks too; Escape on the question means "Keep editing". */
export const DirtyGuardKeyboard: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const page = screen(canvasElement);
    const dialog = await findFormDialog(canvasElement);
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, ' Lopez');
    await userEvent.keyboard('{Escape}');
    const question = await page.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('Maria Gonzalez Lopez');
    await expect(page.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Nothing changed: Cancel, × and Escape close at once, without a question. */
export const CleanClose: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const page = screen(canvasElement);
    const dialog = await findFormDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(dialog.getByRole('textbox', { name: /Name/ }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};

/** Enter in a field submits the form through the footer's submit button. */
export const KeyboardSubmit: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findFormDialog(canvasElement);
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.click(name);
    await userEvent.keyboard('{End} Lopez{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const event = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormEvent<HTMLFormElement>;
    await expect(event.defaultPrevented).toBe(true);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(name).toHaveValue('Maria Gonzalez Lopez');
  },
};

/** A screen that disables the submit button: neither the button nor Enter submits. */
export const SubmitDisabled: Story = {
  args: { isSubmitDisabled: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findFormDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('textbox', { name: /Email/ }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  args: { error: { title: 'User not saved', message: 'This email address is already in use.' } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await findFormDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { error: { message: 'The server did not answer. Please try again.' } },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await findFormDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('The server did not answer. Please try again.');
  },
};

/** The question itself, in the dark theme. */
export const DirtyGuardDark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await findFormDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), '!');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const question = await screen(canvasElement).findByRole('alertdialog', {
      name: 'Discard unsaved changes?',
    });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  },
};
