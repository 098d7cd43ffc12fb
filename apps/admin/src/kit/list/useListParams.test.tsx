import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './useListParams';

const spec = {
  filters: {
    status: { values: ['all', 'active', 'inactive'], all: 'all' },
    user_type: { values: ['all', 'parent', 'therapist', 'educator', 'admin'], all: 'all' },
  },
  pageSize: 'selectable',
} as const;

function renderAt(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/admin/users', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(
    () => ({ list: useListParams<'status' | 'user_type'>(spec), location: useLocation() }),
    { wrapper },
  );
  return { ...hook, router: () => router as NonNullable<typeof router> };
}

describe('useListParams (the URL is the only home of list state)', () => {
  it('reads search, filters, page and page size from the query string', () => {
    const { result } = renderAt('/admin/users?q=ann&status=inactive&user_type=therapist&page=3&size=25');
    expect(result.current.list).toMatchObject({
      search: 'ann',
      filters: { status: 'inactive', user_type: 'therapist' },
      page: 3,
      pageSize: 25,
      isFiltered: true,
    });
  });

  it('falls back to the defaults for values the screen does not offer (core spec §9: size 10)', () => {
    const { result } = renderAt('/admin/users?status=banned&page=-2&size=7');
    expect(result.current.list).toMatchObject({
      search: '',
      filters: { status: 'all', user_type: 'all' },
      page: 1,
      pageSize: 10,
      isFiltered: false,
    });
  });

  it('returns to page 1 when the page size changes (core spec §4, §9)', () => {
    const { result } = renderAt('/admin/users?page=4');
    act(() => result.current.list.setPageSize(50));
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.pageSize).toBe(50);
    expect(result.current.location.search).toBe('?size=50');
  });

  it('returns to page 1 when a filter or the search changes, and keeps "all" out of the URL', () => {
    const { result } = renderAt('/admin/users?page=4&status=active');
    act(() => result.current.list.setFilter('status', 'all'));
    expect(result.current.location.search).toBe('');
    act(() => result.current.list.setPage(3));
    act(() => result.current.list.setSearch('jo'));
    expect(result.current.list).toMatchObject({ page: 1, search: 'jo' });
  });

  it('keeps both of two changes made before a re-render', () => {
    const { result } = renderAt('/admin/users');
    act(() => {
      result.current.list.setFilter('status', 'inactive');
      result.current.list.setFilter('user_type', 'educator');
    });
    expect(result.current.list.filters).toEqual({ status: 'inactive', user_type: 'educator' });
  });

  it('pushes a history entry per view, so Back restores the previous filters', async () => {
    const { result, router } = renderAt('/admin/users');
    act(() => result.current.list.setFilter('status', 'inactive'));
    act(() => result.current.list.setPage(2));
    await act(() => router().navigate(-1));
    expect(result.current.list).toMatchObject({ filters: { status: 'inactive' }, page: 1 });
    await act(() => router().navigate(-1));
    expect(result.current.list.filters.status).toBe('all');
  });

  it('replaces the history entry at each typed search, without running the route loader again', async () => {
    let loads = 0;
    let router: ReturnType<typeof createMemoryRouter> | undefined;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter(
        [{ id: 'list', path: '/admin/users', element: children, loader: () => ++loads }],
        { initialEntries: ['/admin/users'], hydrationData: { loaderData: { list: 0 } } },
      );
      return <RouterProvider router={router} />;
    };
    const { result } = renderHook(() => ({ list: useListParams(spec), location: useLocation() }), {
      wrapper,
    });
    act(() => result.current.list.setSearch('j'));
    act(() => result.current.list.setSearch('jo'));
    expect(result.current.location.search).toBe('?q=jo');
    expect(router?.state.historyAction).toBe('REPLACE');
    expect(loads).toBe(0);
    // Any other change is a navigation like the rest: the loader runs.
    await act(async () => result.current.list.setFilter('status', 'active'));
    expect(loads).toBe(1);
  });

  it('clears the search and every filter at once, back to page 1, keeping the page size', () => {
    const { result } = renderAt('/admin/users?q=ann&status=inactive&page=3&size=25');
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?size=25');
    expect(result.current.list.isFiltered).toBe(false);
  });
});

const twoLists = {
  referrals: {
    filters: { status: { values: ['pending', 'paid'], all: '' } },
    tabs: ['referrals', 'payouts'],
  },
  payouts: {
    filters: { status: { values: ['pending', 'approved'], all: '' } },
    namespace: 'payouts',
    sortFields: ['amount', 'created_at'],
  },
} as const;

function renderTwoLists(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/admin/referrals', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  return renderHook(
    () => ({
      referrals: useListParams<'status'>(twoLists.referrals),
      payouts: useListParams<'status'>(twoLists.payouts),
      location: useLocation(),
    }),
    { wrapper },
  );
}

describe('useListParams with sort and two lists on one screen', () => {
  it('keeps each list under its own names, so the page of one does not move the other', () => {
    const { result } = renderTwoLists(
      '/admin/referrals?status=paid&page=2&payouts.status=approved&payouts.page=4',
    );
    expect(result.current.referrals).toMatchObject({ filters: { status: 'paid' }, page: 2 });
    expect(result.current.payouts).toMatchObject({ filters: { status: 'approved' }, page: 4 });
    act(() => result.current.payouts.setFilter('status', 'pending'));
    expect(result.current.payouts.page).toBe(1);
    expect(result.current.referrals.page).toBe(2);
  });

  it('holds the sort as field or -field, ignoring fields the list does not sort by', () => {
    const { result } = renderTwoLists('/admin/referrals?payouts.sort=-amount&payouts.page=3');
    expect(result.current.payouts.sort).toEqual({ field: 'amount', direction: 'desc' });
    act(() => result.current.payouts.setSort({ field: 'created_at', direction: 'asc' }));
    expect(result.current.location.search).toBe('?payouts.sort=created_at');
    expect(result.current.payouts.page).toBe(1);
    const ignored = renderTwoLists('/admin/referrals?payouts.sort=password');
    expect(ignored.result.current.payouts.sort).toBeUndefined();
  });
});
