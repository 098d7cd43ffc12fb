import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from './contract-validator.ts';
import {
  adminToken,
  call,
  itInternals,
  named,
  startServer,
  type TestServer,
  unique,
  uniqueEmail,
} from './harness.ts';

/**
 * Every create that answers 201 says where the new resource lives in `Location` (the contract's
 * shared `components/headers/Location`): the contract's item path of the entity under /api, or
 * for the image upload the stored file. One row per 201 operation of the contract, so a new
 * create operation fails here until it is covered.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await adminToken(server);
});

afterAll(async () => {
  await server?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Created {
  status: number;
  location: string | null;
  body: Record<string, { id: number } | unknown>;
}

interface Row {
  /** Makes the resource (and what it needs) and answers the create's result. */
  create(cleanups: Array<() => Promise<unknown>>): Promise<Created>;
  /** The Location expected for the created entity. */
  expected(created: Created): string;
}

/** Creates whose result has no address of its own to read it at. */
const WITHOUT_ADDRESS = ['registerUser'];

const entityId = (created: Created, key: string) => (created.body[key] as { id: number }).id;

async function create(
  operationId: string,
  body: unknown,
  params: Record<string, string | number> = {},
): Promise<Created> {
  const result = await call<Record<string, unknown>>(server, operationId, { token, body, params });
  return { status: result.status, location: result.headers.get('location'), body: result.body };
}

/** Registers the delete of what a row created, run in `finally` whatever the assertions did. */
function removal(
  cleanups: Array<() => Promise<unknown>>,
  operationId: string,
  params: Record<string, string | number>,
) {
  cleanups.push(() => call(server, operationId, { token, params, unchecked: true }));
}

async function enterprise(cleanups: Array<() => Promise<unknown>>): Promise<Created> {
  const created = await create('createEnterprise', {
    name: named('Location Academy'),
    email: uniqueEmail('location.office'),
    contact_person: 'Lena Location',
    max_children: 5,
    max_team_members: 5,
  });
  if (created.status === 201) removal(cleanups, 'deleteEnterprise', { id: entityId(created, 'enterprise') });
  return created;
}

