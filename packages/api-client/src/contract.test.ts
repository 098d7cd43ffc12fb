// @vitest-environment node
// (reads the contract file from disk; nothing here needs a DOM)
/**
 * Checks openapi/openapi.yaml against the spec's call tables (core §7, platform §7) and the shared API
 * conventions: the exact operations and operationIds, the sign-in additions, permissions, shared Error
 * answers, examples on every schema, and the enums the screens depend on.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
interface Ref {
  $ref: string;
}
interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: Json[];
  example?: Json;
  minimum?: number;
  maximum?: number;
  default?: Json;
  format?: string;
  pattern?: string;
  required?: string[];
  additionalProperties?: boolean | Schema;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  readOnly?: boolean;
  writeOnly?: boolean;
}
interface MediaType {
  schema?: Schema;
}
interface Response {
  $ref?: string;
  content?: Record<string, MediaType>;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  schema: Schema;
}
interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-permission'?: string;
  parameters?: (Parameter | Ref)[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Response>;
}
type PathItem = { parameters?: (Parameter | Ref)[] } & Partial<Record<HttpMethod, Operation>>;
type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
interface Contract {
  openapi: string;
  servers: { url: string }[];
  security: Record<string, string[]>[];
  tags: { name: string; description?: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, { type: string; scheme?: string; bearerFormat?: string }>;
  };
}

const contractPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
const methods: HttpMethod[] = ['get', 'post', 'put', 'delete', 'patch'];

/** Follows a local `$ref` such as `#/components/schemas/User`. */
function resolve<T>(node: T | Ref): T {
  if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], contract);
    if (target === undefined) throw new Error(`unresolved ${node.$ref}`);
    return resolve(target as T | Ref);
  }
  return node as T;
}

function operation(method: HttpMethod, path: string): Operation {
  const found = contract.paths[path]?.[method];
  if (!found) throw new Error(`missing ${method.toUpperCase()} ${path}`);
  return found;
}

function operationById(id: string): { method: HttpMethod; path: string; op: Operation } {
  const found = allOperations.find((entry) => entry.op.operationId === id);
  if (!found) throw new Error(`missing operation ${id}`);
  return found;
}

