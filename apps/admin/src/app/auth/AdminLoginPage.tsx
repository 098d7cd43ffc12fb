import { ApiError, type components, storeAdminSession, unwrap, useApiClient } from '@aac/api-client';
import { lazyPart } from '@aac/ui';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../kit/documentTitle';
import { signedInAdmin } from '../../kit/session/adminSession';
import { landingPathFor } from '../screens';
import { sessionEndFromReason, signInPageNotice } from '../session/sessionEnd';
import { returnPathFrom } from './requireAdmin';
import { SignInForm } from './SignInForm';

// Only some admins ever need these steps (a reset password, two-factor authentication): each
// loads when the server asks for it.
const SetNewPasswordForm = lazyPart(() => import('./SetNewPasswordForm').then((m) => m.SetNewPasswordForm));
const TwoFactorCodeForm = lazyPart(() => import('./TwoFactorCodeForm').then((m) => m.TwoFactorCodeForm));
const TwoFactorEnrolment = lazyPart(() => import('./TwoFactorEnrolment').then((m) => m.TwoFactorEnrolment));

/** The sign-in form's heading, shared with the build's prerendered picture of this page. */
export const ADMIN_SIGN_IN = { title: 'Sign in to the admin area', subtitle: 'Administrators only.' };

type AdminSignedIn = components['schemas']['AdminSignedIn'];
type Credentials = { email: string; password: string };

/** Where the sign-in is: its password, a new one after a reset, or the second factor's step. */
type Step =
  | { name: 'password'; notice?: string }
  | { name: 'newPassword'; credentials: Credentials }
  | { name: 'code' | 'enrolment'; ticket: string };

const STEP_TITLES: Record<Step['name'], string> = {
  password: 'Sign in',
  newPassword: 'Set a new password',
  code: 'Two-factor authentication',
  enrolment: 'Set up two-factor authentication',
};

/**
 * /admin/login: stores the token and the admin under the spec's keys, then returns to the page
 * first asked for (else the admin's landing screen). An admin already signed in goes there at once.
 * Sent here by an ended session (`reason`: expired, account_deactivated, password_reset, …), it
 * says why, in a plain sentence (see sessionEnd.ts). After the password come, when
 * the server asks for them, a new password (after a reset) and the second factor: a code, or the
 * enrolment the organisation requires.
 */
export function AdminLoginPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ name: 'password' });
  // The typed email, filled in again when an expired second step returns to the password.
  const [email, setEmail] = useState('');
  useDocumentTitle(STEP_TITLES[step.name]);
  const admin = signedInAdmin();
  if (admin)
    return <Navigate to={returnPathFrom(location.search, landingPathFor(admin.permissions))} replace />;

  async function finish({ token, ...session }: AdminSignedIn) {
    storeAdminSession(token, session.admin);
    // The admin area needs its data layer next; the answer seeds what its /me would ask.
    (await import('../data')).rememberSignIn(session);
    navigate(returnPathFrom(location.search, landingPathFor(session.admin.permissions)), { replace: true });
  }

  async function signIn(body: Credentials & { new_password?: string }) {
    const answer = unwrap(await client.POST('/admin/auth/login', { body }));
    if (!('ticket' in answer)) return finish(answer);
    // The form stays busy until the step's code is here, rather than showing a blank page.
    await (answer.second_factor === 'code' ? TwoFactorCodeForm : TwoFactorEnrolment).preload();
    setStep({ name: answer.second_factor, ticket: answer.ticket });
  }

  const backToPassword = (notice: string) => setStep({ name: 'password', notice });

  switch (step.name) {
    case 'newPassword':
      return (
        <SetNewPasswordForm
          onSetPassword={(newPassword) => signIn({ ...step.credentials, new_password: newPassword })}
        />
      );
    case 'code':
      return (
        <TwoFactorCodeForm
          onSubmit={async (answer) =>
            finish(
              unwrap(
                await client.POST('/admin/auth/login/two-factor', {
                  body: { ticket: step.ticket, ...answer },
                }),
              ),
            )
          }
          onTicketExpired={backToPassword}
        />
      );
    case 'enrolment':
      return <TwoFactorEnrolment ticket={step.ticket} onSignedIn={finish} onTicketExpired={backToPassword} />;
  }
  return (
    <SignInForm
      title={ADMIN_SIGN_IN.title}
      subtitle={ADMIN_SIGN_IN.subtitle}
      initialEmail={email}
      notice={step.notice ?? endNotice(location.search)}
      onSignIn={async (credentials) => {
        setEmail(credentials.email);
        try {
          await signIn(credentials);
        } catch (error) {
          // The one-time password of a reset was right: the admin chooses their own next.
          if (error instanceof ApiError && error.code === 'password_change_required') {
            SetNewPasswordForm.preload();
            setStep({ name: 'newPassword', credentials });
            return;
          }
          throw error;
        }
      }}
    />
  );
}

/** Why the admin was sent here, from the page's `reason`; nothing when they came of their own accord. */
function endNotice(search: string): string | undefined {
  const end = sessionEndFromReason(new URLSearchParams(search).get('reason'));
  return end ? signInPageNotice(end) : undefined;
}
