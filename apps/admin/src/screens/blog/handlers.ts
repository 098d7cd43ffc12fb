/**
 * The blog APIs for the Blog Management, Blog Categories and Blog Subscriptions stories:
 * contract-typed handlers around in-memory rows that answer like the reference server (posts and
 * categories whole, subscribers 50 a page with total/pages pagination), record what they
 * received, and refuse on request (an upload, a save, chosen subscribers of a bulk action).
 */
import type { components } from '@aac/api-client';
import { MESSAGES } from '@aac/domain';
import type { RequestHandler } from 'msw';
import { fakeRows, LIST_FAILURE, pagePagination } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import type { BlogCategory } from './categories.list';
import { CATEGORIES, POSTS } from './fixtures';
import type { BlogPost } from './posts.list';
import type { NewsletterSubscription } from './subscriptions.list';

type ErrorBody = components['schemas']['Error'];

const FIRST: ReadonlyArray<[string, string | null, string | null, NewsletterSubscription['status']]> = [
  ['sam.reader@example.com', 'Sam', 'Reader', 'active'],
  ['ada.lovelace@example.org', 'Ada', 'Lovelace', 'active'],
  ['old.inbox@example.net', null, null, 'bounced'],
  ['grace.hopper@example.com', 'Grace', 'Hopper', 'unsubscribed'],
  ['lin.park@example.com', 'Lin', 'Park', 'active'],
];

/** 60 subscribers, newest first: the five above, then a mix of statuses (two pages of 50). */
export const SUBSCRIPTIONS: readonly NewsletterSubscription[] = Array.from({ length: 60 }, (_, index) => {
  const [email, first_name, last_name, status] = FIRST[index] ?? [
    `reader${index + 1}@example.com`,
    `Reader`,
    `${index + 1}`,
    index % 7 === 0 ? 'unsubscribed' : 'active',
  ];
  const day = String(28 - Math.floor(index / 3)).padStart(2, '0');
  return {
    id: 400 - index,
    version: 1,
    email,
    first_name,
    last_name,
    status,
    subscribed_at: `2025-05-${day}T09:00:00Z`,
  };
});

export const STATS = {
  total_subscriptions: 60,
  active_subscriptions: 50,
  new_this_month: 12,
  new_this_week: 3,
};

export interface SubscriptionsApiOptions extends ListApiOptions<NewsletterSubscription> {
  /** Emails whose change or delete the server refuses with a 500. */
  refuse?: readonly string[];
  /** The subscriber figures fail (500). */
  statsFail?: boolean;
}

export interface SubscriptionsApi extends ListScreenApi {
  /** How many times the subscriber figures were asked for. */
  statsRequests(): number;
  updates: Array<{ id: number; status: string }>;
  deletions: number[];
  /** The X-Batch-Id of each change (an update or a delete) in the order received; null without one. */
  batchIds: Array<string | null>;
  subscriptions(): NewsletterSubscription[];
  /** Another admin deletes a subscription meanwhile (not recorded in `deletions`). */
  removeElsewhere(id: number): void;
}

const REFUSED: ErrorBody = { error: 'internal_error', message: 'The mailing provider did not answer.' };
export const STATS_FAILURE: ErrorBody = {
  error: 'internal_error',
  message: 'The statistics could not be counted.',
};

export function createSubscriptionsApi(options: SubscriptionsApiOptions = {}): SubscriptionsApi {
  const rows = fakeRows(options.rows ?? SUBSCRIPTIONS, {
    searchText: (row) => `${row.email} ${row.first_name ?? ''} ${row.last_name ?? ''}`,
    filters: { status: (row, value) => row.status === value },
  });
  const updates: SubscriptionsApi['updates'] = [];
  const deletions: number[] = [];
  const batchIds: SubscriptionsApi['batchIds'] = [];
  let statsRequests = 0;
  const refused = (id: number) => options.refuse?.includes(rows.find(id)?.email ?? '') ?? false;

  const handlers: RequestHandler[] = [
    http.get('/blog/admin/subscriptions', async ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      if (!query.has('limit')) query.set('limit', '50');
      const answer = await rows.list(query, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      const { currentPage, limit, totalCount, totalPages } = answer.pagination;
      return response(200).json({
        success: true,
        subscriptions: answer.rows,
        pagination: { page: currentPage, limit, total: totalCount, pages: totalPages },
      });
    }),
    http.get('/blog/admin/subscription-stats', ({ response }) => {
      statsRequests += 1;
      if (options.statsFail) return response(500).json(STATS_FAILURE);
      return response(200).json({ success: true, stats: STATS });
    }),
    http.put('/blog/admin/subscriptions/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = rows.precondition(id, request, 'subscription');
      if (stale) return response(412).json(stale);
      const { status } = await request.json();
      updates.push({ id, status });
      batchIds.push(request.headers.get('X-Batch-Id'));
      if (refused(id)) return response(500).json(REFUSED);
      const subscription = rows.replace(id, { status });
      if (!subscription) return response(404).json(rows.notFound('Subscription', id));
      return response(200).json({
        success: true,
        message: 'Subscription updated successfully.',
        subscription,
      });
    }),
    http.delete('/blog/admin/subscriptions/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = rows.precondition(id, request, 'subscription');
      if (stale) return response(412).json(stale);
      deletions.push(id);
      batchIds.push(request.headers.get('X-Batch-Id'));
      if (refused(id)) return response(500).json(REFUSED);
      if (!rows.remove(id)) return response(404).json(rows.notFound('Subscription', id));
      return response(200).json({ success: true, message: 'Subscription deleted successfully.' });
    }),
  ];

  return {
    handlers,
    listQueries: rows.listQueries,
    rowCount: () => rows.all().length,
    statsRequests: () => statsRequests,
    updates,
    deletions,
    batchIds,
    subscriptions: rows.all,
    removeElsewhere: (id) => void rows.remove(id),
  };
}

