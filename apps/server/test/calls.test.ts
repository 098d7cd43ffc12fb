import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  eachValue,
  expectConflict,
  need,
  needCount,
  needEach,
  startServer,
  type TestServer,
} from './harness.ts';

type CallStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';
interface ScheduledCall {
  id: number;
  version: number;
  name: string;
  email: string;
  phone: string | null;
  preferred_date: string;
  preferred_time: string;
  timezone: string;
  call_duration: number;
  call_purpose: string | null;
  status: CallStatus;
  admin_notes: string | null;
}
interface CallList {
  calls: ScheduledCall[];
  totalPages: number;
  page: number;
  total: number;
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
  call<CallList>(server, 'listScheduledCalls', { token, query });
const setStatus = (id: number, body: { status: string; admin_notes?: string | null }) =>
  call<{ success: true; message: string; call: ScheduledCall } & ErrorBody>(
    server,
    'updateScheduledCallStatus',
    {
      token,
      params: { id },
      body,
    },
  );
/** Every call, through the pages of 100. */
async function everyCall(): Promise<ScheduledCall[]> {
  const all: ScheduledCall[] = [];
  for (let page = 1; ; page++) {
    const result = (await list({ page, limit: 100 })).body;
    all.push(...result.calls);
    if (page >= result.totalPages) return all;
  }
}
/** Any call in that status (the contract cannot create calls, and each run moves a few on). */
const firstWithStatus = async (status: CallStatus, skip: (note: string) => never) =>
  need((await list({ status, limit: 100 })).body.calls[0], `${status} scheduled call`, skip);

describe('listScheduledCalls', () => {
  it('answers one page of 10, upcoming soonest first then past latest first, with { calls, totalPages, page, total } (platform §7, §9)', async ({
    skip,
  }) => {
    const result = await list();
    expect(result.status).toBe(200);
    // More than a page (the demo seed's; each conformance run deletes one call).
    needCount(result.body.total, 11, 'scheduled calls', skip);
    expect(result.body.calls).toHaveLength(Math.min(10, result.body.total));
    expect(result.body.page).toBe(1);
    expect(result.body.totalPages).toBe(Math.ceil(result.body.total / 10));
    expect(result.body.totalPages).toBeGreaterThan(1);
    const all = await everyCall();
    const today = new Date().toISOString().slice(0, 10);
    const key = (item: { preferred_date: string; preferred_time: string }) =>
      `${item.preferred_date} ${item.preferred_time}`;
    const upcoming = all.filter((item) => item.preferred_date >= today).map(key);
    const past = all.filter((item) => item.preferred_date < today).map(key);
    // Every call from today on, soonest first, before every past call, latest first.
    expect(all.map(key)).toEqual([...[...upcoming].sort(), ...[...past].sort().reverse()]);
    needCount(upcoming.length, 1, 'upcoming scheduled calls', skip);
    needCount(past.length, 1, 'past scheduled calls', skip);
  });

  it('filters by every status of platform §4, each present in the seed', async ({ skip }) => {
    let sum = 0;
    const statuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
    const found = await Promise.all(statuses.map((status) => list({ status, limit: 100 })));
    if (found.some((result) => result.body.total === 0)) {
      // A status the filter finds nothing of: one anywhere in the list is a failure, none a skip.
      const all = await everyCall();
      needEach(
        eachValue(all, statuses, (item) => item.status, 'scheduled call'),
        skip,
      );
    }
    for (const [index, status] of statuses.entries()) {
      const result = found[index] as Awaited<ReturnType<typeof list>>;
      expect(result.body.total, status).toBeGreaterThan(0);
      expect(result.body.calls.every((item) => item.status === status)).toBe(true);
      sum += result.body.total;
    }
    expect(sum).toBe((await list()).body.total);
  });

  it('searches name, email and phone across every page, with the status filter', async ({ skip }) => {
    const all = (await list({ limit: 100 })).body.calls;
    const target = need(all.at(-1), 'scheduled call', skip);
    const lastName = target.name.split(' ').at(-1) ?? target.name;
    const found = await list({ search: lastName.toUpperCase(), limit: 100 });
    expect(found.status).toBe(200);
    expect(found.body.calls.map((item) => item.id)).toContain(target.id);
    for (const item of found.body.calls) {
      expect(`${item.name} ${item.email} ${item.phone ?? ''}`.toLowerCase()).toContain(
        lastName.toLowerCase(),
      );
    }
    expect(found.body.total).toBe(found.body.calls.length);
    const byEmail = await list({ search: target.email });
    expect(byEmail.body.calls.every((item) => item.email === target.email)).toBe(true);
    const withPhone = all.find((item) => item.phone);
    if (withPhone?.phone) {
      const byPhone = await list({ search: withPhone.phone });
      expect(byPhone.body.calls.map((item) => item.id)).toContain(withPhone.id);
    }
    const other = target.status === 'pending' ? 'confirmed' : 'pending';
    const narrowed = await list({ search: target.email, status: other });
    expect(narrowed.body.calls.every((item) => item.status === other)).toBe(true);
    expect(narrowed.body.calls.map((item) => item.id)).not.toContain(target.id);
    const none = await list({ search: '100%_none' });
    expect(none.body).toMatchObject({ calls: [], totalPages: 0, total: 0 });
  });

  it('shows calls with and without purpose and phone (the "General consultation" case)', async ({ skip }) => {
    const { calls } = (await list({ limit: 100 })).body;
    // Both optional fields come back as null, not omitted or "" (the contract validates the shape).
    expect(
      need(
        calls.find((item) => item.call_purpose === null),
        'call without a purpose',
        skip,
      ),
    ).toBeTruthy();
    expect(
      need(
        calls.find((item) => item.phone === null),
        'call without a phone',
        skip,
      ),
    ).toBeTruthy();
  });

  it('answers an empty page past the end and 400 for a bad page or status', async () => {
    const { totalPages } = (await list()).body;
    const beyond = await list({ page: totalPages + 1 });
    expect(beyond.body.calls).toEqual([]);
    expect(beyond.body.page).toBe(totalPages + 1);
    expect((await call(server, 'listScheduledCalls', { token, query: { page: 0 } })).status).toBe(400);
    expect((await call(server, 'listScheduledCalls', { token, query: { status: 'done' } })).status).toBe(400);
  });
});

describe('updateScheduledCallStatus', () => {
  it('confirms a pending call, then completes it, saving admin_notes (platform §4)', async ({ skip }) => {
    const pending = await firstWithStatus('pending', skip);
    const confirmed = await setStatus(pending.id, {
      status: 'confirmed',
      admin_notes: 'Confirmed by phone.',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Call status updated.');
    expect(confirmed.body.call).toEqual({
      ...pending,
      version: pending.version + 1,
      status: 'confirmed',
      admin_notes: 'Confirmed by phone.',
    });

    // Re-sending the current status only changes the notes.
    const notes = await setStatus(pending.id, { status: 'confirmed', admin_notes: 'Sent the deck.' });
    expect(notes.status).toBe(200);
    expect(notes.body.call.admin_notes).toBe('Sent the deck.');

    // Without admin_notes the stored notes stay.
    const completed = await setStatus(pending.id, { status: 'completed' });
    expect(completed.status).toBe(200);
    expect(completed.body.call.status).toBe('completed');
    expect(completed.body.call.admin_notes).toBe('Sent the deck.');
  });

  it('refuses "Mark as Completed" unless confirmed, and "Confirm Call" unless pending, with 409', async ({
    skip,
  }) => {
    const pending = await firstWithStatus('pending', skip);
    const early = await setStatus(pending.id, { status: 'completed' });
    expectConflict(early.status, early.body, 'updateScheduledCallStatus', 'notAllowed');

    const confirmed = await firstWithStatus('confirmed', skip);
    expect((await setStatus(confirmed.id, { status: 'pending' })).status).toBe(409);

    const completed = await firstWithStatus('completed', skip);
    const again = await setStatus(completed.id, { status: 'confirmed' });
    expectConflict(again.status, again.body, 'updateScheduledCallStatus', 'final');
    expect((await setStatus(completed.id, { status: 'cancelled' })).status).toBe(409);
    // The refused change wrote nothing.
    const unchanged = (await list({ status: 'completed', limit: 100 })).body.calls.find(
      (item) => item.id === completed.id,
    );
    expect(unchanged).toEqual(completed);
  });

  it('cancels a pending or confirmed call; cancelled is final', async ({ skip }) => {
    const pending = await firstWithStatus('pending', skip);
    expect((await setStatus(pending.id, { status: 'cancelled' })).status).toBe(200);
    const confirmed = await firstWithStatus('confirmed', skip);
    expect(
      (await setStatus(confirmed.id, { status: 'cancelled', admin_notes: null })).body.call,
    ).toMatchObject({
      status: 'cancelled',
      admin_notes: null,
    });
    const cancelled = await firstWithStatus('cancelled', skip);
    expect((await setStatus(cancelled.id, { status: 'pending' })).status).toBe(409);
    expect((await setStatus(cancelled.id, { status: 'confirmed' })).status).toBe(409);
  });

  it('answers 404 for an unknown call and 400 for an unknown status', async ({ skip }) => {
    expect((await setStatus(999999, { status: 'confirmed' })).status).toBe(404);
    const pending = await firstWithStatus('pending', skip);
    expect((await setStatus(pending.id, { status: 'done' })).status).toBe(400);
  });
});

describe('deleteScheduledCall', () => {
  it('deletes the call; a second delete is 404', async ({ skip }) => {
    const before = (await list()).body;
    // Cancelled first: the call a backend misses least (the contract cannot create one back).
    const target = need(
      (await list({ status: 'cancelled' })).body.calls[0] ?? before.calls[0],
      'scheduled call',
      skip,
    );
    const result = await call<{ success: true; message: string }>(server, 'deleteScheduledCall', {
      token,
      params: { id: target.id },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: 'Call deleted successfully.' });
    expect((await list()).body.total).toBe(before.total - 1);
    expect((await call(server, 'deleteScheduledCall', { token, params: { id: target.id } })).status).toBe(
      404,
    );
  });
});
