import { errorMessage, invalidateAfterChange, useApi } from '@aac/api-client';
import { activeLabel, CONFIRMATIONS, statusLabel, USER_STATUS_FILTERS, USER_TYPE_FILTERS } from '@aac/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  FilterBar,
  PageHeader,
  SearchField,
  Select,
  sprinkles,
  useToast,
} from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { hasPermission, signedInAdmin } from '../../app/auth/adminSession';
import type { CsvColumn } from '../../app/list/exportCsv';
import { useClampPage } from '../../app/list/useClampPage';
import { useCsvExport } from '../../app/list/useCsvExport';
import { EditUserDialog } from './EditUserDialog';
import { fullName, type User } from './fixtures';
import { SubscriptionDialog } from './SubscriptionDialog';
import { UserDetailsDialog } from './UserDetailsDialog';
import { joinedDate, planLabel, readOnlyUserColumns, type UserRowAction, userColumns } from './users.columns';
import { useUserList } from './useUserList';

/** The Select's key for the "All …" option (the domain's filter options use the empty value). */
const ALL = 'all';

const STATUS_OPTIONS = USER_STATUS_FILTERS.map((option) => ({
  value: option.value || ALL,
  label: option.label,
}));
const TYPE_OPTIONS = USER_TYPE_FILTERS.map((option) => ({ value: option.value || ALL, label: option.label }));

/** The columns of Export Users: every field of core spec §3. */
const CSV_COLUMNS: readonly CsvColumn<User>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'First name', value: (user) => user.first_name },
  { header: 'Last name', value: (user) => user.last_name },
  { header: 'Email', value: (user) => user.email },
  { header: 'Type', value: (user) => statusLabel(user.user_type) },
  { header: 'Status', value: (user) => activeLabel(user.is_active) },
  { header: 'Children', value: (user) => user.children_count },
  { header: 'Plan', value: (user) => planLabel(user.plan_type) },
  { header: 'Joined', value: (user) => joinedDate(user.created_at) },
];

/** "Exported 1,204 users" (STYLE.md 20: export says what it exported). */
type OpenDialog = { kind: Exclude<UserRowAction, 'toggleActive'>; user: User } | null;

/**
 * User Management (core spec §2.1): search, status and type filters, a server-paginated table
 * of users with their row actions, and Export Users. The URL holds the search, filters, page and
 * page size, so Back restores the previous view.
 */
export function UsersScreen() {
  const { params, list, fetchAllMatching } = useUserList();
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const canWrite = hasPermission(signedInAdmin(), 'users.write');
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const activate = $api.useMutation('post', '/admin/users/{id}/activate');
  const deactivate = $api.useMutation('post', '/admin/users/{id}/deactivate');
  const remove = $api.useMutation('delete', '/admin/users/{id}');

  const afterChange = async (message: string) => {
    toast.success(message);
    // core spec §7: after a successful change, the affected list is reloaded.
    await invalidateAfterChange(queryClient, 'users');
  };
  // core spec §8 keeps these failures silent; we say what went wrong (DESIGN.md).
  const failed = (error: unknown) => toast.error(errorMessage(error));

  const toggleActive = (user: User) => {
    const mutation = user.is_active ? deactivate : activate;
    mutation.mutate(
      { params: { path: { id: user.id } } },
      { onSuccess: (result) => afterChange(result.message), onError: failed },
    );
  };

  const onRowAction = (action: string, user: User) => {
    if (action === 'toggleActive') toggleActive(user);
    else setDialog({ kind: action as Exclude<UserRowAction, 'toggleActive'>, user });
  };

  const deleteUser = (user: User) =>
    remove.mutate(
      { params: { path: { id: user.id } } },
      {
        onSuccess: (result) => afterChange(result.message),
        onError: failed,
        onSettled: () => setDialog(null),
      },
    );

  const { isExporting, exportRows: exportUsers } = useCsvExport({
    name: 'users',
    columns: CSV_COLUMNS,
    fetchRows: fetchAllMatching,
    noun: { one: 'user', other: 'users' },
  });

  const data = list.data;
  const pagination = data?.pagination;

  useClampPage(params.page, pagination?.totalPages, params.setPage);

  return (
    <div className={sprinkles({ display: 'grid', gap: 'large', minWidth: 0 })}>
      <PageHeader
        title="User Management"
        description="Parents, therapists, educators and admins, and their subscriptions"
        actions={
          <Button
            variant="solid"
            tone="neutral"
            icon={<Download size={16} />}
            onPress={exportUsers}
            isPending={isExporting}
            pendingLabel="Exporting..."
            isDisabled={list.isError}
          >
            Export Users
          </Button>
        }
      />
      <FilterBar
        label="Filter users"
        search={
          <SearchField
            label="Search users"
            placeholder="Search by name or email"
            value={params.search}
            onChange={params.setSearch}
          />
        }
        filters={
          <>
            <Select
              label="Status"
              hideLabel
              options={STATUS_OPTIONS}
              value={params.filters.status || ALL}
              onChange={(value) => params.setFilter('status', value === ALL ? '' : value)}
            />
            <Select
              label="Type"
              hideLabel
              options={TYPE_OPTIONS}
              value={params.filters.user_type || ALL}
              onChange={(value) => params.setFilter('user_type', value === ALL ? '' : value)}
            />
          </>
        }
      />
      <DataTable
        label="Users"
        columns={canWrite ? userColumns : readOnlyUserColumns}
        data={data?.users ?? []}
        getRowId={(user) => String(user.id)}
        getRowName={fullName}
        isLoading={list.isPending}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => list.refetch()}
        onRowAction={onRowAction}
        emptyState={{
          // Right under the page's h1, so the outline reads h1 > h2.
          headingLevel: 2,
          title: 'No users found',
          hint: params.isFiltered
            ? 'No user matches this search and these filters. Try adjusting or clearing them.'
            : 'Users appear here once they sign up.',
        }}
        pagination={{
          mode: 'server',
          page: params.page,
          pageSize: params.pageSize,
          totalCount: pagination?.totalCount ?? 0,
          totalPages: undefined,
          onChange: (next) => {
            if (next.pageSize !== params.pageSize) params.setPageSize(next.pageSize);
            else params.setPage(next.page);
          },
        }}
      />

      {dialog?.kind === 'view' ? (
        <UserDetailsDialog user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditUserDialog key={dialog.user.id} user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'subscription' ? (
        <SubscriptionDialog key={dialog.user.id} user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? `Delete ${fullName(dialog.user)}` : 'Delete user'}
        // core spec §5: confirmation is required before deleting a user.
        question={CONFIRMATIONS.deleteUser}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() => {
          if (dialog?.kind === 'delete') deleteUser(dialog.user);
        }}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
