import { ApiClientProvider } from '@aac/api-client';
// The DOM build of the provider, which updates the page through ReactDOM's flushSync where React Router asks for it.
import { RouterProvider } from 'react-router/dom';
import { apiClient } from './apiClient';
import { createAdminRouter } from './router';

// The admin area's data layer loads with the admin area, not with the sign-in page.
export const router = createAdminRouter({ loadData: () => import('./data') });

/** Calls `ready` once the router has run the first address's loaders and loaded its route modules. */
export function whenRouterReady(ready: () => void): void {
  if (router.state.initialized) {
    ready();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) {
      unsubscribe();
      ready();
    }
  });
}

export function App() {
  return (
    <ApiClientProvider client={apiClient}>
      <RouterProvider router={router} />
    </ApiClientProvider>
  );
}
