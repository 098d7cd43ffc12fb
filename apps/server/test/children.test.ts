import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  describeInternals,
  need,
  needCount,
  needEach,
  startServer,
  type TestServer,
} from './harness.ts';
import { everyPage, expectSorted } from './sorting.ts';

interface Child {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  age: number | null;
  diagnosis: string | null;
  communication_level: string;
  status: string;
  parent: { name: string; email: string };
  stats: { recent_progress: number; active_goals: number; completed_goals: number; total_sessions: number };
  created_at: string;
}
interface ChildList {
  children: Child[];
  pagination: { totalCount: number; hasNextPage: boolean };
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

const listChildren = (query: Record<string, string | number> = {}) =>
  call<ChildList>(server, 'listChildren', { token, query });

/** Every child matching the query, across pages. */
async function allChildren(query: Record<string, string> = {}): Promise<Child[]> {
  const children: Child[] = [];
  for (let page = 1; ; page++) {
    const result = await listChildren({ ...query, page, limit: 100 });
    children.push(...result.body.children);
    if (!result.body.pagination.hasNextPage) return children;
  }
}

describe('listChildren', () => {
  it('shows children at every level and status, with and without diagnosis and age (core §2.2)', async ({
    skip,
  }) => {
    const children = await allChildren();
    const some = (test: (child: Child) => boolean) => children.some(test);
    // Progress in each colour band of core §5: 80+ green, 60-79 yellow, below 60 red.
    const progress = (child: Child) => child.stats.recent_progress;
    needEach(
      {
        'beginner child': some((child) => child.communication_level === 'beginner'),
        'intermediate child': some((child) => child.communication_level === 'intermediate'),
        'advanced child': some((child) => child.communication_level === 'advanced'),
        'active child': some((child) => child.status === 'active'),
        'inactive child': some((child) => child.status === 'inactive'),
        'archived child': some((child) => child.status === 'archived'),
        'child without diagnosis': some((child) => child.diagnosis === null),
        'child with a diagnosis': some((child) => child.diagnosis !== null),
        'child of unknown age': some((child) => child.age === null),
        'child with progress of 80 or more': some((child) => progress(child) >= 80),
        'child with progress from 60 to 79': some((child) => progress(child) >= 60 && progress(child) < 80),
        'child with progress below 60': some((child) => progress(child) < 60),
      },
      skip,
    );
    expect(new Set(children.map((child) => child.communication_level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced']),
    );
    expect(new Set(children.map((child) => child.status))).toEqual(
      new Set(['active', 'inactive', 'archived']),
    );
    for (const child of children.slice(0, 20))
      expect(child.name).toBe(`${child.first_name} ${child.last_name}`);
  });

  it.for([
    ['0-5', 0, 5],
    ['6-12', 6, 12],
    ['13-18', 13, 18],
    ['18+', 18, Number.POSITIVE_INFINITY],
  ] as const)('filters age_range %s to ages %i..%s', async ([range, min, max], { skip }) => {
    const children = await allChildren({ age_range: range });
    if (children.length === 0) {
      // Nothing found: a child in the range anywhere in the list is a failure, none a skip.
      const inRange = (await allChildren()).find(
        (child) => child.age !== null && child.age >= min && child.age <= max,
      );
      need(inRange, `child aged ${range}`, skip);
    }
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      expect(child.age).not.toBeNull();
      expect(child.age ?? -1).toBeGreaterThanOrEqual(min);
      expect(child.age ?? -1).toBeLessThanOrEqual(max);
    }
  });

  it('counts a child of 18 in both "13-18" and "18+"', async ({ skip }) => {
    const teen = await allChildren({ age_range: '13-18' });
    const adult = await allChildren({ age_range: '18+' });
    const eighteen = teen.filter((child) => child.age === 18).map((child) => child.id);
    if (eighteen.length === 0)
      need(
        (await allChildren()).find((child) => child.age === 18),
        'child aged exactly 18',
        skip,
      );
    expect(eighteen.length).toBeGreaterThan(0);
    expect(adult.map((child) => child.id)).toEqual(expect.arrayContaining(eighteen));
  });

  it('filters by status and communication level', async ({ skip }) => {
    const archived = await allChildren({ status: 'archived' });
    const advanced = await allChildren({ communication_level: 'advanced' });
    if (archived.length === 0 || advanced.length === 0) {
      // Nothing found: such a child anywhere in the list is a failure, none a skip.
      const everyone = await allChildren();
      needEach(
        {
          'archived child': everyone.some((child) => child.status === 'archived'),
          'advanced child': everyone.some((child) => child.communication_level === 'advanced'),
        },
        skip,
      );
    }
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((child) => child.status === 'archived')).toBe(true);
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.every((child) => child.communication_level === 'advanced')).toBe(true);
  });

  it('searches child name, diagnosis and parent name and email, case-insensitively', async ({ skip }) => {
    const withDiagnosis = need(
      (await allChildren()).find((child) => child.diagnosis),
      'child with a diagnosis',
      skip,
    );
    if (!withDiagnosis.diagnosis) throw new Error('no diagnosis');
    const byDiagnosis = await allChildren({ search: withDiagnosis.diagnosis.toUpperCase() });
    expect(byDiagnosis.map((child) => child.id)).toContain(withDiagnosis.id);
    expect(
      byDiagnosis.every(
        (child) =>
          child.diagnosis?.toLowerCase() === withDiagnosis.diagnosis?.toLowerCase() ||
          `${child.name} ${child.parent.name} ${child.parent.email}`
            .toLowerCase()
            .includes(withDiagnosis.diagnosis?.toLowerCase() ?? ''),
      ),
    ).toBe(true);

    const byParentEmail = await allChildren({ search: withDiagnosis.parent.email });
    expect(byParentEmail.map((child) => child.id)).toContain(withDiagnosis.id);
    expect(byParentEmail.every((child) => child.parent.email === withDiagnosis.parent.email)).toBe(true);

    const byName = await allChildren({ search: withDiagnosis.first_name.toLowerCase() });
    expect(byName.map((child) => child.id)).toContain(withDiagnosis.id);
  });

  it("finds a child by its own name alone and a child by its parent's email alone (contract listChildren)", async ({
    skip,
  }) => {
    const children = await allChildren();
    const parentText = (child: Child) => `${child.parent.name} ${child.parent.email}`.toLowerCase();
    const byOwnName = need(
      children.find(
        (child) =>
          child.first_name.length >= 3 && !parentText(child).includes(child.first_name.toLowerCase()),
      ),
      "child whose first name (three letters or more) is not in its parent's name or email",
      skip,
    );
    const nameMatches = await allChildren({ search: byOwnName.first_name.toUpperCase() });
    expect(nameMatches.map((child) => child.id)).toContain(byOwnName.id);

    const byParentEmail = children.find((child) => child.parent.email);
    if (!byParentEmail) throw new Error('no child with a parent');
    const emailMatches = await allChildren({ search: byParentEmail.parent.email.toUpperCase() });
    expect(emailMatches.map((child) => child.id)).toContain(byParentEmail.id);
    // The email is in no child's own name or diagnosis: these children were found through their parent.
    for (const child of emailMatches) {
      expect(`${child.name} ${child.diagnosis ?? ''}`.toLowerCase()).not.toContain(
        byParentEmail.parent.email.toLowerCase(),
      );
      expect(child.parent.email).toBe(byParentEmail.parent.email);
    }
  });

  it('answers a deep page with the children of the whole list read in pages of 100', async ({ skip }) => {
    const everyone = await allChildren();
    // An odd page size, so the deep pages start in the middle of the pages of 100.
    const limit = 7;
    needCount(everyone.length, 2 * limit + 1, 'children', skip);
    const lastPage = Math.ceil(everyone.length / limit);
    for (const page of [lastPage, lastPage - 1, Math.ceil(lastPage / 2)]) {
      const result = await listChildren({ page, limit });
      expect(result.body.children).toEqual(everyone.slice((page - 1) * limit, page * limit));
    }
  });

  it('refuses an unknown age range with 400', async () => {
    expect((await listChildren({ age_range: '19-25' })).status).toBe(400);
  });
});

