/**
 * Two-factor authentication: the signed-in admin's own second factor, from the header's account
 * menu. Off, each step of turning it on, on, replacing the recovery codes, turning it off, and
 * required by the security settings.
 */
import { clearSession, storeAdminSession } from '@aac/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { STORY_ADMIN } from '../../testing/storyAdmins';
import { StoryApp } from '../../testing/storyApi';
import { STORY_RECOVERY_CODES } from '../auth/twoFactor/fixtures';
import {
  createTwoFactorApi,
  STORY_CODE,
  STORY_NEW_RECOVERY_CODES,
  STORY_PASSWORD,
  TWO_FACTOR_OFF_STATUS,
  TWO_FACTOR_ON_STATUS,
  type TwoFactorApi,
  WRONG_CODE,
  WRONG_PASSWORD,
} from './handlers';
import {
  PASSWORD_PROBLEM,
  TWO_FACTOR_EXPLAINED,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TWO_FACTOR_REQUIRED,
  TWO_FACTOR_TITLE,
  TwoFactorDialog,
} from './TwoFactorDialog';

const CODE_PROBLEM = 'Enter the 6-digit code from your authenticator app.';

function TwoFactorStory({ api, onClose }: { api: TwoFactorApi; onClose: () => void }) {
  // Closed as the header closes it: the dialog leaves, the toast stays.
  const [isOpen, setOpen] = useState(true);
  return (
    <StoryApp handlers={api.handlers} path="/admin/account" frame={false}>
      {isOpen ? (
        <TwoFactorDialog
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      ) : null}
    </StoryApp>
  );
}

type StoryParameters = { twoFactor?: Parameters<typeof createTwoFactorApi>[0] };
const apiOf = (loaded: unknown) => (loaded as { api: TwoFactorApi }).api;

const meta = {
  title: 'App/Two-factor authentication',
  args: { onClose: fn() },
  parameters: { layout: 'fullscreen' },
  loaders: [
    async (context) => ({ api: createTwoFactorApi((context.parameters as StoryParameters).twoFactor) }),
  ],
  beforeEach: () => {
    storeAdminSession('story-admin-token', STORY_ADMIN);
    return () => clearSession();
  },
  render: (args, context) => <TwoFactorStory api={apiOf(context.loaded)} onClose={args.onClose} />,
} satisfies Meta<{ onClose: () => void }>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));
const overview = () => dialogNamed(TWO_FACTOR_TITLE);
const setupDialog = () => dialogNamed('Set up two-factor authentication');

/** From off to the password step, the password typed and sent. */
async function startSetup(password: string) {
  const off = await overview();
  await userEvent.click(await off.findByRole('button', { name: 'Set up two-factor authentication' }));
  const step = await setupDialog();
  await userEvent.type(step.getByLabelText(/^Password/), password);
  await userEvent.click(step.getByRole('button', { name: 'Continue' }));
  return step;
}

/** From off to the key to scan. */
async function toScanStep() {
  await startSetup(STORY_PASSWORD);
  await screen.findByRole('img', { name: 'QR code for your authenticator app' });
  return setupDialog();
}

