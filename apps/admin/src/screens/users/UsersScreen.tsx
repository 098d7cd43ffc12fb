import { useApi } from '@aac/api-client';
import { CONFIRMATIONS, userDeletionConsequence } from '@aac/domain';
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
import { readOnlyUserActions, userActions, userColumns, userCsvColumns } from './users.columns';
import { fullName, type User, usersList } from './users.list';

type UserAction = 'view' | 'edit' | 'subscription' | 'delete';

// Loaded by the row action that opens them.
const UserDetailsDialog = lazyDialog(() => import('./UserDetailsDialog').then((m) => m.UserDetailsDialog));
const EditUserDialog = lazyDialog(() => import('./EditUserDialog').then((m) => m.EditUserDialog));
const SubscriptionDialog = lazyDialog(() => import('./SubscriptionDialog').then((m) => m.SubscriptionDialog));

/**
 * User Management (core spec §2.1): search, status and type filters, the server-paged users with
 * their row actions, and Export Users. The URL holds the search, filters, page and page size.
 */
export function UsersScreen() {
  const list = useResourceList(usersList);
  const canWrite = usePermission('users.write');
  const dialog = useRowDialog<UserAction, User>();
  const change = useChange('users');
  const { $api } = useApi();
  const activate = $api.useMutation('post', '/admin/users/{id}/activate');
  const deactivate = $api.useMutation('post', '/admin/users/{id}/deactivate');
  const remove = $api.useMutation('delete', '/admin/users/{id}');
  const path = (user: User) => ({ params: { path: { id: user.id }, header: ifMatch(user.version) } });

  // Returned to the table, which shows the row's menu busy until the request settles.
  const toggleActive = (user: User) =>
    change.run(() => (user.is_active ? deactivate : activate).mutateAsync(path(user)), {
      failure: `${fullName(user)} was not ${user.is_active ? 'deactivated' : 'activated'}`,
    });

  return (
    <ScreenPage actions={<ExportButton list={list} columns={userCsvColumns} />}>
      <ListFilters list={list} />
      <DataTable
        {...listTableProps(list)}
        columns={userColumns}
        rowActions={canWrite ? userActions : readOnlyUserActions}
        onRowAction={(action, user) =>
          action === 'toggleActive' ? toggleActive(user) : dialog.open(action, user)
        }
      />
      {dialog.render('view', (user) => (
        <UserDetailsDialog
          user={user}
          onClose={dialog.close}
          onEdit={canWrite ? () => dialog.open('edit', user) : undefined}
        />
      ))}
      {dialog.render('edit', (user) => (
        <EditUserDialog user={user} onClose={dialog.close} />
      ))}
      {dialog.render('subscription', (user) => (
        <SubscriptionDialog user={user} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={fullName}
        // core spec §5: confirmation is required before deleting a user.
        question={CONFIRMATIONS.deleteUser}
        consequence={userDeletionConsequence}
        isPending={change.isPending}
        onDelete={(user) =>
          change.run(() => remove.mutateAsync(path(user)), { failure: `${fullName(user)} was not deleted` })
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
