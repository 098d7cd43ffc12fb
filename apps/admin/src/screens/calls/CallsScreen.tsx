import { useApi } from '@aac/api-client';
import { CONFIRMATIONS } from '@aac/domain';
import { DataTable } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { ScreenPage } from '../../kit/ScreenPage';
import { usePermission } from '../../kit/session/usePermission';
import { callActions, callColumns, readOnlyCallActions } from './calls.columns';
import { callerName, callsList, type ScheduledCall } from './calls.list';

// Loaded by the action that opens them.
const CallDetailsDialog = lazyDialog(() => import('./CallDetailsDialog').then((m) => m.CallDetailsDialog));

/**
 * Scheduled Calls Management (platform spec §2.5): search and status filter (held in the URL),
 * the calls 10 a page, the detail dialog where a call is confirmed or completed with the admin's
 * notes, and delete behind a confirmation. A failed list shows why, with Retry, rather than the
 * spec's empty list.
 */
export function CallsScreen() {
  const list = useResourceList(callsList);
  const canWrite = usePermission('calls.write');
  const dialog = useRowDialog<'view' | 'delete', ScheduledCall>();
  const change = useChange('scheduledCalls');
  const remove = useApi().$api.useMutation('delete', '/admin/scheduled-calls/{id}');

  return (
    <ScreenPage>
      <ListFilters list={list} />
      <DataTable
        {...listTableProps(list)}
        columns={callColumns}
        rowActions={canWrite ? callActions : readOnlyCallActions}
        onRowAction={dialog.open}
      />
      {dialog.render('view', (call) => (
        <CallDetailsDialog call={call} canWrite={canWrite} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={callerName}
        // platform §5: a confirmation is asked; its wording is not shown.
        question={CONFIRMATIONS.deleteScheduledCall}
        isPending={change.isPending}
        onDelete={(call) =>
          change.run(
            () => remove.mutateAsync({ params: { path: { id: call.id }, header: ifMatch(call.version) } }),
            {
              failure: `The call with ${callerName(call)} was not deleted`,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
