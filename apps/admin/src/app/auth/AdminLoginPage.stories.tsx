/**
 * The admin sign-in page: the server's reasons shown inline (attempts left before the pause, the
 * pause itself), the notice saying why an ended session sent the admin here, and the steps after the
 * password: a new password after a reset, and two-factor authentication (a code or a recovery
 * code; the enrolment the organisation may require, with its recovery codes shown once).
 */
import { ApiProvider, readStoredValue } from '@aac/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
// The DOM build, as the app's: it applies navigations with ReactDOM's flushSync, so a list's rows
// change in the keystroke's own task.
import { RouterProvider } from 'react-router/dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_ADMIN } from '../../testing/storyAdmins';
import { createStoryClient, http } from '../../testing/storyApi';
import { AdminLoginPage } from './AdminLoginPage';
import { STORY_RECOVERY_CODES, STORY_TWO_FACTOR_SETUP } from './twoFactor/fixtures';
import { RECOVERY_CODES_FILE_NAME } from './twoFactor/RecoveryCodesList';

const ATTEMPTS_LEFT = 'Invalid email or password. 2 attempts left before sign-in is paused for 15 minutes.';
const PAUSED = 'Too many failed sign-in attempts from this address. Try again in 15 minutes.';

const SESSION_EXPIRED_NOTICE = 'Your session expired. Sign in again to continue.';

const RESET = 'Your password was reset. Choose a new password to sign in.';
const COMMON =
  'This password is one of the most common passwords and is tried first by attackers. Choose another.';

const TICKET_EXPIRED = 'This sign-in took too long. Enter your password again.';
const WRONG_CODE = 'That code is not valid. 4 attempts left before sign-in is paused for 15 minutes.';
const WRONG_RECOVERY_CODE =
  'That recovery code is not valid. 4 attempts left before sign-in is paused for 15 minutes.';
const CODE_PROBLEM = 'Enter the 6-digit code from your authenticator app.';

/** The codes the fake server knows: the right one, and ones that make it answer otherwise. */
const RIGHT_CODE = '123456';
const EXPIRED_TICKET_CODE = '111111';
const PAUSED_CODE = '999999';

type Answer = 'attemptsLeft' | 'paused' | 'passwordReset' | 'code' | 'enrolment' | 'passwordResetThenCode';

const signedIn = () => ({
  token: 'story-token-two-factor',
  expiresAt: new Date(Date.now() + 1800_000).toISOString(),
  expiresIn: 1800,
  idleTimeout: 1800,
  admin: { ...STORY_ADMIN, two_factor_enabled: true },
});

function refusedCode(path: '/code' | '/recovery_code', message: string) {
  return { error: 'unauthorized' as const, message, details: [{ path, message, attemptsLeft: 4 }] };
}

/** What the fake server makes of a code. */
function judge(code: string | undefined): 'right' | 'wrong' | 'expired' | 'paused' {
  if (code === RIGHT_CODE) return 'right';
  if (code === EXPIRED_TICKET_CODE) return 'expired';
  if (code === PAUSED_CODE) return 'paused';
  return 'wrong';
}

const EXPIRED_BODY = { error: 'ticket_expired', message: TICKET_EXPIRED } as const;
const PAUSED_BODY = { error: 'too_many_requests', message: PAUSED } as const;

