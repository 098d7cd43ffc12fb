import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  adminToken,
  call,
  contentManagerName,
  expectConflict,
  isRemote,
  named,
  need,
  runId,
  slugged,
  startServer,
  type TestServer,
} from './harness.ts';

/** Remotely other files and earlier runs share the backend: only this run's names count. */
const ofThisRun = (names: string[]) => names.filter((name) => !isRemote || name.endsWith(runId));

/**
 * Blog area: posts (core spec §2.4, §4, §5), the public and admin category lists and the category
 * table (core spec §2.5, §5, §8). A post is in a category when its tags name the category.
 */

interface Post {
  id: number;
  version: number;
  title: string;
  content: string;
  excerpt: string;
  tags: string[];
  status: 'draft' | 'published';
  featured_image: string | null;
  author_name: string | null;
  created_at: string;
}
interface PostResult {
  success: true;
  message: string;
  post: Post;
}
interface Category {
  id: number;
  version: number;
  name: string;
  slug: string;
  description: string | null;
  color: string;
  icon: string;
  sort_order: number;
  is_active: boolean;
  post_count: number;
}
interface CategoryResult {
  success: true;
  message: string;
  category: Category;
}
interface ErrorBody {
  error: string;
  message: string;
  details?: Array<{ path: string; message: string }>;
}

let server: TestServer;
let token: string;
/** The signed-in super admin's name, as a post created with its token names its author. */
let superAdminName = '';
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
  const me = await call<{ admin: { first_name: string; last_name: string } }>(server, 'getCurrentAdmin', {
    token,
  });
  superAdminName = `${me.body.admin.first_name} ${me.body.admin.last_name}`;
});
afterAll(async () => {
  await server?.close();
});

const listPosts = async () => (await call<{ posts: Post[] }>(server, 'listBlogPosts', { token })).body.posts;
const listCategories = async () =>
  (await call<{ categories: Category[] }>(server, 'listBlogCategories', { token })).body.categories;
const publicCategories = async () =>
  (
    await call<{ success: true; categories: Array<{ name: string; count: number }> }>(
      server,
      'listPublicBlogCategories',
    )
  ).body.categories;
const createPost = (body: Record<string, unknown>) =>
  call<PostResult>(server, 'createBlogPost', { token, body });
const createCategory = (body: Record<string, unknown>) =>
  call<CategoryResult>(server, 'createBlogCategory', { token, body });

