import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  expectConflict,
  isRemote,
  named,
  runId,
  startServer,
  type TestServer,
} from './harness.ts';

/** A category key of this file: as written in-process, carrying the run's id remotely (keys are unique). */
const own = (key: string) => (isRemote ? `${key}-${runId}` : key);

interface SupportItem {
  id: number;
  key?: string | null;
  title: string;
  category_key?: string | null;
  category_title?: string | null;
  sort_order: number;
  is_active: boolean;
  [field: string]: unknown;
}
type Tab = 'categories' | 'articles' | 'videos' | 'options' | 'community';
interface SupportContent {
  categories: SupportItem[];
  articles: SupportItem[];
  videos: SupportItem[];
  options: SupportItem[];
  links: SupportItem[];
}
interface SaveResult {
  success: true;
  message: string;
  item: SupportItem;
}
interface ErrorBody {
  error: string;
  message: string;
  details?: Array<{ path: string }>;
}

let server: TestServer;
let token: string;
/** A category of the run's own, so no check depends on the categories a backend happens to hold. */
const category = { key: '', title: '' };
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
  category.key = own('printing');
  category.title = named('Printing');
  // One item in every tab (deleted after the file, as everything it creates).
  for (const [tab, body] of [
    ['categories', { title: category.title, key: category.key }],
    ['articles', { title: named('Seed article'), category_key: category.key }],
    ['videos', { title: named('Seed video'), video_url: 'https://videos.example.com/seed' }],
    [
      'options',
      {
        title: named('Seed option'),
        action_text: 'Go',
        action_type: 'link',
        action_value: 'https://example.com',
      },
    ],
    [
      'community',
      { title: named('Seed circle'), link_text: 'Join', link_url: 'https://community.example.com/seed' },
    ],
  ] as const) {
    const result = await call(server, 'saveSupportItem', { token, params: { tab }, body });
    if (result.status !== 201)
      throw new Error(`saveSupportItem ${tab}: ${result.status} ${JSON.stringify(result.body)}`);
  }
});
afterAll(async () => {
  await server?.close();
});

const content = async () => {
  const result = await call<SupportContent>(server, 'getSupportContent', { token });
  expect(result.status).toBe(200);
  return result.body;
};
const save = (tab: string, body: Record<string, unknown>) =>
  call<SaveResult & ErrorBody>(server, 'saveSupportItem', { token, params: { tab }, body });

describe('getSupportContent', () => {
  it('answers every tab, Community under links, each by sort_order', async () => {
    const body = await content();
    expect(Object.keys(body).sort()).toEqual(['articles', 'categories', 'links', 'options', 'videos']);
    for (const [tab, items] of Object.entries(body) as Array<[string, SupportItem[]]>) {
      expect(items.length, tab).toBeGreaterThan(0);
      const orders = items.map((item) => item.sort_order);
      expect(
        [...orders].sort((a, b) => a - b),
        tab,
      ).toEqual(orders);
    }
  });

  it('derives each article category_title from its category (platform §3: read only)', async () => {
    const { categories, articles } = await content();
    const titles = new Map(categories.map((category) => [category.key, category.title]));
    for (const article of articles) {
      expect(article.category_title).toBe(titles.get(article.category_key ?? '') ?? null);
    }
    expect(articles.some((article) => article.category_title)).toBe(true);
  });
});