function handlersFor(answer: Answer) {
  return [
    http.post('/admin/auth/login', async ({ request, response }) => {
      const { new_password } = await request.json();
      if (answer === 'passwordReset' || answer === 'passwordResetThenCode') {
        if (new_password === undefined)
          return response(403).json({ error: 'password_change_required', message: RESET });
        if (answer === 'passwordReset')
          return response(400).json({
            error: 'validation_failed',
            message: COMMON,
            details: [{ path: '/new_password', message: COMMON }],
          });
      }
      if (answer === 'paused') return response(429).json({ error: 'too_many_requests', message: PAUSED });
      if (answer === 'attemptsLeft')
        return response(401).json({
          error: 'unauthorized',
          message: ATTEMPTS_LEFT,
          details: [
            {
              path: '',
              message: '2 attempts left before sign-in is paused for 15 minutes.',
              attemptsLeft: 2,
            },
          ],
        });
      return response(200).json({
        second_factor: answer === 'enrolment' ? 'enrolment' : 'code',
        ticket: 'story-ticket',
        ticket_expires_in: answer === 'enrolment' ? 600 : 300,
      });
    }),
    http.post('/admin/auth/login/two-factor', async ({ request, response }) => {
      const body = await request.json();
      if ('recovery_code' in body && body.recovery_code !== undefined)
        return body.recovery_code === STORY_RECOVERY_CODES[0]
          ? response(200).json(signedIn())
          : response(401).json(refusedCode('/recovery_code', WRONG_RECOVERY_CODE));
      const verdict = judge(body.code);
      if (verdict === 'expired') return response(401).json(EXPIRED_BODY);
      if (verdict === 'paused') return response(429).json(PAUSED_BODY);
      if (verdict === 'wrong') return response(401).json(refusedCode('/code', WRONG_CODE));
      return response(200).json(signedIn());
    }),
    http.post('/admin/auth/login/two-factor/setup', ({ response }) =>
      response(200).json(STORY_TWO_FACTOR_SETUP),
    ),
    http.post('/admin/auth/login/two-factor/activate', async ({ request, response }) => {
      const verdict = judge((await request.json()).code);
      if (verdict === 'expired') return response(401).json(EXPIRED_BODY);
      if (verdict === 'paused') return response(429).json(PAUSED_BODY);
      if (verdict === 'wrong') return response(401).json(refusedCode('/code', WRONG_CODE));
      return response(200).json({ ...signedIn(), recovery_codes: STORY_RECOVERY_CODES });
    }),
  ];
}

/** Where a finished sign-in lands: the page it went to, so a story can see it. */
function Landed() {
  const location = useLocation();
  return (
    <main>
      <h1>Signed in</h1>
      <p>{`${location.pathname}${location.search}`}</p>
    </main>
  );
}

function LoginStory({ initialUrl, answer }: { initialUrl: string; answer: Answer }) {
  const [setup] = useState(() => ({
    client: createStoryClient(handlersFor(answer)),
    router: createMemoryRouter(
      [
        { path: '/admin/login', element: <AdminLoginPage /> },
        { path: '*', element: <Landed /> },
      ],
      { initialEntries: [initialUrl] },
    ),
  }));
  return (
    <ApiProvider client={setup.client}>
      <RouterProvider router={setup.router} />
    </ApiProvider>
  );
}

const meta = {
  title: 'App/Admin sign-in',
  component: LoginStory,
  args: { initialUrl: '/admin/login', answer: 'attemptsLeft' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // Signed in, the page would go straight to the landing screen.
    localStorage.removeItem('adminToken');
    localStorage.removeItem('adminUser');
    // The page fills the viewport itself (min-height 100vh): the test body's padding would add a strip.
    const padding = document.body.style.padding;
    document.body.style.padding = '0';
    return () => {
      document.body.style.padding = padding;
      // The two-factor stories finish their sign-in: the next story starts signed out.
      localStorage.removeItem('adminToken');
      localStorage.removeItem('adminUser');
    };
  },
} satisfies Meta<typeof LoginStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signInWithWrongPassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'admin@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

export const WrongPasswordSaysAttemptsLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signInWithWrongPassword(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ATTEMPTS_LEFT);
    // The email stays; the password is cleared for the next try.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@example.com');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
  },
};

export const PausedFromThisAddress: Story = {
  args: { answer: 'paused' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await signInWithWrongPassword(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PAUSED);
  },
};

const EXPIRED_URL = '/admin/login?from=%2Fadmin%2Fusers%3Fstatus%3Dactive&reason=expired';

