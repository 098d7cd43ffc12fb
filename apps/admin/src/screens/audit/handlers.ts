/**
 * The audit log API for the Audit Log stories: contract-typed handlers around in-memory entries
 * that answer like the reference server (search over record, name, email and action; filters by
 * action, kind, record, bulk action, admin and moment; newest first, paged), plus the admins "Who" offers.
 */
import { fakeRows } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import type { AuditEntry } from './audit.list';
import { AUDIT_ADMINS, AUDIT_ENTRIES } from './fixtures';

export type AuditApiOptions = ListApiOptions<AuditEntry>;

export interface AuditApi extends ListScreenApi {
  entries(): AuditEntry[];
}

export function createAuditApi(options: AuditApiOptions = {}): AuditApi {
  const entries = fakeRows(options.rows ?? AUDIT_ENTRIES, {
    searchText: (entry) =>
      [entry.resource_label, entry.actor.name, entry.actor.email, entry.action].filter(Boolean).join(' '),
    filters: {
      action: (entry, value) => entry.action === value,
      resource_type: (entry, value) => entry.resource_type === value,
      resource_id: (entry, value) => entry.resource_id === value,
      batch: (entry, value) => entry.batch_id === value,
      actor: (entry, value) => entry.actor.id === Number(value),
      from: (entry, value) => Date.parse(entry.at) >= Date.parse(value),
      to: (entry, value) => Date.parse(entry.at) < Date.parse(value),
    },
  });
  const handlers = [
    http.get('/admin/audit-log', async ({ request, response }) => {
      const answer = await entries.list(new URL(request.url).searchParams, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      return response(200).json({ entries: answer.rows, pagination: answer.pagination });
    }),
    http.get('/admin/admins', ({ response }) =>
      response(200).json({
        admins: AUDIT_ADMINS,
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalCount: AUDIT_ADMINS.length,
          limit: 100,
          hasNextPage: false,
          hasPrevPage: false,
          startIndex: 1,
          endIndex: AUDIT_ADMINS.length,
        },
      }),
    ),
  ];
  return {
    handlers,
    listQueries: entries.listQueries,
    rowCount: () => entries.all().length,
    entries: entries.all,
  };
}
