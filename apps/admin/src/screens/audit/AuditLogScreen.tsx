import { useApi } from '@aac/api-client';
import { auditActionOptions } from '@aac/domain';
import { DataTable } from '@aac/ui';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { ExportButton } from '../../kit/list/ExportButton';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { ScreenPage } from '../../kit/ScreenPage';
import { usePermission } from '../../kit/session/usePermission';
import { auditActions, auditColumns, auditCsvColumns } from './audit.columns';
import { type AuditEntry, auditList, recordName } from './audit.list';

// Loaded by the row action that opens it.
const AuditEntryDialog = lazyDialog(() => import('./AuditEntryDialog').then((m) => m.AuditEntryDialog));

/**
 * The Audit Log: every change made through the admin API and every sign-in, newest first; search,
 * the action, kind of record, who and a date range held in the URL (a record's History link adds
 * the record), paged by the server, exported whole, each entry's details and changes one press away.
 */
export function AuditLogScreen() {
  const list = useResourceList(auditList);
  const dialog = useRowDialog<'view', AuditEntry>();
  const { $api } = useApi();
  // "Who" offers the admins by name; without admins.read it offers only the one in the URL.
  const canReadAdmins = usePermission('admins.read');
  const admins = $api.useQuery(
    'get',
    '/admin/admins',
    { params: { query: { limit: 100 } } },
    { enabled: canReadAdmins, staleTime: 60_000 },
  );
  const { filters } = list.params;
  const shownRecord = list.rows.find(
    (entry) => entry.resource_type === filters.resource_type && entry.resource_id === filters.resource_id,
  );

  return (
    <ScreenPage actions={<ExportButton list={list} columns={auditCsvColumns} />}>
      <ListFilters
        list={list}
        options={{
          // Only the actions of the kind of record chosen.
          action: auditActionOptions(filters.resource_type || undefined),
          actor: admins.data?.admins.map((admin) => ({
            value: String(admin.id),
            label: `${admin.first_name} ${admin.last_name}`.trim() || admin.email,
          })),
          batch: filters.batch ? [{ value: filters.batch, label: 'One bulk action' }] : [],
          resource_id: filters.resource_id
            ? [
                {
                  value: filters.resource_id,
                  label: shownRecord ? recordName(shownRecord) : `#${filters.resource_id}`,
                },
              ]
            : [],
        }}
      />
      <DataTable
        {...listTableProps(list)}
        columns={auditColumns}
        rowActions={auditActions}
        onRowAction={(action, entry) => dialog.open(action, entry)}
      />
      {dialog.render('view', (entry) => (
        <AuditEntryDialog entry={entry} onClose={dialog.close} />
      ))}
    </ScreenPage>
  );
}
