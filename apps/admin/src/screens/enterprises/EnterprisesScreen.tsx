import { useApi } from '@aac/api-client';
import { CONFIRMATIONS } from '@aac/domain';
import { Button, DataTable } from '@aac/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
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
import { enterpriseActions, enterpriseColumns, readOnlyEnterpriseActions } from './enterprises.columns';
import { type Enterprise, enterpriseName, enterprisesList } from './enterprises.list';

// Loaded by the action that opens them.
const EnterpriseFormDialog = lazyDialog(() =>
  import('./EnterpriseFormDialog').then((m) => m.EnterpriseFormDialog),
);
const TeamDialog = lazyDialog(() => import('./TeamDialog').then((m) => m.TeamDialog));

/** What goes with an enterprise account: its team; its children stay with their parents. */
export function enterpriseDeletionConsequence(enterprise: Enterprise): string | null {
  const team = enterprise.current_team_members;
  if (team === 0) return null;
  return `Its ${team} team ${team === 1 ? 'member loses' : 'members lose'} access. Its children stay with their parents.`;
}

/**
 * Enterprises (platform spec §2.6): search (500 ms after typing stops) and status filter, held in
 * the URL; the accounts 10 a page with their limits; Add Enterprise and the one create/edit form;
 * the Team Management dialog; delete behind the spec's question.
 */
export function EnterprisesScreen() {
  const list = useResourceList(enterprisesList);
  const canWrite = usePermission('enterprises.write');
  const dialog = useRowDialog<'team' | 'edit' | 'delete', Enterprise>();
  const [creating, setCreating] = useState(false);
  const change = useChange('enterprises');
  const remove = useApi().$api.useMutation('delete', '/admin/enterprises/{id}');

  return (
    <ScreenPage
      actions={
        canWrite ? (
          <Button icon={<Plus size={16} />} onPress={() => setCreating(true)}>
            Add Enterprise
          </Button>
        ) : undefined
      }
    >
      <ListFilters list={list} />
      <DataTable
        {...listTableProps(list)}
        columns={enterpriseColumns}
        rowActions={canWrite ? enterpriseActions : readOnlyEnterpriseActions}
        onRowAction={dialog.open}
      />
      {creating ? <EnterpriseFormDialog onClose={() => setCreating(false)} /> : null}
      {dialog.render('edit', (enterprise) => (
        <EnterpriseFormDialog enterprise={enterprise} onClose={dialog.close} />
      ))}
      {dialog.render('team', (enterprise) => (
        <TeamDialog enterprise={enterprise} canWrite={canWrite} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={enterpriseName}
        // platform §5.
        question={CONFIRMATIONS.deleteEnterprise}
        consequence={enterpriseDeletionConsequence}
        isPending={change.isPending}
        onDelete={(enterprise) =>
          change.run(
            () =>
              remove.mutateAsync({
                params: { path: { id: enterprise.id }, header: ifMatch(enterprise.version) },
              }),
            {
              failure: `${enterpriseName(enterprise)} was not deleted`,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