/** Off: what two-factor authentication is, and the button that sets it up. */
export const Off: Story = {
  play: async () => {
    const dialog = await overview();
    await expect(await dialog.findByText(TWO_FACTOR_OFF)).toBeVisible();
    await expect(dialog.getByText(TWO_FACTOR_EXPLAINED)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  },
};

/** Setting up asks for the password first; an empty one is said before anything is sent. */
export const SetupAsksThePassword: Story = {
  play: async ({ loaded }) => {
    const off = await overview();
    await userEvent.click(await off.findByRole('button', { name: 'Set up two-factor authentication' }));
    const step = await setupDialog();
    await expect(step.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.click(step.getByRole('button', { name: 'Continue' }));
    await expect(await step.findByText(PASSWORD_PROBLEM)).toBeVisible();
    await expect(apiOf(loaded).sent).toEqual([]);
  },
};

/** A wrong password: the server's words under the field, what was typed kept, the step still open. */
export const WrongPassword: Story = {
  play: async () => {
    const step = await startSetup('not-it');
    await expect(await step.findByText(WRONG_PASSWORD)).toBeVisible();
    await expect(step.getByLabelText(/^Password/)).toHaveValue('not-it');
    await expect(step.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
  },
};

/** The right password: the QR code, the key as text in groups of four, and the code field. */
export const ScanTheKey: Story = {
  play: async ({ loaded }) => {
    const step = await toScanStep();
    await expect(step.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(step.getByRole('button', { name: 'Copy key' })).toBeVisible();
    await expect(step.getByLabelText(/^Authentication code/)).toHaveFocus();
    await expect(apiOf(loaded).sent).toEqual([
      { path: '/admin/auth/two-factor/setup', body: { password: STORY_PASSWORD } },
    ]);
  },
};

/** A code that is not six digits is said before sending; a wrong one comes back under the field. */
export const WrongCode: Story = {
  play: async ({ loaded }) => {
    const step = await toScanStep();
    const code = step.getByLabelText(/^Authentication code/);
    await userEvent.type(code, '12');
    await userEvent.click(step.getByRole('button', { name: 'Turn on' }));
    await expect(await step.findByText(CODE_PROBLEM)).toBeVisible();
    await expect(apiOf(loaded).sent).toHaveLength(1);
    await userEvent.clear(code);
    await userEvent.type(code, '000 000');
    await userEvent.click(step.getByRole('button', { name: 'Turn on' }));
    await expect(await step.findByText(WRONG_CODE)).toBeVisible();
    await expect(code).toHaveValue('000 000');
    await expect(apiOf(loaded).sent.at(-1)).toEqual({
      path: '/admin/auth/two-factor/activate',
      body: { code: '000000' },
    });
  },
};

/** The right code: on, the toast says so, and the ten recovery codes show once. */
export const RecoveryCodesShown: Story = {
  play: async () => {
    const step = await toScanStep();
    await userEvent.type(step.getByLabelText(/^Authentication code/), STORY_CODE);
    await userEvent.click(step.getByRole('button', { name: 'Turn on' }));
    const codes = await dialogNamed('Save your recovery codes');
    const list = codes.getByRole('list', { name: 'Recovery codes' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(STORY_RECOVERY_CODES);
    await expect(codes.getByRole('button', { name: 'Copy all' })).toBeVisible();
    await expect(codes.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(codes.getByText(/They are shown only now/)).toBeVisible();
    // The toast; the dialog's own line says it inside a longer sentence.
    await expect(await screen.findByText(TWO_FACTOR_ON)).toBeVisible();
  },
};

/** Done closes the dialog: the codes are not shown again. */
export const RecoveryCodesDone: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const step = await toScanStep();
    await userEvent.type(step.getByLabelText(/^Authentication code/), STORY_CODE);
    await userEvent.click(step.getByRole('button', { name: 'Turn on' }));
    const codes = await dialogNamed('Save your recovery codes');
    await userEvent.click(codes.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** On: since when, how many recovery codes are left, and the ways to replace them or turn it off. */
export const On: Story = {
  parameters: { twoFactor: TWO_FACTOR_ON_STATUS },
  play: async () => {
    const dialog = await overview();
    await expect(
      await dialog.findByText('Two-factor authentication is on since March 1, 2024.'),
    ).toBeVisible();
    await expect(dialog.getByText(/^9 recovery codes left\./)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Replace recovery codes' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Turn off' })).toBeVisible();
  },
};

/** Replacing the recovery codes takes a code of the app; the new ones show once. */
export const ReplaceRecoveryCodes: Story = {
  parameters: { twoFactor: TWO_FACTOR_ON_STATUS },
  play: async ({ loaded }) => {
    const on = await overview();
    await userEvent.click(await on.findByRole('button', { name: 'Replace recovery codes' }));
    const step = await dialogNamed('Replace recovery codes');
    await userEvent.click(step.getByRole('button', { name: 'Replace recovery codes' }));
    await expect(await step.findByText(CODE_PROBLEM)).toBeVisible();
    await userEvent.type(step.getByLabelText(/^Authentication code/), STORY_CODE);
    await userEvent.click(step.getByRole('button', { name: 'Replace recovery codes' }));
    const codes = await dialogNamed('Save your recovery codes');
    await expect(codes.getByText(/Your earlier recovery codes no longer work/)).toBeVisible();
    await expect(
      within(codes.getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(STORY_NEW_RECOVERY_CODES);
    await expect(apiOf(loaded).sent).toEqual([
      { path: '/admin/auth/two-factor/recovery-codes', body: { code: STORY_CODE } },
    ]);
  },
};

/** Turning off asks for the password and a code, both checked before sending. */
export const TurnOff: Story = {
  parameters: { twoFactor: TWO_FACTOR_ON_STATUS },
  play: async ({ loaded }) => {
    const on = await overview();
    await userEvent.click(await on.findByRole('button', { name: 'Turn off' }));
    const step = await dialogNamed('Turn off two-factor authentication');
    await userEvent.click(step.getByRole('button', { name: 'Turn off' }));
    await expect(await step.findByText(PASSWORD_PROBLEM)).toBeVisible();
    await expect(step.getByText(CODE_PROBLEM)).toBeVisible();
    await expect(apiOf(loaded).sent).toEqual([]);
  },
};

/** Turned off: the toast says so and the dialog closes. */
export const TurnedOff: Story = {
  parameters: { screenshot: false, twoFactor: TWO_FACTOR_ON_STATUS },
  play: async ({ args, loaded }) => {
    const on = await overview();
    await userEvent.click(await on.findByRole('button', { name: 'Turn off' }));
    const step = await dialogNamed('Turn off two-factor authentication');
    await userEvent.type(step.getByLabelText(/^Password/), STORY_PASSWORD);
    await userEvent.type(step.getByLabelText(/^Authentication code/), STORY_CODE);
    await userEvent.click(step.getByRole('button', { name: 'Turn off' }));
    await expect(await screen.findByText(TWO_FACTOR_OFF)).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(apiOf(loaded).sent).toEqual([
      { path: '/admin/auth/two-factor/disable', body: { password: STORY_PASSWORD, code: STORY_CODE } },
    ]);
    await expect(apiOf(loaded).status()).toEqual(TWO_FACTOR_OFF_STATUS);
  },
};

/** Required by the security settings: on, and no way to turn it off, saying why. */
export const Required: Story = {
  parameters: { twoFactor: { ...TWO_FACTOR_ON_STATUS, recovery_codes_left: 1, required: true } },
  play: async () => {
    const dialog = await overview();
    await expect(await dialog.findByText(TWO_FACTOR_REQUIRED)).toBeVisible();
    await expect(dialog.getByText(/^1 recovery code left\./)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Turn off' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Replace recovery codes' })).toBeVisible();
  },
};

/** A 375 px phone in the dark theme: the key and the code field fit without sideways scrolling. */
export const ScanTheKeyOnAPhone: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { theme: 'dark' },
  play: async () => {
    await toScanStep();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
