/**
 * The admin sign-in page: the server's reasons shown inline (attempts left before the pause, the
 * pause itself), and the notice after an expired session sent the admin here.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, StoryApp } from '../../testing/storyApi';
import { AdminLoginPage, SESSION_EXPIRED_NOTICE } from './AdminLoginPage';

const ATTEMPTS_LEFT = 'Invalid email or password. 2 attempts left before sign-in is paused for 15 minutes.';
const PAUSED = 'Too many failed sign-in attempts from this address. Try again in 15 minutes.';

const RESET = 'Your password was reset. Choose a new password to sign in.';
const COMMON =
  'This password is one of the most common passwords and is tried first by attackers. Choose another.';

function LoginStory({
  initialUrl,
  answer,
}: {
  initialUrl: string;
  answer: 'attemptsLeft' | 'paused' | 'passwordReset';
}) {
  const handlers = [
    http.post('/admin/auth/login', async ({ request, response }) =>
      answer === 'passwordReset'
        ? (await request.json()).new_password === undefined
          ? response(403).json({ error: 'password_change_required', message: RESET })
          : response(400).json({
              error: 'validation_failed',
              message: COMMON,
              details: [{ path: '/new_password', message: COMMON }],
            })
        : answer === 'paused'
          ? response(429).json({ error: 'too_many_requests', message: PAUSED })
          : response(401).json({
              error: 'unauthorized',
              message: ATTEMPTS_LEFT,
              details: [
                {
                  path: '',
                  message: '2 attempts left before sign-in is paused for 15 minutes.',
                  attemptsLeft: 2,
                },
              ],
            }),
    ),
  ];
  return (
    <StoryApp handlers={handlers} path="/admin/login" initialUrl={initialUrl} frame={false}>
      <AdminLoginPage />
    </StoryApp>
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
