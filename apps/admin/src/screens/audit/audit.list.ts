/**
 * The Audit Log list: GET /admin/audit-log, newest first, searched by record, person and action,
 * filtered by action, kind of record, who and a date range (and one record, from a row's
 * History), 5/10/25/50/100 a page, paged by the server.
 */
import type { components } from '@aac/api-client';
import {
  AUDIT_RESOURCE_TYPE_FILTERS,
  auditActionLabel,
  auditActionOptions,
  auditResourceLabel,
} from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { AUDIT_LOG_PATH } from '../../kit/list/historyAction';
import { defineResourceList, totalsOfPagination } from '../../kit/list/resourceList';

export type AuditEntry = components['schemas']['AuditEntry'];

/** "Updated user", "Signed in". */
export function entryAction(entry: Pick<AuditEntry, 'action' | 'change'>): string {
  return auditActionLabel(entry.action, entry.change);
}

/** The record as people name it, or its kind and id when it had no label ("User 42"). */
export function recordName(entry: Pick<AuditEntry, 'resource_type' | 'resource_id' | 'resource_label'>) {
  if (entry.resource_label) return entry.resource_label;
  if (!entry.resource_type) return '';
  return [auditResourceLabel(entry.resource_type), entry.resource_id].filter(Boolean).join(' ');
}

/** "Updated user Maria Lopez": what a row's actions are named after. */
export function entryName(entry: AuditEntry): string {
  return [entryAction(entry), recordName(entry)].filter(Boolean).join(' ');
}

/** How many fields an entry changed. */
export function changedFieldCount(entry: Pick<AuditEntry, 'changes'>): number {
  return Object.keys(entry.changes).length;
}

/** The Audit Log narrowed to one bulk action's entries. */
export function batchHref(batchId: string): string {
  return `${AUDIT_LOG_PATH}?${new URLSearchParams({ batch: batchId })}`;
}

export const auditList = defineResourceList<AuditEntry>()({
  path: '/admin/audit-log',
  label: 'Audit Log',
  noun: { one: 'entry', other: 'entries' },
  search: { placeholder: 'Search by record, name, email or action' },
  filters: {
    // Every recorded action; the screen narrows the options to the chosen kind of record.
    action: { label: 'Action', allLabel: 'All actions', options: auditActionOptions(), open: true },
    resource_type: filterFrom('Kind', AUDIT_RESOURCE_TYPE_FILTERS),
    // One record, reached from its History link; named by the screen from the entries it shows.
    resource_id: { label: 'Record', allLabel: 'Every record', options: [], open: true, onlyWhenSet: true },
    // One bulk action's entries, reached from an entry's details.
    batch: { label: 'Bulk action', allLabel: 'Every change', options: [], open: true, onlyWhenSet: true },
    // The admins, read from the server by the screen.
    actor: { label: 'Who', allLabel: 'Everyone', options: [], open: true },
    from: { label: 'From', day: 'start' },
    to: { label: 'To', day: 'end' },
  },
  pageSize: 'selectable',
  paging: 'server',
  rows: (data) => data.entries,
  totals: (data) => totalsOfPagination(data.pagination),
  rowId: (entry) => String(entry.id),
  rowName: entryName,
  empty: {
    title: 'No entries found',
    hint: 'Every change an admin makes, and every sign-in, is recorded here.',
    filteredHint: 'No entry matches this search and these filters. Try adjusting or clearing them.',
  },
});
