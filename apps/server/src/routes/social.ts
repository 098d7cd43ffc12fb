import { COLLECTION_LIMITS } from '@aac/domain';
import type { InferResult } from 'kysely';
import type { Db } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { AreaHandlers, RequestBody } from '../http/operation-types.ts';
import { ensureRoomFor } from './shared/capacity.ts';

/**
 * Social links area (platform spec §2.4, §3, §5, §7): the footer links by sort order, one POST
 * that creates (without id) or updates (with id; also how the active badge toggles), and delete.
 */

type SocialIcon = NonNullable<RequestBody<'saveSocialLink'>['icon']>;

const SOCIAL_ICONS: readonly SocialIcon[] = [
  'Facebook',
  'Twitter',
  'Linkedin',
  'Instagram',
  'YouTube',
  'TikTok',
  'GitHub',
  'Discord',
];

function linkColumns(db: Db) {
  return db
    .selectFrom('social_links')
    .select(['id', 'platform', 'url', 'icon', 'is_active', 'sort_order', 'version']);
}

type LinkRow = InferResult<ReturnType<typeof linkColumns>>[number];

/** The contract's SocialLink; an icon outside the platform §3 list (stored by hand) reads as Facebook, the form's default. */
function linkView(row: LinkRow) {
  const icon = SOCIAL_ICONS.find((known) => known === row.icon) ?? 'Facebook';
  return { ...row, icon };
}

async function findLink(db: Db, id: number) {
  const row = await linkColumns(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Social link ${id} was not found.`);
  return row;
}

export const socialHandlers = {
  async listSocialLinks(request) {
    const rows = await linkColumns(request.server.db).orderBy('sort_order').orderBy('id').execute();
    return { links: rows.map(linkView) };
  },

  async saveSocialLink(request, reply) {
    const { db } = request.server;
    const { id, ...input } = request.body;
    // platform §5: platform and url are required (the contract checks url is a url); sort order
    // is an integer falling back to 0. A POST with id replaces the record (contract "Partial updates").
    const platform = input.platform.trim();
    if (!platform) throw badRequest('Platform is required.', [{ path: '/platform', message: 'is required' }]);
    const values = {
      platform,
      url: input.url.trim(),
      icon: input.icon ?? 'Facebook',
      is_active: input.is_active ?? true,
      sort_order: input.sort_order ?? 0,
    };
    if (id === undefined) {
      const created = await inTransaction(db, async (trx) => {
        await ensureRoomFor(trx, 'social_links', COLLECTION_LIMITS.socialLinks, 'social links');
        return trx.insertInto('social_links').values(values).returning('id').executeTakeFirstOrThrow();
      });
      return {
        success: true as const,
        message: 'Social link saved successfully.',
        link: linkView(await findLink(db, created.id)),
      };
    }
    const result = await db.updateTable('social_links').set(values).where('id', '=', id).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound(`Social link ${id} was not found.`);
    const body = {
      success: true as const,
      message: 'Social link saved successfully.',
      link: linkView(await findLink(db, id)),
    };
    // With `id` it is an update, answered 200 rather than the create's 201.
    reply.status(200);
    return body;
  },

  async deleteSocialLink(request) {
    const { db } = request.server;
    const { id } = request.params;
    const result = await db.deleteFrom('social_links').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound(`Social link ${id} was not found.`);
    return { success: true as const, message: 'Social link deleted successfully.' };
  },
} satisfies AreaHandlers;
