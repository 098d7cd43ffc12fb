/**
 * Request handlers (openapi-msw, typed from the contract) that play the children API for the
 * Child Management stories. Each story gets a fresh fake (createChildrenApi in a loader) that
 * keeps its children in memory, answers like the reference server (search over child and parent,
 * the three filters, pages, the same success messages) and records what it received, so a play
 * function can assert the query a control sent or the body of a status change.
 */
import type { components, operations } from '@aac/api-client';
import { type AgeRange, ageInRange, isAgeRange } from '@aac/domain';
import { delay, type RequestHandler } from 'msw';
import { http } from '../../testing/storyApi';
import { CHILDREN, type Child } from './fixtures';

type ErrorBody = components['schemas']['Error'];
type ChildUpdate = components['schemas']['ChildUpdate'];
type ChildStatusUpdate = components['schemas']['ChildStatusUpdate'];
type ListChildrenQuery = NonNullable<operations['listChildren']['parameters']['query']>;

/** What a list request asked for, as the handler received it (null = not sent). */
export interface ReceivedListQuery {
  page: string | null;
  limit: string | null;
  search: string | null;
  status: string | null;
  communication_level: string | null;
  age_range: string | null;
}

export interface ChildrenApiOptions {
  /** The children the fake starts with (the 57 fixtures unless given). */
  children?: readonly Child[];
  /** How the list answers: normally, never (loading), or with a 500 Error body. */
  list?: 'ok' | 'loading' | 'error';
  /** Refuse every edit: 400 with a field error on /first_name, or a 500. */
  updateFailure?: 'invalidFirstName' | 'serverError';
  /** Refuse every status change with a 500. */
  statusFailure?: boolean;
}

export interface ChildrenApi {
  handlers: RequestHandler[];
  /** Every list query received, oldest first. */
  listQueries: ReceivedListQuery[];
  /** Every edit body received. */
  updates: Array<{ id: number; body: ChildUpdate }>;
  /** Every status-change body received. */
  statusChanges: Array<{ id: number; body: ChildStatusUpdate }>;
  /** Every deleted child's id. */
  deletions: number[];
  /** The children as the fake holds them now. */
  children(): Child[];
}

export const LIST_FAILURE: ErrorBody = {
  error: 'internal_error',
  message: 'The database did not answer in time.',
};
export const INVALID_FIRST_NAME_FAILURE: ErrorBody = {
  error: 'validation_failed',
  message: 'The request is not valid.',
  details: [{ path: '/first_name', message: 'must NOT have fewer than 1 characters' }],
};
export const SERVER_FAILURE: ErrorBody = {
  error: 'internal_error',
  message: 'The child could not be saved: the database is read-only for maintenance.',
};

function matches(child: Child, query: Partial<ListChildrenQuery>): boolean {
  const term = query.search?.trim().toLowerCase();
  if (term) {
    // The reference server searches the child's name and diagnosis and the parent's name and email.
    const text = [
      child.first_name,
      child.last_name,
      child.diagnosis ?? '',
      child.parent.name,
      child.parent.email,
    ]
      .join(' ')
      .toLowerCase();
    if (!text.includes(term)) return false;
  }
  if (query.status && child.status !== query.status) return false;
  if (query.communication_level && child.communication_level !== query.communication_level) return false;
  if (query.age_range && !ageInRange(child.age, query.age_range as AgeRange)) return false;
  return true;
}

/** A fake children API for one story. */
export function createChildrenApi(options: ChildrenApiOptions = {}): ChildrenApi {
  let children = [...(options.children ?? CHILDREN)];
  const listQueries: ReceivedListQuery[] = [];
  const updates: ChildrenApi['updates'] = [];
  const statusChanges: ChildrenApi['statusChanges'] = [];
  const deletions: number[] = [];

  const notFound = (id: number): ErrorBody => ({ error: 'not_found', message: `Child ${id} was not found.` });
  const replace = (updated: Child) => {
    children = children.map((candidate) => (candidate.id === updated.id ? updated : candidate));
  };

  const handlers: RequestHandler[] = [
    http.get('/admin/children', async ({ query, response }) => {
      const received: ReceivedListQuery = {
        page: query.get('page'),
        limit: query.get('limit'),
        search: query.get('search'),
        status: query.get('status'),
        communication_level: query.get('communication_level'),
        age_range: query.get('age_range'),
      };
      listQueries.push(received);
      if (options.list === 'loading') await delay('infinite');
      if (options.list === 'error') return response(500).json(LIST_FAILURE);
      const ageRange = received.age_range;
      if (ageRange !== null && !isAgeRange(ageRange)) {
        return response(400).json({ error: 'validation_failed', message: `Unknown age range ${ageRange}.` });
      }
      const page = Number(received.page ?? 1);
      const limit = Number(received.limit ?? 10);
      const found = children.filter((child) =>
        matches(child, {
          search: received.search ?? undefined,
          status: (received.status ?? undefined) as ListChildrenQuery['status'],
          communication_level: (received.communication_level ??
            undefined) as ListChildrenQuery['communication_level'],
          age_range: ageRange ?? undefined,
        }),
      );
      const totalPages = Math.ceil(found.length / limit);
      const rows = found.slice((page - 1) * limit, page * limit);
      const startIndex = rows.length > 0 ? (page - 1) * limit + 1 : 0;
      return response(200).json({
        children: rows,
        pagination: {
          currentPage: page,
          totalPages,
          totalCount: found.length,
          limit,
          hasNextPage: page < totalPages,
          hasPrevPage: page > 1,
          startIndex,
          endIndex: rows.length > 0 ? startIndex + rows.length - 1 : 0,
        },
      });
    }),

    http.put('/admin/children/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      updates.push({ id, body });
      if (options.updateFailure === 'invalidFirstName') return response(400).json(INVALID_FIRST_NAME_FAILURE);
      if (options.updateFailure === 'serverError') return response(500).json(SERVER_FAILURE);
      const child = children.find((candidate) => candidate.id === id);
      if (!child) return response(404).json(notFound(id));
      const first = body.first_name.trim();
      const last = body.last_name.trim();
      const updated: Child = {
        ...child,
        first_name: first,
        last_name: last,
        name: `${first} ${last}`.trim(),
        communication_level: body.communication_level,
        status: body.status,
        ...(body.diagnosis === undefined
          ? {}
          : { diagnosis: body.diagnosis?.trim() ? body.diagnosis.trim() : null }),
      };
      replace(updated);
      return response(200).json({ success: true, message: 'Child updated successfully.', child: updated });
    }),

    http.put('/admin/children/{id}/status', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      statusChanges.push({ id, body });
      if (options.statusFailure) return response(500).json(LIST_FAILURE);
      const child = children.find((candidate) => candidate.id === id);
      if (!child) return response(404).json(notFound(id));
      const updated: Child = { ...child, status: body.status };
      replace(updated);
      return response(200).json({
        success: true,
        message: `Child status changed to ${body.status}.`,
        child: updated,
      });
    }),

    http.delete('/admin/children/{id}', ({ params, response }) => {
      const id = Number(params.id);
      if (!children.some((child) => child.id === id)) return response(404).json(notFound(id));
      deletions.push(id);
      children = children.filter((child) => child.id !== id);
      return response(200).json({ success: true, message: 'Child deleted successfully.' });
    }),
  ];

  return { handlers, listQueries, updates, statusChanges, deletions, children: () => [...children] };
}
