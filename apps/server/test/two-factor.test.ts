import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  call,
  describeInternals,
  expectConflict,
  itInternals,
  signIn,
  startServer,
  type TestServer,
  throwawayAdmin,
} from './harness.ts';

/**
 * Two-factor sign-in for admins (TOTP, RFC 6238): enrolment from the account and forced at
 * sign-in by requireTwoFactor, the code step with replay refused and one step of drift accepted,
 * recovery codes that work once, the lock-out, a super admin's reset, and a ticket that never
 * opens an admin operation. Codes are computed here from the key the server shows, as an
 * authenticator app would.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

interface ErrorBody {
  error: string;
  message: string;
  details?: Array<{ path: string; message: string; attemptsLeft?: number }>;
}
interface Step {
  second_factor: 'code' | 'enrolment';
  ticket: string;
  ticket_expires_in: number;
}
interface Setup {
  secret: string;
  otpauth_uri: string;
  qr_code: string;
}
interface SignedIn {
  token: string;
  admin: { id: number; two_factor_enabled: boolean };
}

/** The sign-in fields of a test account (its id and clean-up are not for the server). */
const credentials = ({ email, password }: { email: string; password: string }) => ({ email, password });

/** The authenticator app: the code of `secret` at `offsetSeconds` from now. */
const codeOf = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** A new admin with two-factor on: their account, token of the enrolling session, key and codes. */
async function enrolledAdmin(label: string) {
  const account = await throwawayAdmin(server, label);
  const token = await signIn(server, credentials(account));
  const setup = await call<Setup>(server, 'startOwnTwoFactorSetup', {
    token,
    body: { password: account.password },
  });
  expect(setup.status).toBe(200);
  // The previous step's code: the tests that follow use the current one as "a new code".
  const activated = await call<{ recovery_codes: string[] }>(server, 'activateOwnTwoFactor', {
    token,
    body: { code: await codeOf(setup.body.secret, -30) },
  });
  expect(activated.status).toBe(200);
  return { ...account, token, secret: setup.body.secret, recoveryCodes: activated.body.recovery_codes };
}

async function passwordStep(account: { email: string; password: string }) {
  const result = await call<Step>(server, 'adminLogin', {
    body: { email: account.email, password: account.password },
  });
  expect(result.status).toBe(200);
  return result.body;
}

async function setRequireTwoFactor(on: boolean) {
  const result = await call(server, 'updateSettings', {
    token: await adminToken(server),
    body: { settings: { security: { requireTwoFactor: on } } },
  });
  expect(result.status).toBe(200);
}

