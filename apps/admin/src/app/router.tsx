import { ADMIN_LOGIN_PATH, LOGIN_PATH } from '@aac/api-client';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AdminLoginPage } from './auth/AdminLoginPage';
import { requireAdmin } from './auth/requireAdmin';
import { UserLoginPage } from './auth/UserLoginPage';
import { RouteError } from './RouteError';
import { ADMIN_HOME, SCREENS } from './screens';

/**
 * One lazily loaded chunk per screen (DESIGN.md "Admin app"), so the sign-in page and the first
 * screen load only what they need. A screen that is not built yet shows NotAvailableScreen.
 */
const screenModules: Partial<Record<string, RouteObject['lazy']>> = {
  '/admin/users': async () => ({ Component: (await import('../screens/users/UsersScreen')).UsersScreen }),
  '/admin/children': async () => ({
    Component: (await import('../screens/children/ChildrenScreen')).ChildrenScreen,
  }),
};

const notAvailable: RouteObject['lazy'] = async () => ({
  Component: (await import('../screens/NotAvailableScreen')).NotAvailableScreen,
});

export const routes: RouteObject[] = [
  { path: ADMIN_LOGIN_PATH, element: <AdminLoginPage /> },
  { path: LOGIN_PATH, element: <UserLoginPage /> },
  {
    path: '/admin',
    id: 'admin',
    loader: requireAdmin,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./AdminLayout')).AdminLayout }),
    children: [
      { index: true, element: <Navigate to={ADMIN_HOME} replace /> },
      ...SCREENS.map(
        (screen): RouteObject => ({
          path: screen.path,
          handle: { screen },
          lazy: screenModules[screen.path] ?? notAvailable,
        }),
      ),
      { path: '*', lazy: async () => ({ Component: (await import('./NotFound')).NotFound }) },
    ],
  },
  { path: '*', element: <Navigate to={ADMIN_HOME} replace /> },
];

export function createAdminRouter() {
  return createBrowserRouter(routes);
}
