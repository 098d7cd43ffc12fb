import { activeStateOf, statusLabel } from '@aac/domain';
import { Button, DescriptionList, Dialog, StatusBadge } from '@aac/ui';
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
      <DescriptionList
        items={[
          { label: 'Name', value: fullName(user) },
          { label: 'First name', value: user.first_name },
          { label: 'Last name', value: user.last_name },
          { label: 'Email', value: user.email },
          { label: 'Type', value: statusLabel(user.user_type) },
          {
            label: 'Status',
            value: <StatusBadge status={activeStateOf(user.is_active)} />,
          },
          { label: 'Children', value: String(user.children_count) },
          { label: 'Plan', value: planLabel(user.plan_type) },
          {
            label: 'Joined',
            value: joined.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' }),
          },
          { label: 'User ID', value: String(user.id) },
        ]}
      />
    </Dialog>
  );
}
