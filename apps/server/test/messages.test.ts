import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  adminToken,
  call,
  eachValue,
  need,
  needCount,
  needEach,
  startServer,
  type TestServer,
} from './harness.ts';

interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'new' | 'read' | 'replied' | 'closed';
  created_at: string;
}
interface MessageList {
  messages: ContactMessage[];
  pagination: { total: number; page: number; limit: number; pages: number };
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

const list = (query: Record<string, string | number> = {}) =>
  call<MessageList>(server, 'listContactMessages', { token, query });

describe('listContactMessages', () => {
  it('answers one page of 10 newest first with the { total, page, limit, pages } pagination (platform §7, §9)', async ({
    skip,
  }) => {
    const result = await list();
    expect(result.status).toBe(200);
    const { messages, pagination } = result.body;
    needCount(pagination.total, 11, 'contact messages', skip);
    expect(messages).toHaveLength(Math.min(10, pagination.total));
    expect(pagination.page).toBe(1);
    expect(pagination.limit).toBe(10);
    expect(pagination.pages).toBe(Math.ceil(pagination.total / 10));
    const dates = messages.map((message) => message.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages through every message exactly once', async ({ skip }) => {
    const first = await list({ limit: 25 });
    needCount(first.body.pagination.total, 26, 'contact messages', skip);
    const seen = new Set<number>();
    for (let page = 1; page <= first.body.pagination.pages; page++) {
      const result = await list({ limit: 25, page });
      for (const message of result.body.messages) seen.add(message.id);
    }
    expect(seen.size).toBe(first.body.pagination.total);
    const beyond = await list({ limit: 25, page: first.body.pagination.pages + 1 });
    expect(beyond.body.messages).toEqual([]);
  });

  it('filters by each status of platform §4, and the seed holds every one', async ({ skip }) => {
    let sum = 0;
    const statuses = ['new', 'read', 'replied', 'closed'] as const;
    const found = await Promise.all(statuses.map((status) => list({ status, limit: 100 })));
    if (found.some((result) => result.body.pagination.total === 0)) {
      // A status the filter finds nothing of: one anywhere in the list is a failure, none a skip.
      const all: ContactMessage[] = [];
      for (let page = 1; ; page++) {
        const result = (await list({ page, limit: 100 })).body;
        all.push(...result.messages);
        if (page >= result.pagination.pages) break;
      }
      needEach(
        eachValue(all, statuses, (message) => message.status, 'contact message'),
        skip,
      );
    }
    for (const [index, status] of statuses.entries()) {
      const result = found[index] as Awaited<ReturnType<typeof list>>;
      expect(result.status).toBe(200);
      expect(result.body.pagination.total, status).toBeGreaterThan(0);
      expect(result.body.messages.every((message) => message.status === status)).toBe(true);
      sum += result.body.pagination.total;
    }
    expect(sum).toBe((await list()).body.pagination.total);
  });

  it('searches name, email, subject and message across every page, with the status filter', async ({
    skip,
  }) => {
    const all = (await list({ limit: 100 })).body.messages;
    const target = need(all.at(-1), 'contact message', skip);
    // A word of the subject, upper-cased: the match ignores letter case and is not page-bound.
    const word = target.subject.split(' ').find((part) => part.length >= 4) ?? target.subject;
    const found = await list({ search: word.toUpperCase(), limit: 100 });
    expect(found.status).toBe(200);
    expect(found.body.messages.map((message) => message.id)).toContain(target.id);
    for (const message of found.body.messages) {
      const text = `${message.name} ${message.email} ${message.subject} ${message.message}`.toLowerCase();
      expect(text).toContain(word.toLowerCase());
    }
    expect(found.body.pagination.total).toBe(found.body.messages.length);
    const byEmail = await list({ search: target.email });
    expect(byEmail.body.messages.every((message) => message.email === target.email)).toBe(true);
    const narrowed = await list({ search: word, status: target.status, limit: 100 });
    expect(narrowed.body.messages.every((message) => message.status === target.status)).toBe(true);
    expect(narrowed.body.messages.map((message) => message.id)).toContain(target.id);
    // LIKE's wildcards are taken literally.
    const none = await list({ search: '100%_none' });
    expect(none.body).toMatchObject({ messages: [], pagination: { total: 0, pages: 0 } });
  });

  it('refuses an unknown status, page 0, a limit over 100 and a search over 200 characters with 400', async () => {
    for (const query of [{ status: 'archived' }, { page: 0 }, { limit: 101 }, { search: 'x'.repeat(201) }]) {
      const result = await call<ErrorBody>(server, 'listContactMessages', { token, query });
      expect(result.status).toBe(400);
      expect(result.body.error).toBe('validation_failed');
    }
  });
});

describe('updateContactMessageStatus', () => {
  it('sets any status from any status, as the row dropdown allows (platform §4)', async ({ skip }) => {
    const target = need((await list({ status: 'closed' })).body.messages[0], 'closed contact message', skip);
    // Ends where it started (closed), so a later run finds the same statuses.
    for (const status of ['new', 'read', 'replied', 'read', 'closed'] as const) {
      const result = await call<{ success: true; message: string; contact_message: ContactMessage }>(
        server,
        'updateContactMessageStatus',
        { token, params: { id: target.id }, body: { status } },
      );
      expect(result.status).toBe(200);
      expect(result.body.success).toBe(true);
      expect(result.body.contact_message.id).toBe(target.id);
      expect(result.body.contact_message.status).toBe(status);
    }
  });

  it('refuses an unknown status with 400 and an unknown message with 404', async () => {
    const target = (await list()).body.messages[0];
    const bad = await call<ErrorBody>(server, 'updateContactMessageStatus', {
      token,
      params: { id: target?.id ?? 1 },
      body: { status: 'archived' },
    });
    expect(bad.status).toBe(400);
    const missing = await call<ErrorBody>(server, 'updateContactMessageStatus', {
      token,
      params: { id: 999999 },
      body: { status: 'read' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('not_found');
  });

  it('needs messages.write (content_manager has no messages permission)', async () => {
    const contentToken = await adminToken(server, accounts.contentManager);
    const result = await call<ErrorBody>(server, 'updateContactMessageStatus', {
      token: contentToken,
      params: { id: 1 },
      body: { status: 'read' },
    });
    expect(result.status).toBe(403);
  });
});

describe('deleteContactMessage', () => {
  it('deletes the message; it is gone from the list and a second delete is 404', async ({ skip }) => {
    const before = (await list()).body;
    // A closed one, which a backend misses least: the contract cannot create a message back.
    const target = need(
      (await list({ status: 'closed' })).body.messages[0] ?? before.messages[0],
      'contact message',
      skip,
    );
    const result = await call<{ success: true; message: string }>(server, 'deleteContactMessage', {
      token,
      params: { id: target.id },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: 'Message deleted successfully.' });
    const after = (await list()).body;
    expect(after.pagination.total).toBe(before.pagination.total - 1);
    expect(after.messages.map((message) => message.id)).not.toContain(target.id);
    const again = await call(server, 'deleteContactMessage', { token, params: { id: target.id } });
    expect(again.status).toBe(404);
  });
});
