/**
 * The Admin Management list (platform spec §2.10, §7, §9): GET /admin/admins, 10 a page, searched
 * by name and email, and (beyond the spec, docs/design.md) filtered by role and status on the server.
 * The role filter's options are the server's roles, given to ListFilters at run time.
 */
import type { components } from '@aac/api-client';
import { ACTIVE_STATUS_FILTERS, NO_ADMINS_FOUND } from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList, totalsOfPagination } from '../../kit/list/resourceList';

export type Admin = components['schemas']['Admin'];

/** "Maria Lopez", or the email when both names are blank. */
export function adminName(admin: Pick<Admin, 'first_name' | 'last_name' | 'email'>): string {
  return `${admin.first_name} ${admin.last_name}`.trim() || admin.email;
}

/** platform spec §9: the admins list shows 10 a page. */
export const ADMINS_PAGE_SIZE = 10;

export const adminsList = defineResourceList<Admin>()({
  path: '/admin/admins',
  label: 'Admins',
  noun: { one: 'admin', other: 'admins' },
  search: { placeholder: 'Search admins...' },
  filters: {
    role: { label: 'Role', allLabel: 'All Roles', options: [], open: true },
    status: filterFrom('Status', ACTIVE_STATUS_FILTERS),
  },
  // platform spec §2.10: "Showing X-Y of N admins", or "No admins found".
  pagingBar: { summary: 'admins' },
  pageSize: { fixed: ADMINS_PAGE_SIZE },
  paging: 'server',
  rows: (data) => data.admins,
  totals: (data) => totalsOfPagination(data.pagination),
  rowId: (admin) => String(admin.id),
  rowName: adminName,
  empty: {
    title: NO_ADMINS_FOUND,
    hint: 'Create an admin to share the work of the back-office.',
    filteredHint: 'No admin matches this search and these filters. Try adjusting or clearing them.',
  },
});