describe('enrolment from the account', () => {
  it('shows a key, its otpauth URI and QR code, then turns two-factor on with a code and answers ten recovery codes', async () => {
    const account = await throwawayAdmin(server, 'enrol');
    const token = await signIn(server, credentials(account));
    const before = await call<{ enabled: boolean }>(server, 'getOwnTwoFactor', { token });
    expect(before.body).toMatchObject({ enabled: false, recovery_codes_left: 0, required: false });

    const setup = await call<Setup>(server, 'startOwnTwoFactorSetup', {
      token,
      body: { password: account.password },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/AAC%20Admin:/);
    expect(setup.body.otpauth_uri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await call<ErrorBody>(server, 'activateOwnTwoFactor', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details?.[0]?.path).toBe('/code');

    const activated = await call<{ recovery_codes: string[] }>(server, 'activateOwnTwoFactor', {
      token,
      body: { code: await codeOf(setup.body.secret) },
    });
    expect(activated.status).toBe(200);
    expect(activated.body.recovery_codes).toHaveLength(10);
    expect(new Set(activated.body.recovery_codes).size).toBe(10);
    const after = await call(server, 'getOwnTwoFactor', { token });
    expect(after.body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // Admin Management sees who has it on.
    const listed = await call<{ admins: Array<{ id: number; two_factor_enabled: boolean }> }>(
      server,
      'listAdmins',
      {
        token: await adminToken(server),
        query: { search: account.email },
      },
    );
    expect(listed.body.admins.find((admin) => admin.id === account.id)?.two_factor_enabled).toBe(true);
    await account.remove();
  });

  it('asks for the password first: a wrong one answers 400 naming /password', async () => {
    const account = await throwawayAdmin(server, 'enrol-password');
    const token = await signIn(server, credentials(account));
    const result = await call<ErrorBody>(server, 'startOwnTwoFactorSetup', {
      token,
      body: { password: 'not-it-at-all' },
    });
    expect(result.status).toBe(400);
    expect(result.body.details?.[0]?.path).toBe('/password');
    await account.remove();
  });

  it('refuses a second enrolment while one is on (409) and a confirmation with no key set up (409)', async () => {
    const admin = await enrolledAdmin('enrol-twice');
    const again = await call<ErrorBody>(server, 'startOwnTwoFactorSetup', {
      token: admin.token,
      body: { password: admin.password },
    });
    expectConflict(again.status, again.body, 'startOwnTwoFactorSetup');
    const other = await throwawayAdmin(server, 'enrol-nothing');
    const confirm = await call<ErrorBody>(server, 'activateOwnTwoFactor', {
      token: await signIn(server, credentials(other)),
      body: { code: '123456' },
    });
    expectConflict(confirm.status, confirm.body, 'activateOwnTwoFactor');
    await admin.remove();
    await other.remove();
  });
});

describe('sign-in with a second factor', () => {
  it('answers a ticket, not a token, for the password; the code finishes the sign-in', async () => {
    const admin = await enrolledAdmin('code-step');
    const step = await passwordStep(admin);
    expect(step.second_factor).toBe('code');
    expect(step.ticket_expires_in).toBe(300);
    expect(step).not.toHaveProperty('token');
    const done = await call<SignedIn>(server, 'completeAdminSignIn', {
      body: { ticket: step.ticket, code: await codeOf(admin.secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.admin.two_factor_enabled).toBe(true);
    expect((await call(server, 'getCurrentAdmin', { token: done.body.token })).status).toBe(200);
    await admin.remove();
  });

  it('never lets a ticket reach an admin operation', async () => {
    const admin = await enrolledAdmin('ticket-bearer');
    const step = await passwordStep(admin);
    for (const operationId of ['getCurrentAdmin', 'listUsers', 'getOwnTwoFactor']) {
      const result = await call<ErrorBody>(server, operationId, { token: step.ticket });
      expect(result.status, operationId).toBe(401);
      expect(result.body.error, operationId).toBe('invalid_token');
    }
    await admin.remove();
  });

  it('accepts a code once: the same code again is refused, as a wrong one is, with the field and attempts left', async () => {
    const admin = await enrolledAdmin('replay');
    const code = await codeOf(admin.secret);
    const first = await call(server, 'completeAdminSignIn', {
      body: { ticket: (await passwordStep(admin)).ticket, code },
    });
    expect(first.status).toBe(200);
    const replayed = await call<ErrorBody>(server, 'completeAdminSignIn', {
      body: { ticket: (await passwordStep(admin)).ticket, code },
    });
    const wrong = await call<ErrorBody>(server, 'completeAdminSignIn', {
      body: { ticket: (await passwordStep(admin)).ticket, code: code === '000000' ? '111111' : '000000' },
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error).toBe('unauthorized');
    expect(replayed.body.details?.[0]).toMatchObject({ path: '/code' });
    expect(typeof replayed.body.details?.[0]?.attemptsLeft).toBe('number');
    // One answer whatever was wrong (but for the count of attempts left).
    expect(wrong.body.message.split('.')[0]).toBe(replayed.body.message.split('.')[0]);
    await admin.remove();
  });

  it("accepts one step of clock drift: the previous step's code after a code of two steps ago", async () => {
    const account = await throwawayAdmin(server, 'drift');
    const token = await signIn(server, credentials(account));
    const setup = await call<Setup>(server, 'startOwnTwoFactorSetup', {
      token,
      body: { password: account.password },
    });
    // Confirmed with a code of the future step (a phone ahead by 30 s): accepted.
    const activated = await call(server, 'activateOwnTwoFactor', {
      token,
      body: { code: await codeOf(setup.body.secret, 30) },
    });
    expect(activated.status).toBe(200);
    const fresh = await throwawayAdmin(server, 'drift-behind');
    const freshToken = await signIn(server, credentials(fresh));
    const freshSetup = await call<Setup>(server, 'startOwnTwoFactorSetup', {
      token: freshToken,
      body: { password: fresh.password },
    });
    // Two steps behind is too far.
    const tooOld = await call(server, 'activateOwnTwoFactor', {
      token: freshToken,
      body: { code: await codeOf(freshSetup.body.secret, -90) },
    });
    expect(tooOld.status).toBe(400);
    const behind = await call(server, 'activateOwnTwoFactor', {
      token: freshToken,
      body: { code: await codeOf(freshSetup.body.secret, -30) },
    });
    expect(behind.status).toBe(200);
    await account.remove();
    await fresh.remove();
  });

  it('accepts each recovery code once, in any case and with spaces', async () => {
    const admin = await enrolledAdmin('recovery');
    const code = admin.recoveryCodes[3] ?? '';
    const typed = ` ${code.toUpperCase()} `;
    const used = await call<SignedIn>(server, 'completeAdminSignIn', {
      body: { ticket: (await passwordStep(admin)).ticket, recovery_code: typed },
    });
    expect(used.status).toBe(200);
    const again = await call<ErrorBody>(server, 'completeAdminSignIn', {
      body: { ticket: (await passwordStep(admin)).ticket, recovery_code: code },
    });
    expect(again.status).toBe(401);
    expect(again.body.details?.[0]?.path).toBe('/recovery_code');
    const status = await call(server, 'getOwnTwoFactor', { token: used.body.token });
    expect(status.body).toMatchObject({ recovery_codes_left: 9 });
    await admin.remove();
  });

  it('counts wrong codes toward the lock-out, and the right password does not clear them', async () => {
    const admin = await enrolledAdmin('lockout');
    const answers: number[] = [];
    // maxLoginAttempts is 5 by default: each round is the right password, then a wrong code.
    for (let round = 0; round < 5; round++) {
      const step = await passwordStep(admin);
      const result = await call(server, 'completeAdminSignIn', {
        body: { ticket: step.ticket, code: '000000' },
      });
      answers.push(result.status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    // Paused: the right password waits too, so no more codes can be tried.
    const paused = await call<ErrorBody>(server, 'adminLogin', {
      body: { email: admin.email, password: admin.password },
    });
    expect(paused.status).toBe(429);
    expect(paused.body.error).toBe('too_many_requests');
    await admin.remove();
  });

  it('spends a ticket when it signs in: the same ticket cannot open a second session', async () => {
    const admin = await enrolledAdmin('ticket-once');
    const step = await passwordStep(admin);
    const first = await call(server, 'completeAdminSignIn', {
      body: { ticket: step.ticket, code: await codeOf(admin.secret) },
    });
    expect(first.status).toBe(200);
    const second = await call<ErrorBody>(server, 'completeAdminSignIn', {
      body: { ticket: step.ticket, recovery_code: admin.recoveryCodes[0] },
    });
    expect(second.status).toBe(401);
    expect(second.body.error).toBe('ticket_expired');
    await admin.remove();
  });

  // The ticket's form is this server's (another backend's tickets need not be JWTs).
  itInternals('sends an expired ticket, or one for another step, back to the password', async () => {
    const admin = await enrolledAdmin('ticket-expired');
    const expired = await server.tokens.signTicket('code', admin.id, 300, new Date(Date.now() - 10 * 60_000));
    const enrolmentTicket = await server.tokens.signTicket('enrolment', admin.id, 600);
    for (const ticket of [expired, enrolmentTicket, 'not-a-ticket']) {
      const result = await call<ErrorBody>(server, 'completeAdminSignIn', {
        body: { ticket, code: await codeOf(admin.secret) },
      });
      expect(result.status).toBe(401);
      expect(result.body.error).toBe('ticket_expired');
    }
    // A bearer token is no ticket either.
    const asTicket = await call<ErrorBody>(server, 'completeAdminSignIn', {
      body: { ticket: admin.token, code: await codeOf(admin.secret) },
    });
    expect(asTicket.body.error).toBe('ticket_expired');
    await admin.remove();
  });
});

describe('managing one’s own second factor', () => {
  it('replaces the recovery codes with a code: the old ones stop working', async () => {
    const admin = await enrolledAdmin('regenerate');
    const wrong = await call<ErrorBody>(server, 'regenerateRecoveryCodes', {
      token: admin.token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    const replaced = await call<{ recovery_codes: string[] }>(server, 'regenerateRecoveryCodes', {
      token: admin.token,
      body: { code: await codeOf(admin.secret) },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.recovery_codes).toHaveLength(10);
    const old = await call(server, 'completeAdminSignIn', {
      body: { ticket: (await passwordStep(admin)).ticket, recovery_code: admin.recoveryCodes[0] },
    });
    expect(old.status).toBe(401);
    const fresh = await call(server, 'completeAdminSignIn', {
      body: { ticket: (await passwordStep(admin)).ticket, recovery_code: replaced.body.recovery_codes[0] },
    });
    expect(fresh.status).toBe(200);
    await admin.remove();
  });

  it('turns it off with the password and a code; the password alone signs in again', async () => {
    const admin = await enrolledAdmin('disable');
    const wrongPassword = await call<ErrorBody>(server, 'disableOwnTwoFactor', {
      token: admin.token,
      body: { password: 'not-the-password', code: await codeOf(admin.secret) },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.details?.[0]?.path).toBe('/password');
    const off = await call(server, 'disableOwnTwoFactor', {
      token: admin.token,
      body: { password: admin.password, code: await codeOf(admin.secret) },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    const login = await call<SignedIn>(server, 'adminLogin', {
      body: { email: admin.email, password: admin.password },
    });
    expect(login.body.token).toBeTruthy();
    // Off: no recovery codes to replace.
    const replace = await call(server, 'regenerateRecoveryCodes', {
      token: login.body.token,
      body: { code: '123456' },
    });
    expectConflict(replace.status, replace.body, 'regenerateRecoveryCodes');
    await admin.remove();
  });
});

describe('a super admin resets another admin’s second factor', () => {
  it('refuses anyone else, and their own; resets, signs the admin out and lets them in with the password', async () => {
    const admin = await enrolledAdmin('reset');
    const superToken = await adminToken(server);
    const notSuper = await call<ErrorBody>(server, 'resetAdminTwoFactor', {
      token: admin.token,
      params: { id: admin.id },
    });
    expect(notSuper.status).toBe(403);
    const me = await call<{ admin: { id: number } }>(server, 'getCurrentAdmin', { token: superToken });
    const own = await call(server, 'resetAdminTwoFactor', {
      token: superToken,
      params: { id: me.body.admin.id },
    });
    expect(own.status).toBe(403);

    const reset = await call<{ two_factor_enabled: boolean }>(server, 'resetAdminTwoFactor', {
      token: superToken,
      params: { id: admin.id },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.two_factor_enabled).toBe(false);
    const ended = await call<ErrorBody>(server, 'getCurrentAdmin', { token: admin.token });
    expect(ended.status).toBe(401);
    expect(ended.body.error).toBe('two_factor_reset');
    const again = await call(server, 'resetAdminTwoFactor', { token: superToken, params: { id: admin.id } });
    expectConflict(again.status, again.body, 'resetAdminTwoFactor', '', {
      'Sam Editor': 'Throwaway reset',
    });
    const login = await call<SignedIn>(server, 'adminLogin', {
      body: { email: admin.email, password: admin.password },
    });
    expect(login.body.token).toBeTruthy();
    await admin.remove();
  });
});

// The setting is one for the whole server: against a shared remote server it would change every
// other check's sign-ins, so these run in-process only (the stories and e2e cover the screens).
describeInternals('requireTwoFactor', () => {
  it('gives an admin without a factor an enrolment ticket only; enrolling signs them in with recovery codes', async () => {
    const account = await throwawayAdmin(server, 'forced');
    const enrolled = await enrolledAdmin('forced-has-one');
    await setRequireTwoFactor(true);
    try {
      const step = await passwordStep(account);
      expect(step.second_factor).toBe('enrolment');
      expect(step.ticket_expires_in).toBe(600);
      expect((await call(server, 'listUsers', { token: step.ticket })).status).toBe(401);
      // The enrolment ticket does not do the code step.
      const wrongStep = await call<ErrorBody>(server, 'completeAdminSignIn', {
        body: { ticket: step.ticket, code: '123456' },
      });
      expect(wrongStep.body.error).toBe('ticket_expired');
      // Confirming before any key was set up starts again.
      const early = await call<ErrorBody>(server, 'activateSignInTwoFactor', {
        body: { ticket: step.ticket, code: '123456' },
      });
      expect(early.body.error).toBe('ticket_expired');

      const setup = await call<Setup>(server, 'startSignInTwoFactorSetup', { body: { ticket: step.ticket } });
      expect(setup.status).toBe(200);
      const wrong = await call<ErrorBody>(server, 'activateSignInTwoFactor', {
        body: { ticket: step.ticket, code: '000000' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.details?.[0]?.path).toBe('/code');
      const done = await call<SignedIn & { recovery_codes: string[] }>(server, 'activateSignInTwoFactor', {
        body: { ticket: step.ticket, code: await codeOf(setup.body.secret) },
      });
      expect(done.status).toBe(200);
      expect(done.body.recovery_codes).toHaveLength(10);
      expect(done.body.admin.two_factor_enabled).toBe(true);
      expect((await call(server, 'getCurrentAdmin', { token: done.body.token })).status).toBe(200);
      // From now on the code step, as for anyone with a factor.
      expect((await passwordStep(account)).second_factor).toBe('code');
      // An admin enrolled before: asked for the code, and cannot turn it off while required.
      expect((await passwordStep(enrolled)).second_factor).toBe('code');
      const off = await call<ErrorBody>(server, 'disableOwnTwoFactor', {
        token: enrolled.token,
        body: { password: enrolled.password, code: await codeOf(enrolled.secret) },
      });
      expectConflict(off.status, off.body, 'disableOwnTwoFactor');
      const status = await call(server, 'getOwnTwoFactor', { token: enrolled.token });
      expect(status.body).toMatchObject({ required: true, enabled: true });
    } finally {
      await setRequireTwoFactor(false);
    }
    // Off again: the password alone signs in an admin without a factor; one with it is still asked.
    const other = await throwawayAdmin(server, 'after');
    expect(
      (await call<SignedIn>(server, 'adminLogin', { body: credentials(other) })).body.token,
    ).toBeTruthy();
    expect((await passwordStep(enrolled)).second_factor).toBe('code');
    await Promise.all([account.remove(), enrolled.remove(), other.remove()]);
  });
});

describeInternals('the key at rest', () => {
  it('is stored encrypted and never answered after enrolment', async () => {
    const admin = await enrolledAdmin('at-rest');
    const row = await server.internal?.database.db
      .selectFrom('admin_second_factors')
      .selectAll()
      .where('admin_id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row?.secret).toBeTruthy();
    expect(row?.secret).not.toContain(admin.secret);
    const codes = await server.internal?.database.db
      .selectFrom('admin_recovery_codes')
      .select('code_hash')
      .where('admin_id', '=', admin.id)
      .execute();
    expect(codes).toHaveLength(10);
    for (const { code_hash } of codes ?? []) expect(code_hash).toMatch(/^\$argon2id\$/);
    const status = await call(server, 'getOwnTwoFactor', { token: admin.token });
    expect(JSON.stringify(status.body)).not.toContain(admin.secret);
    const trail = await server.internal?.database.db.selectFrom('audit_log').select('changes').execute();
    expect(JSON.stringify(trail)).not.toContain(admin.secret);
    await admin.remove();
  });
});
