/**
 * The children API for the Child Management stories: contract-typed handlers (openapi-msw)
 * around in-memory rows that answer like the reference server (search over child and parent,
 * the three filters, pages, the same messages), record what they received, and fail on request.
 */
import type { components } from '@aac/api-client';
import { ageInRange, CHILD_STATUSES, COMMUNICATION_LEVELS, isAgeRange } from '@aac/domain';
import type { RequestHandler } from 'msw';
import { fakeRows, LIST_FAILURE } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import type { Child } from './children.list';
import { CHILDREN } from './fixtures';

type ErrorBody = components['schemas']['Error'];

export interface ChildrenApiOptions extends ListApiOptions<Child> {
  /** Refuse every edit: 400 naming the last name, or a 500 with only a message. */
  updateFailure?: 'invalidLastName' | 'serverError';
  /** Refuse every status change with a 500. */
  statusFailure?: boolean;
}

export interface ChildrenApi extends ListScreenApi {
  updates: Array<{ id: number; body: components['schemas']['ChildUpdate'] }>;
  statusChanges: Array<{ id: number; body: components['schemas']['ChildStatusUpdate'] }>;
  children(): Child[];
}

export const INVALID_LAST_NAME: ErrorBody = {
  error: 'validation_failed',
  message: 'The request is not valid.',
  details: [{ path: '/last_name', message: 'must NOT contain digits' }],
};
export const SERVER_FAILURE: ErrorBody = {
  error: 'internal_error',
  message: 'The child could not be saved: the database is read-only for maintenance.',
};

export function createChildrenApi(options: ChildrenApiOptions = {}): ChildrenApi {
  const children = fakeRows(options.rows ?? CHILDREN, {
    // The reference server searches the child's name and diagnosis and the parent's name and email.
    searchText: (child) =>
      [child.first_name, child.last_name, child.diagnosis ?? '', child.parent.name, child.parent.email].join(
        ' ',
      ),
    filters: {
      status: (child, value) => child.status === value,
      communication_level: (child, value) => child.communication_level === value,
      age_range: (child, value) => isAgeRange(value) && ageInRange(child.age, value),
    },
    // The reference server's orders: levels and statuses in the spec's order (core §2.2), an
    // unknown age as the oldest. (It sorts age by birth date, which fixtures do not have.)
    sort: {
      name: (child) => `${child.first_name} ${child.last_name}`.toLowerCase(),
      age: (child) => child.age,
      communication_level: (child) => COMMUNICATION_LEVELS.indexOf(child.communication_level),
      status: (child) => CHILD_STATUSES.indexOf(child.status),
      recent_progress: (child) => child.stats.recent_progress,
      total_sessions: (child) => child.stats.total_sessions,
      created_at: (child) => child.created_at,
    },
  });
  const updates: ChildrenApi['updates'] = [];
  const statusChanges: ChildrenApi['statusChanges'] = [];

  const handlers: RequestHandler[] = [
    http.get('/admin/children', async ({ request, response }) => {
      const answer = await children.list(new URL(request.url).searchParams, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      return response(200).json({ children: answer.rows, pagination: answer.pagination });
    }),
    http.put('/admin/children/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = children.precondition(id, request, 'child');
      if (stale) return response(412).json(stale);
      const body = await request.json();
      updates.push({ id, body });
      if (options.updateFailure === 'invalidLastName') return response(400).json(INVALID_LAST_NAME);
      if (options.updateFailure === 'serverError') return response(500).json(SERVER_FAILURE);
      const name = `${body.first_name} ${body.last_name}`.trim();
      const child = children.replace(id, { ...body, name, diagnosis: body.diagnosis ?? null });
      if (!child) return response(404).json(children.notFound('Child', id));
      return response(200).json({ success: true, message: 'Child updated successfully.', child });
    }),
    http.put('/admin/children/{id}/status', async ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = children.precondition(id, request, 'child');
      if (stale) return response(412).json(stale);
      const body = await request.json();
      statusChanges.push({ id, body });
      if (options.statusFailure) return response(500).json(LIST_FAILURE);
      const child = children.replace(id, { status: body.status });
      if (!child) return response(404).json(children.notFound('Child', id));
      return response(200).json({ success: true, message: `Child status changed to ${body.status}.`, child });
    }),
    http.delete('/admin/children/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = children.precondition(id, request, 'child');
      if (stale) return response(412).json(stale);
      if (!children.remove(id)) return response(404).json(children.notFound('Child', id));
      return response(200).json({ success: true, message: 'Child deleted successfully.' });
    }),
  ];

  return {
    handlers,
    listQueries: children.listQueries,
    rowCount: () => children.all().length,
    updates,
    statusChanges,
    children: children.all,
  };
}
