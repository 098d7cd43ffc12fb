/**
 * The Social Links table (platform spec §2.4): platform, icon, url (opens in a new tab), the
 * active badge that toggles on press, sort order, and Edit and Delete.
 */
import { isWebUrl } from '@aac/domain';
import {
  BrandIcon,
  createDataTableColumnHelper,
  defineRowActions,
  StatusBadge,
  StatusBadgeButton,
} from '@aac/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { historyAction } from '../../kit/list/historyAction';
import { iconCell, urlLink } from './social.css';
import type { SocialLink } from './social.list';

/** What the active column needs from the screen: the state to show and the toggle to run. */
export interface ActiveToggle {
  /** The state a pending toggle asked for, shown at once; undefined when none is running. */
  pendingState(link: SocialLink): boolean | undefined;
  toggle(link: SocialLink): void;
  /** An admin who may only read sees the badge, not a button. */
  canToggle(): boolean;
}

const column = createDataTableColumnHelper<SocialLink>();

export function socialLinkColumns(active: ActiveToggle) {
  return column.columns([
    column.accessor('platform', {
      header: 'Platform',
      meta: { isRowHeader: true, minWidth: 170 },
    }),
    column.accessor('icon', {
      header: 'Icon',
      meta: { minWidth: 130 },
      cell: ({ getValue }) => (
        <span className={iconCell}>
          <BrandIcon name={getValue()} size={18} />
          {getValue()}
        </span>
      ),
    }),
    column.accessor('url', {
      header: 'URL',
      meta: { minWidth: 250 },
      // A new tab, and noopener so the opened page gets no handle on this one. Only http(s)
      // becomes a link, whatever a stored row holds.
      cell: ({ getValue }) =>
        isWebUrl(getValue()) ? (
          <a href={getValue()} target="_blank" rel="noopener noreferrer" className={urlLink}>
            {getValue()}
          </a>
        ) : (
          getValue()
        ),
    }),
    column.accessor('is_active', {
      header: 'Active',
      meta: { minWidth: 120 },
      // platform spec §4: pressing the badge toggles the link; it shows the new state while saving.
      // Its hover look and its tooltip say that it can be pressed, and what a press does.
      cell: ({ row: { original: link } }) => {
        const pending = active.pendingState(link);
        const shown = pending ?? link.is_active;
        const status = shown ? 'active' : 'inactive';
        if (!active.canToggle()) return <StatusBadge status={status} />;
        return (
          <StatusBadgeButton
            status={status}
            // The visible word first (what a voice user says), then whose it is and what a press does.
            label={`${shown ? 'Active' : 'Inactive'} (${link.platform}), press to ${shown ? 'deactivate' : 'activate'}`}
            tooltip={shown ? 'Deactivate this link' : 'Activate this link'}
            isPending={pending !== undefined}
            onPress={() => active.toggle(link)}
          />
        );
      },
    }),
    column.accessor('sort_order', {
      header: 'Sort order',
      meta: { align: 'end', minWidth: 100 },
    }),
  ]);
}

export const socialLinkActions = defineRowActions<SocialLink>()([
  { id: 'edit', label: 'Edit', icon: <Pencil size={16} /> },
  { id: 'delete', label: 'Delete', icon: <Trash2 size={16} />, tone: 'critical' },
  historyAction('social_link'),
]);
