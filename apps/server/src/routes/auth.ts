import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { inAuditedTransaction, requestAuditContext } from '../audit/context.ts';
import { recordEvent } from '../audit/events.ts';
import { adminView, loadAdminAccount } from '../auth/admin-accounts.ts';
import { attemptsLeftText, checkSignIn, countedAttempt, sessionLifetimeMinutes } from '../auth/login.ts';
import { storeAdminPassword, tokenIssueTime } from '../auth/password-changes.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import type { TicketPurpose, TokenClaims } from '../auth/tokens.ts';
import {
  CODE_TICKET_SECONDS,
  confirmPendingKey,
  ENROLMENT_TICKET_SECONDS,
  newAuthenticatorKey,
  pendingKeyWaits,
  recoveryCodesLeft,
  removeSecondFactor,
  replaceRecoveryCodes,
  SecretBox,
  secondFactorOf,
  spendRecoveryCode,
  spendTotpCode,
  storePendingKey,
} from '../auth/two-factor.ts';
import type { Db } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, conflict, HttpError, sessionEnded, unauthorized } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation-types.ts';
import { notifyNewUser } from '../mail/notifications.ts';
import { readSecuritySettings } from '../settings/settings-store.ts';
import { findUser, userView } from './users.ts';

/**
 * When a token expires, as the contract's SessionTiming: `expiresIn` is relative, so a client
 * whose clock differs from ours still times its warning right.
 */
function sessionTiming(claims: Pick<TokenClaims, 'issuedAt' | 'expiresAt'>) {
  return {
    expiresAt: claims.expiresAt.toISOString(),
    expiresIn: Math.max(0, Math.floor((claims.expiresAt.getTime() - Date.now()) / 1000)),
    idleTimeout: Math.round((claims.expiresAt.getTime() - claims.issuedAt.getTime()) / 1000),
  };
}

/** Refuses (400, naming /new_password) a new password the rules refuse, or the current one again. */
async function assertNewPassword(
  db: Db,
  owner: { email: string; first_name: string; last_name: string },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  if (newPassword === currentPassword) {
    const message = 'The new password must be different from the current one.';
    throw badRequest(message, [{ path: '/new_password', message }]);
  }
  await assertAcceptablePassword(db, newPassword, owner, '/new_password');
}

/**
 * The end of every successful admin sign-in: the sign-in recorded, and a token of a new session
 * valid for sessionTimeout and at most sessionMaxHours.
 */
async function signedIn(request: FastifyRequest, adminId: number) {
  const { db, tokens } = request.server;
  const admin = await loadAdminAccount(db, adminId);
  if (!admin?.is_active) throw unauthorized('This admin account no longer exists.');
  request.admin = admin;
  await db.updateTable('admins').set({ last_login_at: new Date() }).where('id', '=', adminId).execute();
  await recordEvent(db, requestAuditContext(request, 'adminLogin'), {
    resourceType: 'admin',
    resourceId: adminId,
    label: `${admin.first_name} ${admin.last_name}`.trim(),
  });
  const { sessionMaxHours } = await readSecuritySettings(db);
  const now = tokenIssueTime(admin.tokensValidAfter);
  const token = await tokens.sign(
    'admin',
    adminId,
    await sessionLifetimeMinutes(db, request.server.config),
    now,
    undefined,
    { startedAt: now, endsAt: new Date(now.getTime() + sessionMaxHours * 3_600_000) },
  );
  const checked = await tokens.check(token);
  if (!checked.ok) throw new Error('A token just signed does not verify');
  return {
    token,
    ...sessionTiming(checked.claims),
    admin: { ...adminView(admin), permissions: admin.permissions },
  };
}

/** What the right password opens for this admin: a token, or a second step first. */
async function secondStepFor(db: Db, adminId: number): Promise<TicketPurpose | null> {
  const factor = await secondFactorOf(db, adminId);
  if (factor?.enabledAt) return 'code';
  return (await readSecuritySettings(db)).requireTwoFactor ? 'enrolment' : null;
}

