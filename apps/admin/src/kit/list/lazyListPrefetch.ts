import type { ApiHooks } from '@aac/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { FilterName, ListPath, ResourceListDeclaration } from './resourceList';

/**
 * The route loader's prefetch of a list screen whose declaration lives in the screen's own code:
 * the declaration and the kit's prefetch are imported when the route opens, in parallel with the
 * screen's chunk, so the sign-in page loads no screen module and the first request still starts
 * before the screen's code has arrived.
 */
export function lazyListPrefetch<P extends ListPath, Row, Filter extends FilterName<P>>(
  loadDeclaration: () => Promise<ResourceListDeclaration<P, Row, Filter>>,
) {
  return async (queryClient: QueryClient, $api: ApiHooks, url: URL): Promise<void> => {
    const [declaration, { prefetchList }] = await Promise.all([loadDeclaration(), import('./prefetchList')]);
    await prefetchList(declaration)(queryClient, $api, url);
  };
}
