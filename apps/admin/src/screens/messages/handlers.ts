/**
 * The contact messages API for the Contact Messages stories: contract-typed handlers around
 * in-memory rows that answer like the reference server (search over name, email, subject and
 * message; the status filter; pages of { total, page, limit, pages }), record the status changes
 * they receive, and fail on request.
 */
import type { components } from '@aac/api-client';
import { CONTACT_MESSAGE_STATUSES } from '@aac/domain';
import type { RequestHandler } from 'msw';
import { fakeRows, LIST_FAILURE } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import { offContract, offContractFields } from '../../testing/storyContract';
import { CONTACT_MESSAGES } from './fixtures';
import type { ContactMessage } from './messages.list';

export interface MessagesApiOptions extends ListApiOptions<ContactMessage> {
  /** Refuse every status change with a 500. */
  statusFailure?: boolean;
  /** Refuse every delete with a 500. */
  deleteFailure?: boolean;
}

export interface MessagesApi extends ListScreenApi {
  statusChanges: Array<{ id: number; body: components['schemas']['ContactMessageStatusUpdate'] }>;
  messages(): ContactMessage[];
}

export function createMessagesApi(options: MessagesApiOptions = {}): MessagesApi {
  const messages = fakeRows(options.rows ?? CONTACT_MESSAGES, {
    searchText: (message) => [message.name, message.email, message.subject, message.message].join(' '),
    filters: { status: (message, value) => message.status === value },
  });
  const statusChanges: MessagesApi['statusChanges'] = [];

  const handlers: RequestHandler[] = [
    http.get('/admin/contact-messages', async ({ request, response }) => {
      const answer = await messages.list(new URL(request.url).searchParams, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      const { totalCount, currentPage, limit, totalPages } = answer.pagination;
      // Off the contract on purpose: Tom Baker's status of a newer backend ("archived", read as New).
      return offContract(
        response(200).json({
          messages: answer.rows,
          pagination: { total: totalCount, page: currentPage, limit, pages: totalPages },
        }),
        offContractFields(
          'messages',
          answer.rows,
          'status',
          (status) => !CONTACT_MESSAGE_STATUSES.includes(status),
        ),
      );
    }),
    http.put('/admin/contact-messages/{id}/status', async ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = messages.precondition(id, request, 'message');
      if (stale) return response(412).json(stale);
      const body = await request.json();
      statusChanges.push({ id, body });
      if (options.statusFailure) return response(500).json(LIST_FAILURE);
      const contact_message = messages.replace(id, { status: body.status });
      if (!contact_message) return response(404).json(messages.notFound('Contact message', id));
      return response(200).json({ success: true, message: 'Message status updated.', contact_message });
    }),
    http.delete('/admin/contact-messages/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = messages.precondition(id, request, 'message');
      if (stale) return response(412).json(stale);
      if (options.deleteFailure) return response(500).json(LIST_FAILURE);
      if (!messages.remove(id)) return response(404).json(messages.notFound('Contact message', id));
      return response(200).json({ success: true, message: 'Message deleted successfully.' });
    }),
  ];

  return {
    handlers,
    listQueries: messages.listQueries,
    rowCount: () => messages.all().length,
    statusChanges,
    messages: messages.all,
  };
}
