import { storeAdminSession, unwrap, useApi } from '@aac/api-client';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_HOME } from '../screens';
import { returnPathFrom } from './requireAdmin';
import { SignInForm } from './SignInForm';

/** /admin/login: stores the token and the admin under the spec's keys, then returns to the page first asked for. */
export function AdminLoginPage() {
  const { client } = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <SignInForm
      title="Sign in to the admin area"
      subtitle="Administrators only."
      onSignIn={async (credentials) => {
        const { token, admin } = unwrap(await client.POST('/admin/auth/login', { body: credentials }));
        storeAdminSession(token, admin);
        navigate(returnPathFrom(location.search, ADMIN_HOME), { replace: true });
      }}
    />
  );
}
