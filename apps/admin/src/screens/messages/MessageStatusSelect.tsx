import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
  displayMessageStatus,
  statusLabel,
} from '@aac/domain';
import { Select } from '@aac/ui';
import { createContext, useContext, useState } from 'react';
import { type ContactMessage, senderName } from './messages.list';

/** How a row's dropdown sets a status; null for an admin who may only read messages. */
export type SetMessageStatus = (message: ContactMessage, status: ContactMessageStatus) => Promise<boolean>;

/** The screen hands the change to the dropdown of every row (the columns are module scope). */
export const MessageStatusContext = createContext<SetMessageStatus | null>(null);

const OPTIONS = CONTACT_MESSAGE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/**
 * platform spec §2.2 and §4: the status dropdown of a row; any status may be set. It is busy
 * while its change runs, and disabled for an admin who may only read messages.
 */
export function MessageStatusSelect({ message }: { message: ContactMessage }) {
  const setStatus = useContext(MessageStatusContext);
  const [isSaving, setSaving] = useState(false);
  return (
    <Select
      label={`Status of ${senderName(message)}`}
      hideLabel
      size="small"
      options={OPTIONS}
      value={displayMessageStatus(message.status)}
      isDisabled={setStatus === null || isSaving}
      onChange={async (status) => {
        if (!setStatus || status === displayMessageStatus(message.status)) return;
        setSaving(true);
        try {
          await setStatus(message, status);
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}
