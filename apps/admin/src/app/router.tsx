import { ADMIN_LOGIN_PATH, type ApiHooks, LOGIN_PATH } from '@aac/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, data, Navigate, type RouteObject, redirect } from 'react-router-dom';
import { AdminLoginPage } from './auth/AdminLoginPage';
import { hasPermission, signedInAdmin } from './auth/adminSession';
import { requireAdmin } from './auth/requireAdmin';
import { UserLoginPage } from './auth/UserLoginPage';
import { RouteError } from './RouteError';
import { ADMIN_HOME, landingPathFor, SCREENS, type ScreenEntry } from './screens';

export interface RouterContext {
  queryClient: QueryClient;
  $api: ApiHooks;
}

const notAvailable: RouteObject['lazy'] = async () => ({
  Component: (await import('../screens/NotAvailableScreen')).NotAvailableScreen,
});

/**
 * The route of one registered screen. Its loader refuses a screen outside the admin's
 * permissions before anything is fetched, and otherwise starts the screen's first request while
 * the screen's own chunk loads (React Router runs `loader` and `lazy` in parallel), so the data
 * is not waiting for the code. Errors, a failed chunk included, show inside the shell.
 */
export function screenRoute(screen: ScreenEntry, { queryClient, $api }: RouterContext): RouteObject {
  const { load, prefetch } = screen;
  return {
    path: screen.path,
    handle: { screen },
    errorElement: <RouteError />,
    loader: ({ request }) => {
      const admin = signedInAdmin();
      // Without a session the admin area's own loader sends the browser to sign-in.
      if (!admin) return null;
      if (!hasPermission(admin, screen.permission)) {
        throw data(`You don't have access to ${screen.title}.`, { status: 403 });
      }
      if (prefetch) void prefetch(queryClient, $api, new URL(request.url));
      return null;
    },
    lazy: load
      ? async () => {
          try {
            return { Component: await load() };
          } catch {
            // The screen's code did not arrive (an outage, a chunk gone after a deployment):
            // its place shows the failure with Retry. A rejected lazy() left the outlet blank.
            return { Component: RouteError };
          }
        }
      : notAvailable,
  };
}

export function adminRoutes(context: RouterContext): RouteObject[] {
  return [
    { path: ADMIN_LOGIN_PATH, element: <AdminLoginPage /> },
    { path: LOGIN_PATH, element: <UserLoginPage /> },
    {
      path: '/admin',
      id: 'admin',
      loader: requireAdmin,
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await import('./AdminLayout')).AdminLayout }),
      children: [
        {
          index: true,
          loader: () => redirect(landingPathFor(signedInAdmin()?.permissions ?? [])),
        },
        ...SCREENS.map((screen) => screenRoute(screen, context)),
        { path: '*', lazy: async () => ({ Component: (await import('./NotFound')).NotFound }) },
      ],
    },
    { path: '*', element: <Navigate to={ADMIN_HOME} replace /> },
  ];
}

export function createAdminRouter(context: RouterContext) {
  return createBrowserRouter(adminRoutes(context));
}