// ---------------------------------------------------------------- posts and categories

/** The public category list (name and count of published posts), active categories only (core spec §3). */
const publicCategories = (categories: readonly BlogCategory[]) =>
  categories
    .filter((category) => category.is_active)
    .map((category) => ({ name: category.name, count: category.post_count }));

export const SAVE_REFUSED: ErrorBody = {
  error: 'conflict',
  message: 'A category named "Parenting" already exists.',
  details: [{ path: '/name', message: 'Another category already has this name.' }],
};

/** A save the server failed without a reason to give. */
export const SAVE_BROKE: ErrorBody = { error: 'internal_error', message: 'Internal server error.' };

export const UPLOAD_REFUSED: ErrorBody = {
  error: 'bad_request',
  message: 'The file is not an image the server accepts.',
};

export interface PostsApiOptions extends ListApiOptions<BlogPost> {
  /** Refuse every image upload with a 400. */
  uploadFails?: boolean;
  /** Refuse every save with a 500. */
  saveFails?: boolean;
}

export interface PostsApi extends ListScreenApi {
  saved: Array<{ id: number | null; body: components['schemas']['BlogPostInput'] }>;
  uploads: number;
  posts(): BlogPost[];
}

export function createPostsApi(options: PostsApiOptions = {}): PostsApi {
  const rows = fakeRows(options.rows ?? POSTS, {
    searchText: (post) => `${post.title} ${post.excerpt} ${post.tags.join(' ')}`,
    filters: { status: (post, value) => post.status === value },
  });
  const saved: PostsApi['saved'] = [];
  let uploads = 0;
  let nextId = 1000;
  const api: PostsApi = {
    handlers: [
      http.get('/admin/blog/posts', async ({ request, response }) => {
        const answer = await rows.list(new URL(request.url).searchParams, options.list);
        if ('failure' in answer) return response(500).json(answer.failure);
        return response(200).json({ posts: answer.rows, pagination: pagePagination(answer.pagination) });
      }),
      http.get('/blog/categories', ({ response }) =>
        response(200).json({ success: true, categories: publicCategories(CATEGORIES) }),
      ),
      http.get('/admin/blog/categories', ({ response }) =>
        response(200).json({ categories: [...CATEGORIES] }),
      ),
      http.post('/admin/upload/image', ({ response }) => {
        uploads += 1;
        if (options.uploadFails) return response(400).json(UPLOAD_REFUSED);
        return response(201).json({ url: `/uploads/story-image-${uploads}.png` });
      }),
      http.post('/admin/blog/posts', async ({ request, response }) => {
        const body = await request.json();
        saved.push({ id: null, body });
        if (options.saveFails) return response(500).json(LIST_FAILURE);
        const post: BlogPost = {
          id: nextId++,
          version: 1,
          title: body.title,
          content: body.content ?? '',
          excerpt: body.excerpt ?? '',
          tags: body.tags ?? [],
          status: body.status ?? 'draft',
          featured_image: body.featured_image ?? null,
          author_name: 'Ada Admin',
          created_at: '2025-05-29T09:00:00Z',
        };
        rows.prepend(post);
        return response(201).json({ success: true, message: 'Post created successfully.', post });
      }),
      http.put('/admin/blog/posts/{id}', async ({ params, request, response }) => {
        const id = Number(params.id);
        const stale = rows.precondition(id, request, 'post');
        if (stale) return response(412).json(stale);
        const body = await request.json();
        saved.push({ id, body });
        if (options.saveFails) return response(500).json(LIST_FAILURE);
        const post = rows.replace(id, { ...body, featured_image: body.featured_image ?? null });
        if (!post) return response(404).json(rows.notFound('Blog post', id));
        return response(200).json({ success: true, message: 'Post updated successfully.', post });
      }),
      http.put('/admin/blog/posts/{id}/status', async ({ params, request, response }) => {
        const id = Number(params.id);
        const stale = rows.precondition(id, request, 'post');
        if (stale) return response(412).json(stale);
        const { status } = await request.json();
        const post = rows.replace(id, { status });
        if (!post) return response(404).json(rows.notFound('Blog post', id));
        const message = status === 'published' ? 'Post published.' : 'Post moved to drafts.';
        return response(200).json({ success: true, message, post });
      }),
      http.delete('/admin/blog/posts/{id}', ({ params, request, response }) => {
        const id = Number(params.id);
        const stale = rows.precondition(id, request, 'post');
        if (stale) return response(412).json(stale);
        if (!rows.remove(id)) return response(404).json(rows.notFound('Blog post', id));
        return response(200).json({ success: true, message: 'Post deleted successfully.' });
      }),
    ],
    listQueries: rows.listQueries,
    rowCount: () => rows.all().length,
    saved,
    get uploads() {
      return uploads;
    },
    posts: rows.all,
  };
  return api;
}

