import { ApiClientProvider } from '@aac/api-client';
import { RouterProvider } from 'react-router-dom';
import { apiClient } from './apiClient';
import { createAdminRouter } from './router';

// The admin area's data layer loads with the admin area, not with the sign-in page.
const router = createAdminRouter({ loadData: () => import('./data') });

export function App() {
  return (
    <ApiClientProvider client={apiClient}>
      <RouterProvider router={router} />
    </ApiClientProvider>
  );
}
