/**
 * The sliding session (docs/design.md: sessionTimeout is an idle limit), with the client's real
 * session middlewares over the browser's storage and a fake server. Time is real but short: each
 * story injects a session of a few seconds instead of sessionTimeout's 30 minutes. A session that
 * ends for another reason (the server's 401 code: signed out in another tab, password changed or
 * reset, second factor reset, time limit, account deactivated or deleted) says why, and keeps the
 * open form where the same admin can sign in again.
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
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SignedInAdmin } from '../../kit/session/adminSession';
import { STORY_ADMIN as storySuperAdmin } from '../../testing/storyAdmins';
import { createStoryClient, http } from '../../testing/storyApi';
import { SessionKeeper } from './SessionKeeper';
import type { SessionTiming } from './sessionClock';

const STALE_TOKEN = 'story-token-that-expires';
const FRESH_TOKEN = 'story-token-signed-in-again';
const RENEWED_TOKEN = 'story-token-renewed';
const PASSWORD = 'Admin123!demo';
/** After a reset: the one-time password another administrator gave, and the admin's own next. */
const ONE_TIME_PASSWORD = 'mqvz-7kd4-xh2p-w9tc';
const NEW_PASSWORD = 'Harbour-Lichen-47q';
const COMMON =
  'This password is one of the most common passwords and is tried first by attackers. Choose another.';

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

/** The server's messages of the 401 codes an ended session answers (the contract's Unauthorized). */
const ENDED_MESSAGES: Record<string, string> = {
  token_expired: 'Your session has expired. Please sign in again.',
  session_lifetime_reached: 'Sessions last at most 12 hours. Please sign in again.',
  session_signed_out: 'This session was signed out. Please sign in again.',
  password_changed: 'This session ended when the password was changed. Please sign in with the new password.',
  password_reset:
    'This session ended when an administrator reset the password. Sign in with the one-time password they gave you.',
  two_factor_reset:
    'This session ended when an administrator reset the two-factor authentication. Please sign in again.',
  account_deactivated: 'This admin account was deactivated.',
  account_deleted: 'This admin account no longer exists.',
};

const RIGHT_CODE = '123456';
const EXPIRED_TICKET_CODE = '111111';
const WRONG_CODE = 'That code is not valid. 4 attempts left before sign-in is paused for 15 minutes.';
const TICKET_EXPIRED = 'This sign-in took too long. Enter your password again.';

