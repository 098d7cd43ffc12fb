/**
 * The plain client through React context, without TanStack Query: what the sign-in pages need,
 * so the first page an admin loads carries no query library. ApiProvider (hooks.ts) provides it
 * too, so useApiClient() works under either provider.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { ApiClient } from './client';

export const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Makes a client available to useApiClient() below it. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The client of the nearest ApiClientProvider or ApiProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient() needs an <ApiClientProvider> or <ApiProvider> above it.');
  return client;
}
