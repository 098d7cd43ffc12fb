import type { ApiHooks } from '@aac/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchQuery } from '../prefetchQuery';
import { listQueryOptions } from './listQuery';
import {
  type FilterName,
  type ListPath,
  listQueryOf,
  listQueryStateFromUrl,
  type ResourceListDeclaration,
} from './resourceList';

/**
 * Starts the first request of a list screen for a URL, as its route loader does: the same query
 * (and cache entry) the screen's useResourceList asks for once its code has loaded.
 */
export function prefetchList<P extends ListPath, Row, Filter extends FilterName<P>>(
  declaration: ResourceListDeclaration<P, Row, Filter>,
) {
  return (queryClient: QueryClient, $api: ApiHooks, url: URL): Promise<void> =>
    prefetchQuery(
      queryClient,
      listQueryOptions(
        $api,
        declaration.path,
        listQueryOf(declaration, listQueryStateFromUrl(declaration, url)),
      ),
    );
}
