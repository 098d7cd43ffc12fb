/**
 * The Enterprises list (platform spec §2.6, §7, §9): GET /admin/enterprises, searched by the
 * server (name, email, contact person) 500 ms after typing pauses, filtered by status, 10 a page,
 * newest first.
 */
import type { components } from '@aac/api-client';
import { ACTIVE_STATUS_FILTERS, ENTERPRISE_SEARCH_DEBOUNCE_MS } from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList, totalsOfPagePagination } from '../../kit/list/resourceList';

export type Enterprise = components['schemas']['Enterprise'];
export type TeamMember = components['schemas']['TeamMember'];

/** The enterprise's name, or its email when the name is blank. */
export function enterpriseName(enterprise: Pick<Enterprise, 'name' | 'email'>): string {
  return enterprise.name.trim() || enterprise.email;
}

export const enterprisesList = defineResourceList<Enterprise>()({
  path: '/admin/enterprises',
  label: 'Enterprises',
  noun: { one: 'enterprise', other: 'enterprises' },
  // platform §9: the enterprise search waits 500 ms after typing stops.
  search: {
    placeholder: 'Search by name, email or contact person',
    debounceMs: ENTERPRISE_SEARCH_DEBOUNCE_MS,
  },
  filters: { status: filterFrom('Status', ACTIVE_STATUS_FILTERS) },
  // platform §9: 10 a page.
  pageSize: { fixed: 10 },
  paging: 'server',
  rows: (data) => data.enterprises,
  totals: (data) => totalsOfPagePagination(data.pagination),
  rowId: (enterprise) => String(enterprise.id),
  rowName: enterpriseName,
  empty: {
    title: 'No enterprises found',
    hint: 'Add an enterprise account to give an organisation its own children and team.',
    filteredHint: 'No enterprise matches this search and this status. Try adjusting or clearing them.',
  },
});
