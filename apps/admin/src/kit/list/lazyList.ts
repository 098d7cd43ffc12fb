import type { ApiHooks } from '@aac/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { FilterName, ListPath, ResourceListDeclaration } from './resourceList';

/** A list's first request: its contract path and query. */
export interface ListRequest {
  path: string;
  query: Record<string, unknown>;
}

/**
 * The registry's half of a list screen whose declaration lives in the screen's own code: the
 * declaration and the kit's functions are imported when needed, so the sign-in page loads no
 * screen module.
 *
 * - `prefetch`: the route loader's start of the first request, in parallel with the screen's chunk.
 * - `firstRequest`: that request's path and query for a URL, which the preload script of
 *   index.html sends before the app's code has arrived (the client takes its answer).
 */
export function lazyList<P extends ListPath, Row, Filter extends FilterName<P>>(
  loadDeclaration: () => Promise<ResourceListDeclaration<P, Row, Filter>>,
) {
  return {
    prefetch: async (queryClient: QueryClient, $api: ApiHooks, url: URL): Promise<void> => {
      const [declaration, { prefetchList }] = await Promise.all([
        loadDeclaration(),
        import('./prefetchList'),
      ]);
      await prefetchList(declaration)(queryClient, $api, url);
    },
    firstRequest: async (url: URL): Promise<ListRequest> => {
      const [declaration, { listQueryOf, listQueryStateFromUrl }] = await Promise.all([
        loadDeclaration(),
        import('./resourceList'),
      ]);
      return {
        path: declaration.path,
        query: listQueryOf(declaration, listQueryStateFromUrl(declaration, url)) as Record<string, unknown>,
      };
    },
  };
}
