import type { AdminPermission } from '@aac/api-client';
import type { components } from '@aac/api-client/schema';
import type { RowAction } from '@aac/ui';
import { History } from 'lucide-react';
import { hasPermission, signedInAdmin } from '../session/adminSession';

export type AuditResourceType = components['schemas']['AuditResourceType'];

/** Where the Audit Log lives (its entry in app/screens.ts) and the permission that opens it. */
export const AUDIT_LOG_PATH = '/admin/audit-log';
export const AUDIT_READ = 'audit.read' satisfies AdminPermission;

/** The Audit Log narrowed to one record: `/admin/audit-log?resource_type=user&resource_id=42`. */
export function historyHref(resourceType: AuditResourceType, resourceId: string | number): string {
  const query = new URLSearchParams({ resource_type: resourceType, resource_id: String(resourceId) });
  return `${AUDIT_LOG_PATH}?${query}`;
}

/**
 * "History": a row's menu item that opens the Audit Log filtered to that record, for admins
 * holding audit.read only (others are not offered it, so their rows look as before). A link, not
 * a press: the screen's `onRowAction` never hears it, so adding it to a declaration is the whole
 * change: `defineRowActions<User>()([view, edit, historyAction('user')])`.
 */
export function historyAction<Row extends { id: number | string }>(
  resourceType: AuditResourceType,
  idOf: (row: Row) => number | string = (row) => row.id,
): RowAction<Row, never> {
  return {
    // The id is never reported (see RowAction.href), so it joins no screen's action union.
    id: 'history' as never,
    label: 'History of',
    menuLabel: 'History',
    icon: <History size={16} />,
    href: (row) => historyHref(resourceType, idOf(row)),
    isOffered: () => hasPermission(signedInAdmin(), AUDIT_READ),
  };
}