describe('posts list (listBlogPosts)', () => {
  it('answers every post newest first, published and draft, with and without excerpt, image and tags', async () => {
    // Every state the list can show (core spec §2.4): both statuses, the excerpt fallback, posts
    // with more than 2 tags ("+N more") and none, with and without image: the file's own posts.
    const words = 'Short sentences and shared attention help. '.repeat(8);
    const shapes = [
      {
        title: named('Shape published'),
        status: 'published',
        excerpt: 'A summary typed in',
        tags: ['Speech', 'Play', 'Routines'],
        featured_image: '/uploads/7d1f0c2b.jpg',
      },
      { title: named('Shape bare draft') },
      { title: named('Shape long'), content: `<p>${words}</p>`, tags: ['Speech'] },
    ];
    const created: Post[] = [];
    for (const shape of shapes) {
      const made = await createPost(shape);
      expect(made.status).toBe(201);
      created.push(made.body.post);
    }
    const result = await call<{ posts: Post[] }>(server, 'listBlogPosts', { token });
    expect(result.status).toBe(200);
    const { posts } = result.body;
    for (const post of created) expect(posts.find((candidate) => candidate.id === post.id)).toEqual(post);
    const times = posts.map((post) => Date.parse(post.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(posts.some((post) => post.status === 'published')).toBe(true);
    expect(posts.some((post) => post.status === 'draft')).toBe(true);
    expect(posts.some((post) => post.excerpt === '')).toBe(true);
    expect(posts.some((post) => post.excerpt !== '')).toBe(true);
    expect(posts.some((post) => post.excerpt.endsWith('...'))).toBe(true);
    expect(posts.some((post) => post.tags.length > 2)).toBe(true);
    expect(posts.some((post) => post.tags.length === 0)).toBe(true);
    expect(posts.some((post) => post.featured_image === null)).toBe(true);
    expect(posts.some((post) => post.featured_image !== null)).toBe(true);
  });

  it('answers a post whose author is unknown with author_name null (contract BlogPost)', async ({ skip }) => {
    // Every post the API creates names its author: only a backend's older posts can lack one.
    const post = need(
      (await listPosts()).find((candidate) => candidate.author_name === null),
      'blog post without a known author',
      skip,
    );
    expect(post.author_name).toBeNull();
  });
});

describe('creating and editing posts', () => {
  it('creates a post as draft by default, authored by the signed-in admin, answering 201', async () => {
    const result = await createPost({ title: 'A first post', content: '<p>Hello families.</p>' });
    expect(result.status).toBe(201);
    expect(result.body.success).toBe(true);
    // core spec §4: "New posts start as draft."
    expect(result.body.post).toMatchObject({
      title: 'A first post',
      content: '<p>Hello families.</p>',
      excerpt: 'Hello families.',
      tags: [],
      status: 'draft',
      featured_image: null,
      author_name: superAdminName,
    });
    expect((await listPosts()).some((post) => post.id === result.body.post.id)).toBe(true);
  });

  it('keeps the status the dialog sends (contract: "unless status says otherwise")', async () => {
    const result = await createPost({ title: 'Published at once', status: 'published' });
    expect(result.status).toBe(201);
    expect(result.body.post.status).toBe('published');
  });

  it('fills an empty excerpt from the plain text: at most 200 characters, then an ellipsis (core §5)', async () => {
    const words = 'Modelling words during play builds language. ';
    const content = `<h2>Title</h2><p>${words.repeat(10)}</p>`;
    const result = await createPost({ title: 'Long post', content, excerpt: '' });
    const plain = `Title ${words.repeat(10).trim()}`;
    expect(plain.length).toBeGreaterThan(200);
    expect(result.body.post.excerpt).toBe(`${plain.slice(0, 200)}...`);

    const short = await createPost({ title: 'Short post', content: '<p>Only <b>this</b>.</p>' });
    expect(short.body.post.excerpt).toBe('Only this.');
  });

  it('keeps an excerpt typed in', async () => {
    const result = await createPost({
      title: 'With excerpt',
      content: '<p>Body</p>',
      excerpt: 'My own summary',
    });
    expect(result.body.post.excerpt).toBe('My own summary');
  });

  it('trims tags and drops empty ones (core §5)', async () => {
    const result = await createPost({
      title: 'Tagged',
      tags: ['  Parenting ', ' ', 'Research', 'Parenting'],
    });
    expect(result.body.post.tags).toEqual(['Parenting', 'Research']);
  });

  it('sanitises the content on save: <script>, onerror and javascript: urls do not survive', async () => {
    const content =
      '<p>Safe text</p><script>alert("x")</script><img src="/uploads/a.png" onerror="alert(1)">' +
      '<a href="javascript:alert(2)" onclick="alert(3)">link</a>';
    const result = await createPost({ title: 'Hostile', content });
    expect(result.status).toBe(201);
    const saved = result.body.post.content;
    expect(saved).not.toMatch(/<script/i);
    expect(saved).not.toMatch(/onerror/i);
    expect(saved).not.toMatch(/onclick/i);
    expect(saved).not.toMatch(/javascript:/i);
    expect(saved).toContain('<p>Safe text</p>');
    expect(saved).toContain('<img src="/uploads/a.png">');
    // The excerpt is made from the sanitised content, so the script's text is not in it.
    expect(result.body.post.excerpt).toBe('Safe text link');
    const stored = (await listPosts()).find((post) => post.id === result.body.post.id);
    expect(stored?.content).toBe(saved);
  });

  it('stores the uploaded image url and refuses a javascript: image url with 400', async () => {
    const ok = await createPost({ title: 'With image', featured_image: '/uploads/7d1f0c2b.jpg' });
    expect(ok.body.post.featured_image).toBe('/uploads/7d1f0c2b.jpg');
    const refused = await call<ErrorBody>(server, 'createBlogPost', {
      token,
      body: { title: 'Bad image', featured_image: 'javascript:alert(1)' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details?.map((detail) => detail.path)).toContain('/featured_image');
  });

  it.each([
    ['a missing title', {}],
    ['a blank title', { title: '   ' }],
    ['an unknown field', { title: 'T', category: 'x' }],
    ['an unknown status', { title: 'T', status: 'archived' }],
  ])('refuses %s with 400 (core §5: title required)', async (_label, body) => {
    const result = await call<ErrorBody>(server, 'createBlogPost', { token, body });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('validation_failed');
  });

  it('updates every field, fills the excerpt again and keeps the author and creation time', async () => {
    const created = (await createPost({ title: 'Before', content: '<p>Old</p>', excerpt: 'Old summary' }))
      .body.post;
    const result = await call<PostResult>(server, 'updateBlogPost', {
      token,
      params: { id: created.id },
      body: {
        title: ' After ',
        content: '<p>New body</p><script>bad()</script>',
        excerpt: '',
        tags: ['Education'],
        status: 'published',
        featured_image: 'https://cdn.example.com/cover.png',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.post).toEqual({
      ...created,
      version: created.version + 1,
      title: 'After',
      content: '<p>New body</p>',
      excerpt: 'New body',
      tags: ['Education'],
      status: 'published',
      featured_image: 'https://cdn.example.com/cover.png',
    });
  });

  it('answers 404 when updating an unknown post', async () => {
    const result = await call<ErrorBody>(server, 'updateBlogPost', {
      token,
      params: { id: 999_999 },
      body: { title: 'Nobody' },
    });
    expect(result.status).toBe(404);
  });
});

describe('post status and delete', () => {
  it('toggles a post between draft and published (core §4)', async () => {
    const created = (await createPost({ title: 'Toggle me' })).body.post;
    const published = await call<PostResult>(server, 'updateBlogPostStatus', {
      token,
      params: { id: created.id },
      body: { status: 'published' },
    });
    expect(published.status).toBe(200);
    expect(published.body.post.status).toBe('published');
    const draft = await call<PostResult>(server, 'updateBlogPostStatus', {
      token,
      params: { id: created.id },
      body: { status: 'draft' },
    });
    expect(draft.body.post.status).toBe('draft');
    expect(draft.body.post.title).toBe('Toggle me');
  });

  it('refuses a status other than draft or published with 400 and an unknown post with 404', async () => {
    const bad = await call(server, 'updateBlogPostStatus', {
      token,
      params: { id: 1 },
      body: { status: 'hidden' },
    });
    expect(bad.status).toBe(400);
    const missing = await call(server, 'updateBlogPostStatus', {
      token,
      params: { id: 999_999 },
      body: { status: 'published' },
    });
    expect(missing.status).toBe(404);
  });

  it('deletes a post, then answers 404 for it', async () => {
    const created = (await createPost({ title: 'Delete me' })).body.post;
    const deleted = await call<{ success: true; message: string }>(server, 'deleteBlogPost', {
      token,
      params: { id: created.id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toBe(true);
    expect((await listPosts()).some((post) => post.id === created.id)).toBe(false);
    const again = await call(server, 'deleteBlogPost', { token, params: { id: created.id } });
    expect(again.status).toBe(404);
  });

  it('lets the content manager (blog.write) manage posts', async () => {
    const managerToken = await adminToken(server, accounts.contentManager);
    const result = await call<PostResult>(server, 'createBlogPost', {
      token: managerToken,
      body: { title: 'By the content manager' },
    });
    expect(result.status).toBe(201);
    expect(result.body.post.author_name).toBe(contentManagerName);
  });
});

describe('public categories (listPublicBlogCategories)', () => {
  it('answers without a token: active categories with their number of published posts', async () => {
    // A category of the file's own with a published post, so one count is above 0.
    const name = named('Kit Counted');
    expect((await createCategory({ name })).status).toBe(201);
    expect(
      (await createPost({ title: named('Counted at once'), status: 'published', tags: [name] })).status,
    ).toBe(201);
    const result = await call<{ success: true; categories: Array<{ name: string; count: number }> }>(
      server,
      'listPublicBlogCategories',
    );
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    const admin = await listCategories();
    const active = admin.filter((category) => category.is_active).map((category) => category.name);
    expect(result.body.categories.map((category) => category.name)).toEqual(active);
    // core spec §3: the public list carries only name and count.
    for (const category of result.body.categories)
      expect(Object.keys(category).sort()).toEqual(['count', 'name']);

    const posts = await listPosts();
    for (const category of result.body.categories) {
      const published = posts.filter(
        (post) =>
          post.status === 'published' &&
          post.tags.some((tag) => tag.toLowerCase() === category.name.toLowerCase()),
      ).length;
      expect(category.count).toBe(published);
    }
    expect(result.body.categories.some((category) => category.count > 0)).toBe(true);
  });

  it('counts a newly published post in its category, and not while it is a draft', async () => {
    // A category of the run's own, so the count starts where this test knows.
    const name = named('Kit Parenting');
    expect((await createCategory({ name })).status).toBe(201);
    const before = (await publicCategories()).find((category) => category.name === name)?.count ?? 0;
    expect(before).toBe(0);
    const created = (await createPost({ title: 'Counted later', tags: [name.toLowerCase()] })).body.post;
    expect((await publicCategories()).find((category) => category.name === name)?.count).toBe(before);
    await call(server, 'updateBlogPostStatus', {
      token,
      params: { id: created.id },
      body: { status: 'published' },
    });
    expect((await publicCategories()).find((category) => category.name === name)?.count).toBe(before + 1);
  });
});

describe('categories (listBlogCategories and the category table)', () => {
  it('lists every category by sort_order then name, in every colour and icon of core §5', async () => {
    // The file's own categories: one in each colour and icon, more than the 8 suggestions of core
    // §2.4 active (so "+N more" shows), and one inactive.
    const colors = ['blue', 'green', 'purple', 'orange', 'pink', 'indigo', 'teal', 'yellow'];
    const icons = [
      'tag',
      'message-circle',
      'heart',
      'smartphone',
      'users',
      'graduation-cap',
      'book-open',
      'accessibility',
      'star',
    ];
    for (const [index, icon] of icons.entries()) {
      const made = await createCategory({
        name: named(`Kit shade ${index}`),
        color: colors[index % colors.length],
        icon,
        sort_order: index % 3,
      });
      expect(made.status).toBe(201);
    }
    expect((await createCategory({ name: named('Kit resting'), is_active: false })).status).toBe(201);
    const result = await call<{ categories: Category[] }>(server, 'listBlogCategories', { token });
    expect(result.status).toBe(200);
    const { categories } = result.body;
    const order = categories.map((category) => [category.sort_order, category.name] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
    for (const color of colors) expect(categories.some((category) => category.color === color)).toBe(true);
    for (const icon of icons) expect(categories.some((category) => category.icon === icon)).toBe(true);
    // More than the 8 suggestions of core §2.4, so "+N more" shows; one inactive.
    expect(categories.filter((category) => category.is_active).length).toBeGreaterThan(8);
    expect(categories.some((category) => !category.is_active)).toBe(true);
  });

  it('creates a category with the defaults of core §5 (blue, tag, 0, active) and a slug from its name', async () => {
    const result = await createCategory({ name: named('Speech & Language Basics') });
    expect(result.status).toBe(201);
    expect(result.body.message).toBe('Category created successfully!');
    expect(result.body.category).toMatchObject({
      name: named('Speech & Language Basics'),
      slug: slugged('speech-and-language-basics'),
      description: null,
      color: 'blue',
      icon: 'tag',
      sort_order: 0,
      is_active: true,
      post_count: 0,
    });
  });

  it('refuses a duplicate name in any letter case with 409, and a name giving the same slug', async () => {
    await createCategory({ name: named('Routines') });
    const duplicate = await call<ErrorBody>(server, 'createBlogCategory', {
      token,
      body: { name: ` ${named('ROUTINES')} ` },
    });
    expectConflict(duplicate.status, duplicate.body, 'createBlogCategory', 'nameTaken', {
      Routines: named('Routines'),
    });
    const sameSlug = await call<ErrorBody>(server, 'createBlogCategory', {
      token,
      body: { name: named('Routines!') },
    });
    expectConflict(sameSlug.status, sameSlug.body, 'createBlogCategory', 'slugTaken', {
      '"Routines!"': `"${named('Routines!')}"`,
      '(routines)': `(${slugged('routines')})`,
      '"Routines"': `"${named('Routines')}"`,
    });
  });

  it.each([
    ['a missing name', { color: 'blue' }],
    ['a blank name', { name: '  ' }],
    ['a colour outside the list', { name: 'Colourful', color: 'red' }],
    ['an icon outside the list', { name: 'Iconic', icon: 'rocket' }],
    ['a fractional sort order', { name: 'Sorted', sort_order: 1.5 }],
  ])('refuses %s with 400 (core §5)', async (_label, body) => {
    const result = await call<ErrorBody>(server, 'createBlogCategory', { token, body });
    expect(result.status).toBe(400);
  });

  it('updates a category (also to deactivate it) and carries its posts along on a rename', async () => {
    const category = (await createCategory({ name: named('Home Practice'), color: 'green', icon: 'heart' }))
      .body.category;
    const post = (await createPost({ title: 'Practice at home', tags: [named('Home Practice'), 'Other'] }))
      .body.post;
    expect((await listCategories()).find((candidate) => candidate.id === category.id)?.post_count).toBe(1);

    const result = await call<CategoryResult>(server, 'updateBlogCategory', {
      token,
      params: { id: category.id },
      body: {
        name: named('Practice at Home'),
        description: 'Short daily routines.',
        color: 'teal',
        icon: 'star',
        sort_order: 3,
        is_active: false,
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Category updated successfully!');
    expect(result.body.category).toEqual({
      id: category.id,
      version: category.version + 1,
      name: named('Practice at Home'),
      slug: slugged('practice-at-home'),
      description: 'Short daily routines.',
      color: 'teal',
      icon: 'star',
      sort_order: 3,
      is_active: false,
      post_count: 1,
    });
    const renamed = (await listPosts()).find((candidate) => candidate.id === post.id);
    expect(renamed?.tags).toEqual([named('Practice at Home'), 'Other']);
    // Inactive categories leave the public list.
    expect((await publicCategories()).some((candidate) => candidate.name === named('Practice at Home'))).toBe(
      false,
    );
  });

  it('refuses renaming onto another category name with 409 and an unknown id with 404', async () => {
    const one = (await createCategory({ name: named('First Words') })).body.category;
    await createCategory({ name: named('Second Words') });
    const clash = await call<ErrorBody>(server, 'updateBlogCategory', {
      token,
      params: { id: one.id },
      body: { name: named('second words') },
    });
    expectConflict(clash.status, clash.body, 'updateBlogCategory', 'nameTaken', {
      Routines: named('Second Words'),
    });
    const sameSlug = await call<ErrorBody>(server, 'updateBlogCategory', {
      token,
      params: { id: one.id },
      body: { name: named('Second Words!') },
    });
    expectConflict(sameSlug.status, sameSlug.body, 'updateBlogCategory', 'slugTaken', {
      '"Routines!"': `"${named('Second Words!')}"`,
      '(routines)': `(${slugged('second-words')})`,
      '"Routines"': `"${named('Second Words')}"`,
    });
    const missing = await call(server, 'updateBlogCategory', {
      token,
      params: { id: 999_999 },
      body: { name: 'X' },
    });
    expect(missing.status).toBe(404);
    // Keeping its own name (any case) is not a clash.
    const same = await call<CategoryResult>(server, 'updateBlogCategory', {
      token,
      params: { id: one.id },
      body: { name: named('First words') },
    });
    expect(same.status).toBe(200);
  });

  it('deletes a category (posts keep their tags), then answers 404 for it', async () => {
    const category = (await createCategory({ name: named('Short Lived') })).body.category;
    const post = (await createPost({ title: 'Tagged short lived', tags: [named('Short Lived')] })).body.post;
    const deleted = await call<{ success: true; message: string }>(server, 'deleteBlogCategory', {
      token,
      params: { id: category.id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Category deleted successfully!');
    expect((await listCategories()).some((candidate) => candidate.id === category.id)).toBe(false);
    expect((await listPosts()).find((candidate) => candidate.id === post.id)?.tags).toEqual([
      named('Short Lived'),
    ]);
    const again = await call(server, 'deleteBlogCategory', { token, params: { id: category.id } });
    expect(again.status).toBe(404);
  });
});

describe('searching posts and categories (optional search and status, beyond the spec)', () => {
  it('narrows posts by title, excerpt or tag, and by status, any letter case, wildcards literal', async () => {
    await createPost({ title: named('Zebra crossing words'), status: 'published' });
    await createPost({ title: named('Quiet draft'), excerpt: 'About zebras', tags: ['Safari'] });
    await createPost({ title: named('Tagged only'), tags: ['ZEBRA club'] });
    const search = async (query: Record<string, string>) => {
      const answer = await call<{ posts: Post[] }>(server, 'listBlogPosts', { token, query });
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return ofThisRun(answer.body.posts.map((post) => post.title));
    };
    expect(await search({ search: 'zebra' })).toEqual(
      ['Tagged only', 'Quiet draft', 'Zebra crossing words'].map(named),
    );
    expect(await search({ search: 'zebra', status: 'draft' })).toEqual(
      ['Tagged only', 'Quiet draft'].map(named),
    );
    expect(await search({ search: '100%_sure' })).toEqual([]);
    const refused = await call<ErrorBody>(server, 'listBlogPosts', { token, query: { status: 'archived' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBeTruthy();
  });

  it('narrows categories by name, slug or description', async () => {
    await createCategory({ name: named('Yodel club'), description: 'Singing together' });
    const names = async (search: string) =>
      (
        await call<{ categories: Category[] }>(server, 'listBlogCategories', { token, query: { search } })
      ).body.categories.map((category) => category.name);
    const ofRun = async (search: string) => ofThisRun(await names(search));
    expect(await ofRun('yodel')).toEqual([named('Yodel club')]);
    expect(await ofRun('singing TOG')).toEqual([named('Yodel club')]);
    expect(await names('no-such-category-anywhere')).toEqual([]);
  });
});
