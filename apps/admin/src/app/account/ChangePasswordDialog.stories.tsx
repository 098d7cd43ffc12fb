/**
 * Change password (issue 37): the signed-in admin's own password, from the header's account
 * button. Inline checks before sending, the server's refusals under their fields, and the toast.
 */
import { clearSession, storeAdminSession } from '@aac/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { STORY_ADMIN } from '../../testing/storyAdmins';
import { http, StoryApp } from '../../testing/storyApi';
import { ChangePasswordDialog, PASSWORD_CHANGED } from './ChangePasswordDialog';

const CURRENT = 'Lantern-Moss-61k';
const WRONG = 'The current password is not right. 4 attempts left before sign-in is paused for 15 minutes.';

function ChangePasswordStory({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  // Closed as the header closes it: the dialog leaves, the toast stays.
  const [isOpen, setOpen] = useState(true);
  const handlers = [
    http.post('/admin/auth/password', async ({ request, response }) => {
      onSent();
      const body = await request.json();
      if (body.current_password !== CURRENT) {
        return response(400).json({
          error: 'validation_failed',
          message: WRONG,
          details: [{ path: '/current_password', message: WRONG }],
        });
      }
      return response(200).json({
        success: true,
        message: PASSWORD_CHANGED,
        token: 'story-admin-token-2',
        expiresAt: '2026-01-02T09:00:00Z',
        expiresIn: 1800,
        idleTimeout: 1800,
      });
    }),
  ];
  return (
    <StoryApp handlers={handlers} path="/admin/account" frame={false}>
      {isOpen ? (
        <ChangePasswordDialog
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      ) : null}
    </StoryApp>
  );
}

const meta = {
  title: 'App/Change password',
  component: ChangePasswordStory,
  args: { onClose: fn(), onSent: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    storeAdminSession('story-admin-token', STORY_ADMIN);
    return () => clearSession();
  },
} satisfies Meta<typeof ChangePasswordStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once shown: its entrance has run (a few frames after it is there on a busy machine). */
const dialog = async () => {
  const element = await screen.findByRole('dialog', { name: 'Change password' });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

/** The length and the confirmation are checked before anything is sent. */
export const ChecksBeforeSending: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText(/^Current password/), CURRENT);
    await userEvent.type(form.getByLabelText(/^New password/), 'short');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'shorter');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByText('The password must be at least 8 characters long.')).toBeVisible();
    await expect(form.getByText('The passwords do not match.')).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** A wrong current password: the server's words under its field; everything typed stays. */
export const WrongCurrentPassword: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText(/^Current password/), 'not-it');
    await userEvent.type(form.getByLabelText(/^New password/), 'Plover-Quartz-88m');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'Plover-Quartz-88m');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByText(WRONG)).toBeVisible();
    await expect(form.getByLabelText(/^New password/)).toHaveValue('Plover-Quartz-88m');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Changed: the dialog closes, the toast says other sessions ended, and this tab keeps the fresh token. */
export const Changed: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText(/^Current password/), CURRENT);
    await userEvent.type(form.getByLabelText(/^New password/), 'Plover-Quartz-88m');
    await userEvent.type(form.getByLabelText(/^Confirm new password/), 'Plover-Quartz-88m');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await screen.findByText(PASSWORD_CHANGED)).toBeVisible();
    await expect(args.onClose).toHaveBeenCalled();
    await expect(localStorage.getItem('adminToken')).toBe('story-admin-token-2');
  },
};
