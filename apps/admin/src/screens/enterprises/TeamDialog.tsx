import { useApi } from '@aac/api-client';
import { activeStateOf, CONFIRMATIONS, canAddTeamMember, statusLabel, teamFullReason } from '@aac/domain';
import {
  Button,
  ConfirmDialog,
  createDataTableColumnHelper,
  DataTable,
  Dialog,
  defineRowActions,
  NameCell,
  StatusBadge,
} from '@aac/ui';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useCreatedRowIds } from '../../kit/change/createdRows';
import { useChange } from '../../kit/change/useChange';
import { lazyDialog } from '../../kit/lazyDialog';
import { historyAction } from '../../kit/list/historyAction';
import { QueryView } from '../../kit/QueryView';
import { EnterpriseDateCell } from './EnterpriseDateCell';
import { type Enterprise, enterpriseName, type TeamMember } from './enterprises.list';
import { teamHeader, teamReason, teamSummary } from './TeamDialog.css';

// Loaded by the action that opens them.
const AddMemberDialog = lazyDialog(() => import('./AddMemberDialog').then((m) => m.AddMemberDialog));

/** "Olivia Grant", or the email when both names are blank. */
export function memberName(member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>): string {
  return `${member.first_name} ${member.last_name}`.trim() || member.email;
}

const column = createDataTableColumnHelper<TeamMember>();

const memberColumns = column.columns([
  column.accessor(memberName, {
    id: 'name',
    header: 'Member',
    meta: { isRowHeader: true, minWidth: 240 },
    cell: ({ row: { original: member } }) => (
      <NameCell primary={memberName(member)} secondary={member.email} />
    ),
  }),
  column.accessor('role', {
    header: 'Role',
    meta: { minWidth: 120 },
    cell: ({ getValue }) => statusLabel(getValue()),
  }),
  column.accessor((member) => activeStateOf(member.is_active), {
    id: 'status',
    header: 'Status',
    meta: { minWidth: 104 },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor('created_at', {
    header: 'Joined',
    meta: { minWidth: 112 },
    cell: ({ getValue }) => <EnterpriseDateCell value={getValue()} />,
  }),
]);

const memberActions = defineRowActions<TeamMember>()([
  { id: 'remove', label: 'Remove', icon: <UserMinus size={16} />, tone: 'critical' },
  historyAction('team_member'),
]);

export interface TeamDialogProps {
  enterprise: Enterprise;
  /** Whether the admin may change enterprises: only then are Add Member and Remove offered. */
  canWrite: boolean;
  onClose: () => void;
}

/**
 * The Team Management dialog of platform spec §2.6: the enterprise's members (name, email, role,
 * active, joined), Add Member in a sub-form, disabled with its reason once the team reaches the
 * enterprise's maximum (§4), and Remove behind the spec's question.
 */
export function TeamDialog({ enterprise, canWrite, onClose }: TeamDialogProps) {
  const { $api } = useApi();
  const createdMembers = useCreatedRowIds('/admin/enterprises/{id}/team-members');
  const members = $api.useQuery('get', '/admin/enterprises/{id}/team-members', {
    params: { path: { id: enterprise.id } },
  });
  const remove = $api.useMutation('delete', '/admin/enterprises/{id}/team-members/{memberId}');
  const change = useChange('teamMembers');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const max = enterprise.max_team_members;

  return (
    <>
      <Dialog
        title="Team Management"
        size="large"
        isOpen={!adding}
        onOpenChange={(open) => !open && onClose()}
        footer={(close) => (
          <Button variant="ghost" tone="neutral" onPress={close}>
            Close
          </Button>
        )}
      >
        <QueryView
          query={members}
          loadingLabel="Loading the team"
          failureTitle="The team could not be loaded"
        >
          {({ team_members: team }) => {
            const canAdd = canAddTeamMember(team.length, max);
            return (
              <>
                <div className={teamHeader}>
                  <p className={teamSummary}>
                    <strong>{enterpriseName(enterprise)}</strong>
                    <span>
                      {team.length} of {max} team {max === 1 ? 'member' : 'members'}
                    </span>
                  </p>
                  {canWrite ? (
                    <Button
                      variant="solid"
                      icon={<UserPlus size={16} />}
                      isDisabled={!canAdd}
                      onPress={() => setAdding(true)}
                      aria-describedby={canAdd ? undefined : 'team-full-reason'}
                    >
                      Add Member
                    </Button>
                  ) : null}
                </div>
                {canWrite && !canAdd ? (
                  <p id="team-full-reason" className={teamReason}>
                    {teamFullReason(max)}
                  </p>
                ) : null}
                <DataTable
                  label="Team members"
                  data={team}
                  columns={memberColumns}
                  getRowId={(member) => String(member.id)}
                  newRowIds={createdMembers}
                  getRowName={memberName}
                  rowActions={canWrite ? memberActions : undefined}
                  onRowAction={(_action, member) => setRemoving(member)}
                  pagination={{ mode: 'client', hideWhenSinglePage: true, summary: 'none' }}
                  emptyState={{
                    headingLevel: 3,
                    title: 'No team members yet',
                    hint: canWrite
                      ? 'Add Member gives a teacher, coordinator or admin access to this enterprise.'
                      : 'Members appear here once they are added to this enterprise.',
                  }}
                />
              </>
            );
          }}
        </QueryView>
      </Dialog>
      {adding ? <AddMemberDialog enterprise={enterprise} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        isOpen={removing !== null}
        title={removing ? `Remove ${memberName(removing)}` : 'Remove member'}
        // platform §5.
        question={CONFIRMATIONS.removeTeamMember}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={change.isPending}
        onConfirm={async () => {
          if (!removing) return;
          const member = removing;
          await change.run(
            () =>
              remove.mutateAsync({
                params: { path: { id: enterprise.id, memberId: member.id }, header: ifMatch(member.version) },
              }),
            { failure: `${memberName(member)} was not removed` },
          );
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
