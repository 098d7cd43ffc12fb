import { ApiProvider, createApiHooks } from '@aac/api-client';
import type { paths } from '@aac/api-client/schema';
import { I18nProvider } from '@aac/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiClient } from './apiClient';

/**
 * The admin area's data layer: TanStack Query's client and the typed hooks over the app's client.
 * A chunk of its own, loaded with the admin area (its route and its loaders), so the sign-in page
 * does not carry the query library.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // One quiet retry covers a dropped connection; the error state with Retry covers the rest.
      retry: 1,
    },
  },
});

export const $api = createApiHooks(apiClient);

/**
 * The providers every admin screen reads its data through, and react-aria's locale: the admin is
 * written and formatted in US English (index.html's lang, the domain's formats), so react-aria's
 * labels and announcements follow it rather than the browser's language (the build keeps only
 * react-aria's en-US strings). The sign-in pages use no react-aria.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale="en-US">
      <ApiProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiProvider>
    </I18nProvider>
  );
}

type CurrentAdmin = paths['/admin/auth/me']['get']['responses'][200]['content']['application/json'];

/** The sign-in's answer says what /me would: the shell starts from it instead of asking again. */
export function rememberSignIn(session: CurrentAdmin): void {
  queryClient.setQueryData($api.queryOptions('get', '/admin/auth/me', {}).queryKey, session);
}
