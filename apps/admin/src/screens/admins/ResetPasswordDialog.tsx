import { errorMessage, useApi } from '@aac/api-client';
import { Banner, Button, ConfirmDialog, Dialog } from '@aac/ui';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useChange } from '../../kit/change/useChange';
import { type Admin, adminName } from './admins.list';

/** What a reset does, said before it is done. */
export const resetPasswordConsequence = (name: string) =>
  `${name} is signed out everywhere at once, and their current password stops working. You get a one-time password to give them; at their next sign-in they must choose a new one.`;

/**
 * A super admin's "Reset password" of another admin (issue 37): a confirmation that states the
 * consequence, then the one-time password the server answered, shown this once, with a copy button.
 */
export function ResetPasswordDialog({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const { $api } = useApi();
  const reset = $api.useMutation('post', '/admin/admins/{id}/reset-password');
  const change = useChange('admins');
  const [oneTimePassword, setOneTimePassword] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const name = adminName(admin);

  if (oneTimePassword === null) {
    return (
      <ConfirmDialog
        isOpen
        title="Reset password"
        question={`Reset the password of ${name}?`}
        consequence={resetPasswordConsequence(name)}
        confirmLabel="Reset password"
        pendingLabel="Resetting..."
        isPending={reset.isPending}
        onConfirm={async () => {
          await change.run(
            async () => {
              const result = await reset.mutateAsync({ params: { path: { id: admin.id } } });
              setOneTimePassword(result.one_time_password);
              return result;
            },
            { failure: `The password of ${name} was not reset`, success: null },
          );
        }}
        onCancel={onClose}
      />
    );
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied to the clipboard.');
    } catch (error) {
      setCopied(`Not copied: ${errorMessage(error)}. Select the password and copy it by hand.`);
    }
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`One-time password for ${name}`}
      footer={<Button onPress={onClose}>Done</Button>}
    >
      <p>
        Give this password to {name} in a safe way. It is shown only now: once this dialog is closed it cannot
        be seen again. At their next sign-in they must choose a new password.
      </p>
      <p>
        <code data-testid="one-time-password">{oneTimePassword}</code>{' '}
        <Button
          variant="soft"
          tone="neutral"
          size="small"
          icon={<Copy size={16} />}
          onPress={() => void copy(oneTimePassword)}
        >
          Copy
        </Button>
      </p>
      {copied ? <Banner tone="info">{copied}</Banner> : null}
    </Dialog>
  );
}
