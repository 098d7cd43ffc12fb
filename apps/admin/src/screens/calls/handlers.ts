/**
 * The scheduled calls API for the Scheduled Calls stories: contract-typed handlers around
 * in-memory rows that answer like the reference server (search over name, email and phone; the
 * status filter; pages with totalPages), refuse a status step the server refuses (409), record
 * the changes they receive, and fail on request.
 */
import type { components } from '@aac/api-client';
import { HttpResponse, type RequestHandler } from 'msw';
import { fakeRows, LIST_FAILURE } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import { offContract } from '../../testing/storyContract';
import type { ScheduledCall } from './calls.list';
import { CALLS } from './fixtures';

export interface CallsApiOptions extends ListApiOptions<ScheduledCall> {
  /** Refuse every status change with a 500. */
  statusFailure?: boolean;
  /** Answer as platform spec §7 gives it, with totalPages but no row count. */
  withoutTotal?: boolean;
}

export interface CallsApi extends ListScreenApi {
  statusChanges: Array<{ id: number; body: components['schemas']['ScheduledCallStatusUpdate'] }>;
  calls(): ScheduledCall[];
}

const NEXT: Record<string, readonly string[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
};

export function createCallsApi(options: CallsApiOptions = {}): CallsApi {
  const calls = fakeRows(options.rows ?? CALLS, {
    searchText: (call) => [call.name, call.email, call.phone ?? ''].join(' '),
    filters: { status: (call, value) => call.status === value },
  });
  const statusChanges: CallsApi['statusChanges'] = [];

  const handlers: RequestHandler[] = [
    http.get('/admin/scheduled-calls', async ({ request, response }) => {
      const answer = await calls.list(new URL(request.url).searchParams, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      const body = {
        calls: answer.rows,
        totalPages: answer.pagination.totalPages,
        page: answer.pagination.currentPage,
      };
      // Off the contract on purpose: the answer of a backend that follows the spec to the letter.
      if (options.withoutTotal) return response.untyped(offContract(HttpResponse.json(body)));
      return response(200).json({ ...body, total: answer.pagination.totalCount });
    }),
    http.put('/admin/scheduled-calls/{id}/status', async ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = calls.precondition(id, request, 'call');
      if (stale) return response(412).json(stale);
      const body = await request.json();
      statusChanges.push({ id, body });
      if (options.statusFailure) return response(500).json(LIST_FAILURE);
      const current = calls.find(id);
      if (!current) return response(404).json(calls.notFound('Scheduled call', id));
      if (current.status !== body.status && !(NEXT[current.status] ?? []).includes(body.status)) {
        return response(409).json({
          error: 'conflict',
          message: `A ${current.status} call cannot become ${body.status}.`,
        });
      }
      const call = calls.replace(id, {
        status: body.status,
        ...(body.admin_notes !== undefined ? { admin_notes: body.admin_notes } : {}),
      });
      return response(200).json({
        success: true,
        message: 'Call status updated.',
        call: call as ScheduledCall,
      });
    }),
    http.delete('/admin/scheduled-calls/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = calls.precondition(id, request, 'call');
      if (stale) return response(412).json(stale);
      if (!calls.remove(id)) return response(404).json(calls.notFound('Scheduled call', id));
      return response(200).json({ success: true, message: 'Call deleted successfully.' });
    }),
  ];

  return {
    handlers,
    listQueries: calls.listQueries,
    rowCount: () => calls.all().length,
    statusChanges,
    calls: calls.all,
  };
}