describe('saveSupportItem', () => {
  it('creates with the defaults of platform §3 and answers 201', async () => {
    const result = await save('articles', { title: 'Printing a board', category_key: category.key });
    expect(result.status).toBe(201);
    expect(result.body.message).toBe('Content saved successfully.');
    expect(result.body.item).toMatchObject({
      title: 'Printing a board',
      category_key: category.key,
      category_title: category.title,
      article_count: 0,
      sort_order: 0,
      is_active: true,
      views: 0,
      read_time: 5,
      is_featured: false,
      is_published: true,
      duration_minutes: 5,
      action_type: 'link',
      color: 'purple',
    });
    expect((await content()).articles.map((item) => item.id)).toContain(result.body.item.id);
  });

  it('creates in each of the other tabs', async () => {
    const items: Array<[Tab, keyof SupportContent, Record<string, unknown>]> = [
      [
        'categories',
        'categories',
        { title: 'Classroom use', key: own('classroom'), icon: 'Users', article_count: 0 },
      ],
      [
        'videos',
        'videos',
        {
          title: 'Core words',
          video_url: 'https://videos.example.com/core',
          duration_minutes: 7,
          icon: 'Play',
        },
      ],
      [
        'options',
        'options',
        { title: 'Live chat', action_text: 'Chat now', action_type: 'action', action_value: 'open-chat' },
      ],
      [
        'community',
        'links',
        {
          title: 'Teachers circle',
          link_text: 'Join',
          link_url: 'https://community.example.com/t',
          member_count: 12,
        },
      ],
    ];
    for (const [tab, key, body] of items) {
      const result = await save(tab, body);
      expect(result.status, tab).toBe(201);
      expect(result.body.item).toMatchObject(body);
      expect(
        (await content())[key].map((item) => item.id),
        tab,
      ).toContain(result.body.item.id);
    }
  });

  it('updates with id (200), replacing the record: omitted fields take their defaults again', async () => {
    const created = await save('videos', {
      title: 'Old title',
      video_url: 'https://videos.example.com/old',
      duration_minutes: 12,
      is_featured: true,
    });
    const id = created.body.item.id;
    const updated = await save('videos', {
      id,
      title: 'New title',
      video_url: 'https://videos.example.com/new',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.item).toMatchObject({
      id,
      title: 'New title',
      video_url: 'https://videos.example.com/new',
      duration_minutes: 5,
      is_featured: false,
    });
  });

  it('accepts a thumbnail served by this server (an upload or a demo picture) as well as an absolute url', async () => {
    for (const thumbnail_url of [
      '/uploads/3f2c9a1e.png',
      '/demo/cover-2.svg',
      'https://cdn.example.com/t.jpg',
    ]) {
      const result = await save('videos', { title: 'Thumbnail', thumbnail_url });
      expect(result.status, thumbnail_url).toBe(201);
      expect(result.body.item.thumbnail_url).toBe(thumbnail_url);
    }
  });

  it('answers 404 for an id that is not an item of that tab', async () => {
    const { categories } = await content();
    const category = categories[0];
    if (!category) throw new Error('no category');
    const otherTab = await save('videos', { id: category.id, title: 'Not a video' });
    expect(otherTab.status).toBe(404);
    const unknown = await save('options', { id: 999999, title: 'Nothing' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not_found');
  });

  it('requires a title (platform §5)', async () => {
    for (const body of [{}, { title: '' }, { title: '   ' }]) {
      const result = await save('videos', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error).toBe('validation_failed');
    }
  });

  it('requires a key for categories and refuses a key another category uses with 409', async () => {
    const missing = await save('categories', { title: 'No key' });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.map((detail) => detail.path)).toContain('/key');
    const blank = await save('categories', { title: 'Blank key', key: '  ' });
    expect(blank.status).toBe(400);
    const clash = await save('categories', { title: 'Second printing', key: category.key });
    expectConflict(clash.status, clash.body, 'saveSupportItem', 'keyTaken', {
      'getting-started': category.key,
    });
  });

  it('requires articles to name an existing category (platform §5: a category picker is required)', async () => {
    const missing = await save('articles', { title: 'Orphan' });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.map((detail) => detail.path)).toContain('/category_key');
    const unknown = await save('articles', { title: 'Orphan', category_key: 'no-such-category' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no category with the key "no-such-category".');
  });

  it('refuses category_title (read only), unknown fields, bad urls and an unknown tab with 400', async () => {
    const bodies: Array<[string, Record<string, unknown>]> = [
      ['articles', { title: 'x', category_key: category.key, category_title: 'Mine' }],
      ['videos', { title: 'x', rating: 5 }],
      ['videos', { title: 'x', video_url: 'not a url' }],
      ['videos', { title: 'x', thumbnail_url: 'thumbnail.png' }],
      ['videos', { title: 'x', thumbnail_url: '//cdn.example.com/thumbnail.png' }],
      ['community', { title: 'x', link_url: 'community' }],
      ['options', { title: 'x', action_type: 'button' }],
      ['faq', { title: 'x' }],
    ];
    for (const [tab, body] of bodies) {
      const result = await save(tab, body);
      expect(result.status, `${tab} ${JSON.stringify(body)}`).toBe(400);
    }
  });

  it('moves the articles along when a category key changes', async () => {
    const category = await save('categories', { title: 'Voices', key: own('voices') });
    const article = await save('articles', { title: 'Choosing a voice', category_key: own('voices') });
    const renamed = await save('categories', {
      id: category.body.item.id,
      title: 'Voices & speech',
      key: own('speech'),
    });
    expect(renamed.status).toBe(200);
    const moved = (await content()).articles.find((item) => item.id === article.body.item.id);
    expect(moved?.category_key).toBe(own('speech'));
    expect(moved?.category_title).toBe('Voices & speech');
  });
});

describe('deleteSupportItem', () => {
  it('deletes an item of its tab only; unknown ids and another tab answer 404', async () => {
    const created = await save('options', { title: 'Temporary option' });
    const id = created.body.item.id;
    const wrongTab = await call(server, 'deleteSupportItem', { token, params: { tab: 'videos', id } });
    expect(wrongTab.status).toBe(404);
    const result = await call<{ success: true; message: string }>(server, 'deleteSupportItem', {
      token,
      params: { tab: 'options', id },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: 'Content deleted successfully.' });
    expect((await content()).options.map((item) => item.id)).not.toContain(id);
    const again = await call(server, 'deleteSupportItem', { token, params: { tab: 'options', id } });
    expect(again.status).toBe(404);
  });
});
