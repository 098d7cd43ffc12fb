import { errorMessage, invalidateAfterChange, useApi } from '@aac/api-client';
import {
  AGE_RANGES,
  CHILD_STATUSES,
  COMMUNICATION_LEVELS,
  CONFIRMATIONS,
  childAgeDisplay,
  diagnosisDisplay,
  statusLabel,
} from '@aac/domain';
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
import { ChildDetailsDialog } from './ChildDetailsDialog';
import { ChildStatusDialog } from './ChildStatusDialog';
import {
  type ChildRowAction,
  childColumns,
  joinedDate,
  levelLabel,
  readOnlyChildColumns,
} from './children.columns';
import { EditChildDialog } from './EditChildDialog';
import { type Child, childName } from './fixtures';
import { type ChildFilterName, useChildList } from './useChildList';

/** The Select's key for the "All …" option (the URL and the query leave "all" out). */
const ALL = 'all';

/** core spec §2.2: each filter offers "all" and its values. */
const FILTERS: ReadonlyArray<{
  name: ChildFilterName;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}> = [
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: ALL, label: 'All Status' },
      ...CHILD_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
    ],
  },
  {
    name: 'communication_level',
    label: 'Communication level',
    options: [
      { value: ALL, label: 'All Levels' },
      ...COMMUNICATION_LEVELS.map((value) => ({ value, label: statusLabel(value) })),
    ],
  },
  {
    name: 'age_range',
    label: 'Age range',
    options: [
      { value: ALL, label: 'All Ages' },
      ...AGE_RANGES.map((value) => ({ value, label: `Ages ${value}` })),
    ],
  },
];

/** The columns of Export Children: every field of core spec §3 and the stats. */
const CSV_COLUMNS: readonly CsvColumn<Child>[] = [
  { header: 'ID', value: (child) => child.id },
  { header: 'First name', value: (child) => child.first_name },
  { header: 'Last name', value: (child) => child.last_name },
  { header: 'Age', value: (child) => childAgeDisplay(child.age) },
  { header: 'Diagnosis', value: (child) => diagnosisDisplay(child.diagnosis) },
  { header: 'Communication level', value: (child) => levelLabel(child.communication_level) },
  { header: 'Status', value: (child) => statusLabel(child.status) },
  { header: 'Recent progress (%)', value: (child) => child.stats.recent_progress },
  { header: 'Active goals', value: (child) => child.stats.active_goals },
  { header: 'Completed goals', value: (child) => child.stats.completed_goals },
  { header: 'Sessions', value: (child) => child.stats.total_sessions },
  { header: 'Parent', value: (child) => child.parent.name },
  { header: 'Parent email', value: (child) => child.parent.email },
  { header: 'Joined', value: (child) => joinedDate(child.created_at) },
];

/** "Exported 261 children" (STYLE.md 20: export says what it exported). */
type OpenDialog = { kind: ChildRowAction; child: Child } | null;

/**
 * Child Management (core spec §2.2): search, status, communication level and age range filters,
 * a server-paginated table of children with their row actions, and Export Children. The URL
 * holds the search, filters, page and page size, so Back restores the previous view.
 */
export function ChildrenScreen() {
  const { params, list, fetchAllMatching } = useChildList();
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const canWrite = hasPermission(signedInAdmin(), 'children.write');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const remove = $api.useMutation('delete', '/admin/children/{id}');
  const closeDialog = () => setDialog(null);

  const deleteChild = (child: Child) =>
    remove.mutate(
      { params: { path: { id: child.id } } },
      {
        onSuccess: async (result) => {
          toast.success(result.message);
          // core spec §7: after a successful change, the affected list is reloaded.
          await invalidateAfterChange(queryClient, 'children');
        },
        // core spec §8 keeps a failed delete silent; we say what went wrong (DESIGN.md).
        onError: (error) => toast.error(`The child was not deleted: ${errorMessage(error)}`),
        onSettled: closeDialog,
      },
    );

  const { isExporting, exportRows: exportChildren } = useCsvExport({
    name: 'children',
    columns: CSV_COLUMNS,
    fetchRows: fetchAllMatching,
    noun: { one: 'child', other: 'children' },
  });

  const data = list.data;
  const pagination = data?.pagination;

  useClampPage(params.page, pagination?.totalPages, params.setPage);

  return (
    <div className={sprinkles({ display: 'grid', gap: 'large', minWidth: 0 })}>
      <PageHeader
        title="Child Management"
        description="Child profiles, communication levels and progress"
        actions={
          <Button
            variant="solid"
            tone="neutral"
            icon={<Download size={16} />}
            onPress={exportChildren}
            isPending={isExporting}
            pendingLabel="Exporting..."
            isDisabled={list.isError}
          >
            Export Children
          </Button>
        }
      />
      <FilterBar
        label="Filter children"
        search={
          <SearchField
            label="Search children"
            placeholder="Search by child, diagnosis or parent"
            value={params.search}
            onChange={params.setSearch}
          />
        }
        filters={FILTERS.map((filter) => (
          <Select
            key={filter.name}
            label={filter.label}
            hideLabel
            options={filter.options}
            value={params.filters[filter.name] || ALL}
            onChange={(value) => params.setFilter(filter.name, value === ALL ? '' : value)}
          />
        ))}
      />
      <DataTable
        label="Children"
        columns={canWrite ? childColumns : readOnlyChildColumns}
        data={data?.children ?? []}
        getRowId={(child) => String(child.id)}
        getRowName={childName}
        isLoading={list.isPending}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => list.refetch()}
        onRowAction={(action, child) => setDialog({ kind: action as ChildRowAction, child })}
        emptyState={{
          // Right under the page's h1, so the outline reads h1 > h2.
          headingLevel: 2,
          title: 'No children found',
          hint: params.isFiltered
            ? 'No child matches this search and these filters. Try adjusting or clearing them.'
            : 'Children appear here once parents add their profiles.',
        }}
        pagination={{
          mode: 'server',
          page: params.page,
          pageSize: params.pageSize,
          totalCount: pagination?.totalCount ?? 0,
          onChange: (next) => {
            // core spec §4, §9: a new page size returns to page 1 (useListParams drops the page).
            if (next.pageSize !== params.pageSize) params.setPageSize(next.pageSize);
            else params.setPage(next.page);
          },
        }}
      />

      {dialog?.kind === 'view' ? <ChildDetailsDialog child={dialog.child} onClose={closeDialog} /> : null}
      {dialog?.kind === 'edit' ? (
        <EditChildDialog key={dialog.child.id} child={dialog.child} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'changeStatus' ? (
        <ChildStatusDialog key={dialog.child.id} child={dialog.child} onClose={closeDialog} />
      ) : null}
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? `Delete ${childName(dialog.child)}` : 'Delete child'}
        // core spec §5: confirmation is required before deleting a child.
        question={CONFIRMATIONS.deleteChild}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() => {
          if (dialog?.kind === 'delete') deleteChild(dialog.child);
        }}
        onCancel={closeDialog}
      />
    </div>
  );
}
