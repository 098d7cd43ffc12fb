import { COLLECTION_LIMITS, TEAM_MEMBERS_MAX, UNPAGED_HISTORY_MAX, UNPAGED_POSTS_MAX } from '@aac/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminToken,
  call,
  describeInternals,
  expectConflict,
  startServer,
  type TestServer,
} from './harness.ts';

/**
 * Every list the server answers is bounded: the whole lists by refusing a create past their
 * bound (409), the growing histories by answering at most their newest rows when not paged.
 * The lists are filled straight in the database (thousands of API calls would only slow the
 * suite), so these run in-process.
 */

interface ErrorBody {
  error: string;
  message: string;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

const db = () => {
  const internal = server.internal;
  if (!internal) throw new Error('in-process only');
  return internal.database.db;
};

/** Adds rows straight in the table until it holds `total`. */
async function fillTo(
  table: string,
  total: number,
  row: (index: number) => Record<string, unknown>,
  tab?: string,
) {
  const where = tab === undefined ? sql`` : sql`where tab = ${tab}`;
  const { rows } = await sql<{
    count: string;
  }>`select count(*) as count from ${sql.table(table)} ${where}`.execute(db());
  const missing = total - Number(rows[0]?.count ?? 0);
  const values = Array.from({ length: missing }, (_, index) => row(index));
  for (let start = 0; start < values.length; start += 200) {
    await db()
      .insertInto(table as never)
      .values(values.slice(start, start + 200) as never)
      .execute();
  }
}

describeInternals('lists answered whole are bounded (in-process)', () => {
  it('refuses a blog category past 200 with 409 saying which list is full, and takes one again after a delete', async () => {
    await fillTo('blog_categories', COLLECTION_LIMITS.blogCategories, (index) => ({
      name: `Filler category ${index}`,
      slug: `filler-category-${index}`,
    }));
    const refused = await call<ErrorBody>(server, 'createBlogCategory', {
      token,
      body: { name: 'One too many' },
    });
    expectConflict(refused.status, refused.body, 'createBlogCategory', 'listFull');
    // The public list, read by anyone, stays within its bound (the contract's maxItems checks it).
    const listed = await call<{ categories: unknown[] }>(server, 'listPublicBlogCategories');
    expect(listed.body.categories.length).toBeLessThanOrEqual(200);

    const { id } = await db()
      .selectFrom('blog_categories')
      .select('id')
      .where('slug', '=', 'filler-category-0')
      .executeTakeFirstOrThrow();
    expect((await call(server, 'deleteBlogCategory', { token, params: { id } })).status).toBe(200);
    const accepted = await call(server, 'createBlogCategory', { token, body: { name: 'One too many' } });
    expect(accepted.status).toBe(201);
  });

  it('refuses a social link past 100, a plan past 100, a role past 100 and a permission past 200', async () => {
    await fillTo('social_links', COLLECTION_LIMITS.socialLinks, (index) => ({
      platform: `Filler ${index}`,
      url: `https://example.org/${index}`,
    }));
    const link = await call<ErrorBody>(server, 'saveSocialLink', {
      token,
      body: { platform: 'Mastodon', url: 'https://mastodon.example/@aac' },
    });
    expectConflict(link.status, link.body, 'saveSocialLink');

    await fillTo('plans', COLLECTION_LIMITS.plans, (index) => ({
      name: `Filler plan ${index}`,
      plan_key: `filler_plan_${index}`,
      features: JSON.stringify([]),
      selected_features: JSON.stringify({}),
    }));
    const plan = await call<ErrorBody>(server, 'createSubscriptionPlan', {
      token,
      body: { name: 'Starter', plan_key: 'starter_bound', generate_stripe_ids: false },
    });
    expectConflict(plan.status, plan.body, 'createSubscriptionPlan', 'listFull');
    // The Stripe-synchronised create shares the bound, and refuses before a product is made.
    const stripePlan = await call<ErrorBody>(server, 'createStripePlan', {
      token,
      body: {
        name: 'Starter',
        plan_key: 'starter_stripe_bound',
        plan_type: 'individual',
        price_monthly: 9.99,
      },
    });
    expectConflict(stripePlan.status, stripePlan.body, 'createStripePlan', 'listFull');

    await fillTo('roles', COLLECTION_LIMITS.roles, (index) => ({ name: `filler_role_${index}` }));
    const role = await call<ErrorBody>(server, 'createRole', { token, body: { name: 'one_too_many' } });
    expectConflict(role.status, role.body, 'createRole', 'listFull');

    await fillTo('permissions', COLLECTION_LIMITS.permissions, (index) => ({
      name: `filler.permission${index}`,
    }));
    const permission = await call<ErrorBody>(server, 'createPermission', {
      token,
      body: { name: 'filler.one_too_many', category: 'filler' },
    });
    expectConflict(permission.status, permission.body, 'createPermission', 'listFull');
  });

  it('bounds support content per tab: a full Articles tab still takes videos', async () => {
    await fillTo(
      'support_items',
      COLLECTION_LIMITS.supportItemsPerTab,
      (index) => ({ tab: 'articles', title: `Filler article ${index}`, category_key: 'getting-started' }),
      'articles',
    );
    const category = await db()
      .selectFrom('support_items')
      .select('key')
      .where('tab', '=', 'categories')
      .where('key', 'is not', null)
      .executeTakeFirstOrThrow();
    const article = await call<ErrorBody>(server, 'saveSupportItem', {
      token,
      params: { tab: 'articles' },
      body: { title: 'One too many', category_key: category.key },
    });
    expectConflict(article.status, article.body, 'saveSupportItem', 'tabFull');
    const video = await call(server, 'saveSupportItem', {
      token,
      params: { tab: 'videos' },
      body: { title: 'Still room for videos', video_url: 'https://video.example/1' },
    });
    expect(video.status).toBe(201);
    const content = await call<Record<string, unknown[]>>(server, 'getSupportContent', { token });
    expect(content.body.articles).toHaveLength(200);
  });

  it("bounds an enterprise's team through its maximum, at most 1,000", async () => {
    const base = {
      name: 'Big Co',
      email: 'office@big.example.org',
      contact_person: 'Bo Big',
      max_children: 50,
    };
    const tooMany = await call<ErrorBody>(server, 'createEnterprise', {
      token,
      body: { ...base, max_team_members: TEAM_MEMBERS_MAX + 1 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('validation_failed');
    const atBound = await call(server, 'createEnterprise', {
      token,
      body: { ...base, max_team_members: 1000 },
    });
    expect(atBound.status).toBe(201);
  });
});

describeInternals('growing histories read without paging stop at their newest rows (in-process)', () => {
  it('answers the 1,000 newest payments unpaged, and every one through the pages', async () => {
    await fillTo('payments', UNPAGED_HISTORY_MAX + 5, (index) => ({
      user_email: `payer${index}@example.org`,
      transaction_id: `pi_bound_${index}`,
      amount: 1,
      status: 'completed',
      created_at: new Date(Date.UTC(2030, 0, 1, 0, 0, index)),
    }));
    const whole = await call<{ payments: { transaction_id: string }[] }>(server, 'listPayments', { token });
    expect(whole.body.payments).toHaveLength(1000);
    // Newest first.
    const newest = await db()
      .selectFrom('payments')
      .select('transaction_id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(whole.body.payments[0]?.transaction_id).toBe(newest.transaction_id);
    const paged = await call<{ pagination: { total: number; pages: number } }>(server, 'listPayments', {
      token,
      query: { page: 1, limit: 100 },
    });
    expect(paged.body.pagination.total).toBeGreaterThan(1000);
  });

  it('answers the 100 newest posts unpaged, and pages them with a total', async () => {
    await fillTo('blog_posts', UNPAGED_POSTS_MAX + 20, (index) => ({
      title: `Filler post ${index}`,
      created_at: new Date(Date.UTC(2030, 0, 1, 0, 0, index)),
    }));
    const whole = await call<{ posts: { title: string }[]; pagination?: unknown }>(server, 'listBlogPosts', {
      token,
    });
    expect(whole.body.posts).toHaveLength(100);
    expect(whole.body.pagination).toBeUndefined();
    const second = await call<{ posts: { title: string }[]; pagination: { page: number; total: number } }>(
      server,
      'listBlogPosts',
      { token, query: { page: 2, limit: 50 } },
    );
    expect(second.body.posts).toHaveLength(50);
    expect(second.body.pagination.page).toBe(2);
    expect(second.body.pagination.total).toBeGreaterThanOrEqual(120);
    const drafts = await call<{ posts: { status: string }[]; pagination: { total: number } }>(
      server,
      'listBlogPosts',
      {
        token,
        query: { status: 'draft', search: 'Filler post', limit: 10 },
      },
    );
    expect(drafts.body.posts.every((post) => post.status === 'draft')).toBe(true);
    const fillers = await db()
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('title', 'like', 'Filler post%')
      .executeTakeFirstOrThrow();
    expect(drafts.body.pagination.total).toBe(Number(fillers.count));
  });
});