function handlersFor(log: ServerLog, signInAs: SignedInAdmin, secondFactor: SecondFactor, endedBy: string) {
  const bearer = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
  // The token stored when the story starts has ended on the server, for the story's reason.
  const ended = () => ({ error: endedBy, message: ENDED_MESSAGES[endedBy] ?? 'No.' });
  return [
    http.post('/admin/auth/refresh', ({ response }) => {
      log.refreshes += 1;
      return response(200).json({ token: RENEWED_TOKEN, ...timing(60) });
    }),
    http.put('/admin/users/{id}', async ({ request, response }) => {
      const body = await request.json();
      const token = bearer(request);
      log.saves.push({ token, firstName: String(body.first_name ?? '') });
      if (token === STALE_TOKEN) return response(401).json(ended());
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
    // Asked after another tab stored a token: the same admin, with that token's expiry. Asked
    // about the story's first token (its clock ran out, another tab removed it): why it ended.
    http.get('/admin/auth/me', ({ request, response }) =>
      bearer(request) === STALE_TOKEN
        ? response(401).json(ended())
        : response(200).json({ ...timing(60), admin: signInAs }),
    ),
    http.post('/admin/auth/login', async ({ request, response }) => {
      const { password, new_password: newPassword } = await request.json();
      if (endedBy === 'password_reset' && password === ONE_TIME_PASSWORD) {
        if (!newPassword)
          return response(403).json({
            error: 'password_change_required',
            message: 'Your password was reset. Choose a new password to sign in.',
          });
        if (newPassword !== NEW_PASSWORD)
          return response(400).json({
            error: 'validation_failed',
            message: COMMON,
            details: [{ path: '/new_password', message: COMMON }],
          });
        return response(200).json({ token: FRESH_TOKEN, ...timing(60), admin: signInAs });
      }
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
  /** The 401 code with which the server refuses the story's first token. */
  endedBy: string;
}

function SessionStory({ seconds, signInAs, onSignOut, reload, log, secondFactor, endedBy }: StoryArgs) {
  const [setup] = useState(() => {
    const storages = () => [window.localStorage];
    const client = createStoryClient(handlersFor(log, signInAs, secondFactor, endedBy), [
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
    endedBy: 'token_expired',
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

/** Opens the edit form, types, and saves: the save meets the ended session. */
async function saveIntoEndedSession(canvasElement: HTMLElement) {
  const field = await startEditing(within(canvasElement), 'Mariana');
  const form = screen.getByRole('dialog', { name: 'Edit user' });
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  return { field, form };
}

/** The in-place sign-in says why the session ended, with the page and its typing kept under it. */
function saysWhyAndKeepsTheForm(
  endedBy: string,
  title: string,
  text: string,
  { screenshot = false } = {},
): Story {
  return {
    args: { endedBy },
    ...(screenshot ? {} : { parameters: { screenshot: false } }),
    play: async ({ canvasElement }) => {
      const { field } = await saveIntoEndedSession(canvasElement);
      const signIn = await screen.findByRole('dialog', { name: title });
      await expect(signIn).toHaveTextContent(text);
      await expect(signIn).toHaveTextContent('This page stays as it is, with anything you typed.');
      await expect(field).toHaveValue('Mariana');
      await expect(within(signIn).getByRole('textbox', { name: 'Email' })).toHaveValue(storySuperAdmin.email);
      await expect(within(signIn).getByLabelText(/^Password/)).toHaveFocus();
    },
  };
}

export const PasswordChangedSaysWhy = saysWhyAndKeepsTheForm(
  'password_changed',
  'You were signed out',
  'You were signed out because your password was changed. Sign in with your new password.',
  { screenshot: true },
);

export const SignedOutInAnotherTabSaysWhy = saysWhyAndKeepsTheForm(
  'session_signed_out',
  'You were signed out',
  'You signed out in another tab or window of this browser. Sign in again to continue.',
);

export const TwoFactorResetSaysWhy = saysWhyAndKeepsTheForm(
  'two_factor_reset',
  'You were signed out',
  'You were signed out because another administrator reset your two-factor authentication. Sign in again to continue.',
);

export const TimeLimitSaysWhy = saysWhyAndKeepsTheForm(
  'session_lifetime_reached',
  'Your session reached its time limit',
  'For your security, a session ends a set number of hours after signing in, however active you are. Sign in again to continue.',
);

export const UnknownReasonStillSaysSignedOut = saysWhyAndKeepsTheForm(
  'invalid_token',
  'You were signed out',
  'You were signed out. Sign in again to continue.',
);

/** The clock runs out on an active admin's session at its time limit: the server says which it was. */
export const TimeLimitByTheClockSaysWhy: Story = {
  args: { seconds: 3, endedBy: 'session_lifetime_reached' },
  parameters: { screenshot: false },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Your session reached its time limit' }, { timeout: 6000 });
    await expect(screen.queryByRole('dialog', SIGN_IN)).toBeNull();
  },
};

/** Another tab of this browser signed out: this one says so at once, over the form it keeps. */
export const AnotherTabSigningOutSaysWhy: Story = {
  args: { endedBy: 'session_signed_out' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const field = await startEditing(within(canvasElement), 'Mariana');
    localStorage.removeItem('adminToken');
    localStorage.removeItem('adminUser');
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken', newValue: null }));
    const signIn = await screen.findByRole('dialog', { name: 'You were signed out' });
    await expect(signIn).toHaveTextContent('You signed out in another tab or window of this browser.');
    await expect(field).toHaveValue('Mariana');
  },
};

/** After a reset: the save meets the ended session, the one-time password opens the new-password step. */
async function reachNewPasswordStep(canvasElement: HTMLElement) {
  const { field, form } = await saveIntoEndedSession(canvasElement);
  const signIn = await screen.findByRole('dialog', { name: 'You were signed out' });
  await expect(signIn).toHaveTextContent(
    'You were signed out because another administrator reset your password. Sign in with the one-time password they gave you, then choose a new one.',
  );
  await userEvent.type(within(signIn).getByLabelText(/^Password/), ONE_TIME_PASSWORD);
  await userEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
  const newPassword = await within(signIn).findByLabelText(/^New password/);
  await waitFor(() => expect(newPassword).toHaveFocus());
  return { field, form, signIn, newPassword };
}

/**
 * Another administrator reset the password: the one-time password they gave signs in here and
 * the admin chooses their own in the same dialog; a password the server refuses is said under
 * the field, the form still waiting underneath.
 */
export const PasswordResetAsksForANewPasswordInPlace: Story = {
  args: { endedBy: 'password_reset' },
  play: async ({ canvasElement }) => {
    const { field, signIn, newPassword } = await reachNewPasswordStep(canvasElement);
    await expect(signIn).toHaveTextContent(
      'Choose a new password to continue; the one you were given stops working. This page stays as it is, with anything you typed.',
    );
    await userEvent.type(newPassword, 'Password1!');
    await userEvent.type(within(signIn).getByLabelText(/^Confirm new password/), 'Password1!');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(expect.stringContaining(COMMON)));
    await expect(field).toHaveValue('Mariana');
    await expect(readStoredValue('adminToken')).toBe(STALE_TOKEN);
  },
};

/** The new password signs in: the dialog goes, and the form is saved as typed. */
export const PasswordResetThenSavesTheForm: Story = {
  args: { endedBy: 'password_reset' },
  parameters: { screenshot: false },
  play: async ({ args, canvasElement }) => {
    const { field, form, signIn, newPassword } = await reachNewPasswordStep(canvasElement);
    await userEvent.type(newPassword, NEW_PASSWORD);
    await userEvent.type(within(signIn).getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await userEvent.click(within(signIn).getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You were signed out' })).toBeNull());
    await expect(field).toHaveValue('Mariana');
    await expect(readStoredValue('adminToken')).toBe(FRESH_TOKEN);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Saved Mariana.');
    await expect(args.log.saves.at(-1)).toEqual({ token: FRESH_TOKEN, firstName: 'Mariana' });
    await expect(args.reload).not.toHaveBeenCalled();
  },
};

/**
 * The account was deactivated: nothing can be saved and signing in again cannot help, so the
 * dialog says so, shows what the form held to copy, and leaves for the sign-in page, which says
 * why again.
 */
export const DeactivatedShowsWhatWasTypedToCopy: Story = {
  args: { endedBy: 'account_deactivated' },
  play: async ({ args, canvasElement }) => {
    const { field } = await saveIntoEndedSession(canvasElement);
    const closed = await screen.findByRole('alertdialog', { name: 'Your account was deactivated' });
    await expect(closed).toHaveTextContent(
      'Your account was deactivated by another administrator. Nothing on this page can be saved.',
    );
    await expect(closed).toHaveTextContent('Ask an administrator to reactivate it before you sign in again.');
    // No sign-in: the server refuses a deactivated account's password as a wrong one.
    await expect(within(closed).queryByLabelText(/^Password/)).toBeNull();
    const typed = within(closed).getByRole('definition');
    await expect(typed).toHaveTextContent('Mariana');
    await expect(within(closed).getByRole('term')).toHaveTextContent('First name');
    await expect(field).toHaveValue('Mariana');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(within(closed).getByRole('button', { name: 'Copy what you typed' }));
    await expect(writeText).toHaveBeenCalledWith('First name:\nMariana');
    await expect(
      await within(closed).findByText('What you typed was copied to the clipboard.'),
    ).toBeVisible();
    await userEvent.click(within(closed).getByRole('button', { name: 'Go to the sign-in page' }));
    await expect(args.reload).toHaveBeenCalledWith('/admin/login?reason=account_deactivated');
    await expect(readStoredValue('adminToken')).toBeNull();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const DeletedAccountSaysSo: Story = {
  args: { endedBy: 'account_deleted' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await saveIntoEndedSession(canvasElement);
    const closed = await screen.findByRole('alertdialog', { name: 'Your account was deleted' });
    await expect(closed).toHaveTextContent(
      'Your account was deleted by another administrator. Nothing on this page can be saved.',
    );
    await expect(within(closed).getByRole('definition')).toHaveTextContent('Mariana');
  },
};
