import { useApi } from '@aac/api-client';
import { CONFIRMATIONS, MESSAGES } from '@aac/domain';
import { DataTable } from '@aac/ui';
import { useCallback } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { ListCount } from '../../kit/list/ListCount';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { ScreenPage } from '../../kit/ScreenPage';
import { usePermission } from '../../kit/session/usePermission';
import { MessageStatusContext, type SetMessageStatus } from './MessageStatusSelect';
import { messageActions, messageColumns, readOnlyMessageActions } from './messages.columns';
import { type ContactMessage, messagesList, senderName, statusChangedText } from './messages.list';

// Loaded by the action that opens them.
const MessageDetailsDialog = lazyDialog(() =>
  import('./MessageDetailsDialog').then((m) => m.MessageDetailsDialog),
);

/**
 * Contact Messages (platform spec §2.2): search and status filter (held in the URL), the count
 * of messages found, the messages 10 a page with each row's status dropdown, the detail dialog
 * (which marks a new message read) and delete behind the spec's question.
 */
export function MessagesScreen() {
  const list = useResourceList(messagesList);
  const canWrite = usePermission('messages.write');
  const dialog = useRowDialog<'view' | 'delete', ContactMessage>();
  const change = useChange('contactMessages');
  const { $api } = useApi();
  const update = $api.useMutation('put', '/admin/contact-messages/{id}/status');
  const remove = $api.useMutation('delete', '/admin/contact-messages/{id}');
  const { run } = change;
  const { mutateAsync } = update;

  const setStatus = useCallback<SetMessageStatus>(
    (message, status) =>
      run(
        () =>
          mutateAsync({
            params: { path: { id: message.id }, header: ifMatch(message.version) },
            body: { status },
          }),
        {
          // platform §8: the alert of a failed status change.
          failure: MESSAGES.messageStatusUpdateFailed,
          success: () => statusChangedText(message, status),
        },
      ),
    [run, mutateAsync],
  );

  return (
    <ScreenPage>
      <ListFilters list={list} />
      <ListCount list={list} />
      <MessageStatusContext.Provider value={canWrite ? setStatus : null}>
        <DataTable
          {...listTableProps(list)}
          columns={messageColumns}
          rowActions={canWrite ? messageActions : readOnlyMessageActions}
          onRowAction={dialog.open}
        />
      </MessageStatusContext.Provider>
      {dialog.render('view', (message) => (
        <MessageDetailsDialog message={message} canWrite={canWrite} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={(message) => `message from ${senderName(message)}`}
        // platform §5.
        question={CONFIRMATIONS.deleteMessage}
        isPending={change.isPending}
        onDelete={(message) =>
          change.run(
            () =>
              remove.mutateAsync({ params: { path: { id: message.id }, header: ifMatch(message.version) } }),
            {
              // platform §8.
              failure: MESSAGES.messageDeleteFailed,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