const ticketExpired = () =>
  new HttpError(401, 'ticket_expired', 'This sign-in took too long. Enter your password again.');

/**
 * The admin a second-step ticket was given to, when it is authentic, unexpired, for this step,
 * not used up, and the admin is still active and has not been signed out everywhere since.
 */
async function ticketHolder(request: FastifyRequest, ticket: string, purpose: TicketPurpose) {
  const { db, tokens } = request.server;
  const claims = await tokens.checkTicket(ticket, purpose);
  if (!claims) throw ticketExpired();
  const used = await db
    .selectFrom('revoked_tokens')
    .select('jti')
    .where('jti', '=', claims.jti)
    .executeTakeFirst();
  if (used) throw ticketExpired();
  const admin = await loadAdminAccount(db, claims.accountId);
  if (!admin?.is_active) throw ticketExpired();
  if (admin.tokensValidAfter && claims.issuedAt.getTime() <= admin.tokensValidAfter.getTime())
    throw ticketExpired();
  request.admin = admin;
  return { admin, claims };
}

/** A ticket spends itself when it signs in: the same ticket cannot open a second session. */
async function spendTicket(db: Db, claims: { jti: string; expiresAt: Date }) {
  await db
    .insertInto('revoked_tokens')
    .values({ jti: claims.jti, expires_at: claims.expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** The 401 of a wrong, reused or expired code in a sign-in's second step, naming the field. */
const wrongCode = (path: '/code' | '/recovery_code') => (attemptsLeft: number) => {
  const what = path === '/code' ? 'That code is not valid.' : 'That recovery code is not valid.';
  const message = `${what} ${attemptsLeftText(attemptsLeft)}`;
  return new HttpError(401, 'unauthorized', message, [{ path, message, attemptsLeft }]);
};

/** The 400 of a wrong code or password of a signed-in admin, naming the field. */
const wrongField = (path: string, what: string) => (attemptsLeft: number) => {
  const message = `${what} ${attemptsLeftText(attemptsLeft)}`;
  return badRequest(message, [{ path, message, attemptsLeft }]);
};

/** The signed-in admin's password, checked as a sign-in is (each miss counts). */
async function checkOwnPassword(request: FastifyRequest, password: string) {
  const admin = request.admin;
  if (!admin) throw unauthorized();
  const { db } = request.server;
  const account = await db
    .selectFrom('admins')
    .select(['id', 'password_hash', 'is_active'])
    .where('id', '=', admin.id)
    .executeTakeFirst();
  try {
    await checkSignIn(db, 'admin', { email: admin.email, password }, account, request.ip);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) {
      const left = error.details?.[0]?.message ?? '';
      const message = `The password is not right. ${left}`.trim();
      throw badRequest(message, [{ path: '/password', message }]);
    }
    throw error;
  }
  return admin;
}

async function twoFactorStatus(db: Db, adminId: number) {
  const factor = await secondFactorOf(db, adminId);
  const enabledAt = factor?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? await recoveryCodesLeft(db, adminId) : 0,
    required: (await readSecuritySettings(db)).requireTwoFactor,
  };
}

/** A guess at the admin's code, recovery code or new key, counted as a sign-in attempt. */
function guess(
  request: FastifyRequest,
  admin: { email: string },
  verify: () => Promise<boolean>,
  refuse: (attemptsLeft: number) => HttpError,
) {
  return countedAttempt(request.server.db, 'admin', admin.email, request.ip, verify, refuse);
}

/** Two-factor is on from now: the trail says so, and the admin's ten recovery codes are made. */
function turnedOn(
  request: FastifyRequest,
  action: string,
  admin: { id: number; first_name: string; last_name: string },
) {
  return inAuditedTransaction(request.server.rootDb, requestAuditContext(request, action), async (trx) => {
    await recordTwoFactorEvent(trx, request, action, admin, 'off', 'on');
    return replaceRecoveryCodes(trx, admin.id);
  });
}

const secretBox = (request: FastifyRequest) => new SecretBox(request.server.config);

/** A refused sign-in (or second step) in the trail: the address, the browser and the email typed. */
async function recordFailedSignIn(
  request: FastifyRequest,
  email: string,
  adminId: number | null,
  error: HttpError,
) {
  await recordEvent(
    request.server.db,
    { ...requestAuditContext(request, 'adminLoginFailed'), actorEmail: email.slice(0, 255) },
    {
      resourceType: adminId === null ? null : 'admin',
      resourceId: adminId,
      label: email.slice(0, 255),
      changes: { reason: { from: null, to: error.statusCode === 429 ? 'paused' : 'refused' } },
    },
  );
}

/** Two-factor turned on or off for `admin`, in the trail. */
export async function recordTwoFactorEvent(
  db: Db,
  request: FastifyRequest,
  action: string,
  admin: { id: number; first_name: string; last_name: string },
  from: 'on' | 'off',
  to: 'on' | 'off',
) {
  await recordEvent(db, requestAuditContext(request, action), {
    resourceType: 'admin',
    resourceId: admin.id,
    label: `${admin.first_name} ${admin.last_name}`.trim(),
    changes: { two_factor: { from, to } },
  });
}

/**
 * Sign-in, renewal and sign-out (added beyond the spec's call tables, see the contract's Auth
 * tag). Tokens are HS256 JWTs valid for the security setting sessionTimeout (platform spec §3),
 * an idle limit: refresh issues a new token of the same session while the old one is valid.
 * Logins are rate-limited per address (app.ts) and paused per account and address after
 * maxLoginAttempts failures (src/auth/login.ts).
 */
export const authHandlers = {
  async adminLogin(request) {
    const { db, tokens } = request.server;
    const { email, password, new_password: newPassword } = request.body;
    const account = await db
      .selectFrom('admins')
      .select(['id', 'password_hash', 'is_active', 'must_change_password'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    // Known before the password is checked, so that a right password which only opens the code
    // step is not counted as a sign-in (which would clear the failures the codes add up).
    const secondStep = account ? await secondStepFor(db, account.id) : null;
    let id: number;
    try {
      ({ id } = await checkSignIn(db, 'admin', { email, password }, account, request.ip, {
        secondStepFollows: secondStep === 'code',
      }));
    } catch (error) {
      // A refused sign-in is in the trail too: the address, the browser and the email typed.
      if (error instanceof HttpError) await recordFailedSignIn(request, email, account?.id ?? null, error);
      throw error;
    }
    // A one-time password from a reset opens nothing until the admin chooses their own.
    if (account?.must_change_password && newPassword === undefined) {
      throw new HttpError(
        403,
        'password_change_required',
        'Your password was reset. Choose a new password to sign in.',
      );
    }
    if (newPassword !== undefined) {
      const admin = await loadAdminAccount(db, id);
      if (!admin) throw unauthorized('This admin account no longer exists.');
      request.admin = admin;
      await assertNewPassword(db, admin, password, newPassword);
      const passwordHash = await hashPassword(newPassword);
      await inAuditedTransaction(
        request.server.rootDb,
        requestAuditContext(request, 'changeOwnPassword'),
        (trx) => storeAdminPassword(trx, id, passwordHash, false),
      );
    }
    // A password alone opens no session of an admin with a second factor, nor, while
    // requireTwoFactor is on, of one without: they get a ticket for the second step only.
    if (secondStep) {
      const admin = await loadAdminAccount(db, id);
      const seconds = secondStep === 'code' ? CODE_TICKET_SECONDS : ENROLMENT_TICKET_SECONDS;
      const ticket = await tokens.signTicket(
        secondStep,
        id,
        seconds,
        tokenIssueTime(admin?.tokensValidAfter ?? null),
      );
      return { second_factor: secondStep, ticket, ticket_expires_in: seconds };
    }
    return signedIn(request, id);
  },

  async completeAdminSignIn(request) {
    const { db } = request.server;
    const { ticket, code, recovery_code: recoveryCode } = request.body;
    const { admin, claims } = await ticketHolder(request, ticket, 'code');
    const box = secretBox(request);
    try {
      await guess(
        request,
        admin,
        () =>
          recoveryCode !== undefined
            ? spendRecoveryCode(db, admin.id, recoveryCode)
            : spendTotpCode(db, box, admin.id, code ?? ''),
        wrongCode(recoveryCode !== undefined ? '/recovery_code' : '/code'),
      );
    } catch (error) {
      if (error instanceof HttpError) await recordFailedSignIn(request, admin.email, admin.id, error);
      throw error;
    }
    await spendTicket(db, claims);
    return signedIn(request, admin.id);
  },

  async startSignInTwoFactorSetup(request) {
    const { db } = request.server;
    const { admin } = await ticketHolder(request, request.body.ticket, 'enrolment');
    const key = await newAuthenticatorKey(admin.email);
    await storePendingKey(db, secretBox(request), admin.id, key.secret);
    return key;
  },

  async activateSignInTwoFactor(request) {
    const { db } = request.server;
    const { admin, claims } = await ticketHolder(request, request.body.ticket, 'enrolment');
    // No key waiting (never set up, or set up too long ago): the enrolment starts again.
    if (!(await pendingKeyWaits(db, admin.id))) throw ticketExpired();
    const box = secretBox(request);
    await guess(
      request,
      admin,
      () => confirmPendingKey(db, box, admin.id, request.body.code),
      wrongCode('/code'),
    );
    const recoveryCodes = await turnedOn(request, 'activateSignInTwoFactor', admin);
    await spendTicket(db, claims);
    return { ...(await signedIn(request, admin.id)), recovery_codes: recoveryCodes };
  },

  async getOwnTwoFactor(request) {
    if (!request.admin) throw unauthorized();
    return twoFactorStatus(request.server.db, request.admin.id);
  },

  async startOwnTwoFactorSetup(request) {
    const { db } = request.server;
    const admin = await checkOwnPassword(request, request.body.password);
    if ((await secondFactorOf(db, admin.id))?.enabledAt) {
      throw conflict(
        'Two-factor authentication is already on. Turn it off first to use another authenticator.',
      );
    }
    const key = await newAuthenticatorKey(admin.email);
    await storePendingKey(db, secretBox(request), admin.id, key.secret);
    return key;
  },

  async activateOwnTwoFactor(request) {
    const { db } = request.server;
    const admin = request.admin;
    if (!admin) throw unauthorized();
    if (!(await pendingKeyWaits(db, admin.id))) {
      throw conflict('Start the set-up again; no authenticator key is waiting to be confirmed.');
    }
    const box = secretBox(request);
    await guess(
      request,
      admin,
      () => confirmPendingKey(db, box, admin.id, request.body.code),
      wrongField('/code', 'That code is not valid.'),
    );
    const recoveryCodes = await turnedOn(request, 'activateOwnTwoFactor', admin);
    return { recovery_codes: recoveryCodes };
  },

  async regenerateRecoveryCodes(request) {
    const { db } = request.server;
    const admin = request.admin;
    if (!admin) throw unauthorized();
    if (!(await secondFactorOf(db, admin.id))?.enabledAt) {
      throw conflict('Two-factor authentication is off, so there are no recovery codes to replace.');
    }
    const box = secretBox(request);
    await guess(
      request,
      admin,
      () => spendTotpCode(db, box, admin.id, request.body.code),
      wrongField('/code', 'That code is not valid.'),
    );
    const recoveryCodes = await inAuditedTransaction(
      request.server.rootDb,
      requestAuditContext(request, 'regenerateRecoveryCodes'),
      async (trx) => {
        await recordEvent(trx, requestAuditContext(request, 'regenerateRecoveryCodes'), {
          resourceType: 'admin',
          resourceId: admin.id,
          label: `${admin.first_name} ${admin.last_name}`.trim(),
          changes: { recovery_codes: { changed: true } },
        });
        return replaceRecoveryCodes(trx, admin.id);
      },
    );
    return { recovery_codes: recoveryCodes };
  },

  async disableOwnTwoFactor(request) {
    const { db } = request.server;
    const admin = request.admin;
    if (!admin) throw unauthorized();
    const { password, code, recovery_code: recoveryCode } = request.body;
    if ((await readSecuritySettings(db)).requireTwoFactor) {
      throw conflict(
        'Two-factor authentication is required for every admin (Settings › Security), so it cannot be turned off.',
      );
    }
    if (!(await secondFactorOf(db, admin.id))?.enabledAt) {
      throw conflict('Two-factor authentication is already off.');
    }
    await checkOwnPassword(request, password);
    const box = secretBox(request);
    await guess(
      request,
      admin,
      () =>
        recoveryCode !== undefined
          ? spendRecoveryCode(db, admin.id, recoveryCode)
          : spendTotpCode(db, box, admin.id, code ?? ''),
      recoveryCode !== undefined
        ? wrongField('/recovery_code', 'That recovery code is not valid.')
        : wrongField('/code', 'That code is not valid.'),
    );
    await inAuditedTransaction(
      request.server.rootDb,
      requestAuditContext(request, 'disableOwnTwoFactor'),
      async (trx) => {
        await recordTwoFactorEvent(trx, request, 'disableOwnTwoFactor', admin, 'on', 'off');
        await removeSecondFactor(trx, admin.id);
      },
    );
    return twoFactorStatus(db, admin.id);
  },

  async getCurrentAdmin(request) {
    const admin = request.admin;
    if (!admin || !request.token) throw unauthorized();
    return {
      ...sessionTiming(request.token),
      admin: { ...adminView(admin), permissions: admin.permissions },
    };
  },

  async refreshAdminSession(request) {
    const { db, tokens, config } = request.server;
    const current = request.token;
    // The guard has refused expired, signed-out and non-admin tokens and inactive admins.
    if (!current || !request.admin) throw unauthorized();
    // However active the admin is, a session ends sessionMaxHours after its sign-in.
    const { sessionMaxHours } = await readSecuritySettings(db);
    const endsAt = new Date(current.sessionStartedAt.getTime() + sessionMaxHours * 3_600_000);
    if (endsAt.getTime() <= Date.now()) {
      throw sessionEnded(
        'session_lifetime_reached',
        `Sessions last at most ${sessionMaxHours} hours. Please sign in again.`,
      );
    }
    const token = await tokens.sign(
      'admin',
      current.accountId,
      await sessionLifetimeMinutes(db, config),
      tokenIssueTime(request.admin.tokensValidAfter),
      current.sessionId,
      { startedAt: current.sessionStartedAt, endsAt },
    );
    const checked = await tokens.check(token);
    if (!checked.ok) throw new Error('A token just signed does not verify');
    return { token, ...sessionTiming(checked.claims) };
  },

  async changeOwnPassword(request) {
    const { db, tokens, config } = request.server;
    const current = request.token;
    const admin = request.admin;
    if (!current || !admin) throw unauthorized();
    const { current_password: currentPassword, new_password: newPassword } = request.body;
    const account = await db
      .selectFrom('admins')
      .select(['id', 'password_hash', 'is_active'])
      .where('id', '=', admin.id)
      .executeTakeFirst();
    // The current password is checked as a sign-in is, so a stolen session cannot guess it
    // faster than anyone else: each miss counts, and maxLoginAttempts of them pause it (429).
    try {
      await checkSignIn(db, 'admin', { email: admin.email, password: currentPassword }, account, request.ip);
    } catch (error) {
      // A wrong current password from a live session is as telling as a failed sign-in (a
      // stolen session guessing it): in the trail, with the address and the browser.
      if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 429)) {
        await recordEvent(db, requestAuditContext(request, 'changeOwnPasswordFailed'), {
          resourceType: 'admin',
          resourceId: admin.id,
          label: `${admin.first_name} ${admin.last_name}`.trim(),
          changes: { reason: { from: null, to: error.statusCode === 429 ? 'paused' : 'refused' } },
        });
      }
      if (error instanceof HttpError && error.statusCode === 401) {
        const left = error.details?.[0]?.message ?? '';
        const message = `The current password is not right. ${left}`.trim();
        throw badRequest(message, [{ path: '/current_password', message }]);
      }
      throw error;
    }
    await assertNewPassword(db, admin, currentPassword, newPassword);
    const passwordHash = await hashPassword(newPassword);
    const changedAt = await inAuditedTransaction(
      request.server.rootDb,
      requestAuditContext(request, 'changeOwnPassword'),
      (trx) => storeAdminPassword(trx, admin.id, passwordHash, false),
    );
    // Every other token of the admin ended with the change; this tab carries on in its session.
    const { sessionMaxHours } = await readSecuritySettings(db);
    const token = await tokens.sign(
      'admin',
      admin.id,
      await sessionLifetimeMinutes(db, config),
      tokenIssueTime(changedAt),
      current.sessionId,
      {
        startedAt: current.sessionStartedAt,
        endsAt: new Date(current.sessionStartedAt.getTime() + sessionMaxHours * 3_600_000),
      },
    );
    const checked = await tokens.check(token);
    if (!checked.ok) throw new Error('A token just signed does not verify');
    return {
      success: true as const,
      message: 'Password changed. Other sessions have been signed out.',
      token,
      ...sessionTiming(checked.claims),
    };
  },

  async adminLogout(request) {
    const { db } = request.server;
    const token = request.token;
    if (!token) throw unauthorized();
    // The whole session is revoked (every token renewed from its sign-in), until the last token
    // it can hold would have expired anyway: none was issued after now, none lives longer than
    // the current lifetime. Older rows are dropped here.
    const lifetimeMs = (await sessionLifetimeMinutes(db, request.server.config)) * 60_000;
    const lastExpiry = new Date(Math.max(token.expiresAt.getTime(), Date.now() + lifetimeMs));
    await inTransaction(db, async (trx) => {
      await recordEvent(trx, requestAuditContext(request, 'adminLogout'), {
        resourceType: 'admin',
        resourceId: token.accountId,
        label: request.admin ? `${request.admin.first_name} ${request.admin.last_name}`.trim() : null,
      });
      await trx.deleteFrom('revoked_tokens').where('expires_at', '<', new Date()).execute();
      await trx
        .insertInto('revoked_tokens')
        .values({ jti: token.sessionId, expires_at: lastExpiry })
        .onConflict((oc) => oc.column('jti').doUpdateSet({ expires_at: lastExpiry }))
        .execute();
    });
    return { success: true as const };
  },

  async userLogin(request) {
    const { db, tokens } = request.server;
    const { email, password } = request.body;
    const account = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'is_active'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    const { id } = await checkSignIn(db, 'user', { email, password }, account, request.ip);
    const minutes = await sessionLifetimeMinutes(db, request.server.config);
    return { token: await tokens.sign('user', id, minutes), user: userView(await findUser(db, id)) };
  },

  async registerUser(request) {
    const { db, rootDb, tokens } = request.server;
    const { first_name, last_name, password, user_type } = request.body;
    const email = request.body.email.trim();
    const person = { first_name: first_name.trim(), last_name: last_name.trim(), email };
    await assertAcceptablePassword(db, password, person);
    // Hashed before the transaction: it takes a while and must not hold a connection.
    const password_hash = await hashPassword(password);
    const id = await inAuditedTransaction(
      rootDb,
      requestAuditContext(request, 'registerUser'),
      async (trx) => {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', email.toLowerCase())
          .executeTakeFirst();
        if (taken) throw conflict(`A user is already registered with the email ${email}.`);
        const user = await trx
          .insertInto('users')
          .values({ ...person, password_hash, user_type })
          .returning(['id', 'first_name', 'last_name', 'email', 'user_type', 'created_at'])
          .executeTakeFirstOrThrow();
        // In the same transaction: the admin hears of a registration that was kept, and only then.
        if (await notifyNewUser(trx, user)) request.server.mail.wakeAfter(request);
        return user.id;
      },
    );
    const minutes = await sessionLifetimeMinutes(db, request.server.config);
    return { token: await tokens.sign('user', id, minutes), user: userView(await findUser(db, id)) };
  },
} satisfies AreaHandlers;
