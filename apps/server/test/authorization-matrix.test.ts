import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from './contract-validator.ts';
import {
  adminToken,
  adminWithoutPermissions,
  call,
  canSignTokens,
  expiredToken,
  hasUserAccount,
  isRemote,
  itIf,
  itInternals,
  NO_USER_ACCOUNT,
  startServer,
  type TestServer,
  userToken,
} from './harness.ts';

/**
 * The authorisation matrix, generated from the contract: every operation that is not public is
 * refused without a token, with an expired token and with a user token; every operation with an
 * x-permission is refused to an admin whose role lacks it. The Error codes are checked too: the
 * client ends the session on a 401 but not on a 403 `forbidden`. The guard runs before validation and
 * before the handler, so this holds for every route of the contract, implemented or not.
 */

const secured = contract.operations.filter((operation) => !operation.isPublic);
const withPermission = secured.filter((operation) => operation.permission);

/** Path parameters that pass validation, so the guard is what answers. */
function paramsFor(path: string): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) params[name ?? ''] = name === 'tab' ? 'articles' : 1;
  return params;
}

let server: TestServer;
const tokens = { expired: '', user: '', noPermissions: '', ticket: '' };

beforeAll(async () => {
  server = await startServer();
  tokens.expired = await expiredToken(server);
  // A second-step ticket of the super admin (id 1): the password was right, the code not given.
  if (!isRemote) tokens.ticket = await server.tokens.signTicket('code', 1, 300);
  if (hasUserAccount) tokens.user = await userToken(server);
  tokens.noPermissions = await adminToken(server, await adminWithoutPermissions(server));
});
afterAll(async () => {
  await server?.close();
});

describe('the contract is secured', () => {
  it('names a permission on every admin operation except sign-in, me, refresh, logout, your own password and your own second factor', () => {
    const withoutPermission = secured
      .filter((operation) => !operation.permission)
      .map((operation) => operation.operationId);
    expect(withoutPermission.sort()).toEqual([
      'activateOwnTwoFactor',
      'adminLogout',
      'changeOwnPassword',
      'disableOwnTwoFactor',
      'getCurrentAdmin',
      'getOwnTwoFactor',
      'refreshAdminSession',
      'regenerateRecoveryCodes',
      'startOwnTwoFactorSetup',
    ]);
    expect(
      contract.operations
        .filter((operation) => operation.isPublic)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual([
      'activateSignInTwoFactor',
      'adminLogin',
      'completeAdminSignIn',
      'getHealth',
      'getReadiness',
      'listPublicBlogCategories',
      'receiveStripeEvent',
      'registerUser',
      'startSignInTwoFactorSetup',
      'userLogin',
    ]);
  });
});

describe.each(secured.map((operation) => [operation.operationId, operation] as const))(
  '%s',
  (operationId, operation) => {
    const params = paramsFor(operation.path);

    it('answers 401 without a token', async () => {
      const result = await call<{ error: string }>(server, operationId, { params });
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('unauthorized');
    });

    // Without the remote server's signing key the "expired" token is not authentic either.
    it(`answers 401 ${canSignTokens ? 'token_expired' : 'invalid_token'} with an expired token`, async () => {
      const result = await call<{ error: string }>(server, operationId, { params, token: tokens.expired });
      expect(result.status).toBe(401);
      expect(result.body.error).toBe(canSignTokens ? 'token_expired' : 'invalid_token');
    });

    // The password alone (this server's sign-in ticket, awaiting its code) opens nothing.
    itInternals('answers 401 invalid_token to a second-step ticket', async () => {
      const result = await call<{ error: string }>(server, operationId, { params, token: tokens.ticket });
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('invalid_token');
    });

    if (operation.isAdminArea && operation.permission) {
      itIf([hasUserAccount, NO_USER_ACCOUNT])('answers 403 to a user (non-admin) token', async () => {
        const result = await call<{ error: string }>(server, operationId, { params, token: tokens.user });
        expect(result.status).toBe(403);
        expect(result.body.error).toBe('forbidden');
      });
    } else if (operation.isAdminArea) {
      itIf([hasUserAccount, NO_USER_ACCOUNT])(
        'answers 401 invalid_token to a user (non-admin) token: it is not an admin session',
        async () => {
          const result = await call<{ error: string }>(server, operationId, { params, token: tokens.user });
          expect(result.status).toBe(401);
          expect(result.body.error).toBe('invalid_token');
        },
      );
    }

    if (operation.permission) {
      it(`answers 403 forbidden to an admin whose role lacks ${operation.permission}`, async () => {
        const result = await call<{ error: string; message: string }>(server, operationId, {
          params,
          token: tokens.noPermissions,
        });
        expect(result.status).toBe(403);
        expect(result.body.error).toBe('forbidden');
        expect(result.body.message).toBe(`Missing permission: ${operation.permission}.`);
      });
    }
  },
);

describe('the matrix covers the contract', () => {
  it('includes all 81 operations of the specs, the audit log, the two resets and the two of email settings: 85 with an x-permission plus the public category list', () => {
    expect(withPermission.length).toBe(85);
    expect(contract.byId.get('resetAdminTwoFactor')?.permission).toBe('admins.write');
    expect(contract.byId.get('resetAdminPassword')?.permission).toBe('admins.write');
    expect(contract.byId.get('listAuditLog')?.permission).toBe('audit.read');
    expect(contract.byId.get('listPublicBlogCategories')?.isPublic).toBe(true);
  });
});
