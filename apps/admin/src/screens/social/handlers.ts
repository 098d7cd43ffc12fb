/**
 * The social links API for the Social Links stories: contract-typed handlers around in-memory
 * links that answer like the reference server (the whole list by sort order, one POST that
 * creates or, with id, updates, delete), record the saves, and fail on request.
 */
import type { components } from '@aac/api-client';
import type { RequestHandler } from 'msw';
import { LIST_FAILURE } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { http } from '../../testing/storyApi';
import { offContract } from '../../testing/storyContract';
import { createVersionTrail } from '../../testing/versionTrail';
import { SOCIAL_LINKS } from './fixtures';
import type { SocialLink } from './social.list';

export interface SocialLinksApiOptions extends ListApiOptions<SocialLink> {
  /** Refuse every save with a 500 (a toggle's undo, a form's kept values). */
  saveFailure?: boolean;
  /** Hold every save until the test releases it (the busy badge). */
  holdSaves?: boolean;
}

export interface SocialLinksApi extends ListScreenApi {
  saves: Array<components['schemas']['SocialLinkInput']>;
  links(): SocialLink[];
  /** Lets held saves through. */
  release(): void;
}

const bySortOrder = (a: SocialLink, b: SocialLink) => a.sort_order - b.sort_order || a.id - b.id;

export function createSocialLinksApi(options: SocialLinksApiOptions = {}): SocialLinksApi {
  let links = [...(options.rows ?? SOCIAL_LINKS)];
  let nextId = Math.max(0, ...links.map((link) => link.id)) + 1;
  const saves: SocialLinksApi['saves'] = [];
  const trail = createVersionTrail();
  const listQueries: SocialLinksApi['listQueries'] = [];
  let releaseHeld: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    releaseHeld = resolve;
  });

  const handlers: RequestHandler[] = [
    http.get('/admin/social-links', async ({ request, response }) => {
      listQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      if (options.list === 'loading') await new Promise(() => {});
      if (options.list === 'error' || (options.list === 'errorAfterFirst' && listQueries.length > 1)) {
        return response(500).json(LIST_FAILURE);
      }
      // Off the contract on purpose: the stress story's 10,000 links, over the list's maxItems.
      return offContract(response(200).json({ links: [...links].sort(bySortOrder) }), ['/links']);
    }),
    http.post('/admin/social-links', async ({ request, response }) => {
      const body = await request.json();
      saves.push(body);
      if (options.holdSaves) await held;
      // A version in the body is read as If-Match and never stored, as the server does.
      const { id, version: bodyVersion, ...fields } = body;
      const current = links.find((existing) => existing.id === id);
      const stale = current && trail.check(current.id, current, request, 'social link', bodyVersion);
      if (stale) return response(412).json(stale);
      if (options.saveFailure) return response(500).json(LIST_FAILURE);
      const fresh: SocialLink = {
        id: id ?? nextId++,
        version: 1,
        icon: 'Facebook',
        is_active: true,
        sort_order: 0,
        ...fields,
      };
      if (id === undefined) {
        links.push(fresh);
        return response(201).json({ success: true, message: 'Social link saved successfully.', link: fresh });
      }
      if (!current) {
        return response(404).json({ error: 'not_found', message: `Social link ${id} was not found.` });
      }
      const link = trail.write(current.id, current, { ...current, ...fields });
      links = links.map((existing) => (existing.id === id ? link : existing));
      return response(200).json({ success: true, message: 'Social link saved successfully.', link });
    }),
    http.delete('/admin/social-links/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const current = links.find((link) => link.id === id);
      const stale = current && trail.check(id, current, request, 'social link');
      if (stale) return response(412).json(stale);
      if (!links.some((link) => link.id === id)) {
        return response(404).json({ error: 'not_found', message: `Social link ${id} was not found.` });
      }
      links = links.filter((link) => link.id !== id);
      return response(200).json({ success: true, message: 'Social link deleted successfully.' });
    }),
  ];

  return {
    handlers,
    listQueries,
    rowCount: () => links.length,
    saves,
    links: () => links,
    release: () => releaseHeld(),
  };
}
