import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, startServer, type TestServer } from './harness.ts';
import { XSS_CORPUS } from './xss-corpus.ts';

/**
 * The stored-HTML policy through HTTP (docs/design.md: stored HTML cannot run script): every payload
 * of the corpus, saved as a post's content by create and by update, comes back with nothing that
 * could run, load another document or restyle the page; excerpts and tags come back as plain text.
 */

interface Post {
  id: number;
  content: string;
  excerpt: string;
  tags: string[];
}

type Element = { tagName: string; attributes: ArrayLike<{ name: string; value: string }> };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
  ) => { window: { document: { querySelectorAll(selector: string): ArrayLike<Element> } } };
};

const FORBIDDEN_ELEMENTS = new Set([
  'SCRIPT',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'INPUT',
  'BUTTON',
  'STYLE',
  'META',
  'BASE',
  'LINK',
  'NOSCRIPT',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'data',
  'formaction',
  'srcset',
  'background',
]);

/** What in saved HTML could still run or load something: the test's own reading, not DOMPurify's. */
function dangersIn(html: string): string[] {
  const found: string[] = [];
  const elements = new JSDOM(`<body>${html}</body>`).window.document.querySelectorAll('body *');
  for (const element of Array.from(elements)) {
    if (FORBIDDEN_ELEMENTS.has(element.tagName.toUpperCase())) found.push(`<${element.tagName}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) found.push(`${attribute}=`);
      if (attribute === 'style' || attribute === 'srcdoc') found.push(`${attribute}=`);
      // The parser has decoded entities; browsers also ignore control characters and spaces.
      if (URL_ATTRIBUTES.has(attribute) && /^javascript:/i.test(value.replace(/[\s\p{Cc}]/gu, ''))) {
        found.push(`${attribute}=javascript:`);
      }
    }
  }
  return found;
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

const createPost = (body: Record<string, unknown>) =>
  call<{ post: Post }>(server, 'createBlogPost', { token, body });

describe('stored HTML (blog posts)', () => {
  it('the test reads danger where there is some', () => {
    // Guards the guard: unsanitised, the corpus is full of what the test looks for.
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(20);
    const caught = XSS_CORPUS.filter((payload) => dangersIn(payload).length > 0);
    expect(caught.length).toBeGreaterThanOrEqual(20);
  });

  it.each(XSS_CORPUS.map((payload, index) => [index + 1, payload] as const))(
    'payload %i leaves nothing that can run when created: %s',
    async (_number, payload) => {
      const result = await createPost({
        title: 'Hostile post',
        content: `<p>Before</p>${payload}<p>After</p>`,
      });
      expect(result.status).toBe(201);
      expect(dangersIn(result.body.post.content)).toEqual([]);
      // The text before survives (some payloads swallow what follows them, as a browser would).
      expect(result.body.post.content.startsWith('<p>Before</p>')).toBe(true);
    },
  );

  it('sanitises every payload at once on update too, keeping ordinary rich text', async () => {
    const created = await createPost({ title: 'To be edited' });
    const rich =
      '<h2>Heading</h2><p><strong>b</strong> <em>i</em> <a href="https://example.org/x">link</a></p>' +
      '<img src="/uploads/a.png" alt="A board"><table><tbody><tr><th><p>Day</p></th></tr></tbody></table>';
    const updated = await call<{ post: Post }>(server, 'updateBlogPost', {
      token,
      params: { id: created.body.post.id },
      body: { title: 'Edited', content: rich + XSS_CORPUS.join('') },
    });
    expect(updated.status).toBe(200);
    expect(dangersIn(updated.body.post.content)).toEqual([]);
    expect(updated.body.post.content.startsWith(rich)).toBe(true);
  });

  it('drops style attributes but keeps the text they styled', async () => {
    const result = await createPost({ title: 'Styled', content: '<p style="color:red">Red words</p>' });
    expect(result.body.post.content).toBe('<p>Red words</p>');
  });

  it('stores a typed excerpt and the tags as plain text', async () => {
    const result = await createPost({
      title: 'Plain',
      content: '<p>Body</p>',
      excerpt: '<b>Short</b> <img src=x onerror="__xss(1)">summary',
      tags: ['<script>__xss(2)</script>Parents', '<i>Routines</i>', 'I <3 AAC'],
    });
    expect(result.status).toBe(201);
    expect(result.body.post.excerpt).toBe('Short summary');
    expect(result.body.post.tags).toEqual(['Parents', 'Routines', 'I <3 AAC']);
  });
});