describe('listChildren sort (beyond the spec, docs/design.md)', () => {
  // core §2.2's orders for level and status; an unknown age (null) counts as the oldest.
  const LEVELS = ['beginner', 'intermediate', 'advanced'];
  const STATUSES = ['active', 'inactive', 'archived'];
  const byField: Record<string, (child: Child) => string | number | null> = {
    name: (child) => `${child.first_name} ${child.last_name}`.toLowerCase(),
    age: (child) => child.age,
    communication_level: (child) => LEVELS.indexOf(child.communication_level),
    status: (child) => STATUSES.indexOf(child.status),
    recent_progress: (child) => child.stats.recent_progress,
    total_sessions: (child) => child.stats.total_sessions,
    created_at: (child) => child.created_at,
  };
  const keyOf = (sort: string) => byField[sort.replace(/^-/, '')] as (child: Child) => string | number | null;
  const directionOf = (sort: string) => (sort.startsWith('-') ? 'desc' : 'asc');
  // The server sorts age by birth date, which the answer does not show: children of one age may come in any order.
  const tiesOf = (sort: string) => (sort.replace(/^-/, '') === 'age' ? 'unknown' : 'byId');

  it.for(Object.keys(byField).flatMap((field) => [field, `-${field}`]))(
    'orders the first 100 children by %s, ties by id',
    async (sort, { skip }) => {
      const result = await listChildren({ sort, limit: 100 });
      expect(result.status).toBe(200);
      needCount(result.body.pagination.totalCount, 2, 'children', skip);
      expectSorted(result.body.children, keyOf(sort), directionOf(sort), tiesOf(sort));
    },
  );

  it('continues the order on every following page, each child once, unknown ages last', async ({ skip }) => {
    const everyone = await allChildren();
    needCount(everyone.length, 10, 'children', skip);
    needEach({ 'child of unknown age': everyone.some((child) => child.age === null) }, skip);
    for (const sort of ['age', '-recent_progress']) {
      const { rows, totalCount } = await everyPage(async (page) => {
        const { children, pagination } = (await listChildren({ sort, page, limit: 9 })).body;
        return { rows: children, totalCount: pagination.totalCount, hasNextPage: pagination.hasNextPage };
      });
      expect(rows).toHaveLength(totalCount);
      expect(new Set(rows.map((child) => child.id)).size).toBe(totalCount);
      expectSorted(rows, keyOf(sort), directionOf(sort), tiesOf(sort));
      if (sort === 'age') expect(rows.at(-1)?.age).toBeNull();
    }
  });

  it('sorts only what the search and filters match', async ({ skip }) => {
    const query = { search: 'e', status: 'active', communication_level: 'beginner' };
    const unsorted = (await listChildren({ ...query, limit: 100 })).body;
    const sorted = (await listChildren({ ...query, sort: 'total_sessions', limit: 100 })).body;
    needCount(
      unsorted.pagination.totalCount,
      2,
      'active beginner children with an "e" in a name or email',
      skip,
    );
    expect(sorted.pagination.totalCount).toBe(unsorted.pagination.totalCount);
    expect(sorted.children.length).toBeGreaterThan(1);
    // The same rows when one page holds them all (a bigger backend's page is one slice of many).
    if (unsorted.pagination.totalCount <= 100) {
      expect(sorted.children.map((child) => child.id).sort()).toEqual(
        unsorted.children.map((child) => child.id).sort(),
      );
    }
    for (const child of sorted.children) {
      expect(child).toMatchObject({ status: 'active', communication_level: 'beginner' });
    }
    expectSorted(sorted.children, keyOf('total_sessions'), 'asc');
  });

  it('refuses a field the contract does not offer with 400 and the Error body', async () => {
    const result = await call<{ error: string; message: string }>(server, 'listChildren', {
      token,
      query: { sort: 'parent_id' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: 'validation_failed' });
    expect(result.body.message).toContain('Sort must be one of: name, -name');
  });
});

describe('edit, status and delete', () => {
  it('updates the edit-dialog fields and clears the diagnosis with null', async ({ skip }) => {
    const child = need((await listChildren()).body.children[0], 'child', skip);
    const result = await call<{ child: Child }>(server, 'updateChild', {
      token,
      params: { id: child.id },
      body: {
        first_name: 'Mila',
        last_name: child.last_name,
        diagnosis: null,
        communication_level: 'advanced',
        status: 'inactive',
      },
    });
    // The child's record goes back as it was (the edit dialog sends these fields whole).
    const { first_name, last_name, diagnosis, communication_level, status } = child;
    await call(server, 'updateChild', {
      token,
      params: { id: child.id },
      body: { first_name, last_name, diagnosis, communication_level, status },
    });
    expect(result.status).toBe(200);
    expect(result.body.child).toMatchObject({
      id: child.id,
      name: `Mila ${child.last_name}`,
      diagnosis: null,
      communication_level: 'advanced',
      status: 'inactive',
    });
  });

  it('refuses an empty first name and an unknown level with 400', async ({ skip }) => {
    const child = need((await listChildren()).body.children[0], 'child', skip);
    const base = { first_name: 'A', last_name: 'B', communication_level: 'beginner', status: 'active' };
    expect(
      (
        await call(server, 'updateChild', {
          token,
          params: { id: child.id },
          body: { ...base, first_name: '' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(server, 'updateChild', {
          token,
          params: { id: child.id },
          body: { ...base, communication_level: 'expert' },
        })
      ).status,
    ).toBe(400);
  });

  it('sets any of the three statuses directly (core §4)', async ({ skip }) => {
    const child = need((await listChildren({ status: 'active' })).body.children[0], 'active child', skip);
    // Ends active, as the child was, with each status set once on the way.
    for (const status of ['archived', 'inactive', 'archived', 'active']) {
      const result = await call<{ child: Child }>(server, 'updateChildStatus', {
        token,
        params: { id: child.id },
        body: { status },
      });
      expect(result.status).toBe(200);
      expect(result.body.child.status).toBe(status);
    }
  });

  it('deletes a child, then answers 404', async ({ skip }) => {
    // An archived one, which a backend misses least: the contract cannot create a child back.
    const child = need(
      (await listChildren({ status: 'archived' })).body.children[0] ??
        (await listChildren()).body.children[1],
      'child',
      skip,
    );
    expect((await call(server, 'deleteChild', { token, params: { id: child.id } })).status).toBe(200);
    expect((await call(server, 'deleteChild', { token, params: { id: child.id } })).status).toBe(404);
    expect(
      (
        await call(server, 'updateChildStatus', {
          token,
          params: { id: child.id },
          body: { status: 'active' },
        })
      ).status,
    ).toBe(404);
  });
});

describeInternals('search results (in-process)', () => {
  // The search runs as a union of index-served lookups for terms of three letters or more and as
  // one OR for shorter ones; both must answer exactly the children of the plain condition "the
  // child's name or diagnosis, or its parent's name or email, contains the term".
  async function expectThePlainConditionsChildren(term: string) {
    const db = server.internal?.database.db;
    if (!db) throw new Error('in-process only');
    const pattern = `%${term}%`;
    const { rows } = await sql<{ id: number }>`
      select children.id
        from children join users parent on parent.id = children.parent_id
       where children.first_name || ' ' || children.last_name || ' ' || coalesce(children.diagnosis, '') ilike ${pattern}
          or parent.first_name || ' ' || parent.last_name || ' ' || parent.email ilike ${pattern}
       order by children.created_at desc, children.id desc
    `.execute(db);
    expect(rows.length).toBeGreaterThan(0);
    const answered = await allChildren({ search: term });
    expect(answered.map((child) => child.id)).toEqual(rows.map((row) => row.id));
    const { totalCount } = (await listChildren({ search: term })).body.pagination;
    expect(totalCount).toBe(rows.length);
  }

  it.each([
    ['a common fragment', 'son'],
    ['two letters', 'ma'],
    ['mixed case', 'MaR'],
    ['a diagnosis word', 'autism'],
    ["every parent's email domain", 'example.com'],
  ])('answers the children of the plain condition for %s ("%s"), in list order', async (_label, term) => {
    await expectThePlainConditionsChildren(term);
  });

  it("answers the children of the plain condition for one parent's email", async () => {
    const child = (await listChildren({ limit: 1 })).body.children[0];
    if (!child) throw new Error('the seed has no children');
    await expectThePlainConditionsChildren(child.parent.email);
  });
});
