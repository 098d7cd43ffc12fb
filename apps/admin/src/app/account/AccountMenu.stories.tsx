/**
 * The header's account menu: who is signed in opens Change password and Two-factor
 * authentication, on a wide window and on a phone, where the header shows only the avatar.
 */
import { clearSession, storeAdminSession } from '@aac/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { STORY_ADMIN } from '../../testing/storyAdmins';
import { StoryApp } from '../../testing/storyApi';
import { ACCOUNT_MENU_LABEL } from './AccountMenu';
import { createTwoFactorApi, type TwoFactorApi } from './handlers';
import { TWO_FACTOR_OFF, TWO_FACTOR_TITLE } from './TwoFactorDialog';

const apiOf = (loaded: unknown) => (loaded as { api: TwoFactorApi }).api;

const meta = {
  title: 'App/Account menu',
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ api: createTwoFactorApi() })],
  beforeEach: () => {
    storeAdminSession('story-admin-token', STORY_ADMIN);
    return () => clearSession();
  },
  render: (_args, context) => (
    <StoryApp handlers={apiOf(context.loaded).handlers} path="/admin/analytics">
      <p>The screen.</p>
    </StoryApp>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.findByRole('button', { name: new RegExp(ACCOUNT_MENU_LABEL) });
const menu = () => screen.getByRole('list', { name: ACCOUNT_MENU_LABEL });

async function openMenu() {
  await userEvent.click(await trigger());
  await waitFor(() => expect(menu()).toBeVisible());
  return within(menu());
}

/** Pressing who is signed in opens the menu, focus on its first choice. */
export const Opens: Story = {
  play: async () => {
    const choices = await openMenu();
    await expect(choices.getByRole('button', { name: 'Change password' })).toHaveFocus();
    await expect(choices.getByRole('button', { name: 'Two-factor authentication' })).toBeVisible();
    // Sign out stays in the header, where there is room for it.
    await expect(choices.queryByRole('button', { name: 'Sign out' })).toBeNull();
  },
};

/** Two-factor authentication opens its dialog, loaded on the way; the menu closes. */
export const OpensTwoFactor: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const choices = await openMenu();
    await userEvent.click(choices.getByRole('button', { name: 'Two-factor authentication' }));
    const dialog = within(await screen.findByRole('dialog', { name: TWO_FACTOR_TITLE }));
    await expect(await dialog.findByText(TWO_FACTOR_OFF)).toBeVisible();
    await expect(screen.queryByRole('list', { name: ACCOUNT_MENU_LABEL })).toBeNull();
  },
};

/** Change password opens its dialog as before. */
export const OpensChangePassword: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const choices = await openMenu();
    await userEvent.click(choices.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    // Shown once its entrance has run (on a busy machine that is a few frames after it is there).
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Escape closes the menu and puts focus back on the trigger. */
export const EscapeCloses: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await openMenu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list', { name: ACCOUNT_MENU_LABEL })).toBeNull());
    await expect(await trigger()).toHaveFocus();
  },
};

/**
 * A 375 px phone: the avatar opens the same menu, which says who is signed in and holds Sign out,
 * so the header keeps its room for the product's name.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    const choices = await openMenu();
    // The header has no room for the name and email; the menu says who is signed in.
    const opened = within(menu().parentElement as HTMLElement);
    await expect(opened.getByText(STORY_ADMIN.email)).toBeVisible();
    await expect(choices.getByRole('button', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(choices.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone, Two-factor authentication is reached as on a wide window. */
export const OnAPhoneOpensTwoFactor: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { screenshot: false },
  play: async () => {
    const choices = await openMenu();
    await userEvent.click(choices.getByRole('button', { name: 'Two-factor authentication' }));
    await expect(await screen.findByRole('dialog', { name: TWO_FACTOR_TITLE })).toBeVisible();
  },
};
