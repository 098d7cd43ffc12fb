import { COLLECTION_LIMITS, SUPPORT_TABS } from '@aac/domain';
import type { InferResult } from 'kysely';
import type { Db, SupportTab } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { AreaHandlers, RequestBody } from '../http/operation-types.ts';
import { ensureRoomFor } from './shared/capacity.ts';
import { storedContent, storedPlainText } from './shared/storedHtml.ts';

/**
 * Support content area (platform spec §2.3, §3, §5, §7): the five tabs (categories, articles,
 * videos, support options, community) in one table, created and updated through one POST per
 * tab (with `id` it updates), and deleted per tab.
 */

type SupportItemInput = RequestBody<'saveSupportItem'>;

function itemColumns(db: Db) {
  return db
    .selectFrom('support_items as item')
    .leftJoin('support_items as category', (join) =>
      join.onRef('category.key', '=', 'item.category_key').on('category.tab', '=', 'categories'),
    )
    .select([
      'item.id',
      'item.tab',
      'item.key',
      'item.title',
      'item.description',
      'item.icon',
      'item.color_gradient',
      'item.article_count',
      'item.sort_order',
      'item.is_active',
      'item.content',
      'item.excerpt',
      'item.category_key',
      // platform §3: category_title is read-only, the title of the category the key names.
      'category.title as category_title',
      'item.views',
      'item.read_time',
      'item.is_featured',
      'item.is_published',
      'item.video_url',
      'item.thumbnail_url',
      'item.duration_minutes',
      'item.action_text',
      'item.action_type',
      'item.action_value',
      'item.color',
      'item.link_text',
      'item.link_url',
      'item.member_count',
      'item.version',
    ]);
}

type ItemRow = InferResult<ReturnType<typeof itemColumns>>[number];

type SupportIcon = NonNullable<SupportItemInput['icon']>;

function itemView(row: ItemRow) {
  const { tab: _tab, ...item } = row;
  return { ...item, icon: row.icon as SupportIcon | null };
}

async function findItem(db: Db, tab: SupportTab, id: number) {
  const row = await itemColumns(db).where('item.tab', '=', tab).where('item.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`No ${tab} item with id ${id} was found.`);
  return row;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The stored values of a create, or of an update (which replaces the record, contract "Partial
 * updates"): omitted fields take the defaults of platform §3 (article_count 0, sort_order 0,
 * is_active true, views 0, read_time 5, is_featured false, is_published true,
 * duration_minutes 5, action_type link, color purple).
 */
function storedValues(tab: SupportTab, input: SupportItemInput, content: string | null) {
  return {
    tab,
    key: blankToNull(input.key),
    title: input.title.trim(),
    description: input.description ?? null,
    icon: input.icon ?? null,
    color_gradient: input.color_gradient ?? null,
    article_count: input.article_count ?? 0,
    sort_order: input.sort_order ?? 0,
    is_active: input.is_active ?? true,
    // `content` has been through the blog's sanitising policy (storedContent), so it cannot
    // run script where it is shown; the excerpt is plain text (the contract's url patterns cover
    // the url fields).
    content,
    excerpt: input.excerpt == null ? null : storedPlainText(input.excerpt),
    category_key: blankToNull(input.category_key),
    views: input.views ?? 0,
    read_time: input.read_time ?? 5,
    is_featured: input.is_featured ?? false,
    is_published: input.is_published ?? true,
    video_url: input.video_url ?? null,
    thumbnail_url: input.thumbnail_url ?? null,
    duration_minutes: input.duration_minutes ?? 5,
    action_text: input.action_text ?? null,
    action_type: input.action_type ?? 'link',
    action_value: input.action_value ?? null,
    color: input.color ?? 'purple',
    link_text: input.link_text ?? null,
    link_url: input.link_url ?? null,
    member_count: input.member_count ?? null,
  };
}

/** platform §5: key is required for categories; a category is required for articles. */
async function checkTabRules(db: Db, values: ReturnType<typeof storedValues>, id: number | undefined) {
  if (values.tab === 'categories') {
    if (!values.key) {
      throw badRequest('Key is required for categories.', [{ path: '/key', message: 'is required' }]);
    }
    let clash = db
      .selectFrom('support_items')
      .select('id')
      .where('tab', '=', 'categories')
      .where('key', '=', values.key);
    if (id !== undefined) clash = clash.where('id', '!=', id);
    if (await clash.executeTakeFirst()) {
      throw conflict(`Another category already uses the key "${values.key}".`);
    }
  }
  if (values.tab === 'articles') {
    if (!values.category_key) {
      throw badRequest('A category is required for articles.', [
        { path: '/category_key', message: 'is required' },
      ]);
    }
    const category = await db
      .selectFrom('support_items')
      .select('id')
      .where('tab', '=', 'categories')
      .where('key', '=', values.category_key)
      .executeTakeFirst();
    if (!category) {
      throw badRequest(`There is no category with the key "${values.category_key}".`, [
        { path: '/category_key', message: 'must be the key of an existing category' },
      ]);
    }
  }
}

export const supportHandlers = {
  async getSupportContent(request) {
    const rows = await itemColumns(request.server.db).orderBy('item.sort_order').orderBy('item.id').execute();
    const tab = (name: SupportTab) => rows.filter((row) => row.tab === name).map(itemView);
    return {
      categories: tab('categories'),
      articles: tab('articles'),
      videos: tab('videos'),
      options: tab('options'),
      // The Community tab's items travel under `links` (platform §7).
      links: tab('community'),
    };
  },

  async saveSupportItem(request, reply) {
    const { db } = request.server;
    const { tab } = request.params;
    const { id, ...input } = request.body;
    const values = storedValues(tab, input, await storedContent(request.body));
    if (!values.title) throw badRequest('Title is required.', [{ path: '/title', message: 'is required' }]);

    const saved = await inTransaction(db, async (trx) => {
      await checkTabRules(trx, values, id);
      if (id === undefined) {
        await ensureRoomFor(
          trx,
          'support_items',
          COLLECTION_LIMITS.supportItemsPerTab,
          `items in the ${SUPPORT_TABS.find((entry) => entry.tab === tab)?.label ?? tab} tab`,
          tab,
        );
        const created = await trx
          .insertInto('support_items')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        return findItem(trx, tab, created.id);
      }
      const before = await findItem(trx, tab, id);
      await trx
        .updateTable('support_items')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      // A category whose key changes takes its articles along, so they keep their category.
      if (tab === 'categories' && before.key && values.key && before.key !== values.key) {
        await trx
          .updateTable('support_items')
          .set({ category_key: values.key, updated_at: new Date() })
          .where('tab', '=', 'articles')
          .where('category_key', '=', before.key)
          .execute();
      }
      return findItem(trx, tab, id);
    });
    const body = { success: true as const, message: 'Content saved successfully.', item: itemView(saved) };
    // With `id` it is an update, answered 200 rather than the create's 201.
    if (id !== undefined) reply.status(200);
    return body;
  },

  async deleteSupportItem(request) {
    const { db } = request.server;
    const { tab, id } = request.params;
    const result = await db
      .deleteFrom('support_items')
      .where('tab', '=', tab)
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(`No ${tab} item with id ${id} was found.`);
    return { success: true as const, message: 'Content deleted successfully.' };
  },
} satisfies AreaHandlers;
