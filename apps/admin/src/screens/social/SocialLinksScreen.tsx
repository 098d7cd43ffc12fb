import { useApi } from '@aac/api-client';
import { CONFIRMATIONS, MESSAGES } from '@aac/domain';
import { Button, DataTable } from '@aac/ui';
import { Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
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
import { socialLinkActions, socialLinkColumns } from './social.columns';
import { type SocialLink, socialLinksList } from './social.list';

// Loaded by the action that opens them.
const EditSocialLinkDialog = lazyDialog(() =>
  import('./EditSocialLinkDialog').then((m) => m.EditSocialLinkDialog),
);

/**
 * Social Links Management (platform spec §2.4): search, the footer links with their active badge
 * (pressing it toggles the link, undone with the spec's message when the server refuses), Add,
 * Edit and Delete after a confirmation. The URL holds the search and page.
 */
export function SocialLinksScreen() {
  const list = useResourceList(socialLinksList);
  const canWrite = usePermission('social.write');
  const dialog = useRowDialog<'edit' | 'delete', SocialLink>();
  const [isAdding, setAdding] = useState(false);
  const change = useChange('socialLinks');
  const toggleChange = useChange('socialLinks');
  const save = useApi().$api.useMutation('post', '/admin/social-links');
  const remove = useApi().$api.useMutation('delete', '/admin/social-links/{id}');

  // The state each running toggle asked for, by link id: shown at once, dropped when the list
  // has reloaded (success) or at once (failure, so the badge goes back).
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const toggleRef = useRef<(link: SocialLink) => void>(() => {});
  toggleRef.current = (link) => {
    if (!canWrite || pending.has(link.id)) return;
    const next = !link.is_active;
    setPending((current) => new Map(current).set(link.id, next));
    const { id, platform, url, icon, sort_order } = link;
    void toggleChange
      .run(
        () =>
          save.mutateAsync({
            params: { header: ifMatch(link.version) },
            body: { id, platform, url, icon, sort_order, is_active: next },
          }),
        {
          failure: MESSAGES.socialLinkStatusUpdateFailed,
          success: () => `${platform} is now ${next ? 'active' : 'inactive'}.`,
        },
      )
      .finally(() =>
        setPending((current) => {
          const rest = new Map(current);
          rest.delete(id);
          return rest;
        }),
      );
  };
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const canWriteRef = useRef(canWrite);
  canWriteRef.current = canWrite;
  // Built once: the cells read the latest state and toggle through refs.
  const columns = useMemo(
    () =>
      socialLinkColumns({
        pendingState: (link) => pendingRef.current.get(link.id),
        toggle: (link) => toggleRef.current(link),
        canToggle: () => canWriteRef.current,
      }),
    [],
  );

  return (
    <ScreenPage
      actions={
        canWrite ? (
          <Button icon={<Plus size={16} />} onPress={() => setAdding(true)}>
            Add social link
          </Button>
        ) : undefined
      }
    >
      <ListFilters list={list} />
      <DataTable
        {...listTableProps(list)}
        columns={columns}
        rowActions={canWrite ? socialLinkActions : undefined}
        onRowAction={dialog.open}
      />
      {isAdding ? <EditSocialLinkDialog onClose={() => setAdding(false)} /> : null}
      {dialog.render('edit', (link) => (
        <EditSocialLinkDialog link={link} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={(link) => link.platform}
        question={CONFIRMATIONS.deleteSocialLink}
        isPending={change.isPending}
        onDelete={(link) =>
          change.run(
            () => remove.mutateAsync({ params: { path: { id: link.id }, header: ifMatch(link.version) } }),
            {
              failure: MESSAGES.socialLinkDeleteFailed,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
