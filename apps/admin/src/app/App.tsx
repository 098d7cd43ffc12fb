import { ApiProvider, createApiClient, createApiHooks } from '@aac/api-client';
import { I18nProvider } from '@aac/ui';
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

/**
 * The admin is written and formatted in US English (index.html's lang, the domain's formats), so
 * react-aria's labels and announcements follow it rather than the browser's language; the build
 * keeps only react-aria's en-US strings.
 */
export function App() {
  return (
    <I18nProvider locale="en-US">
      <ApiProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiProvider>
    </I18nProvider>
  );
}
