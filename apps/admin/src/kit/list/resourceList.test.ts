import type { components } from '@aac/api-client';
import { USER_STATUS_FILTERS, USER_TYPE_FILTERS } from '@aac/domain';
import { describe, expect, it } from 'vitest';
import { filterFrom } from './filterOptions';
import {
  defineResourceList,
  listQueryOf,
  listQueryStateFromUrl,
  totalsOfPagePagination,
} from './resourceList';

type User = components['schemas']['User'];

const users = defineResourceList<User>()({
  path: '/admin/users',
  label: 'Users',
  noun: { one: 'user', other: 'users' },
  search: { placeholder: 'Search by name or email' },
  filters: {
    status: filterFrom('Status', USER_STATUS_FILTERS),
    user_type: filterFrom('Type', USER_TYPE_FILTERS),
  },
  pageSize: 'selectable',
  paging: 'server',
  rows: (data) => data.users,
  rowId: (user) => String(user.id),
  rowName: (user) => user.email,
  empty: { title: 'No users found', hint: '', filteredHint: '' },
});

describe('a resource list declaration', () => {
  it('sends the trimmed search, the set filters, page and limit, and nothing for "all"', () => {
    const state = { search: '  ann ', filters: { status: 'inactive', user_type: '' }, page: 3, pageSize: 25 };
    expect(listQueryOf(users, state)).toEqual({ search: 'ann', status: 'inactive', page: 3, limit: 25 });
    expect(listQueryOf(users, state, false)).toEqual({ search: 'ann', status: 'inactive' });
  });

  it('reads the same query from a URL as the screen will send, so the route can prefetch it', () => {
    const url = new URL('http://admin.test/admin/users?q=ann&status=inactive&user_type=bogus&page=2&size=50');
    expect(listQueryOf(users, listQueryStateFromUrl(users, url))).toEqual({
      search: 'ann',
      status: 'inactive',
      page: 2,
      limit: 50,
    });
  });

  it('takes the "All …" option of the domain filters as the all label', () => {
    expect(filterFrom('Status', USER_STATUS_FILTERS)).toEqual({
      label: 'Status',
      allLabel: 'All Status',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    });
  });

  it('reads the totals of the (total, page, limit, pages) pagination shape', () => {
    expect(totalsOfPagePagination({ total: 120, pages: 3 })).toEqual({ totalCount: 120, totalPages: 3 });
  });
});

describe('a server-sorted list', () => {
  const sorted = { ...users, sort: { fields: ['created_at', 'email'] } };
  it('sends the URL-held sort as field or -field, and only the fields it offers', () => {
    const url = new URL('http://admin.test/admin/users?sort=-created_at');
    expect(listQueryOf(sorted, listQueryStateFromUrl(sorted, url))).toMatchObject({ sort: '-created_at' });
    const refused = new URL('http://admin.test/admin/users?sort=password_hash');
    expect(listQueryOf(sorted, listQueryStateFromUrl(sorted, refused))).not.toHaveProperty('sort');
  });
});
