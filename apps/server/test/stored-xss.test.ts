import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, named, startServer, type TestServer, unique } from './harness.ts';

/**
 * Stored script through the platform screens' fields: support content HTML is sanitised on save
 * with the blog's policy (no script, no event handlers, no javascript: links, no style
 * attributes), the excerpt is plain text, and every url field takes http(s) only (mailto and tel
 * where the field is an address), refused with the contract's Error body.
 */

interface ErrorBody {
  error: string;
  message: string;
}
interface SavedItem {
  item: { id: number; content: string | null; excerpt: string | null };
}

let server: TestServer;
let token: string;
/** A support category of the file's own (deleted with it): articles must name one. */
const categoryKey = unique('xss-category');
beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
  const category = await call(server, 'saveSupportItem', {
    token,
    params: { tab: 'categories' },
    body: { title: named('Sanitising'), key: categoryKey },
  });
  if (category.status !== 201) throw new Error(`saveSupportItem categories: ${category.status}`);
});
afterAll(async () => {
  await server?.close();
});

const saveSupport = (tab: string, body: Record<string, unknown>) =>
  call<SavedItem & ErrorBody>(server, 'saveSupportItem', { token, params: { tab }, body });

const SCRIPT_URLS = ['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'vbscript:msgbox(1)'];

describe('support content', () => {
  it('stores article HTML without script, event handlers, javascript: links or style attributes', async () => {
    const result = await saveSupport('articles', {
      title: 'Sanitised article',
      category_key: categoryKey,
      content:
        '<p style="position:fixed;inset:0">Hello <b>there</b></p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a>',
    });
    expect(result.status).toBe(201);
    const content = result.body.item.content ?? '';
    expect(content).toContain('<b>there</b>');
    expect(content).not.toMatch(/<script|onerror|javascript:|style=/i);

    const read = await call<{ articles: Array<{ id: number; content: string | null }> }>(
      server,
      'getSupportContent',
      { token },
    );
    const stored = read.body.articles.find((article) => article.id === result.body.item.id);
    expect(stored?.content).toBe(content);
  });

  it('stores the excerpt as plain text', async () => {
    const result = await saveSupport('articles', {
      title: 'Plain excerpt',
      category_key: categoryKey,
      excerpt: 'Read <img src=x onerror=alert(1)>this <b>first</b>',
    });
    expect(result.status).toBe(201);
    expect(result.body.item.excerpt).toBe('Read this first');
  });

  it.each([
    ['videos', 'video_url'],
    ['videos', 'thumbnail_url'],
    ['community', 'link_url'],
    ['options', 'action_value'],
  ])('refuses script urls in %s %s with 400 validation_failed', async (tab, field) => {
    for (const url of SCRIPT_URLS) {
      const result = await saveSupport(tab, { title: 'Script url', [field]: url });
      expect(result.status, `${field}: ${url}`).toBe(400);
      expect(result.body.error).toBe('validation_failed');
    }
  });

  it('still takes http(s) urls, mailto and tel actions and plain action names', async () => {
    for (const action_value of [
      'https://aac.example.com/help',
      'mailto:help@example.com',
      'tel:+15555550100',
      'open-chat',
    ]) {
      const result = await saveSupport('options', { title: 'Contact us', action_value });
      expect(result.status, action_value).toBe(201);
    }
  });
});

describe('social links and settings', () => {
  it('refuses script urls in a social link with 400 validation_failed', async () => {
    for (const url of SCRIPT_URLS) {
      const result = await call<ErrorBody>(server, 'saveSocialLink', {
        token,
        body: { platform: 'Evil', url },
      });
      expect(result.status, url).toBe(400);
      expect(result.body.error).toBe('validation_failed');
    }
  });

  it('refuses a script url as the site url with 400 validation_failed', async () => {
    for (const siteUrl of SCRIPT_URLS) {
      const result = await call<ErrorBody>(server, 'updateSettings', {
        token,
        body: { settings: { general: { siteUrl } } },
      });
      expect(result.status, siteUrl).toBe(400);
      expect(result.body.error).toBe('validation_failed');
    }
  });
});
