import { useApi } from '@aac/api-client';
import { CONFIRMATIONS, childDeletionConsequence } from '@aac/domain';
import { DataTable } from '@aac/ui';
import { ifMatch } from '../../kit/change/conflict';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { ExportButton } from '../../kit/list/ExportButton';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { ScreenPage } from '../../kit/ScreenPage';
import { usePermission } from '../../kit/session/usePermission';
import { childActions, childColumns, childCsvColumns, readOnlyChildActions } from './children.columns';
import { type Child, childName, childrenList } from './children.list';

// Loaded by the action that opens them.
const ChildDetailsDialog = lazyDialog(() => import('./ChildDetailsDialog').then((m) => m.ChildDetailsDialog));
const ChildStatusDialog = lazyDialog(() => import('./ChildStatusDialog').then((m) => m.ChildStatusDialog));
const EditChildDialog = lazyDialog(() => import('./EditChildDialog').then((m) => m.EditChildDialog));

/**
 * Child Management (core spec §2.2): search, status, communication level and age range filters,
 * the server-paged children with their row actions, and Export Children. The URL holds the
 * search, filters, page and page size.
 */
export function ChildrenScreen() {
  const list = useResourceList(childrenList);
  const canWrite = usePermission('children.write');
  const dialog = useRowDialog<'view' | 'edit' | 'changeStatus' | 'delete', Child>();
  const change = useChange('children');
  const remove = useApi().$api.useMutation('delete', '/admin/children/{id}');

  return (
    <ScreenPage actions={<ExportButton list={list} columns={childCsvColumns} />}>
      <ListFilters list={list} />
      <DataTable
        {...listTableProps(list)}
        columns={childColumns}
        rowActions={canWrite ? childActions : readOnlyChildActions}
        onRowAction={dialog.open}
      />
      {dialog.render('view', (child) => (
        <ChildDetailsDialog
          child={child}
          onClose={dialog.close}
          onEdit={canWrite ? () => dialog.open('edit', child) : undefined}
        />
      ))}
      {dialog.render('edit', (child) => (
        <EditChildDialog child={child} onClose={dialog.close} />
      ))}
      {dialog.render('changeStatus', (child) => (
        <ChildStatusDialog child={child} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={childName}
        consequence={(child) => childDeletionConsequence(child.stats)}
        // core spec §5: confirmation is required before deleting a child.
        question={CONFIRMATIONS.deleteChild}
        isPending={change.isPending}
        onDelete={(child) =>
          change.run(
            () => remove.mutateAsync({ params: { path: { id: child.id }, header: ifMatch(child.version) } }),
            {
              failure: `${childName(child)} was not deleted`,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
