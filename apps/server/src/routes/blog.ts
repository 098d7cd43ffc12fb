import { COLLECTION_LIMITS, excerptToSave, slugify, UNPAGED_POSTS_MAX } from '@aac/domain';
import { type ExpressionBuilder, type InferResult, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { containsPattern } from '../db/search.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { AreaHandlers, RequestBody } from '../http/operation-types.ts';
import { ensureRoomFor } from './shared/capacity.ts';
import { optionalPageRequest, pagePaginationOf, rowWindow } from './shared/pagination.ts';
import { storedContent, storedPlainText } from './shared/storedHtml.ts';

/**
 * Blog area (core spec §2.4, §2.5, §4, §5, §7): posts (create, edit, publish/unpublish, delete),
 * the public category list with published post counts, and the admin category table.
 *
 * A post belongs to a category by carrying the category's name among its tags (the post dialog
 * adds a suggested category to the tags, core spec §2.4); names match without regard to case.
 */

// ---------------------------------------------------------------- stored text

/**
 * featured_image is shown as an image source: the upload's `/uploads/...` path or an http(s)
 * url. Other schemes (javascript:, data:, file:) and protocol-relative urls are refused.
 */
function checkedImageUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  const isRootPath = trimmed.startsWith('/') && !trimmed.startsWith('//');
  if (isRootPath || /^https?:\/\/[^/\s]/i.test(trimmed)) return trimmed;
  throw badRequest('The featured image must be an uploaded image path or an http(s) url.', [
    { path: '/featured_image', message: 'must start with / or http(s)://' },
  ]);
}

/**
 * core spec §5: tags are trimmed and empties dropped; a repeated tag is kept once. Tags are plain
 * text (the stored-text policy), so markup in one is removed first.
 */
function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => storedPlainText(tag)).filter((tag) => tag !== ''))];
}

// ---------------------------------------------------------------- posts

function postColumns(db: Db) {
  return db
    .selectFrom('blog_posts')
    .select([
      'id',
      'title',
      'content',
      'excerpt',
      'tags',
      'status',
      'featured_image',
      'author_name',
      'created_at',
      'version',
    ]);
}

type PostRow = InferResult<ReturnType<typeof postColumns>>[number];

/** A post as the contract's BlogPost schema shows it. */
function postView(row: PostRow) {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    tags: row.tags ?? [],
    status: row.status,
    featured_image: row.featured_image,
    author_name: row.author_name,
    created_at: row.created_at.toISOString(),
  };
}

async function findPost(db: Db, id: number) {
  const row = await postColumns(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Blog post ${id} was not found.`);
  return row;
}

/** The stored form of the post dialog's fields (core spec §5). */
async function postFields(input: RequestBody<'createBlogPost'>) {
  const content = (await storedContent(input)) ?? '';
  return {
    title: input.title.trim(),
    content,
    // core spec §5: an empty excerpt is filled from the plain text of the (sanitised) content:
    // at most 200 characters, then an ellipsis. A typed excerpt is stored as plain text too.
    excerpt: excerptToSave({ excerpt: storedPlainText(input.excerpt), content }),
    tags: cleanTags(input.tags ?? []),
    // core spec §4: new posts start as draft (the contract's default when status is omitted).
    status: input.status ?? ('draft' as const),
    featured_image: checkedImageUrl(input.featured_image),
  };
}

// ---------------------------------------------------------------- categories

/** Posts whose tags name the category (any letter case); `published` counts only published ones. */
function postsTagged(categoryName: ReturnType<typeof sql.ref>, options: { published: boolean }) {
  return sql<number>`(
    select count(*) from blog_posts p
     where ${options.published ? sql`p.status = 'published' and` : sql``}
           exists (select 1 from unnest(p.tags) as tag where lower(tag) = lower(${categoryName}))
  )`;
}

function categoryColumns(db: Db) {
  return db
    .selectFrom('blog_categories')
    .select([
      'blog_categories.id',
      'blog_categories.name',
      'blog_categories.slug',
      'blog_categories.description',
      'blog_categories.color',
      'blog_categories.icon',
      'blog_categories.sort_order',
      'blog_categories.is_active',
      'blog_categories.version',
      postsTagged(sql.ref('blog_categories.name'), { published: false }).as('post_count'),
    ]);
}

type CategoryRow = InferResult<ReturnType<typeof categoryColumns>>[number];
type CategoryInput = RequestBody<'createBlogCategory'>;

/** A category as the contract's BlogCategory schema shows it; an empty description is null. */
function categoryView(row: CategoryRow) {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    slug: row.slug,
    description: row.description === '' ? null : row.description,
    color: row.color as NonNullable<CategoryInput['color']>,
    icon: row.icon as NonNullable<CategoryInput['icon']>,
    sort_order: row.sort_order,
    is_active: row.is_active,
    post_count: Number(row.post_count),
  };
}

async function findCategory(db: Db, id: number) {
  const row = await categoryColumns(db).where('blog_categories.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Blog category ${id} was not found.`);
  return row;
}

