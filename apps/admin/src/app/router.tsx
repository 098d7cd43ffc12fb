import { ADMIN_LOGIN_PATH, LOGIN_PATH } from '@aac/api-client';
import { createBrowserRouter, data, Navigate, type RouteObject, redirect } from 'react-router';
import type { ScreenHandle } from '../kit/screenMeta';
import { hasPermission, signedInAdmin } from '../kit/session/adminSession';
import { AdminLoginPage } from './auth/AdminLoginPage';
import { requireAdmin } from './auth/requireAdmin';
import { RouteError } from './RouteError';
import { ADMIN_HOME, landingPathFor, SCREENS, type ScreenEntry } from './screens';

/** What the admin area's data chunk (app/data.tsx) gives the routes. */
export type AdminData = Pick<typeof import('./data'), 'queryClient' | '$api' | 'DataProviders'>;

export interface RouterContext {
  /** Loads the admin area's query client and hooks; the sign-in pages never need them. */
  loadData: () => Promise<AdminData>;
}

/** How long a screen's first render waits for its first answer before showing placeholders. */
export const FIRST_ANSWER_GRACE_MS = 300;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The route of one registered screen. Its loader refuses a screen outside the admin's
 * permissions before anything is fetched, and otherwise starts the screen's first request while
 * the screen's own chunk loads (React Router runs `loader` and `lazy` in parallel), so the data
 * is not waiting for the code, and gives that answer a short grace to arrive with the page. Errors, a failed chunk included, show inside the shell.
 */
export function screenRoute(screen: ScreenEntry, { loadData }: RouterContext): RouteObject {
  const { load, prefetch } = screen;
  return {
    path: screen.path,
    handle: { screen } satisfies ScreenHandle,
    errorElement: <RouteError />,
    loader: ({ request }) => {
      const admin = signedInAdmin();
      // Without a session the admin area's own loader sends the browser to sign-in.
      if (!admin) return null;
      if (!hasPermission(admin, screen.permission)) {
        throw data(`You don't have access to ${screen.title}.`, { status: 403 });
      }
      if (prefetch) {
        const url = new URL(request.url);
        const answered = loadData().then(({ queryClient, $api }) => prefetch(queryClient, $api, url));
        // A first answer that is nearly there shows with the page, not after placeholder rows
        // that it then replaces (and that may not hold its room: fewer rows, taller cells). A
        // slow one does not hold the page back: past the grace the placeholders show.
        return Promise.race([answered.catch(() => undefined), delay(FIRST_ANSWER_GRACE_MS)]).then(() => null);
      }
      return null;
    },
    lazy: async () => {
      try {
        return { Component: await load() };
      } catch {
        // The screen's code did not arrive (an outage, a chunk gone after a deployment):
        // its place shows the failure with Retry. A rejected lazy() left the outlet blank.
        return { Component: RouteError };
      }
    },
  };
}

export function adminRoutes(context: RouterContext): RouteObject[] {
  return [
    { path: ADMIN_LOGIN_PATH, element: <AdminLoginPage /> },
    // The other sign-in (parents, therapists) is not the admin's: it loads when opened.
    {
      path: LOGIN_PATH,
      lazy: async () => ({ Component: (await import('./auth/UserLoginPage')).UserLoginPage }),
    },
    {
      path: '/admin',
      id: 'admin',
      loader: requireAdmin,
      errorElement: <RouteError />,
      lazy: async () => {
        const [{ AdminLayout }, { DataProviders }] = await Promise.all([
          import('./AdminLayout'),
          context.loadData(),
        ]);
        return {
          element: (
            <DataProviders>
              <AdminLayout />
            </DataProviders>
          ),
        };
      },
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
