import { activeStateOf, statusLabel } from '@aac/domain';
import { Button, Dialog, StatusBadge } from '@aac/ui';
import { FactList } from './FactList';
import { fullName, type User } from './fixtures';
import { planLabel } from './users.columns';

export interface UserDetailsDialogProps {
  user: User;
  onClose: () => void;
}

/** Every field of a user (core spec §3), read-only: the "view details" row action of §2.1. */
export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  const joined = new Date(user.created_at);
  return (
    <Dialog
      title="User details"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <Button variant="ghost" tone="neutral" onPress={close}>
          Close
        </Button>
      )}
    >
      <FactList
        facts={[
          { term: 'Name', description: fullName(user) },
          { term: 'First name', description: user.first_name },
          { term: 'Last name', description: user.last_name },
          { term: 'Email', description: user.email },
          { term: 'Type', description: statusLabel(user.user_type) },
          {
            term: 'Status',
            description: <StatusBadge status={activeStateOf(user.is_active)} />,
          },
          { term: 'Children', description: String(user.children_count) },
          { term: 'Plan', description: planLabel(user.plan_type) },
          {
            term: 'Joined',
            description: joined.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' }),
          },
          { term: 'User ID', description: String(user.id) },
        ]}
      />
    </Dialog>
  );
}
