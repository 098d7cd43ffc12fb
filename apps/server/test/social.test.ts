import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, adminToken, call, named, startServer, type TestServer } from './harness.ts';

interface SocialLink {
  id: number;
  version: number;
  platform: string;
  url: string;
  icon: string;
  is_active: boolean;
  sort_order: number;
}
interface SaveResult {
  success: true;
  message: string;
  link: SocialLink;
}
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

const links = async () => {
  const result = await call<{ links: SocialLink[] }>(server, 'listSocialLinks', { token });
  expect(result.status).toBe(200);
  return result.body.links;
};
const save = (body: Record<string, unknown>) =>
  call<SaveResult & ErrorBody>(server, 'saveSocialLink', { token, body });

describe('listSocialLinks', () => {
  it('answers every link by sort_order, active and inactive ones', async () => {
    // One of each of the run's own, so the check holds on any backend (they are deleted after).
    expect(
      (await save({ platform: named('Active'), url: 'https://example.com/on', sort_order: 3 })).status,
    ).toBe(201);
    const off = {
      platform: named('Inactive'),
      url: 'https://example.com/off',
      is_active: false,
      sort_order: 1,
    };
    expect((await save(off)).status).toBe(201);
    const all = await links();
    expect(all.length).toBeGreaterThan(1);
    const orders = all.map((link) => link.sort_order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(all.some((link) => link.is_active)).toBe(true);
    expect(all.some((link) => !link.is_active)).toBe(true);
  });
});

describe('saveSocialLink', () => {
  it('creates with the defaults of platform §3 (active, sort order 0) and answers 201', async () => {
    const result = await save({ platform: 'Mastodon', url: 'https://mastodon.social/@aacapp' });
    expect(result.status).toBe(201);
    expect(result.body.message).toBe('Social link saved successfully.');
    expect(result.body.link).toMatchObject({
      platform: 'Mastodon',
      url: 'https://mastodon.social/@aacapp',
      is_active: true,
      sort_order: 0,
    });
    expect((await links()).map((link) => link.id)).toContain(result.body.link.id);
  });

  it('updates with id (200), which is also how the active badge toggles (platform §2.4)', async () => {
    const own = await save({ platform: named('Editable'), url: 'https://example.com/edit', sort_order: 2 });
    const first = own.body.link;
    const { id: _id, ...fields } = first;
    const toggled = await save({ ...fields, id: first.id, is_active: !first.is_active });
    expect(toggled.status).toBe(200);
    expect(toggled.body.link).toEqual({ ...first, is_active: !first.is_active, version: first.version + 1 });
    // The first copy is stale now: sent back whole, its version is refused (412), nothing changes.
    const stale = await save({ ...fields, id: first.id });
    expect(stale.status).toBe(412);
    const back = await save({ ...fields, id: first.id, version: toggled.body.link.version });
    expect(back.body.link.is_active).toBe(first.is_active);

    const edited = await save({
      id: first.id,
      platform: 'Facebook page',
      url: 'https://facebook.com/aac',
      icon: 'Facebook',
      sort_order: 7,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.link).toMatchObject({ id: first.id, platform: 'Facebook page', sort_order: 7 });
    const listed = (await links()).find((link) => link.id === first.id);
    expect(listed?.sort_order).toBe(7);
  });

  it('answers 404 for an unknown id', async () => {
    const result = await save({ id: 999999, platform: 'X', url: 'https://x.com/aac' });
    expect(result.status).toBe(404);
    expect(result.body.error).toBe('not_found');
  });

  it('requires platform and a url, and an integer sort order (platform §5)', async () => {
    const bad = [
      { url: 'https://x.com/aac' },
      { platform: '', url: 'https://x.com/aac' },
      { platform: '  ', url: 'https://x.com/aac' },
      { platform: 'X' },
      { platform: 'X', url: 'not a url' },
      { platform: 'X', url: 'x.com/aac' },
      { platform: 'X', url: 'https://x.com/aac', sort_order: 1.5 },
      { platform: 'X', url: 'https://x.com/aac', sort_order: '2' },
      { platform: 'X', url: 'https://x.com/aac', icon: 'Myspace' },
      { platform: 'X', url: 'https://x.com/aac', colour: 'blue' },
    ];
    for (const body of bad) {
      const result = await save(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error).toBe('validation_failed');
    }
  });

  it('needs social.write, which content_manager holds (seeded role)', async () => {
    const contentToken = await adminToken(server, accounts.contentManager);
    const allowed = await call<SaveResult>(server, 'saveSocialLink', {
      token: contentToken,
      body: { platform: 'Threads', url: 'https://threads.net/@aac', sort_order: 9 },
    });
    expect(allowed.status).toBe(201);
  });
});

describe('deleteSocialLink', () => {
  it('deletes the link; a second delete is 404', async () => {
    const created = await save({ platform: 'Temporary', url: 'https://example.com/temp' });
    const id = created.body.link.id;
    const result = await call<{ success: true; message: string }>(server, 'deleteSocialLink', {
      token,
      params: { id },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: 'Social link deleted successfully.' });
    expect((await links()).map((link) => link.id)).not.toContain(id);
    const again = await call(server, 'deleteSocialLink', { token, params: { id } });
    expect(again.status).toBe(404);
  });
});
