import type { FetchQueryOptions, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';

/**
 * Starts a route's first request so that nothing cancels it. TanStack Query aborts a fetch whose
 * function read its abort signal as soon as the query's last observer unmounts, and a screen that
 * mounts, unmounts and mounts again (React's StrictMode in development, a redirect) would then
 * ask the server a second time. The request the route loader starts always finishes, and every
 * observer of the query shares it.
 */
export function prefetchQuery(
  queryClient: QueryClient,
  options: { queryKey: QueryKey; queryFn?: unknown },
): Promise<void> {
  const { queryFn } = options;
  const started =
    typeof queryFn === 'function'
      ? {
          ...options,
          // A context of its own whose signal never aborts: reading the original's would tie the
          // request to the observers.
          queryFn: (context: QueryFunctionContext) =>
            queryFn({
              client: context.client,
              queryKey: context.queryKey,
              meta: context.meta,
              signal: new AbortController().signal,
            }),
        }
      : options;
  return queryClient.prefetchQuery(started as FetchQueryOptions);
}
