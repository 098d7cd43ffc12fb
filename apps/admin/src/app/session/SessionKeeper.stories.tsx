/**
 * The sliding session (DESIGN.md: sessionTimeout is an idle limit), with the client's real
 * session middlewares over the browser's storage and a fake server. Time is real but short: each
 * story injects a session of a few seconds instead of sessionTimeout's 30 minutes.
 */
import {
  ApiProvider,
  createAuthMiddleware,
  createSessionExpiryMiddleware,
  errorMessage,
  readStoredValue,
  useApi,
} from '@aac/api-client';
import { Button, FormDialog, TextField, ToastProvider } from '@aac/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { STORY_ADMIN as storySuperAdmin } from '../../testing/storyAdmins';
import { createStoryClient, http } from '../../testing/storyApi';
import type { SignedInAdmin } from '../auth/adminSession';
import { SessionKeeper } from './SessionKeeper';
import type { SessionTiming } from './sessionClock';

const STALE_TOKEN = 'story-token-that-expires';
const FRESH_TOKEN = 'story-token-signed-in-again';
const RENEWED_TOKEN = 'story-token-renewed';
const PASSWORD = 'Admin123!demo';

function timing(seconds: number, left = seconds): SessionTiming {
  return {
    expiresAt: new Date(Date.now() + left * 1000).toISOString(),
    expiresIn: left,
    idleTimeout: seconds,
  };
}

/** What the fake server saw: renewals, saves (with the token sent) and sign-ins. */
interface ServerLog {
  refreshes: number;
  saves: Array<{ token: string | null; firstName: string }>;
}

/** The password is right; with a second factor the code of the admin's authenticator app comes next. */
type SecondFactor = 'none' | 'code' | 'enrolment';

const RIGHT_CODE = '123456';
const EXPIRED_TICKET_CODE = '111111';
const WRONG_CODE = 'That code is not valid. 4 attempts left before sign-in is paused for 15 minutes.';
const TICKET_EXPIRED = 'This sign-in took too long. Enter your password again.';

function handlersFor(log: ServerLog, signInAs: SignedInAdmin, secondFactor: SecondFactor) {
  const bearer = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
  return [
    http.post('/admin/auth/refresh', ({ response }) => {
      log.refreshes += 1;
      return response(200).json({ token: RENEWED_TOKEN, ...timing(60) });
    }),
    http.put('/admin/users/{id}', async ({ request, response }) => {
      const body = await request.json();
      const token = bearer(request);
      log.saves.push({ token, firstName: String(body.first_name ?? '') });
      // The token stored when the story starts has expired on the server.
      if (token === STALE_TOKEN)
        return response(401).json({
          error: 'token_expired',
          message: 'Your session has expired. Please sign in again.',
        });
      return response(200).json({
        success: true,
        message: 'User updated successfully.',
        user: {
          id: 7,
          version: 2,
          first_name: String(body.first_name),
          last_name: 'Lopez',
          email: 'maria.lopez@example.com',
          user_type: 'parent',
          is_active: true,
          children_count: 2,
          plan_type: 'family',
          created_at: '2024-03-18T09:24:11Z',
        },
      });
    }),
    // Asked after another tab stored a token: the same admin, with that token's expiry.
    http.get('/admin/auth/me', ({ response }) => response(200).json({ ...timing(60), admin: signInAs })),
    http.post('/admin/auth/login', async ({ request, response }) => {
      const { password } = await request.json();
      if (password !== PASSWORD)
        return response(401).json({
          error: 'unauthorized',
          message: 'Invalid email or password. 4 attempts left before sign-in is paused for 15 minutes.',
          details: [
            {
              path: '',
              message: '4 attempts left before sign-in is paused for 15 minutes.',
              attemptsLeft: 4,
            },
          ],
        });
      if (secondFactor !== 'none')
        return response(200).json({
          second_factor: secondFactor,
          ticket: 'story-ticket',
          ticket_expires_in: 300,
        });
      return response(200).json({ token: FRESH_TOKEN, ...timing(60), admin: signInAs });
    }),
    http.post('/admin/auth/login/two-factor', async ({ request, response }) => {
      const { code } = await request.json();
      if (code === EXPIRED_TICKET_CODE)
        return response(401).json({ error: 'ticket_expired', message: TICKET_EXPIRED });
      if (code !== RIGHT_CODE)
        return response(401).json({
          error: 'unauthorized',
          message: WRONG_CODE,
          details: [{ path: '/code', message: WRONG_CODE, attemptsLeft: 4 }],
        });
      return response(200).json({ token: FRESH_TOKEN, ...timing(60), admin: signInAs });
    }),
  ];
}

