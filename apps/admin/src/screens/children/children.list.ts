/**
 * The Child Management list (core spec §2.2, §7): GET /admin/children, searched by child,
 * diagnosis and parent, filtered by status, communication level and age range, 5/10/25/50/100 a
 * page, paged and sorted by the server (newest first until a column header asks for another order).
 */
import type { components } from '@aac/api-client';
import {
  AGE_RANGE_FILTERS,
  CHILD_STATUS_FILTERS,
  COMMUNICATION_LEVEL_FILTERS,
  childDisplayName,
} from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList, totalsOfPagination } from '../../kit/list/resourceList';

export type Child = components['schemas']['Child'];

/** The child's name as lists show it: the full name, else first and last names, else "Child 12". */
export function childName(child: Child): string {
  return childDisplayName(child) || `Child ${child.id}`;
}

export const childrenList = defineResourceList<Child>()({
  path: '/admin/children',
  label: 'Children',
  noun: { one: 'child', other: 'children' },
  search: { placeholder: 'Search by child, diagnosis or parent' },
  filters: {
    status: filterFrom('Status', CHILD_STATUS_FILTERS),
    communication_level: filterFrom('Communication level', COMMUNICATION_LEVEL_FILTERS),
    age_range: filterFrom('Age range', AGE_RANGE_FILTERS),
  },
  pageSize: 'selectable',
  paging: 'server',
  // Goals (two numbers) and parent (another table) do not sort.
  sort: {
    fields: [
      'name',
      'age',
      'communication_level',
      'status',
      'recent_progress',
      'total_sessions',
      'created_at',
    ],
  },
  rows: (data) => data.children,
  totals: (data) => totalsOfPagination(data.pagination),
  rowId: (child) => String(child.id),
  rowName: childName,
  empty: {
    title: 'No children found',
    hint: 'Children appear here once parents add their profiles.',
    filteredHint: 'No child matches this search and these filters. Try adjusting or clearing them.',
  },
});
