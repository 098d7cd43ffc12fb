/**
 * Typed TanStack Query hooks over the client (openapi-react-query): `$api.useQuery('get',
 * '/admin/users', { params: { query } })`, `$api.useMutation('put', '/admin/users/{id}')`.
 * Screens reach them through ApiProvider and useApi(), so stories and tests can hand in a
 * client of their own.
 */
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import type { ApiClient } from './client';
import { ApiClientContext } from './clientContext';
import type { paths } from './schema';

export type ApiHooks = OpenapiQueryClient<paths>;

/** The query hooks of a client. Query keys are [method, path, init] (see invalidate.ts). */
export function createApiHooks(client: ApiClient): ApiHooks {
  return createQueryHooks(client);
}

export interface ApiContextValue {
  /** The plain client, for calls outside React Query (uploads, one-off actions). */
  client: ApiClient;
  /** The typed hooks. */
  $api: ApiHooks;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/**
 * Makes a client and its hooks available to useApi() below it (inside a QueryClientProvider), and
 * the client alone to useApiClient().
 */
export function ApiProvider({ client, children }: ApiProviderProps) {
  const value = useMemo<ApiContextValue>(() => ({ client, $api: createApiHooks(client) }), [client]);
  return createElement(
    ApiClientContext.Provider,
    { value: client },
    createElement(ApiContext.Provider, { value }, children),
  );
}

/** The client and hooks of the nearest ApiProvider. */
export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi() needs an <ApiProvider client={…}> above it.');
  return value;
}
