import { ADMIN_LOGIN_PATH } from '@aac/api-client';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { signedInAdmin } from '../../kit/session/adminSession';

/**
 * Loader of the admin area: without a signed-in admin, go to /admin/login and come back to the
 * page first asked for after signing in (core spec §2: unauthorised admin pages go to /admin/login).
 */
export function requireAdmin({ request }: LoaderFunctionArgs) {
  const admin = signedInAdmin();
  if (admin) return { admin };
  const url = new URL(request.url);
  const from = `${url.pathname}${url.search}`;
  throw redirect(`${ADMIN_LOGIN_PATH}?from=${encodeURIComponent(from)}`);
}

/** Where to go after signing in: the page first asked for, when it is inside the admin area. */
export function returnPathFrom(search: string, fallback: string): string {
  const from = new URLSearchParams(search).get('from');
  return from?.startsWith('/admin/') && !from.startsWith(ADMIN_LOGIN_PATH) ? from : fallback;
}
