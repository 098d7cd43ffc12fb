/**
 * The one place where a list's contract path is a type parameter rather than a literal: the
 * typed client's overloads cannot be called with a generic path, so these two functions call
 * them through a plain signature. Every caller passes a path and query that
 * `defineResourceList` has already checked against the contract, and gets the path's typed
 * answer back.
 */
import type { ApiHooks } from '@aac/api-client';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ListData, ListPath, ListQuery } from './resourceList';

type PlainQueryOptions = (
  method: 'get',
  path: string,
  init: { params: { query: object } },
) => UseQueryOptions<unknown, Error, unknown, QueryKey>;

/**
 * The query options of one list request, with the same key `$api.useQuery` would use
 * (`['get', path, init]`), so a prefetch by the route loader and the screen's own query are one
 * cache entry, and invalidating the resource's path prefix reloads it.
 */
export function listQueryOptions<P extends ListPath>(
  $api: ApiHooks,
  path: P,
  query: ListQuery<P>,
): UseQueryOptions<ListData<P>, Error, ListData<P>, QueryKey> {
  const queryOptions = $api.queryOptions as unknown as PlainQueryOptions;
  return queryOptions('get', path, { params: { query } }) as UseQueryOptions<
    ListData<P>,
    Error,
    ListData<P>,
    QueryKey
  >;
}
