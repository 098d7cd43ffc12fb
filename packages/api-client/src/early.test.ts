import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { sendEarlyGet } from './early';
import { storeAdminSession } from './session';

/** Answers every request with a new body naming how many requests the network saw so far. */
function countingNetwork() {
  const seen: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push(url);
    return Response.json({ users: [], answer: seen.length });
  });
  vi.stubGlobal('fetch', fetch);
  return seen;
}

const QUERY = { search: 'chen clarke', status: 'active' as const, page: 1, limit: 10 };

/** The app's client; absolute here, because Node's Request takes no path without an origin. */
const appClient = () => createApiClient({ baseUrl: `${window.location.origin}/api` });

describe('a request the preload script sent early', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
    storeAdminSession('token-a', { id: 1 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('answers the client once, for the same URL as the client writes it, instead of a second request', async () => {
    const seen = countingNetwork();
    sendEarlyGet('/admin/users', QUERY, 'token-a');
    const client = appClient();
    const first = await client.GET('/admin/users', { params: { query: QUERY } });
    expect(first.data).toMatchObject({ answer: 1 });
    expect(seen).toEqual([
      `${window.location.origin}/api/admin/users?search=chen%20clarke&status=active&page=1&limit=10`,
    ]);
    // Taken once: the next request goes to the network.
    const second = await client.GET('/admin/users', { params: { query: QUERY } });
    expect(second.data).toMatchObject({ answer: 2 });
  });

  it('is not used for another query, another token or after 10 seconds', async () => {
    const seen = countingNetwork();
    const client = appClient();

    sendEarlyGet('/admin/users', QUERY, 'token-a');
    await client.GET('/admin/users', { params: { query: { ...QUERY, page: 2 } } });
    expect(seen).toHaveLength(2);

    sendEarlyGet('/admin/users', QUERY, 'token-b');
    await client.GET('/admin/users', { params: { query: QUERY } });
    expect(seen).toHaveLength(4);

    sendEarlyGet('/admin/users', QUERY, 'token-a');
    vi.advanceTimersByTime(10_000);
    await client.GET('/admin/users', { params: { query: QUERY } });
    expect(seen).toHaveLength(6);
  });
});
