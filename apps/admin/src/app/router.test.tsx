import type { ApiHooks } from '@aac/api-client';
import { storeAdminSession } from '@aac/api-client';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_ONLY_ADMIN } from '../testing/storyAdmins';
import { FIRST_ANSWER_GRACE_MS, screenRoute } from './router';
import { landingPathFor, type ScreenEntry } from './screens';

const prefetch = vi.fn(async () => undefined);
const entry = {
  path: '/admin/children',
  title: 'Child Management',
  permission: 'children.write',
  prefetch,
  load: vi.fn(),
} as unknown as ScreenEntry;
const data = { queryClient: new QueryClient(), $api: {} as ApiHooks, DataProviders: () => <></> };
const context = { loadData: vi.fn(async () => data) };

function runLoader(url: string) {
  const route = screenRoute(entry, context);
  const loader = route.loader as (args: LoaderFunctionArgs) => unknown;
  return () => loader({ request: new Request(url), params: {}, context: undefined } as LoaderFunctionArgs);
}

afterEach(() => {
  localStorage.clear();
  prefetch.mockClear();
  context.loadData.mockClear();
});

describe('the route of a registered screen', () => {
  it('refuses a screen outside the permissions of the admin with a 403 naming it, before any request', () => {
    storeAdminSession('token', READ_ONLY_ADMIN);
    let refusal: unknown;
    try {
      runLoader('http://admin.test/admin/children')();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      init: { status: 403 },
      data: "You don't have access to Child Management.",
    });
    // Not even the data layer is loaded for a refused screen.
    expect(context.loadData).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('starts the first request for the URL asked for, and waits for its answer', async () => {
    storeAdminSession('token', { ...READ_ONLY_ADMIN, permissions: ['children.write'] });
    let answer!: () => void;
    prefetch.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))),
    );
    let done = false;
    const loading = Promise.resolve(runLoader('http://admin.test/admin/children?status=active')()).then(
      (result) => {
        done = true;
        return result;
      },
    );
    await vi.waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(
        data.queryClient,
        data.$api,
        new URL('http://admin.test/admin/children?status=active'),
      ),
    );
    expect(done).toBe(false);
    answer();
    await expect(loading).resolves.toBeNull();
  });

  it('shows the screen without its answer once the grace has passed', async () => {
    vi.useFakeTimers();
    try {
      storeAdminSession('token', { ...READ_ONLY_ADMIN, permissions: ['children.write'] });
      prefetch.mockImplementationOnce(() => new Promise<undefined>(() => {}));
      const loading = Promise.resolve(runLoader('http://admin.test/admin/children')());
      await vi.advanceTimersByTimeAsync(FIRST_ANSWER_GRACE_MS);
      await expect(loading).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a visitor without a session to the admin area, which sends them to sign in', () => {
    expect(runLoader('http://admin.test/admin/children')()).toBeNull();
    expect(context.loadData).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('where an admin lands', () => {
  it('is the analytics dashboard, or the first screen of the navigation the role opens', () => {
    expect(landingPathFor(['analytics.read', 'users.read'])).toBe('/admin/analytics');
    expect(landingPathFor(['children.read', 'users.read'])).toBe('/admin/users');
    expect(landingPathFor(['newsletter.read'])).toBe('/admin/blog/subscriptions');
  });
});