/** A screen with an edit form open, standing in for any screen of the app. */
function EditUserPage() {
  const { client } = useApi();
  const [isOpen, setOpen] = useState(false);
  const [firstName, setFirstName] = useState('Maria');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  return (
    <main>
      <h1>User Management</h1>
      {saved ? <p role="status">{saved}</p> : null}
      <Button onPress={() => setOpen(true)}>Edit Maria Lopez</Button>
      <FormDialog
        title="Edit user"
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        isPending={isPending}
        isDirty={firstName !== 'Maria'}
        error={failure ? { title: 'User not saved', message: failure } : null}
        onSubmit={async () => {
          setPending(true);
          setFailure(null);
          try {
            const result = await client.PUT('/admin/users/{id}', {
              params: { path: { id: 7 } },
              body: { first_name: firstName },
            });
            if (result.error) throw result.error;
            setSaved(`Saved ${firstName}.`);
            setOpen(false);
          } catch (error) {
            setFailure(errorMessage(error));
          } finally {
            setPending(false);
          }
        }}
      >
        <TextField label="First name" value={firstName} onChange={setFirstName} />
      </FormDialog>
    </main>
  );
}

interface StoryArgs {
  seconds: number;
  signInAs: SignedInAdmin;
  onSignOut: () => void;
  reload: (path: string) => void;
  log: ServerLog;
  secondFactor: SecondFactor;
}

function SessionStory({ seconds, signInAs, onSignOut, reload, log, secondFactor }: StoryArgs) {
  const [setup] = useState(() => {
    const storages = () => [window.localStorage];
    const client = createStoryClient(handlersFor(log, signInAs, secondFactor), [
      createAuthMiddleware({ storages }),
      createSessionExpiryMiddleware({
        storages,
        currentPathname: () => '/admin/users',
        currentSearch: () => '',
        navigate: fn().mockName('navigate'),
        events: () => new EventTarget(),
      }),
    ]);
    return {
      client,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      timing: timing(seconds),
      receivedAt: Date.now(),
    };
  });
  return (
    <ApiProvider client={setup.client}>
      <QueryClientProvider client={setup.queryClient}>
        <ToastProvider>
          <EditUserPage />
          <SessionKeeper
            admin={storySuperAdmin}
            timing={setup.timing}
            timingReceivedAt={setup.receivedAt}
            onSignOut={onSignOut}
            reload={reload}
          />
        </ToastProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}

const meta = {
  title: 'App/Session',
  component: SessionStory,
  args: {
    seconds: 1800,
    signInAs: storySuperAdmin,
    onSignOut: fn(),
    reload: fn(),
    log: { refreshes: 0, saves: [] },
    secondFactor: 'none',
  },
  // Each story starts signed in with a token the fake server will refuse as expired, and leaves
  // nothing behind for the next story (the sign-in page stories read the same storage).
  beforeEach: ({ args }) => {
    args.log.refreshes = 0;
    args.log.saves = [];
    localStorage.setItem('adminToken', STALE_TOKEN);
    localStorage.setItem('adminUser', JSON.stringify(storySuperAdmin));
    return () => {
      localStorage.removeItem('adminToken');
      localStorage.removeItem('adminUser');
    };
  },
} satisfies Meta<typeof SessionStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const WARNING = { name: 'Your session is about to expire' };
const SIGN_IN = { name: 'Your session expired' };

/** Opens the edit form and types into it, as an admin in the middle of a change. */
async function startEditing(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Maria Lopez' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
  const field = within(dialog).getByRole('textbox', { name: 'First name' });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  return field;
}

export const WarnsBeforeIdleExpiry: Story = {
  // A 6-second session: the warning opens in its last third (2 seconds before expiry).
  args: { seconds: 6 },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const warning = await screen.findByRole('alertdialog', WARNING, { timeout: 6000 });
    await expect(warning).toHaveTextContent(/signed out in 0:0[12]\./);
    // Announced politely, in rounded steps.
    await expect(within(warning).getByRole('status')).toHaveTextContent(
      'You will be signed out in about 5 seconds.',
    );
    await expect(within(warning).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await userEvent.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', WARNING)).toBeNull());
    await expect(args.log.refreshes).toBe(1);
    await expect(readStoredValue('adminToken')).toBe(RENEWED_TOKEN);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const WarningSignOut: Story = {
  args: { seconds: 3 },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const warning = await screen.findByRole('alertdialog', WARNING, { timeout: 3000 });
    await userEvent.click(within(warning).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.log.refreshes).toBe(0);
  },
};

export const ActivityRenewsBeforeExpiry: Story = {
  // A 4-second session: renewal is due from 2 seconds, the warning would open at 2.67.
  args: { seconds: 4 },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Typing in the first half of the token's life renews it once renewal is due.
    await startEditing(canvas, 'Mar');
    await waitFor(() => expect(args.log.refreshes).toBe(1), { timeout: 3000 });
    await expect(readStoredValue('adminToken')).toBe(RENEWED_TOKEN);
    // Past the old expiry: no warning and no sign-in, the session slid.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(screen.queryByRole('alertdialog', WARNING)).toBeNull();
    await expect(screen.queryByRole('dialog', SIGN_IN)).toBeNull();
  },
};

export const ExpiresIdleIntoSignIn: Story = {
  // Nobody answers the warning: at expiry it becomes the sign-in dialog, with no request made.
  args: { seconds: 3 },
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', WARNING, { timeout: 3000 });
    await screen.findByRole('dialog', SIGN_IN, { timeout: 3000 });
    await expect(screen.queryByRole('alertdialog', WARNING)).toBeNull();
    await expect(args.log.saves).toEqual([]);
  },
};

export const ExpiredSaveOpensSignInOverTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await startEditing(canvas, 'Mariana');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Edit user' })).getByRole('button', { name: 'Save' }),
    );
    const signIn = await screen.findByRole('dialog', SIGN_IN);
    // The form is still there underneath, with what was typed.
    await expect(field).toHaveValue('Mariana');
    await expect(within(signIn).getByRole('textbox', { name: 'Email' })).toHaveValue(storySuperAdmin.email);
    await expect(within(signIn).getByLabelText(/^Password/)).toHaveFocus();
    // A wrong password: the server's message, with the attempts left, inline.
    await userEvent.type(within(signIn).getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await expect(await within(signIn).findByRole('alert')).toHaveTextContent(
      'Invalid email or password. 4 attempts left before sign-in is paused for 15 minutes.',
    );
  },
};

export const SignInAgainKeepsTheFormAndRetries: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await startEditing(canvas, 'Mariana');
    const form = screen.getByRole('dialog', { name: 'Edit user' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const signIn = await screen.findByRole('dialog', SIGN_IN);
    await userEvent.type(within(signIn).getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', SIGN_IN)).toBeNull());
    // Same admin: the page and the form are as they were, the failed save says why.
    await expect(field).toHaveValue('Mariana');
    await expect(within(form).getByRole('alert')).toHaveTextContent('Your session has expired');
    await expect(readStoredValue('adminToken')).toBe(FRESH_TOKEN);
    // The admin retries: the same typing is saved, with the new token.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved Mariana.');
    await expect(args.log.saves).toEqual([
      { token: STALE_TOKEN, firstName: 'Mariana' },
      { token: FRESH_TOKEN, firstName: 'Mariana' },
    ]);
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

export const AnotherAccountReloadsToItsLanding: Story = {
  args: {
    signInAs: {
      ...storySuperAdmin,
      id: storySuperAdmin.id + 100,
      email: 'content@example.com',
      role: 'content_manager',
      permissions: ['blog.read', 'blog.write'],
    },
  },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await startEditing(canvas, 'Mariana');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Edit user' })).getByRole('button', { name: 'Save' }),
    );
    const signIn = await screen.findByRole('dialog', SIGN_IN);
    const email = within(signIn).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'content@example.com');
    await userEvent.type(within(signIn).getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    // Nothing on this page is theirs: a full load of the first screen their role opens.
    await waitFor(() => expect(args.reload).toHaveBeenCalledWith('/admin/blog/posts'));
    await expect(args.reload).toHaveBeenCalledTimes(1);
  },
};

export const AnotherTabSigningInClosesTheDialog: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startEditing(canvas, 'Mariana');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Edit user' })).getByRole('button', { name: 'Save' }),
    );
    await screen.findByRole('dialog', SIGN_IN);
    // Another tab of the same browser signs in again: the storage event tells this one.
    localStorage.setItem('adminToken', FRESH_TOKEN);
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken', newValue: FRESH_TOKEN }));
    await waitFor(() => expect(screen.queryByRole('dialog', SIGN_IN)).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
  },
};