/**
 * The slug derived from the name (contract: read-only, unique). A name with no Latin letters or
 * digits still gets a stable slug from its bytes.
 */
function slugOf(name: string): string {
  return slugify(name) || `category-${Buffer.from(name).toString('hex').slice(0, 40)}`;
}

/** The stored form of the category form (core spec §5: defaults blue, tag, 0, active). */
function categoryFields(input: CategoryInput) {
  const name = input.name.trim();
  return {
    name,
    slug: slugOf(name),
    description: input.description?.trim() ?? '',
    color: input.color ?? 'blue',
    icon: input.icon ?? 'tag',
    sort_order: input.sort_order ?? 0,
    is_active: input.is_active ?? true,
  };
}

/** Contract: category names, and so slugs, are unique; a clash answers 409. */
async function refuseDuplicateCategory(db: Db, fields: { name: string; slug: string }, exceptId?: number) {
  let query = db
    .selectFrom('blog_categories')
    .select(['id', 'name'])
    .where((eb) =>
      eb.or([eb(sql`lower(name)`, '=', fields.name.toLowerCase()), eb('slug', '=', fields.slug)]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const clash = await query.executeTakeFirst();
  if (clash) {
    throw conflict(
      clash.name.toLowerCase() === fields.name.toLowerCase()
        ? `A category named "${clash.name}" already exists.`
        : `The name "${fields.name}" gives the same address (${fields.slug}) as the category "${clash.name}".`,
    );
  }
}

// ---------------------------------------------------------------- handlers

export const blogHandlers = {
  async listBlogPosts(request) {
    const { db } = request.server;
    const { search, status } = request.query;
    // Newest first; the optional search and status narrow it, and paging reads it a page at a
    // time (contract, "Optionally paged lists"). Unpaged, the newest UNPAGED_POSTS_MAX.
    const pattern = containsPattern(search);
    const filter = (eb: ExpressionBuilder<Database, 'blog_posts'>) =>
      eb.and([
        ...(status ? [eb('status', '=', status)] : []),
        ...(pattern
          ? [
              eb.or([
                eb('title', 'ilike', pattern),
                eb('excerpt', 'ilike', pattern),
                sql<boolean>`exists (select 1 from unnest(blog_posts.tags) as tag where tag ilike ${pattern})`,
              ]),
            ]
          : []),
      ]);
    const page = optionalPageRequest(request.query);
    const shown = rowWindow(page, UNPAGED_POSTS_MAX);
    const rows = await postColumns(db)
      .where(filter)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(shown.limit)
      .offset(shown.offset)
      .execute();
    if (!page) return { posts: rows.map(postView) };
    const { total } = await db
      .selectFrom('blog_posts')
      .where(filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { posts: rows.map(postView), pagination: pagePaginationOf(page, Number(total)) };
  },

  async createBlogPost(request) {
    const { db } = request.server;
    const fields = await postFields(request.body);
    const admin = request.admin;
    const author = admin ? `${admin.first_name} ${admin.last_name}`.trim() : '';
    const now = new Date();
    const row = await db
      .insertInto('blog_posts')
      .values({
        ...fields,
        author_name: author || null,
        author_admin_id: admin?.id ?? null,
        published_at: fields.status === 'published' ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      success: true as const,
      message: 'Post created successfully.',
      post: postView(await findPost(db, row.id)),
    };
  },

  async updateBlogPost(request) {
    const { db } = request.server;
    const { id } = request.params;
    // Contract: PUT replaces the post's fields (omitted optional fields take their defaults);
    // the author and the creation time stay.
    const fields = await postFields(request.body);
    return inTransaction(db, async (trx) => {
      const current = await findPost(trx, id);
      const now = new Date();
      await trx
        .updateTable('blog_posts')
        .set({
          ...fields,
          ...publicationChange(current.status, fields.status, now),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      return {
        success: true as const,
        message: 'Post updated successfully.',
        post: postView(await findPost(trx, id)),
      };
    });
  },

  async updateBlogPostStatus(request) {
    const { db } = request.server;
    const { id } = request.params;
    const { status } = request.body;
    return inTransaction(db, async (trx) => {
      const current = await findPost(trx, id);
      const now = new Date();
      await trx
        .updateTable('blog_posts')
        .set({ status, ...publicationChange(current.status, status, now), updated_at: now })
        .where('id', '=', id)
        .execute();
      return {
        success: true as const,
        message: status === 'published' ? 'Post published.' : 'Post moved to drafts.',
        post: postView(await findPost(trx, id)),
      };
    });
  },

  async deleteBlogPost(request) {
    const { db } = request.server;
    const { id } = request.params;
    const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(`Blog post ${id} was not found.`);
    return { success: true as const, message: 'Post deleted successfully.' };
  },

  async listPublicBlogCategories(request) {
    const { db } = request.server;
    // core spec §3: the public list carries only name and count (of published posts), active
    // categories only, in the admin's sort order.
    const rows = await db
      .selectFrom('blog_categories')
      .select(['name', postsTagged(sql.ref('blog_categories.name'), { published: true }).as('count')])
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .orderBy('name')
      .execute();
    return {
      success: true as const,
      categories: rows.map((row) => ({ name: row.name, count: Number(row.count) })),
    };
  },

  async listBlogCategories(request) {
    const { db } = request.server;
    const pattern = containsPattern(request.query.search);
    let query = categoryColumns(db);
    if (pattern) {
      query = query.where((eb) =>
        eb.or([
          eb('blog_categories.name', 'ilike', pattern),
          eb('blog_categories.slug', 'ilike', pattern),
          eb('blog_categories.description', 'ilike', pattern),
        ]),
      );
    }
    const rows = await query.orderBy('blog_categories.sort_order').orderBy('blog_categories.name').execute();
    return { categories: rows.map(categoryView) };
  },

  async createBlogCategory(request) {
    const { db } = request.server;
    const fields = categoryFields(request.body);
    return inTransaction(db, async (trx) => {
      await refuseDuplicateCategory(trx, fields);
      await ensureRoomFor(trx, 'blog_categories', COLLECTION_LIMITS.blogCategories, 'blog categories');
      const row = await trx
        .insertInto('blog_categories')
        .values(fields)
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        success: true as const,
        // core spec §8: the toast "Category created successfully!".
        message: 'Category created successfully!',
        category: categoryView(await findCategory(trx, row.id)),
      };
    });
  },

  async updateBlogCategory(request) {
    const { db } = request.server;
    const { id } = request.params;
    const fields = categoryFields(request.body);
    return inTransaction(db, async (trx) => {
      const current = await findCategory(trx, id);
      await refuseDuplicateCategory(trx, fields, id);
      await trx
        .updateTable('blog_categories')
        .set({ ...fields, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      if (current.name !== fields.name) {
        // Posts belong to a category through its name in their tags: a rename carries them along,
        // in the same transaction, so the category keeps its posts and counts.
        await sql`
          update blog_posts
             set tags = array(
                   select case when lower(tag) = lower(${current.name}) then ${fields.name} else tag end
                     from unnest(tags) with ordinality as t(tag, position)
                    order by position),
                 updated_at = now()
           where exists (select 1 from unnest(tags) as tag where lower(tag) = lower(${current.name}))
        `.execute(trx);
      }
      return {
        success: true as const,
        // core spec §8: the toast "Category updated successfully!".
        message: 'Category updated successfully!',
        category: categoryView(await findCategory(trx, id)),
      };
    });
  },

  async deleteBlogCategory(request) {
    const { db } = request.server;
    const { id } = request.params;
    // Contract: the category goes; posts keep their tags.
    const result = await db.deleteFrom('blog_categories').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(`Blog category ${id} was not found.`);
    // core spec §8: the toast "Category deleted successfully!".
    return { success: true as const, message: 'Category deleted successfully!' };
  },
} satisfies AreaHandlers;

/**
 * published_at follows the status: set when a post is first published (or published again after
 * being a draft), cleared when it goes back to draft, kept while it stays published.
 */
function publicationChange(
  from: 'draft' | 'published',
  to: 'draft' | 'published',
  now: Date,
): { published_at?: Date | null } {
  if (to === 'draft') return { published_at: null };
  if (from === 'draft') return { published_at: now };
  return {};
}
