/**
 * The Audit Log table: when, who, the action in words, the record with its kind, and how many
 * fields changed; the row's one action opens the entry's details; the columns of Export Audit Log.
 */
import {
  auditActorName,
  auditFieldLabel,
  auditResourceLabel,
  changedFieldsLabel,
  statusLabel,
} from '@aac/domain';
import {
  createDataTableColumnHelper,
  defineRowActions,
  MissingValue,
  NameCell,
  NameCellSkeleton,
  RelativeTime,
} from '@aac/ui';
import { Eye } from 'lucide-react';
import type { CsvColumn } from '../../kit/list/exportCsv';
import { type AuditEntry, changedFieldCount, entryAction, recordName } from './audit.list';

const column = createDataTableColumnHelper<AuditEntry>();

/** The actor's role and email under their name; none for Stripe and the server's own jobs. */
export function actorDetails(actor: AuditEntry['actor']): string | undefined {
  if (actor.type === 'stripe' || actor.type === 'system') return undefined;
  const details = [actor.role ? statusLabel(actor.role) : null, actor.name ? actor.email : null];
  return details.filter(Boolean).join(' · ') || undefined;
}

// The widths sum to 896 px with the actions column: the whole row beside the navigation at 1,280 px.
export const auditColumns = column.columns([
  column.accessor('at', {
    header: 'When',
    meta: { isRowHeader: true, minWidth: 200 },
    // The local date and time; the exact moment, to the second, on hover and keyboard focus.
    cell: ({ getValue }) => <RelativeTime value={getValue()} show="moment" />,
  }),
  column.accessor((entry) => auditActorName(entry.actor), {
    id: 'actor',
    header: 'Who',
    meta: { minWidth: 200, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ getValue, row }) => (
      <NameCell primary={getValue()} secondary={actorDetails(row.original.actor)} />
    ),
  }),
  column.accessor(entryAction, {
    id: 'action',
    header: 'Action',
    meta: { minWidth: 140 },
  }),
  column.accessor(recordName, {
    id: 'record',
    header: 'Record',
    meta: { minWidth: 180, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ getValue, row }) => {
      const type = row.original.resource_type;
      if (!type && !getValue()) return <MissingValue />;
      return (
        <NameCell
          primary={getValue() || <MissingValue />}
          secondary={type ? auditResourceLabel(type) : undefined}
        />
      );
    },
  }),
  column.accessor(changedFieldCount, {
    id: 'changes',
    header: 'Changes',
    meta: { align: 'end', minWidth: 96 },
    cell: ({ getValue }) => (getValue() === 0 ? <MissingValue /> : changedFieldsLabel(getValue())),
  }),
]);

/** The one action of an entry: its details, the field-by-field changes among them. */
export const auditActions = defineRowActions<AuditEntry>()([
  { id: 'view', label: 'View details of', icon: <Eye size={16} /> },
]);

/** The columns of Export Audit Log: every field of an entry, the moment in ISO 8601, the changes as JSON. */
export const auditCsvColumns: readonly CsvColumn<AuditEntry>[] = [
  { header: 'ID', value: (entry) => entry.id },
  { header: 'When', value: (entry) => entry.at },
  { header: 'Who', value: (entry) => auditActorName(entry.actor) },
  { header: 'Actor type', value: (entry) => entry.actor.type },
  { header: 'Actor ID', value: (entry) => entry.actor.id },
  { header: 'Actor email', value: (entry) => entry.actor.email },
  { header: 'Role', value: (entry) => entry.actor.role },
  { header: 'Action', value: entryAction },
  { header: 'Operation', value: (entry) => entry.action },
  { header: 'Change', value: (entry) => entry.change },
  {
    header: 'Kind',
    value: (entry) => (entry.resource_type ? auditResourceLabel(entry.resource_type) : null),
  },
  { header: 'Record ID', value: (entry) => entry.resource_id },
  { header: 'Record', value: (entry) => entry.resource_label },
  { header: 'Changed fields', value: (entry) => Object.keys(entry.changes).map(auditFieldLabel).join('; ') },
  { header: 'Changes (JSON)', value: (entry) => JSON.stringify(entry.changes) },
  { header: 'Version', value: (entry) => entry.version },
  { header: 'Request ID', value: (entry) => entry.request_id },
  { header: 'Address', value: (entry) => entry.ip },
  { header: 'Browser', value: (entry) => entry.user_agent },
];
