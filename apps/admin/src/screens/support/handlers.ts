/**
 * The support content API for the Support Content stories: contract-typed handlers around
 * in-memory items that answer like the reference server (every tab at once, one POST per tab
 * that creates or, with id, updates, delete per tab), record the saves, and fail on request.
 */
import type { components } from '@aac/api-client';
import { SUPPORT_TABS, type SupportTab } from '@aac/domain';
import type { RequestHandler } from 'msw';
import { LIST_FAILURE } from '../../testing/fakeRows';
import { http } from '../../testing/storyApi';
import { createVersionTrail } from '../../testing/versionTrail';
import { SUPPORT_CONTENT } from './fixtures';
import type { SupportContent, SupportItem } from './support.content';

export interface SupportApiOptions {
  content?: SupportContent;
  load?: 'ok' | 'loading' | 'error';
  /** Refuse every save with a 500 (the form keeps what was typed). */
  saveFailure?: boolean;
  /** Refuse every delete with a 500. */
  deleteFailure?: boolean;
}

export interface SupportApi {
  handlers: RequestHandler[];
  saves: Array<{ tab: SupportTab; body: components['schemas']['SupportItemInput'] }>;
  deletes: Array<{ tab: SupportTab; id: number }>;
  loads(): number;
  content(): SupportContent;
}

const keyOf = (tab: SupportTab) =>
  SUPPORT_TABS.find((entry) => entry.tab === tab)?.contentKey ?? 'categories';

export function createSupportApi(options: SupportApiOptions = {}): SupportApi {
  const content: SupportContent = structuredClone(options.content ?? SUPPORT_CONTENT);
  const all = () => Object.values(content).flat();
  let nextId = Math.max(0, ...all().map((item) => item.id)) + 1;
  const saves: SupportApi['saves'] = [];
  const deletes: SupportApi['deletes'] = [];
  const trail = createVersionTrail();
  let loads = 0;

  const handlers: RequestHandler[] = [
    http.get('/admin/support/content', async ({ response }) => {
      loads += 1;
      if (options.load === 'loading') await new Promise(() => {});
      if (options.load === 'error') return response(500).json(LIST_FAILURE);
      return response(200).json(content);
    }),
    http.post('/admin/support/{tab}', async ({ params, request, response }) => {
      const tab = params.tab as SupportTab;
      const body = await request.json();
      saves.push({ tab, body });
      // A version in the body is read as If-Match and never stored, as the server does.
      const { id, version: bodyVersion, ...fields } = body;
      const list = content[keyOf(tab)];
      const current = list.find((existing) => existing.id === id);
      const stale = current && trail.check(current.id, current, request, 'item', bodyVersion);
      if (stale) return response(412).json(stale);
      if (options.saveFailure) return response(500).json(LIST_FAILURE);
      const category = content.categories.find((candidate) => candidate.key === fields.category_key);
      const saved: SupportItem = {
        id: id ?? nextId++,
        version: current?.version ?? 1,
        sort_order: 0,
        is_active: true,
        ...fields,
        category_title: category?.title ?? null,
      };
      if (id === undefined) {
        list.push(saved);
        return response(201).json({ success: true, message: 'Content saved successfully.', item: saved });
      }
      const index = list.findIndex((existing) => existing.id === id);
      if (index < 0)
        return response(404).json({ error: 'not_found', message: `No ${tab} item with id ${id}.` });
      const item = trail.write(saved.id, list[index] as SupportItem, saved);
      list[index] = item;
      return response(200).json({ success: true, message: 'Content saved successfully.', item });
    }),
    http.delete('/admin/support/{tab}/{id}', ({ params, request, response }) => {
      const tab = params.tab as SupportTab;
      const id = Number(params.id);
      deletes.push({ tab, id });
      const current = content[keyOf(tab)].find((item) => item.id === id);
      const stale = current && trail.check(id, current, request, 'item');
      if (stale) return response(412).json(stale);
      if (options.deleteFailure) return response(500).json(LIST_FAILURE);
      const list = content[keyOf(tab)];
      const index = list.findIndex((item) => item.id === id);
      if (index < 0)
        return response(404).json({ error: 'not_found', message: `No ${tab} item with id ${id}.` });
      list.splice(index, 1);
      return response(200).json({ success: true, message: 'Content deleted successfully.' });
    }),
  ];

  return { handlers, saves, deletes, loads: () => loads, content: () => content };
}