export interface CategoriesApiOptions extends ListApiOptions<BlogCategory> {
  /** Refuse every save with SAVE_REFUSED (a 409 naming the name field). */
  saveFails?: boolean;
  /** Fail every save with a 500 that gives no reason. */
  saveBreaks?: boolean;
  /** Refuse every delete with a 500. */
  deleteFails?: boolean;
}

export interface CategoriesApi extends ListScreenApi {
  saved: Array<{ id: number | null; body: components['schemas']['BlogCategoryInput'] }>;
  categories(): BlogCategory[];
}

export function createCategoriesApi(options: CategoriesApiOptions = {}): CategoriesApi {
  const rows = fakeRows(options.rows ?? CATEGORIES, {
    searchText: (category) => `${category.name} ${category.slug} ${category.description ?? ''}`,
    filters: {},
    whole: true,
  });
  const saved: CategoriesApi['saved'] = [];
  let nextId = 1000;
  const view = (body: components['schemas']['BlogCategoryInput']) => ({
    name: body.name,
    slug: body.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: body.description || null,
    color: body.color ?? 'blue',
    icon: body.icon ?? 'tag',
    sort_order: body.sort_order ?? 0,
    is_active: body.is_active ?? true,
  });
  return {
    handlers: [
      http.get('/admin/blog/categories', async ({ request, response }) => {
        const answer = await rows.list(new URL(request.url).searchParams, options.list);
        if ('failure' in answer) return response(500).json(answer.failure);
        return response(200).json({ categories: answer.rows });
      }),
      http.post('/admin/blog/categories', async ({ request, response }) => {
        const body = await request.json();
        saved.push({ id: null, body });
        if (options.saveFails) return response(409).json(SAVE_REFUSED);
        if (options.saveBreaks) return response(500).json(SAVE_BROKE);
        const category: BlogCategory = { id: nextId++, version: 1, ...view(body), post_count: 0 };
        rows.prepend(category);
        // Another backend's words: the app says the spec's own (core spec §8).
        return response(201).json({ success: true, message: 'OK', category });
      }),
      http.put('/admin/blog/categories/{id}', async ({ params, request, response }) => {
        const id = Number(params.id);
        const stale = rows.precondition(id, request, 'category');
        if (stale) return response(412).json(stale);
        const body = await request.json();
        saved.push({ id, body });
        if (options.saveFails) return response(409).json(SAVE_REFUSED);
        if (options.saveBreaks) return response(500).json(SAVE_BROKE);
        const category = rows.replace(id, view(body));
        if (!category) return response(404).json(rows.notFound('Blog category', id));
        return response(200).json({ success: true, message: 'OK', category });
      }),
      http.delete('/admin/blog/categories/{id}', ({ params, request, response }) => {
        const id = Number(params.id);
        const stale = rows.precondition(id, request, 'category');
        if (stale) return response(412).json(stale);
        if (options.deleteFails) return response(500).json(LIST_FAILURE);
        if (!rows.remove(id)) return response(404).json(rows.notFound('Blog category', id));
        return response(200).json({ success: true, message: MESSAGES.categoryDeleted });
      }),
    ],
    listQueries: rows.listQueries,
    rowCount: () => rows.all().length,
    saved,
    categories: rows.all,
  };
}
