/**
 * The User Management list (core spec §2.1, §7): GET /admin/users, searched by name and email,
 * filtered by status and type, 5/10/25/50/100 a page, paged and sorted by the server (newest
 * first until a column header asks for another order).
 */
import type { components } from '@aac/api-client';
import { USER_STATUS_FILTERS, USER_TYPE_FILTERS } from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList, totalsOfPagination } from '../../kit/list/resourceList';

export type User = components['schemas']['User'];
export type UserSubscriptionDetail = components['schemas']['UserSubscriptionDetail'];

/** "Maria Lopez", or the email when both names are blank. */
export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

export const usersList = defineResourceList<User>()({
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
  // Every column of the table; the column of the same id in users.columns.tsx drives each.
  sort: { fields: ['name', 'email', 'user_type', 'is_active', 'children_count', 'plan_type', 'created_at'] },
  rows: (data) => data.users,
  totals: (data) => totalsOfPagination(data.pagination),
  rowId: (user) => String(user.id),
  rowName: fullName,
  empty: {
    title: 'No users found',
    hint: 'Users appear here once they sign up.',
    filteredHint: 'No user matches this search and these filters. Try adjusting or clearing them.',
  },
});
