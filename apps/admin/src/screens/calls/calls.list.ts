/**
 * The Scheduled Calls list (platform spec §2.5, §7, §9): GET /admin/scheduled-calls, searched by
 * the server across every page (name, email, phone), filtered by status, 10 a page, soonest
 * first; "Showing page X of Y" only when there is more than one page.
 */
import type { components } from '@aac/api-client';
import { SCHEDULED_CALL_STATUS_FILTERS } from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList } from '../../kit/list/resourceList';

export type ScheduledCall = components['schemas']['ScheduledCall'];

/** Who asked for the call: the name, or the email when the name is blank. */
export function callerName(call: Pick<ScheduledCall, 'name' | 'email'>): string {
  return call.name.trim() || call.email;
}

export const callsList = defineResourceList<ScheduledCall>()({
  path: '/admin/scheduled-calls',
  label: 'Calls',
  noun: { one: 'call', other: 'calls' },
  search: { placeholder: 'Search by name, email or phone' },
  filters: { status: filterFrom('Status', SCHEDULED_CALL_STATUS_FILTERS) },
  // platform §9: 10 a page.
  pageSize: { fixed: 10 },
  paging: 'server',
  pagingBar: { summary: 'pageOf', hideWhenSinglePage: true },
  rows: (data) => data.calls,
  // platform §7 gives totalPages; the contract adds the row count.
  totals: (data) => ({ totalCount: data.total, totalPages: data.totalPages }),
  rowId: (call) => String(call.id),
  rowName: callerName,
  empty: {
    title: 'No calls found',
    hint: 'Consultation calls booked on the website appear here.',
    filteredHint: 'No call matches this search and this status. Try adjusting or clearing them.',
  },
});