export const SessionExpiredNotice: Story = {
  // Where an expired session lands when the page had to reload (a fresh tab, a stale token).
  args: { initialUrl: EXPIRED_URL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A polite status message, not an alert: nothing went wrong on this page.
    await expect(canvas.getByText(SESSION_EXPIRED_NOTICE).closest('[role="status"]')).not.toBeNull();
  },
};

/** The reason a session ended elsewhere, as the sign-in page says it (the server's 401 code). */
const ENDED_NOTICES = {
  account_deactivated:
    'Your account was deactivated by another administrator. Ask an administrator to reactivate it before you sign in again.',
  account_deleted:
    'Your account was deleted by another administrator. Ask an administrator for a new account if you still need one.',
  password_changed: 'You were signed out because your password was changed. Sign in with your new password.',
  password_reset:
    'You were signed out because another administrator reset your password. Sign in with the one-time password they gave you, then choose a new one.',
  two_factor_reset:
    'You were signed out because another administrator reset your two-factor authentication. Sign in again to continue.',
  session_signed_out: 'You signed out in another tab or window of this browser. Sign in again to continue.',
  session_lifetime_reached:
    'For your security, a session ends a set number of hours after signing in, however active you are. Sign in again to continue.',
  ended: 'You were signed out. Sign in again to continue.',
} as const;

/**
 * Where a session that ended for another reason lands when the page had to reload (or the account
 * is gone): the reason the client's session middleware put in the URL, said in a plain sentence.
 */
function endedNotice(reason: keyof typeof ENDED_NOTICES, { screenshot = false } = {}): Story {
  return {
    args: { initialUrl: `/admin/login?${new URLSearchParams({ from: '/admin/users', reason })}` },
    ...(screenshot ? {} : { parameters: { screenshot: false } }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(ENDED_NOTICES[reason]).closest('[role="status"]')).not.toBeNull();
      // Still a sign-in form: another administrator may sign in here.
      await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    },
  };
}

export const AccountDeactivatedNotice = endedNotice('account_deactivated', { screenshot: true });
export const AccountDeletedNotice = endedNotice('account_deleted');
export const PasswordChangedNotice = endedNotice('password_changed');
export const PasswordResetNotice = endedNotice('password_reset');
export const TwoFactorResetNotice = endedNotice('two_factor_reset');
export const SignedOutInAnotherTabNotice = endedNotice('session_signed_out');
export const SessionTimeLimitNotice = endedNotice('session_lifetime_reached');
export const SignedOutWithoutAReasonNotice = endedNotice('ended');

export const FailureReplacesTheExpiredNotice: Story = {
  args: { initialUrl: EXPIRED_URL },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await signInWithWrongPassword(canvasElement);
    // One message at a time explains the page.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ATTEMPTS_LEFT);
    await expect(canvas.queryByText(SESSION_EXPIRED_NOTICE)).toBeNull();
  },
};

/**
 * Issue 37: after a super admin's reset, the right one-time password asks for a new one before
 * anything else; the match is checked inline and the server's refusal shows under the field.
 */
export const SetNewPasswordAfterReset: Story = {
  args: { answer: 'passwordReset' },
  play: async ({ canvasElement }) => {
    const canvas = await signInWithWrongPassword(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Password1!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Password2!');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password and sign in' }));
    await expect(await canvas.findByText('The passwords do not match.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Confirm new password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Password1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password and sign in' }));
    await expect(await canvas.findByText(COMMON)).toBeVisible();
    await expect(canvas.queryByText('The passwords do not match.')).toBeNull();
  },
};

async function signInWithPassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'admin@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Admin123!demo');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

