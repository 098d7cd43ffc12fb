import { useApi } from '@aac/api-client';
import { ConfirmDialog } from '@aac/ui';
import { useChange } from '../../kit/change/useChange';
import { type Admin, adminName } from './admins.list';

/** What a reset does, said before it is done. */
export const resetTwoFactorConsequence =
  'Their authenticator app and recovery codes stop working and they are signed out everywhere. If two-factor authentication is required, they set it up again at their next sign-in.';

export const twoFactorResetMessage = (name: string) => `Two-factor authentication reset for ${name}.`;

/**
 * A super admin's "Reset two-factor" of another admin, for a lost phone: a confirmation that
 * states the consequence, then DELETE /admin/admins/{id}/two-factor. The list reloads, so the
 * row's badge shows Off; a refusal (403, 409) is the failure toast every row action shows.
 */
export function ResetTwoFactorDialog({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const { $api } = useApi();
  const reset = $api.useMutation('delete', '/admin/admins/{id}/two-factor');
  const change = useChange('admins');
  const name = adminName(admin);

  return (
    <ConfirmDialog
      isOpen
      title="Reset two-factor"
      question={`Reset two-factor authentication for ${name}?`}
      consequence={resetTwoFactorConsequence}
      confirmLabel="Reset two-factor"
      pendingLabel="Resetting..."
      isPending={reset.isPending}
      onConfirm={async () => {
        const isReset = await change.run(
          // The answer is the admin, without a message of its own: the toast is ours.
          async () => {
            await reset.mutateAsync({ params: { path: { id: admin.id } } });
            return { message: twoFactorResetMessage(name) };
          },
          {
            failure: `The two-factor authentication of ${name} was not reset`,
          },
        );
        // A refusal keeps the question open, as Reset password does: the toast says why.
        if (isReset) onClose();
      }}
      onCancel={onClose}
    />
  );
}
