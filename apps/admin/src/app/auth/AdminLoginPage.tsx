import { ApiError, SESSION_EXPIRED_REASON, storeAdminSession, unwrap, useApiClient } from '@aac/api-client';
import { lazyPart } from '@aac/ui';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../documentTitle';
import { landingPathFor } from '../screens';
import { signedInAdmin } from './adminSession';
import { returnPathFrom } from './requireAdmin';
import { SignInForm } from './SignInForm';

// Only an admin whose password was reset ever needs it: it loads when the server asks for it.
const SetNewPasswordForm = lazyPart(() => import('./SetNewPasswordForm').then((m) => m.SetNewPasswordForm));

export const SESSION_EXPIRED_NOTICE = 'Your session expired. Sign in again to continue.';

/** The sign-in form's heading, shared with the build's prerendered picture of this page. */
export const ADMIN_SIGN_IN = { title: 'Sign in to the admin area', subtitle: 'Administrators only.' };

/**
 * /admin/login: stores the token and the admin under the spec's keys, then returns to the page
 * first asked for (else the admin's landing screen). An admin already signed in goes there at once.
 * Sent here by an expired session (`reason=expired`), it says so.
 */
export function AdminLoginPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The credentials of a one-time password: the second step sends them again with the new one.
  const [reset, setReset] = useState<{ email: string; password: string } | null>(null);
  useDocumentTitle(reset ? 'Set a new password' : 'Sign in');
  const admin = signedInAdmin();
  if (admin)
    return <Navigate to={returnPathFrom(location.search, landingPathFor(admin.permissions))} replace />;

  async function signIn(body: { email: string; password: string; new_password?: string }) {
    const { token, ...session } = unwrap(await client.POST('/admin/auth/login', { body }));
    const signedIn = session.admin;
    storeAdminSession(token, signedIn);
    // The admin area needs its data layer next; the answer seeds what its /me would ask.
    (await import('../data')).rememberSignIn(session);
    navigate(returnPathFrom(location.search, landingPathFor(signedIn.permissions)), { replace: true });
  }

  if (reset) {
    return (
      <SetNewPasswordForm onSetPassword={(newPassword) => signIn({ ...reset, new_password: newPassword })} />
    );
  }
  return (
    <SignInForm
      title={ADMIN_SIGN_IN.title}
      subtitle={ADMIN_SIGN_IN.subtitle}
      notice={
        new URLSearchParams(location.search).get('reason') === SESSION_EXPIRED_REASON
          ? SESSION_EXPIRED_NOTICE
          : undefined
      }
      onSignIn={async (credentials) => {
        try {
          await signIn(credentials);
        } catch (error) {
          // The one-time password of a reset was right: the admin chooses their own next.
          if (error instanceof ApiError && error.code === 'password_change_required') {
            SetNewPasswordForm.preload();
            setReset(credentials);
            return;
          }
          throw error;
        }
      }}
    />
  );
}