/** Every parameter of an operation, those of its path item included, resolved. */
function parametersOf(path: string, op: Operation): Parameter[] {
  return [...(contract.paths[path]?.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolve(p));
}

function queryParameter(operationId: string, name: string): Parameter {
  const { path, op } = operationById(operationId);
  const found = parametersOf(path, op).find((p) => p.in === 'query' && p.name === name);
  if (!found) throw new Error(`${operationId} has no query parameter ${name}`);
  return found;
}

function jsonBodySchema(op: Operation): Schema {
  const media = op.requestBody?.content['application/json'] ?? op.requestBody?.content['multipart/form-data'];
  if (!media?.schema) throw new Error(`${op.operationId} has no request body schema`);
  return resolve(media.schema);
}

const allOperations = Object.entries(contract.paths).flatMap(([path, item]) =>
  methods.flatMap((method) => {
    const op = item[method];
    return op ? [{ method, path, op }] : [];
  }),
);

// core §7 and platform §7, one row a call; the operationIds are the fixed ones of the API conventions.
const sectionSevenOperations: [method: HttpMethod, path: string, operationId: string][] = [
  // core §7
  ['get', '/admin/users', 'listUsers'],
  ['post', '/admin/users/{id}/activate', 'activateUser'],
  ['post', '/admin/users/{id}/deactivate', 'deactivateUser'],
  ['put', '/admin/users/{id}', 'updateUser'],
  ['delete', '/admin/users/{id}', 'deleteUser'],
  ['get', '/admin/users/{id}/subscription', 'getUserSubscription'],
  ['post', '/admin/users/{id}/cancel-subscription', 'cancelUserSubscription'],
  ['post', '/admin/users/{id}/reactivate-subscription', 'reactivateUserSubscription'],
  ['get', '/admin/children', 'listChildren'],
  ['put', '/admin/children/{id}', 'updateChild'],
  ['put', '/admin/children/{id}/status', 'updateChildStatus'],
  ['delete', '/admin/children/{id}', 'deleteChild'],
  ['get', '/admin/payments', 'listPayments'],
  ['get', '/admin/pricing', 'listPricingPlans'],
  ['put', '/admin/pricing/{id}', 'updatePricingPlanPrice'],
  ['get', '/admin/payment-stats', 'getPaymentStats'],
  ['get', '/admin/blog/posts', 'listBlogPosts'],
  ['post', '/admin/blog/posts', 'createBlogPost'],
  ['put', '/admin/blog/posts/{id}', 'updateBlogPost'],
  ['put', '/admin/blog/posts/{id}/status', 'updateBlogPostStatus'],
  ['delete', '/admin/blog/posts/{id}', 'deleteBlogPost'],
  ['post', '/admin/upload/image', 'uploadImage'],
  ['get', '/blog/categories', 'listPublicBlogCategories'],
  ['get', '/admin/blog/categories', 'listBlogCategories'],
  ['post', '/admin/blog/categories', 'createBlogCategory'],
  ['put', '/admin/blog/categories/{id}', 'updateBlogCategory'],
  ['delete', '/admin/blog/categories/{id}', 'deleteBlogCategory'],
  ['get', '/blog/admin/subscriptions', 'listNewsletterSubscriptions'],
  ['get', '/blog/admin/subscription-stats', 'getNewsletterSubscriptionStats'],
  ['put', '/blog/admin/subscriptions/{id}', 'updateNewsletterSubscription'],
  ['delete', '/blog/admin/subscriptions/{id}', 'deleteNewsletterSubscription'],
  ['get', '/admin/referrals', 'listReferrals'],
  ['get', '/admin/referral-payouts', 'listReferralPayouts'],
  ['get', '/admin/referral-stats', 'getReferralStats'],
  ['post', '/admin/referral-payouts/{id}/approve', 'approveReferralPayout'],
  ['post', '/admin/referral-payouts/{id}/reject', 'rejectReferralPayout'],
  ['get', '/admin/analytics', 'getAnalytics'],
  // platform §7
  ['get', '/admin/settings', 'getSettings'],
  ['put', '/admin/settings', 'updateSettings'],
  ['get', '/admin/contact-messages', 'listContactMessages'],
  ['put', '/admin/contact-messages/{id}/status', 'updateContactMessageStatus'],
  ['delete', '/admin/contact-messages/{id}', 'deleteContactMessage'],
  ['get', '/admin/support/content', 'getSupportContent'],
  ['post', '/admin/support/{tab}', 'saveSupportItem'],
  ['delete', '/admin/support/{tab}/{id}', 'deleteSupportItem'],
  ['get', '/admin/social-links', 'listSocialLinks'],
  ['post', '/admin/social-links', 'saveSocialLink'],
  ['delete', '/admin/social-links/{id}', 'deleteSocialLink'],
  ['get', '/admin/scheduled-calls', 'listScheduledCalls'],
  ['put', '/admin/scheduled-calls/{id}/status', 'updateScheduledCallStatus'],
  ['delete', '/admin/scheduled-calls/{id}', 'deleteScheduledCall'],
  ['get', '/admin/enterprises', 'listEnterprises'],
  ['post', '/admin/enterprises', 'createEnterprise'],
  ['put', '/admin/enterprises/{id}', 'updateEnterprise'],
  ['delete', '/admin/enterprises/{id}', 'deleteEnterprise'],
  ['get', '/admin/enterprises/{id}/team-members', 'listTeamMembers'],
  ['post', '/admin/enterprises/{id}/team-members', 'addTeamMember'],
  ['delete', '/admin/enterprises/{id}/team-members/{memberId}', 'removeTeamMember'],
  ['get', '/admin/stripe/plans', 'listStripePlans'],
  ['get', '/admin/stripe/sync-status', 'getStripeSyncStatus'],
  ['post', '/admin/stripe/sync', 'syncStripePlans'],
  ['delete', '/admin/stripe/plans/{id}', 'deleteStripePlan'],
  ['post', '/admin/stripe/plans', 'createStripePlan'],
  ['put', '/admin/stripe/plans/{id}', 'updateStripePlan'],
  ['get', '/admin/subscription-plans', 'listSubscriptionPlans'],
  ['post', '/admin/subscription-plans', 'createSubscriptionPlan'],
  ['put', '/admin/subscription-plans/{id}', 'updateSubscriptionPlan'],
  ['delete', '/admin/subscription-plans/{id}', 'deleteSubscriptionPlan'],
  ['post', '/admin/subscription-plans/{id}/generate-stripe-ids', 'generateStripeIds'],
  ['get', '/admin/admins', 'listAdmins'],
  ['post', '/admin/admins', 'createAdmin'],
  ['put', '/admin/admins/{id}', 'updateAdmin'],
  ['delete', '/admin/admins/{id}', 'deleteAdmin'],
  ['get', '/admin/roles', 'listRoles'],
  ['post', '/admin/roles', 'createRole'],
  ['put', '/admin/roles/{id}', 'updateRole'],
  ['delete', '/admin/roles/{id}', 'deleteRole'],
  ['get', '/admin/permissions', 'listPermissions'],
  ['post', '/admin/permissions', 'createPermission'],
  ['put', '/admin/permissions/{id}', 'updatePermission'],
  ['delete', '/admin/permissions/{id}', 'deletePermission'],
];

// Added beyond section 7 (API conventions): the app cannot work without sign-in; refresh makes
// sessionTimeout an idle limit (docs/design.md, "Where we do better than the spec").
const authOperations: [method: HttpMethod, path: string, operationId: string][] = [
  ['post', '/admin/auth/login', 'adminLogin'],
  ['get', '/admin/auth/me', 'getCurrentAdmin'],
  ['post', '/admin/auth/logout', 'adminLogout'],
  ['post', '/admin/auth/refresh', 'refreshAdminSession'],
  ['post', '/admin/auth/password', 'changeOwnPassword'],
  ['post', '/auth/login', 'userLogin'],
  // Two-factor sign-in: the second step (public, carrying the first step's ticket) and the
  // admin's own authenticator.
  ['post', '/admin/auth/login/two-factor', 'completeAdminSignIn'],
  ['post', '/admin/auth/login/two-factor/setup', 'startSignInTwoFactorSetup'],
  ['post', '/admin/auth/login/two-factor/activate', 'activateSignInTwoFactor'],
  ['get', '/admin/auth/two-factor', 'getOwnTwoFactor'],
  ['post', '/admin/auth/two-factor/setup', 'startOwnTwoFactorSetup'],
  ['post', '/admin/auth/two-factor/activate', 'activateOwnTwoFactor'],
  ['post', '/admin/auth/two-factor/recovery-codes', 'regenerateRecoveryCodes'],
  ['post', '/admin/auth/two-factor/disable', 'disableOwnTwoFactor'],
];

/** Beyond the specs, for accountability: the audit trail, read-only. */
const auditOperations: [method: HttpMethod, path: string, operationId: string][] = [
  ['get', '/admin/audit-log', 'listAuditLog'],
  // A super admin's reset of another admin's password (issue 37).
  ['post', '/admin/admins/{id}/reset-password', 'resetAdminPassword'],
  // A super admin's reset of another admin's second factor (a lost phone).
  ['delete', '/admin/admins/{id}/two-factor', 'resetAdminTwoFactor'],
];

/** Beyond the specs, for email that is sent: the test email, the deliveries, and user registration (its trigger). */
const emailOperations: [method: HttpMethod, path: string, operationId: string][] = [
  ['post', '/admin/settings/email/test', 'sendTestEmail'],
  ['get', '/admin/settings/email/deliveries', 'listEmailDeliveries'],
  // Declared by core §2 among the calls with no use shown: the New User Registration email's trigger.
  ['post', '/auth/register', 'registerUser'],
  // Stripe's own events: payments, refunds and subscription changes made in Stripe.
  ['post', '/webhooks/stripe', 'receiveStripeEvent'],
];

/** Beyond the specs, for deployments: the probes of load balancers and orchestrators. */
const probeOperations: [method: HttpMethod, path: string, operationId: string][] = [
  ['get', '/health', 'getHealth'],
  ['get', '/ready', 'getReadiness'],
];

const permissionVocabulary = [
  'users.read',
  'users.write',
  'children.read',
  'children.write',
  'payments.read',
  'pricing.write',
  'blog.read',
  'blog.write',
  'newsletter.read',
  'newsletter.write',
  'referrals.read',
  'referrals.write',
  'analytics.read',
  'settings.read',
  'settings.write',
  'messages.read',
  'messages.write',
  'support.read',
  'support.write',
  'social.read',
  'social.write',
  'calls.read',
  'calls.write',
  'enterprises.read',
  'enterprises.write',
  'plans.read',
  'plans.write',
  'admins.read',
  'admins.write',
  'roles.read',
  'roles.write',
  'audit.read',
];

// Operations without x-permission: the public category list, the logins, and the two calls that only need
// a valid admin token (API conventions).
const withoutPermission = [
  'listPublicBlogCategories',
  'adminLogin',
  'userLogin',
  'getCurrentAdmin',
  'adminLogout',
  'refreshAdminSession',
  'changeOwnPassword',
  'completeAdminSignIn',
  'startSignInTwoFactorSetup',
  'activateSignInTwoFactor',
  'getOwnTwoFactor',
  'startOwnTwoFactorSetup',
  'activateOwnTwoFactor',
  'regenerateRecoveryCodes',
  'disableOwnTwoFactor',
  'registerUser',
  'receiveStripeEvent',
  'getHealth',
  'getReadiness',
];

describe('the contract document', () => {
  it('is OpenAPI 3.1 served under /api with bearer JWT as the default security', () => {
    expect(contract.openapi).toBe('3.1.0');
    expect(contract.servers).toEqual([{ url: '/api', description: expect.any(String) }]);
    expect(contract.security).toEqual([{ bearerAuth: [] }]);
    expect(contract.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('has one described tag per area', () => {
    expect(contract.tags.map((tag) => tag.name).sort()).toEqual(
      [
        'Users',
        'Children',
        'Payments',
        'Blog',
        'Newsletter',
        'Referrals',
        'Analytics',
        'Settings',
        'Messages',
        'Support',
        'Social links',
        'Scheduled calls',
        'Enterprises',
        'Plans (Stripe)',
        'Subscription plans',
        'Admins',
        'Roles',
        'Permissions',
        'Audit',
        'Auth',
        'Health',
      ].sort(),
    );
    for (const tag of contract.tags) expect(tag.description, tag.name).toBeTruthy();
    const tagNames = new Set(contract.tags.map((tag) => tag.name));
    for (const { op } of allOperations) {
      expect(op.tags, op.operationId).toHaveLength(1);
      expect(tagNames.has(op.tags?.[0] ?? ''), op.operationId).toBe(true);
    }
  });
});

describe('operations', () => {
  it('lists the 81 calls of section 7 of both specs with their fixed operationIds', () => {
    expect(sectionSevenOperations).toHaveLength(81);
    for (const [method, path, operationId] of sectionSevenOperations) {
      expect(operation(method, path).operationId, `${method.toUpperCase()} ${path}`).toBe(operationId);
    }
  });

  it('adds exactly the 6 session operations (with the password change), the 8 of two-factor sign-in, the audit log, the two resets, the 3 of email, the Stripe webhook and the 2 probes, nothing else', () => {
    const added = [...authOperations, ...auditOperations, ...emailOperations, ...probeOperations];
    for (const [method, path, operationId] of added) {
      expect(operation(method, path).operationId).toBe(operationId);
    }
    expect(allOperations).toHaveLength(104);
    const expected = [...sectionSevenOperations, ...added].map(([m, p, id]) => `${m} ${p} ${id}`);
    expect(allOperations.map(({ method, path, op }) => `${method} ${path} ${op.operationId}`).sort()).toEqual(
      expected.sort(),
    );
  });

  it('makes the logins, the public category list and the probes public, and everything else bearer-protected', () => {
    expect(operation('post', '/admin/auth/login').security).toEqual([]);
    expect(operation('post', '/auth/login').security).toEqual([]);
    expect(operation('post', '/auth/register').security).toEqual([]);
    expect(operation('post', '/webhooks/stripe').security).toEqual([]);
    expect(operation('get', '/blog/categories').security).toEqual([]);
    expect(operation('get', '/health').security).toEqual([]);
    expect(operation('get', '/ready').security).toEqual([]);
    const secondSteps = ['completeAdminSignIn', 'startSignInTwoFactorSetup', 'activateSignInTwoFactor'];
    for (const id of secondSteps) expect(operationById(id).op.security, id).toEqual([]);
    const publicIds = new Set([
      'adminLogin',
      'userLogin',
      'registerUser',
      'receiveStripeEvent',
      'listPublicBlogCategories',
      'getHealth',
      'getReadiness',
      ...secondSteps,
    ]);
    for (const { op } of allOperations.filter(({ op }) => !publicIds.has(op.operationId))) {
      // no override: the global bearerAuth default applies
      expect(op.security, op.operationId).toBeUndefined();
    }
  });

  it('names a permission of the fixed vocabulary on every admin operation (reads GET, writes the rest)', () => {
    for (const { method, op } of allOperations) {
      if (withoutPermission.includes(op.operationId)) {
        expect(op['x-permission'], op.operationId).toBeUndefined();
        continue;
      }
      const permission = op['x-permission'];
      expect(permissionVocabulary, op.operationId).toContain(permission);
      expect(permission?.endsWith(method === 'get' ? '.read' : '.write'), op.operationId).toBe(true);
    }
    expect(operationById('uploadImage').op['x-permission']).toBe('blog.write');
    expect(operationById('updatePricingPlanPrice').op['x-permission']).toBe('pricing.write');
    expect(operationById('listPermissions').op['x-permission']).toBe('roles.read');
  });

  it('gives every operation a summary and a success answer (201 for creates)', () => {
    const creates = [
      'createBlogPost',
      'createBlogCategory',
      'createEnterprise',
      'addTeamMember',
      'createStripePlan',
      'createSubscriptionPlan',
      'createAdmin',
      'createRole',
      'createPermission',
      'uploadImage',
      'registerUser',
    ];
    for (const { op } of allOperations) {
      expect(op.summary, op.operationId).toBeTruthy();
      const expectedSuccess = creates.includes(op.operationId) ? '201' : '200';
      expect(Object.keys(op.responses), op.operationId).toContain(expectedSuccess);
    }
    // POST with id updates (200), without creates (201)
    expect(Object.keys(operationById('saveSupportItem').op.responses)).toEqual(
      expect.arrayContaining(['200', '201']),
    );
    expect(Object.keys(operationById('saveSocialLink').op.responses)).toEqual(
      expect.arrayContaining(['200', '201']),
    );
  });
});

describe('error answers', () => {
  it('answers every 4xx and 5xx with the shared Error schema through components/responses', () => {
    for (const { op } of allOperations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status)) continue;
        expect(response.$ref, `${op.operationId} ${status}`).toMatch(/^#\/components\/responses\//);
        const schema = resolve(response).content?.['application/json']?.schema;
        // A 412 is the Error body with the record as it is now (PreconditionFailedError extends Error).
        const expected =
          status === '412' ? '#/components/schemas/PreconditionFailedError' : '#/components/schemas/Error';
        expect(schema?.$ref, `${op.operationId} ${status}`).toBe(expected);
      }
    }
  });

  it('defines Error as { error, message, details?: [{ path, message }] }', () => {
    const error = contract.components.schemas.Error;
    expect(error.required).toEqual(['error', 'message']);
    expect(Object.keys(error.properties ?? {})).toEqual(['error', 'message', 'details']);
    expect(error.properties?.details?.items?.required).toEqual(['path', 'message']);
  });

  it('lists 401 and 500 everywhere, 403 with a permission, 404 with a path id, 400 with any input', () => {
    for (const { path, op } of allOperations) {
      const statuses = Object.keys(op.responses);
      const id = op.operationId;
      if (
        ![
          'adminLogin',
          'userLogin',
          'registerUser',
          'receiveStripeEvent',
          'listPublicBlogCategories',
          'getHealth',
          'getReadiness',
        ].includes(id)
      )
        expect(statuses, id).toContain('401');
      expect(statuses, id).toContain('500');
      if (op['x-permission']) expect(statuses, id).toContain('403');
      if (/\{(id|memberId)\}/.test(path)) expect(statuses, id).toContain('404');
      // a body, a query or a path id is input: bad input answers 400 (docs/design.md, reliability)
      if (op.requestBody || parametersOf(path, op).length > 0) expect(statuses, id).toContain('400');
    }
  });

  it('lists 409 where a state rule can refuse the change', () => {
    const refusable = [
      'approveReferralPayout', // only while pending (core §4)
      'rejectReferralPayout',
      'updateScheduledCallStatus', // pending→confirmed→completed (platform §4)
      'cancelUserSubscription', // only when canCancel (core §4)
      'reactivateUserSubscription', // only when canReactivate
      'addTeamMember', // disabled at the enterprise maximum (platform §4)
      'updateRole', // super_admin cannot be renamed (platform §6)
      'deleteRole', // super_admin, or a role in use
    ];
    for (const id of refusable) expect(Object.keys(operationById(id).op.responses), id).toContain('409');
  });

  it('answers 413 and 415 for uploads that are too large or not images', () => {
    const statuses = Object.keys(operationById('uploadImage').op.responses);
    expect(statuses).toEqual(expect.arrayContaining(['413', '415']));
  });
});

describe('schemas', () => {
  it('has an example on every component schema', () => {
    for (const [name, schema] of Object.entries(contract.components.schemas)) {
      expect(schema.example, name).toBeDefined();
    }
  });

  it('defines a schema for every entity of section 3 of both specs and the write shapes', () => {
    const names = Object.keys(contract.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining([
        'User',
        'UserSubscriptionDetail',
        'Pagination',
        'Child',
        'Payment',
        'PaymentStats',
        'PricingPlan',
        'BlogPost',
        'BlogCategory',
        'PublicBlogCategory',
        'NewsletterSubscription',
        'NewsletterStats',
        'Referral',
        'Payout',
        'ReferralStats',
        'Analytics',
        'UserGrowthPoint',
        'RevenuePoint',
        'Settings',
        'GeneralSettings',
        'SecuritySettings',
        'EmailSettings',
        'NotificationSettings',
        'IntegrationSettings',
        'ContactMessage',
        'SupportItem',
        'SocialLink',
        'ScheduledCall',
        'Enterprise',
        'TeamMember',
        'StripePlan',
        'SyncStatus',
        'SubscriptionPlan',
        'Admin',
        'Role',
        'Permission',
        'Error',
        'UserUpdate',
        'ChildUpdate',
        'BlogPostInput',
        'StripePlanInput',
        'SubscriptionPlanInput',
        'AdminCreate',
        'AdminUpdate',
        'RoleInput',
        'PermissionInput',
        'EnterpriseInput',
        'TeamMemberInput',
        'SettingsUpdate',
      ]),
    );
  });

  it('rejects unknown fields in every request body but Stripe’s events, which Stripe shapes', () => {
    for (const { op } of allOperations.filter(({ op }) => op.requestBody)) {
      if (op.operationId === 'receiveStripeEvent') continue;
      expect(jsonBodySchema(op).additionalProperties, op.operationId).toBe(false);
    }
    expect(jsonBodySchema(operationById('receiveStripeEvent').op).additionalProperties).toBeUndefined();
  });

  it('keeps read-only fields out of the inputs', () => {
    const inputs = allOperations.filter(({ op }) => op.requestBody).map(({ op }) => jsonBodySchema(op));
    for (const input of inputs) {
      for (const field of [
        'created_at',
        'post_count',
        'user_count',
        'category_title',
        'current_children',
        'slug',
      ]) {
        expect(input.properties?.[field]).toBeUndefined();
      }
    }
    expect(contract.components.schemas.User.properties?.id?.readOnly).toBe(true);
    expect(contract.components.schemas.SupportItem.properties?.category_title?.readOnly).toBe(true);
  });

  it('transcribes the three pagination shapes as the specs give them', () => {
    expect(contract.components.schemas.Pagination.required).toEqual([
      'currentPage',
      'totalPages',
      'totalCount',
      'limit',
      'hasNextPage',
      'hasPrevPage',
      'startIndex',
      'endIndex',
    ]);
    expect(contract.components.schemas.PagePagination.required).toEqual(['page', 'limit', 'total', 'pages']);
    const calls = resolve(
      operationById('listScheduledCalls').op.responses['200']?.content?.['application/json']?.schema ?? {},
    );
    expect(calls.required).toEqual(['calls', 'totalPages', 'page', 'total']);
  });
});

describe('enums and limits the screens depend on', () => {
  const enumOf = (schema: Schema) => resolve(schema).enum;

  it('filters children by status, communication level and the four age ranges (core §2.2)', () => {
    expect(enumOf(queryParameter('listChildren', 'status').schema)).toEqual([
      'active',
      'inactive',
      'archived',
    ]);
    expect(enumOf(queryParameter('listChildren', 'communication_level').schema)).toEqual([
      'beginner',
      'intermediate',
      'advanced',
    ]);
    expect(enumOf(queryParameter('listChildren', 'age_range').schema)).toEqual([
      '0-5',
      '6-12',
      '13-18',
      '18+',
    ]);
  });

  it('filters users by status and type (core §2.1)', () => {
    expect(enumOf(queryParameter('listUsers', 'status').schema)).toEqual(['active', 'inactive']);
    expect(enumOf(queryParameter('listUsers', 'user_type').schema)).toEqual([
      'parent',
      'therapist',
      'educator',
      'admin',
    ]);
  });

  it('bounds page sizes to 1..100, default 10, and 50 for blog subscriptions (core §9)', () => {
    for (const id of [
      'listUsers',
      'listChildren',
      'listContactMessages',
      'listScheduledCalls',
      'listAdmins',
    ]) {
      const limit = resolve(queryParameter(id, 'limit').schema);
      expect([limit.minimum, limit.maximum, limit.default], id).toEqual([1, 100, 10]);
      const page = resolve(queryParameter(id, 'page').schema);
      expect([page.minimum, page.default], id).toEqual([1, 1]);
    }
    const subscriptionsLimit = resolve(queryParameter('listNewsletterSubscriptions', 'limit').schema);
    expect([subscriptionsLimit.minimum, subscriptionsLimit.maximum, subscriptionsLimit.default]).toEqual([
      1, 100, 50,
    ]);
  });

  it('offers the analytics periods 7d, 30d (default), 90d and 1y (core §2.8)', () => {
    const range = resolve(queryParameter('getAnalytics', 'range').schema);
    expect(range.enum).toEqual(['7d', '30d', '90d', '1y']);
    expect(range.default).toBe('30d');
  });

  it('knows the payout, payment, newsletter, message and call statuses', () => {
    const schemas = contract.components.schemas;
    expect(schemas.PayoutStatus.enum).toEqual(['pending', 'approved', 'rejected', 'paid']);
    expect(schemas.PaymentStatus.enum).toEqual(['completed', 'pending', 'failed', 'refunded']);
    expect(schemas.NewsletterStatus.enum).toEqual(['active', 'unsubscribed', 'bounced']);
    expect(schemas.ContactMessageStatus.enum).toEqual(['new', 'read', 'replied', 'closed']);
    expect(schemas.ScheduledCallStatus.enum).toEqual(['pending', 'confirmed', 'completed', 'cancelled']);
    // bounced is display only (core §4)
    expect(schemas.NewsletterSubscriptionUpdate.properties?.status?.enum).toEqual(['active', 'unsubscribed']);
  });

  it('limits blog category colours and icons and gives the new-category defaults (core §5)', () => {
    const schemas = contract.components.schemas;
    expect(schemas.BlogCategoryColor.enum).toEqual([
      'blue',
      'green',
      'purple',
      'orange',
      'pink',
      'indigo',
      'teal',
      'yellow',
    ]);
    expect(schemas.BlogCategoryIcon.enum).toEqual([
      'tag',
      'message-circle',
      'heart',
      'smartphone',
      'users',
      'graduation-cap',
      'book-open',
      'accessibility',
      'star',
    ]);
    const input = schemas.BlogCategoryInput;
    expect(input.required).toEqual(['name']);
    expect(input.properties?.color?.default).toBe('blue');
    expect(input.properties?.icon?.default).toBe('tag');
    expect(input.properties?.sort_order?.default).toBe(0);
    expect(input.properties?.is_active?.default).toBe(true);
  });

  it('holds the platform enums and settings defaults (platform §3, §9)', () => {
    const schemas = contract.components.schemas;
    expect(schemas.PlanType.enum).toEqual(['free', 'individual', 'family', 'professional', 'enterprise']);
    expect(schemas.TeamMemberRole.enum).toEqual(['teacher', 'coordinator', 'admin']);
    expect(schemas.SocialIcon.enum).toEqual([
      'Facebook',
      'Twitter',
      'Linkedin',
      'Instagram',
      'YouTube',
      'TikTok',
      'GitHub',
      'Discord',
    ]);
    expect(schemas.Timezone.enum).toEqual([
      'UTC',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
    ]);
    expect(schemas.Timezone.default).toBe('UTC');
    const security = schemas.SecuritySettings.properties ?? {};
    expect([
      security.sessionTimeout?.default,
      security.maxLoginAttempts?.default,
      security.requireTwoFactor?.default,
      security.passwordMinLength?.default,
    ]).toEqual([30, 5, false, 8]);
    expect(schemas.EmailSettings.properties?.smtpPort?.default).toBe(587);
    // secrets are write-only and never returned (API conventions)
    expect(schemas.EmailSettingsInput.properties?.smtpPassword?.writeOnly).toBe(true);
    expect(schemas.IntegrationSettingsInput.properties?.stripeSecretKey?.writeOnly).toBe(true);
    expect(schemas.EmailSettings.properties?.smtpPassword).toBeUndefined();
    expect(schemas.IntegrationSettings.properties?.stripeSecretKey).toBeUndefined();
  });

  it('encodes the required fields and bounds of the platform forms (platform §5)', () => {
    const schemas = contract.components.schemas;
    expect(schemas.EnterpriseInput.required).toEqual([
      'name',
      'email',
      'contact_person',
      'max_children',
      'max_team_members',
    ]);
    for (const field of ['max_children', 'max_team_members']) {
      expect(schemas.EnterpriseInput.properties?.[field]).toMatchObject({ type: 'integer', minimum: 1 });
    }
    // The form starts at 50 and 10 (platform §9); the contract has no default, so a body without
    // them is refused instead of being filled in before the required check.
    expect(schemas.EnterpriseInput.properties?.max_children?.default).toBeUndefined();
    expect(schemas.EnterpriseInput.properties?.max_team_members?.default).toBeUndefined();
    expect(schemas.TeamMemberInput.required).toEqual(['first_name', 'last_name', 'email']);
    expect(schemas.SocialLinkInput.required).toEqual(['platform', 'url']);
    // Stored links are http(s) urls only (WebUrl), so they can never run script where shown.
    expect(schemas.SocialLinkInput.properties?.url).toMatchObject({ $ref: '#/components/schemas/WebUrl' });
    expect(schemas.WebUrl).toMatchObject({ type: 'string', format: 'uri' });
    expect(new RegExp(schemas.WebUrl.pattern ?? '').test('javascript:alert(1)')).toBe(false);
    expect(new RegExp(schemas.WebUrl.pattern ?? '').test('https://aac.example.com')).toBe(true);
    expect(schemas.StripePlanInput.required).toEqual(['name', 'plan_key', 'plan_type']);
    expect(schemas.SubscriptionPlanInput.required).toEqual(['name', 'plan_key']);
    expect(schemas.BlogPostInput.required).toEqual(['title']);
    for (const input of [schemas.StripePlanInput, schemas.SubscriptionPlanInput]) {
      expect(input.properties?.yearly_discount_percentage).toMatchObject({ minimum: 0, maximum: 100 });
    }
    expect(schemas.FeatureLimit).toMatchObject({ type: 'integer', minimum: -1, maximum: 999999 });
    // new plan on the second screen (platform §9)
    const plan = schemas.SubscriptionPlanInput.properties ?? {};
    expect([
      plan.max_children?.default,
      plan.max_team_members?.default,
      plan.is_active?.default,
      plan.is_enterprise?.default,
      plan.popular?.default,
      plan.generate_stripe_ids?.default,
      plan.display_order?.default,
      plan.gradient?.default,
      plan.icon?.default,
      plan.cta_text?.default,
      plan.cta_style?.default,
    ]).toEqual([
      1,
      0,
      true,
      false,
      false,
      true,
      999,
      'from-blue-500 to-purple-600',
      'fa-star',
      'Upgrade',
      'outline',
    ]);
  });

  it('takes the decided bodies of call status, permission update, subscription cancel and upload', () => {
    const callStatus = jsonBodySchema(operationById('updateScheduledCallStatus').op);
    expect(Object.keys(callStatus.properties ?? {})).toEqual(['status', 'admin_notes']);
    expect(resolve(callStatus.properties?.status ?? {}).enum).toEqual([
      'pending',
      'confirmed',
      'completed',
      'cancelled',
    ]);
    const permission = jsonBodySchema(operationById('updatePermission').op);
    // `version`: a permission sent back whole may carry the version it was read at (If-Match).
    expect(Object.keys(permission.properties ?? {})).toEqual(['version', 'name', 'description', 'category']);
    const cancel = jsonBodySchema(operationById('cancelUserSubscription').op);
    expect(cancel.required).toEqual(['cancelImmediately']);
    expect(cancel.properties?.cancelImmediately?.type).toBe('boolean');
    expect(cancel.properties?.reason?.type).toBe('string');
    const upload = operationById('uploadImage').op.requestBody?.content['multipart/form-data']?.schema;
    const uploadSchema = resolve(upload ?? {});
    expect(uploadSchema.required).toEqual(['image']);
    expect(uploadSchema.properties?.image).toMatchObject({ type: 'string', format: 'binary' });
  });
});
