/**
 * Screen stories run against request handlers typed from the contract (MSW handlers written with
 * openapi-msw), with no server and no service worker: the story's API client hands each request
 * straight to the handlers. A request no handler answers gets a 501 Error body naming it, so a
 * missing handler is visible in the story instead of hanging. Every handler's answer is checked
 * against the contract's response schemas (storyContract.ts): a status the operation does not
 * declare or a body off its schema throws and fails the story.
 */
import { type ApiClientOptions, ApiProvider, createApiClient } from '@aac/api-client';
import type { paths } from '@aac/api-client/schema';
import { darkTheme, ToastProvider } from '@aac/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getResponse, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { type ReactNode, useLayoutEffect } from 'react';
import { createMemoryRouter } from 'react-router';
// The DOM build, as the app's: it applies navigations with ReactDOM's flushSync, so a list's rows
// change in the keystroke's own task.
import { RouterProvider } from 'react-router/dom';
import { AdminLayout } from '../app/AdminLayout';
import { RouteError } from '../app/RouteError';
import { screenRoute } from '../app/router';
import { screenAt } from '../app/screens';
import { signedInAdmin } from '../kit/session/adminSession';
import { STORY_ADMIN } from './storyAdmins';
import { checkedStoryAnswer, loadStoryContract } from './storyContract';

// Parsed while the stories file loads, not on a story's first answer: there the second it takes
// in a cold browser would count against the story's waiting for its screen.
loadStoryContract();

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
      if (response) return checkedStoryAnswer(request, response);
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
  /** Inside the admin frame (a screen), or alone (the sign-in pages, which have their own page). */
  frame?: boolean;
  /**
   * Run the app's own check of the screen's permission, so an admin without it sees what the app
   * shows ("You don't have access to …") instead of the screen.
   */
  checkPermission?: boolean;
  children: ReactNode;
}

/** The app route's refusal of a screen outside the admin's permissions (nothing else of its loader). */
function permissionCheck(path: string) {
  const screen = screenAt(path);
  if (!screen) throw new Error(`No screen is registered at ${path}`);
  const { loader } = screenRoute(
    { ...screen, prefetch: undefined },
    { loadData: () => new Promise(() => {}) },
  );
  return { loader, errorElement: <RouteError /> };
}

/** Who the admin frame says is signed in: the story's stored session, or the story admin. */
const storyAdmin = () => signedInAdmin() ?? STORY_ADMIN;

/** A session far from its end, so no story meets the idle warning unless it asks for it. */
const STORY_SESSION_SECONDS = 8 * 60 * 60;

/** The header asks the server who is signed in; a story answers with its own admin. */
const frameHandlers = [
  http.get('/admin/auth/me', ({ response }) =>
    response(200).json({
      admin: storyAdmin(),
      expiresAt: new Date(Date.now() + STORY_SESSION_SECONDS * 1000).toISOString(),
      expiresIn: STORY_SESSION_SECONDS,
      idleTimeout: STORY_SESSION_SECONDS,
    }),
  ),
];

/**
 * The providers a screen needs (API, queries, toasts, router) around one screen, for stories,
 * inside the app's real frame (AdminLayout: header, navigation and the page's padding), so a
 * screen story looks like the screen in the app.
 */
export function StoryApp({
  handlers,
  path,
  initialUrl,
  frame = true,
  checkPermission = false,
  children,
}: StoryAppProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The frame fills the window as in the app: no padding of the story canvas around it (the
  // screenshot set-up pads <body> for components, which would frame the app in a white border).
  useLayoutEffect(() => {
    const padding = document.body.style.padding;
    document.body.style.padding = '0';
    return () => {
      document.body.style.padding = padding;
    };
  }, []);
  // The header's light/dark switch shows the mode the story is drawn in (set on <html> by the
  // colour-mode decorator), as the app's switch shows the mode it applied.
  localStorage.setItem(
    'colourMode',
    document.documentElement.classList.contains(darkTheme) ? 'dark' : 'light',
  );
  const router = createMemoryRouter(
    frame
      ? [
          {
            id: 'admin',
            path: '/admin',
            element: <AdminLayout />,
            loader: () => ({ admin: storyAdmin() }),
            children: [
              {
                path,
                element: children,
                handle: { screen: screenAt(path) },
                ...(checkPermission ? permissionCheck(path) : {}),
              },
            ],
          },
        ]
      : [{ path, element: children }],
    {
      initialEntries: [initialUrl ?? path],
      // The frame's admin is known at once: the first render is the screen, not a blank page.
      hydrationData: { loaderData: { admin: { admin: storyAdmin() } } },
    },
  );
  return (
    <ApiProvider client={createStoryClient([...handlers, ...frameHandlers])}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
