import { useApi } from '@aac/api-client';
import {
  displayMessageStatus,
  formatDateTime,
  MESSAGES,
  replyMailtoHref,
  statusAfterOpening,
} from '@aac/domain';
import { Button, DescriptionList, Dialog, LinkButton, revealedText, Stack, StatusBadge } from '@aac/ui';
import { Mail, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { useChange } from '../../kit/change/useChange';
import { messageBody } from './MessageDetailsDialog.css';
import { type ContactMessage, senderName, statusChangedText } from './messages.list';

export interface MessageDetailsDialogProps {
  message: ContactMessage;
  /** Whether the admin may change messages: only then does opening a new one mark it read. */
  canWrite: boolean;
  onClose: () => void;
}

/**
 * The detail dialog of platform spec §2.2: who wrote, when, the subject and the whole message,
 * with Close and Reply via Email (a mail link whose subject starts "Re:"). Opening a new message
 * sets it to read (§4), quietly: the badge here and the list say so; a failure says the spec's
 * "Failed to update status. Please try again." Having replied from the mail program, the admin
 * records it here with "Mark as replied", without going back to the row's status menu.
 */
export function MessageDetailsDialog({ message, canWrite, onClose }: MessageDetailsDialogProps) {
  const change = useChange('contactMessages');
  const update = useApi().$api.useMutation('put', '/admin/contact-messages/{id}/status');
  // The message as the server last answered it: its status, and the version the next change sends.
  const [current, setCurrent] = useState(message);
  const status = displayMessageStatus(current.status);
  const marked = useRef(false);

  const setStatusTo = (next: ContactMessage['status'], success: null | (() => string)) =>
    change.run(
      async () => {
        const result = await update.mutateAsync({
          params: { path: { id: message.id }, header: ifMatch(current.version) },
          body: { status: next },
        });
        setCurrent(result.contact_message);
        return result;
      },
      { failure: MESSAGES.messageStatusUpdateFailed, success },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, for the message as it was opened.
  useEffect(() => {
    const next = statusAfterOpening(message.status);
    // Once per opening, even when React runs the effect twice in development.
    if (!canWrite || next === null || marked.current) return;
    marked.current = true;
    void setStatusTo(next, null);
  }, [canWrite, message.status]);

  const canMarkReplied = canWrite && (status === 'new' || status === 'read');

  return (
    <Dialog
      title="Contact message"
      size="large"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="ghost" tone="neutral" onPress={close}>
            Close
          </Button>
          {canMarkReplied ? (
            <Button
              variant="soft"
              tone="neutral"
              icon={<MailCheck size={16} />}
              isPending={change.isPending}
              onPress={() => void setStatusTo('replied', () => statusChangedText(message, 'replied'))}
            >
              Mark as replied
            </Button>
          ) : null}
          <LinkButton href={replyMailtoHref(message)} icon={<Mail size={16} />}>
            Reply via Email
          </LinkButton>
        </>
      )}
    >
      <Stack>
        <DescriptionList
          columns={2}
          items={[
            { label: 'From', value: senderName(message) },
            { label: 'Email', value: message.email },
            { label: 'Received', value: formatDateTime(message.created_at) },
            { label: 'Status', value: <StatusBadge status={status} /> },
          ]}
        />
        <DescriptionList
          items={[
            { label: 'Subject', value: message.subject },
            {
              label: 'Message',
              // The sender's words in their own direction, any direction control shown, not obeyed.
              value: (
                <p className={messageBody} dir="auto">
                  {revealedText(message.message)}
                </p>
              ),
            },
          ]}
        />
      </Stack>
    </Dialog>
  );
}
