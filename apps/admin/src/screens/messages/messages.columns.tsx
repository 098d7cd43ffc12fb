/**
 * The Contact Messages table (platform spec §2.2): contact (name over email), the subject over
 * the message preview, the status badge (an unknown status reads New, §4), the date, the row's
 * status dropdown, and the row actions (view, delete).
 */
import { displayMessageStatus, messagePreview } from '@aac/domain';
import {
  createDataTableColumnHelper,
  DateCell,
  defineRowActions,
  NameCell,
  NameCellSkeleton,
  StatusBadge,
} from '@aac/ui';
import { Eye, Trash2 } from 'lucide-react';
import { historyAction } from '../../kit/list/historyAction';
import { MessageStatusSelect } from './MessageStatusSelect';
import { type ContactMessage, senderName } from './messages.list';

const column = createDataTableColumnHelper<ContactMessage>();

export const messageColumns = column.columns([
  column.accessor(senderName, {
    id: 'contact',
    header: 'Contact',
    meta: { isRowHeader: true, minWidth: 220, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ row: { original: message } }) => (
      <NameCell primary={senderName(message)} secondary={message.email} />
    ),
  }),
  column.accessor('subject', {
    header: 'Subject',
    meta: { minWidth: 300, skeleton: <NameCellSkeleton secondary /> },
    cell: ({ row: { original: message } }) => (
      <NameCell primary={message.subject} secondary={messagePreview(message.message)} />
    ),
  }),
  column.accessor((message) => displayMessageStatus(message.status), {
    id: 'status',
    header: 'Status',
    meta: { minWidth: 104 },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  column.accessor('created_at', {
    header: 'Date',
    meta: { minWidth: 112 },
    cell: ({ getValue }) => <DateCell value={getValue()} />,
  }),
  column.display({
    id: 'setStatus',
    header: 'Set status',
    meta: { minWidth: 148 },
    cell: ({ row: { original: message } }) => <MessageStatusSelect message={message} />,
  }),
]);

const view = {
  id: 'view',
  label: 'View message from',
  menuLabel: 'View message',
  icon: <Eye size={16} />,
} as const;

/** An admin who may only read messages: view only. */
export const readOnlyMessageActions = defineRowActions<ContactMessage>()([
  view,
  historyAction('contact_message'),
]);

/** platform spec §2.2: view (the detail dialog) and delete. */
export const messageActions = defineRowActions<ContactMessage>()([
  view,
  // The message goes, not its sender: "Delete message from Priya Shah".
  {
    id: 'delete',
    label: 'Delete message from',
    menuLabel: 'Delete',
    icon: <Trash2 size={16} />,
    tone: 'critical',
  },
  historyAction('contact_message'),
]);