/** The edit form's save meets the expired token; the admin gives the right password again. */
async function reachCodeStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const field = await startEditing(canvas, 'Mariana');
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Edit user' })).getByRole('button', { name: 'Save' }),
  );
  const signIn = await screen.findByRole('dialog', SIGN_IN);
  await userEvent.type(within(signIn).getByLabelText(/^Password/), PASSWORD);
  await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
  const code = await within(signIn).findByRole('textbox', { name: /^Authentication code/ });
  await waitFor(() => expect(code).toHaveFocus());
  return { canvas, field, signIn, code };
}

/** An admin with two-factor on gives the code of their authenticator app in the dialog too. */
export const ExpiredSignInAsksForTheCode: Story = {
  args: { secondFactor: 'code' },
  play: async ({ canvasElement }) => {
    const { signIn, code } = await reachCodeStep(canvasElement);
    await expect(
      within(signIn).getByText(/Enter the 6-digit code from your authenticator app/),
    ).toBeVisible();
    await expect(within(signIn).getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    await userEvent.type(code, '000000');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    // Refused: under the field, the typing kept, the dialog still asking.
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));
    await expect(code).toHaveValue('000000');
    await expect(readStoredValue('adminToken')).toBe(STALE_TOKEN);
  },
};

export const CodeInTheDialogKeepsTheForm: Story = {
  args: { secondFactor: 'code' },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const { field, signIn, code } = await reachCodeStep(canvasElement);
    await userEvent.type(code, RIGHT_CODE);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', SIGN_IN)).toBeNull());
    await expect(field).toHaveValue('Mariana');
    await expect(readStoredValue('adminToken')).toBe(FRESH_TOKEN);
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

export const ExpiredCodeStepAsksForThePasswordAgain: Story = {
  args: { secondFactor: 'code' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const { signIn, code } = await reachCodeStep(canvasElement);
    await userEvent.type(code, EXPIRED_TICKET_CODE);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await expect(await within(signIn).findByRole('alert')).toHaveTextContent(TICKET_EXPIRED);
    const password = within(signIn).getByLabelText(/^Password/);
    await expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(within(signIn).getByRole('textbox', { name: 'Email' })).toHaveValue(storySuperAdmin.email);
  },
};

/** requireTwoFactor was turned on meanwhile: enrolling is the sign-in page's, not the dialog's. */
export const EnrolmentRequiredGoesToTheSignInPage: Story = {
  args: { secondFactor: 'enrolment' },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await startEditing(canvas, 'Mariana');
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Edit user' })).getByRole('button', { name: 'Save' }),
    );
    const signIn = await screen.findByRole('dialog', SIGN_IN);
    await userEvent.type(within(signIn).getByLabelText(/^Password/), PASSWORD);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(args.reload).toHaveBeenCalledWith(expect.stringMatching(/^\/admin\/login\?from=/)),
    );
    // The stored session goes, or the sign-in page would send the admin straight back.
    await expect(readStoredValue('adminToken')).toBeNull();
  },
};