const rows: Record<string, Row> = {
  createBlogPost: {
    async create(cleanups) {
      const created = await create('createBlogPost', { title: named('Where posts live') });
      if (created.status === 201) removal(cleanups, 'deleteBlogPost', { id: entityId(created, 'post') });
      return created;
    },
    expected: (created) => `/api/admin/blog/posts/${entityId(created, 'post')}`,
  },
  uploadImage: {
    async create() {
      const form = new FormData();
      form.append('image', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
      const result = await call<{ url: string }>(server, 'uploadImage', { token, body: form });
      return { status: result.status, location: result.headers.get('location'), body: result.body };
    },
    expected: (created) => String(created.body.url),
  },
  createBlogCategory: {
    async create(cleanups) {
      const created = await create('createBlogCategory', { name: unique('Location') });
      if (created.status === 201)
        removal(cleanups, 'deleteBlogCategory', { id: entityId(created, 'category') });
      return created;
    },
    expected: (created) => `/api/admin/blog/categories/${entityId(created, 'category')}`,
  },
  saveSupportItem: {
    async create(cleanups) {
      const created = await create(
        'saveSupportItem',
        { title: named('Where videos live'), video_url: 'https://video.example/location' },
        { tab: 'videos' },
      );
      if (created.status === 201)
        removal(cleanups, 'deleteSupportItem', { tab: 'videos', id: entityId(created, 'item') });
      return created;
    },
    expected: (created) => `/api/admin/support/videos/${entityId(created, 'item')}`,
  },
  saveSocialLink: {
    async create(cleanups) {
      const created = await create('saveSocialLink', {
        platform: named('Location'),
        url: 'https://social.example/location',
      });
      if (created.status === 201) removal(cleanups, 'deleteSocialLink', { id: entityId(created, 'link') });
      return created;
    },
    expected: (created) => `/api/admin/social-links/${entityId(created, 'link')}`,
  },
  createEnterprise: {
    create: enterprise,
    expected: (created) => `/api/admin/enterprises/${entityId(created, 'enterprise')}`,
  },
  addTeamMember: {
    async create(cleanups) {
      const owner = await enterprise(cleanups);
      const id = entityId(owner, 'enterprise');
      const created = await create(
        'addTeamMember',
        { first_name: 'Tara', last_name: 'Team', email: uniqueEmail('location.member') },
        { id },
      );
      return { ...created, body: { ...created.body, enterpriseId: { id } } };
    },
    expected: (created) =>
      `/api/admin/enterprises/${entityId(created, 'enterpriseId')}/team-members/${entityId(created, 'team_member')}`,
  },
  createStripePlan: {
    async create(cleanups) {
      const created = await create('createStripePlan', {
        name: named('Location Plan'),
        plan_key: unique('location_stripe').replaceAll('-', '_'),
        plan_type: 'individual',
        price_monthly: 9.99,
      });
      if (created.status === 201) removal(cleanups, 'deleteStripePlan', { id: entityId(created, 'plan') });
      return created;
    },
    expected: (created) => `/api/admin/stripe/plans/${entityId(created, 'plan')}`,
  },
  createSubscriptionPlan: {
    async create(cleanups) {
      const created = await create('createSubscriptionPlan', {
        name: named('Location Plan'),
        plan_key: unique('location_plan').replaceAll('-', '_'),
        generate_stripe_ids: false,
      });
      if (created.status === 201)
        removal(cleanups, 'deleteSubscriptionPlan', { id: entityId(created, 'plan') });
      return created;
    },
    expected: (created) => `/api/admin/subscription-plans/${entityId(created, 'plan')}`,
  },
  createAdmin: {
    async create(cleanups) {
      const created = await create('createAdmin', {
        email: uniqueEmail('location.admin'),
        first_name: 'Lou',
        last_name: 'Location',
        password: 'Harbor-Tq8-Lr9!',
        role: 'content_manager',
      });
      if (created.status === 201) removal(cleanups, 'deleteAdmin', { id: entityId(created, 'admin') });
      return created;
    },
    expected: (created) => `/api/admin/admins/${entityId(created, 'admin')}`,
  },
  createRole: {
    async create(cleanups) {
      const created = await create('createRole', { name: unique('location_role').replaceAll('-', '_') });
      if (created.status === 201) removal(cleanups, 'deleteRole', { id: entityId(created, 'role') });
      return created;
    },
    expected: (created) => `/api/admin/roles/${entityId(created, 'role')}`,
  },
  createPermission: {
    async create(cleanups) {
      const created = await create('createPermission', {
        name: unique('location.read').replaceAll('-', '_'),
        category: 'location',
      });
      if (created.status === 201)
        removal(cleanups, 'deletePermission', { id: entityId(created, 'permission') });
      return created;
    },
    expected: (created) => `/api/admin/permissions/${entityId(created, 'permission')}`,
  },
};

describe('Location on 201 (components/headers/Location)', () => {
  // Reads the contract file, not the server: checked in-process only, never a remote pass.
  itInternals('covers every operation of the contract that answers 201', () => {
    const creates = contract.operations
      .filter(
        (operation) => operation.successStatus === 201 && !WITHOUT_ADDRESS.includes(operation.operationId),
      )
      .map((operation) => operation.operationId);
    expect(Object.keys(rows).sort()).toEqual(creates.sort());
  });

  it('sends no Location for a registration: the new user has no address the user can read', async () => {
    const registered = await call<{ user: { id: number } }>(server, 'registerUser', {
      body: {
        first_name: 'Lou',
        last_name: 'Registered',
        email: uniqueEmail('location.register'),
        password: 'violet-harbour-lantern',
        user_type: 'parent',
      },
    });
    expect(registered.status).toBe(201);
    expect(registered.headers.get('location')).toBeNull();
    await call(server, 'deleteUser', { token, params: { id: registered.body.user.id } });
  });

  it.each(Object.entries(rows))(
    '%s sends Location: the URL of what it created',
    async (_operationId, row) => {
      const cleanups: Array<() => Promise<unknown>> = [];
      try {
        const created = await row.create(cleanups);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(created.location).toBe(row.expected(created));
      } finally {
        for (const cleanup of cleanups.reverse()) await cleanup();
      }
    },
  );

  it('sends no Location when a create-or-update operation updates (200)', async () => {
    const cleanups: Array<() => Promise<unknown>> = [];
    try {
      const created = await rows.saveSocialLink.create(cleanups);
      const id = entityId(created, 'link');
      const updated = await call(server, 'saveSocialLink', {
        token,
        body: { id, platform: named('Location'), url: 'https://social.example/moved' },
      });
      expect(updated.status).toBe(200);
      expect(updated.headers.get('location')).toBeNull();
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }
  });

  it('points the upload at the stored file, which is served there', async () => {
    const created = await rows.uploadImage.create([]);
    const served = await fetch(`${server.baseUrl}${created.location}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});
