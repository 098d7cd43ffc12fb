/**
 * Screen stories run against request handlers typed from the contract (MSW handlers written with
 * openapi-msw), with no server and no service worker: the story's API client hands each request
 * straight to the handlers. A request no handler answers gets a 501 Error body naming it, so a
 * missing handler is visible in the story instead of hanging.
 */
import { type ApiClientOptions, ApiProvider, createApiClient } from '@aac/api-client';
import type { paths } from '@aac/api-client/schema';
import { ToastProvider } from '@aac/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getResponse, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { screenAt } from '../app/screens';

export const http = createOpenApiHttp<paths>({ baseUrl: '/api' });

/** A client answered by `handlers`; `middleware` (none by default) for stories of the session itself. */
export function createStoryClient(
  handlers: readonly RequestHandler[],
  middleware: ApiClientOptions['middleware'] = [],
) {
  return createApiClient({
    middleware,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = await getResponse([...handlers], request);
      if (response) return response;
      const url = new URL(request.url);
      return Response.json(
        { error: 'not_implemented', message: `No story handler for ${request.method} ${url.pathname}` },
        { status: 501 },
      );
    },
  });
}

export interface StoryAppProps {
  handlers: readonly RequestHandler[];
  /** The screen's route path, e.g. "/admin/users"; its registry entry gives the header. */
  path: string;
  /** The URL the story opens, e.g. "/admin/users?status=inactive". */
  initialUrl?: string;
  children: ReactNode;
}

/** The providers a screen needs (API, queries, toasts, router) around one screen, for stories. */
export function StoryApp({ handlers, path, initialUrl, children }: StoryAppProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter([{ path, element: children, handle: { screen: screenAt(path) } }], {
    initialEntries: [initialUrl ?? path],
  });
  return (
    <ApiProvider client={createStoryClient(handlers)}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