/** Past the password of an admin with two-factor on: the code step, its field focused. */
async function reachCodeStep(canvasElement: HTMLElement) {
  const canvas = await signInWithPassword(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const field = canvas.getByRole('textbox', { name: /^Authentication code/ });
  await waitFor(() => expect(field).toHaveFocus());
  return { canvas, field };
}

/** The landing screen of the story admin, after a finished sign-in. */
async function expectSignedIn(canvas: ReturnType<typeof within>) {
  await expect(await canvas.findByRole('heading', { name: 'Signed in' })).toBeVisible();
  await expect(canvas.getByText('/admin/users')).toBeVisible();
  await expect(readStoredValue('adminToken')).toBe('story-token-two-factor');
}

/** An admin with two-factor on: the password alone asks for the code of their authenticator app. */
export const TwoFactorCodeStep: Story = {
  args: { answer: 'code' },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await reachCodeStep(canvasElement);
    await expect(canvas.getByText(CODE_PROBLEM)).toBeVisible();
    // Phones offer a received code and show digits; nothing is stored before the second step.
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    await expect(readStoredValue('adminToken')).toBeNull();
  },
};

export const TwoFactorWrongCodeStaysOnTheStep: Story = {
  args: { answer: 'code' },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await reachCodeStep(canvasElement);
    // Checked before sending: six digits.
    await userEvent.type(field, '12 34');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(field).toHaveAccessibleDescription(CODE_PROBLEM);
    // The server refuses: its message under the field, the typing kept, the step still here.
    await userEvent.type(field, '0 0');
    await expect(field).toHaveValue('12 340 0');
    await userEvent.clear(field);
    await userEvent.type(field, '000 000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(WRONG_CODE));
    await expect(field).toHaveValue('000 000');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  },
};

export const TwoFactorRightCodeSignsIn: Story = {
  args: { answer: 'code' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await reachCodeStep(canvasElement);
    await userEvent.type(field, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(WRONG_CODE));
    // The admin keeps typing in the same field: the next code goes through.
    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectSignedIn(canvas);
  },
};

export const TwoFactorRecoveryCode: Story = {
  args: { answer: 'code' },
  play: async ({ canvasElement }) => {
    const { canvas } = await reachCodeStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    const field = canvas.getByRole('textbox', { name: /^Recovery code/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'zzzzz-zzzzz');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(WRONG_RECOVERY_CODE)));
    await expect(field).toHaveValue('zzzzz-zzzzz');
    await expect(canvas.getByText(/Lost your phone and your recovery codes\?/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use your authenticator app' })).toBeVisible();
  },
};

export const TwoFactorRecoveryCodeSignsIn: Story = {
  args: { answer: 'code' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const { canvas } = await reachCodeStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    // Back and forth: each field takes focus as it appears.
    await userEvent.click(canvas.getByRole('button', { name: 'Use your authenticator app' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Authentication code/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Recovery code/ }),
      STORY_RECOVERY_CODES[0] ?? '',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectSignedIn(canvas);
  },
};

export const TwoFactorTicketExpired: Story = {
  args: { answer: 'code' },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await reachCodeStep(canvasElement);
    await userEvent.type(field, EXPIRED_TICKET_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    // Back at the password, told why, the email kept and the password to type again.
    await expect(await canvas.findByRole('heading', { name: 'Sign in to the admin area' })).toBeVisible();
    await expect(canvas.getByText(TICKET_EXPIRED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@example.com');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveFocus());
  },
};

export const TwoFactorPaused: Story = {
  args: { answer: 'code' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await reachCodeStep(canvasElement);
    await userEvent.type(field, PAUSED_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PAUSED);
    await expect(field).toHaveValue(PAUSED_CODE);
  },
};

/** Issue 37 then two-factor: the new password is followed by the code step. */
export const NewPasswordThenCode: Story = {
  args: { answer: 'passwordResetThenCode' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await signInWithPassword(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Tr0ub4dor&3-horse');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Tr0ub4dor&3-horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password and sign in' }));
    await expect(await canvas.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Authentication code/ }), RIGHT_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectSignedIn(canvas);
  },
};

/** requireTwoFactor is on and the admin has no second factor: a new key, then its first code. */
async function reachEnrolment(canvasElement: HTMLElement) {
  const canvas = await signInWithPassword(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'Set up two-factor authentication' }),
  ).toBeVisible();
  await expect(await canvas.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const field = canvas.getByRole('textbox', { name: /^Authentication code/ });
  await waitFor(() => expect(field).toHaveFocus());
  return { canvas, field };
}

