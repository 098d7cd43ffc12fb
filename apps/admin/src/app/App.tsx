import { ApiProvider, createApiClient, createApiHooks } from '@aac/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createAdminRouter } from './router';

const apiClient = createApiClient();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // One quiet retry covers a dropped connection; the error state with Retry covers the rest.
      retry: 1,
    },
  },
});

const router = createAdminRouter({ queryClient, $api: createApiHooks(apiClient) });

export function App() {
  return (
    <ApiProvider client={apiClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>
  );
}
