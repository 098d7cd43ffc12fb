import { SESSION_EXPIRED_REASON, storeAdminSession, unwrap, useApi } from '@aac/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../documentTitle';
import { landingPathFor } from '../screens';
import { signedInAdmin } from './adminSession';
import { returnPathFrom } from './requireAdmin';
import { SignInForm } from './SignInForm';

export const SESSION_EXPIRED_NOTICE = 'Your session expired. Sign in again to continue.';

/**
 * /admin/login: stores the token and the admin under the spec's keys, then returns to the page
 * first asked for (else the admin's landing screen). An admin already signed in goes there at once.
 * Sent here by an expired session (`reason=expired`), it says so.
 */
export function AdminLoginPage() {
  const { client, $api } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle('Sign in');
  const admin = signedInAdmin();
  if (admin)
    return <Navigate to={returnPathFrom(location.search, landingPathFor(admin.permissions))} replace />;
  return (
    <SignInForm
      title="Sign in to the admin area"
      subtitle="Administrators only."
      notice={
        new URLSearchParams(location.search).get('reason') === SESSION_EXPIRED_REASON
          ? SESSION_EXPIRED_NOTICE
          : undefined
      }
      onSignIn={async (credentials) => {
        const { token, ...session } = unwrap(await client.POST('/admin/auth/login', { body: credentials }));
        const signedIn = session.admin;
        storeAdminSession(token, signedIn);
        // The answer says what /me would: the shell starts from it instead of asking again.
        queryClient.setQueryData($api.queryOptions('get', '/admin/auth/me', {}).queryKey, session);
        navigate(returnPathFrom(location.search, landingPathFor(signedIn.permissions)), { replace: true });
      }}
    />
  );
}