export const TwoFactorEnrolment: Story = {
  args: { answer: 'enrolment' },
  play: async ({ canvasElement }) => {
    const { canvas } = await reachEnrolment(canvasElement);
    await expect(canvas.getByText(/Your organisation requires two-factor authentication\./)).toBeVisible();
    await expect(canvas.getByText("Can't scan? Enter this key")).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(writeText).toHaveBeenCalledWith(STORY_TWO_FACTOR_SETUP.secret);
    await expect(await canvas.findByText('Key copied to the clipboard.')).toBeVisible();
    writeText.mockRestore();
  },
};

export const TwoFactorEnrolmentOnAPhoneInDarkMode: Story = {
  args: { answer: 'enrolment' },
  globals: { viewport: { value: 'narrow', isRotated: false }, theme: 'dark' },
  play: async ({ canvasElement }) => {
    await reachEnrolment(canvasElement);
  },
};

export const TwoFactorEnrolmentWrongCode: Story = {
  args: { answer: 'enrolment' },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await reachEnrolment(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on and continue' }));
    await expect(field).toHaveAccessibleDescription(CODE_PROBLEM);
    await userEvent.type(field, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on and continue' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(WRONG_CODE));
    await expect(field).toHaveValue('000000');
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  },
};

export const TwoFactorEnrolmentTicketExpired: Story = {
  args: { answer: 'enrolment' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const { canvas, field } = await reachEnrolment(canvasElement);
    await userEvent.type(field, EXPIRED_TICKET_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on and continue' }));
    await expect(await canvas.findByText(TICKET_EXPIRED)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveFocus());
  },
};

async function reachRecoveryCodes(canvasElement: HTMLElement) {
  const { canvas, field } = await reachEnrolment(canvasElement);
  await userEvent.type(field, RIGHT_CODE);
  await userEvent.click(canvas.getByRole('button', { name: 'Turn on and continue' }));
  const title = await canvas.findByRole('heading', { name: 'Save your recovery codes' });
  // Focused by an effect after the step renders: on a busy machine that can come a moment later.
  await waitFor(() => expect(title).toHaveFocus());
  return canvas;
}

export const TwoFactorRecoveryCodesAfterEnrolment: Story = {
  args: { answer: 'enrolment' },
  play: async ({ canvasElement }) => {
    const canvas = await reachRecoveryCodes(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(STORY_RECOVERY_CODES);
    await expect(canvas.getByRole('button', { name: 'Copy all' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible();
    // Shown once: not signed in until the admin says the codes are kept.
    await expect(readStoredValue('adminToken')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Tick the box once you have saved your recovery codes.',
    );
    await expect(canvas.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  },
};

export const TwoFactorRecoveryCodesOnAPhoneInDarkMode: Story = {
  args: { answer: 'enrolment' },
  globals: { viewport: { value: 'narrow', isRotated: false }, theme: 'dark' },
  play: async ({ canvasElement }) => {
    await reachRecoveryCodes(canvasElement);
  },
};

export const TwoFactorRecoveryCodesSavedContinue: Story = {
  args: { answer: 'enrolment' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = await reachRecoveryCodes(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy all' }));
    await expect(writeText).toHaveBeenCalledWith(STORY_RECOVERY_CODES.join('\n'));
    await expect(await canvas.findByText('Recovery codes copied to the clipboard.')).toBeVisible();
    writeText.mockRestore();
    // The download is a text file of the codes; the click that would save it is caught here.
    const downloads: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(downloads).toEqual([RECOVERY_CODES_FILE_NAME]);
    click.mockRestore();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expectSignedIn(canvas);
  },
};
