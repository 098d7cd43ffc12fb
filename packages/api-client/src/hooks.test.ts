import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiProvider, createApiHooks, useApi } from './hooks';

function clientAnswering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  return {
    fetch,
    client: createApiClient({
      baseUrl: 'http://localhost/api',
      fetch: fetch as unknown as typeof globalThis.fetch,
      middleware: [],
    }),
  };
}

function wrapperFor(client: ReturnType<typeof createApiClient>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiProvider, { client }, children),
    );
}

describe('ApiProvider and useApi', () => {
  it('gives screens typed query hooks over the client', async () => {
    const { client, fetch } = clientAnswering({ roles: [{ id: 1, name: 'super_admin', permissions: [] }] });
    const { result } = renderHook(
      () => {
        const { $api } = useApi();
        return $api.useQuery('get', '/admin/roles');
      },
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.roles[0].name).toBe('super_admin');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hands the contract Error body to the query on failure', async () => {
    const { client } = clientAnswering({ error: 'forbidden', message: 'Missing roles.read' }, 403);
    const { result } = renderHook(() => useApi().$api.useQuery('get', '/admin/roles'), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual({ error: 'forbidden', message: 'Missing roles.read' });
  });

  it('keys queries by [method, path, init]', () => {
    const { client } = clientAnswering({});
    const $api = createApiHooks(client);
    const init = { params: { query: { page: 2, limit: 10 } } };
    expect($api.queryOptions('get', '/admin/users', init).queryKey).toEqual(['get', '/admin/users', init]);
  });

  it('refuses to work without a provider', () => {
    expect(() => renderHook(() => useApi())).toThrow('useApi() needs an <ApiProvider');
  });
});
