import { randomUUID } from 'node:crypto';
import { SETTINGS_NUMBER_BOUNDS } from '@aac/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

export type AccountKind = 'admin' | 'user';

export interface TokenClaims {
  kind: AccountKind;
  accountId: number;
  /** Unique id of this token. */
  jti: string;
  /**
   * The session the token belongs to: every token renewed from one sign-in shares it, so
   * sign-out revokes them all. Tokens signed before sessions slid carry none; theirs is the jti.
   */
  sessionId: string;
  /** When the session's first sign-in was (tokens renewed from it carry it on). */
  sessionStartedAt: Date;
  issuedAt: Date;
  expiresAt: Date;
}

/** What a second-step ticket allows: finishing a sign-in with a code, or enrolling first. */
export type TicketPurpose = 'code' | 'enrolment';

export interface TicketClaims {
  purpose: TicketPurpose;
  accountId: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** Tickets carry this audience; tokens carry none, and a token with one is refused. */
const TICKET_AUDIENCE = 'aac-admin-second-step';

/**
 * The outcome of checking a bearer token. An authentic token past its expiry is `expired`, or
 * `lifetimeReached` when that expiry was its session's absolute end (sessionMaxHours), with the
 * hours the session could last.
 */
export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' }
  | { ok: false; reason: 'lifetimeReached'; sessionHours: number };

const ISSUER = 'aac-admin-server';

/** The longest lifetime a token can be signed with: the largest sessionTimeout setting allows. */
export const MAX_TOKEN_LIFETIME_SECONDS = SETTINGS_NUMBER_BOUNDS.sessionTimeout.max * 60;
/** How far ahead of this server's clock another instance's clock may be. */
const CLOCK_SKEW_SECONDS = 60;

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * An HS256 JWT valid for `lifetimeMinutes` (the security setting sessionTimeout, platform §3),
   * in a new session or, when renewing, in the session given.
   */
  async sign(
    kind: AccountKind,
    accountId: number,
    lifetimeMinutes: number,
    now = new Date(),
    sessionId: string = randomUUID(),
    session: { startedAt?: Date; endsAt?: Date } = {},
  ): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const startedAt = Math.floor((session.startedAt ?? now).getTime() / 1000);
    let expiresAt = issuedAt + Math.max(1, Math.round(lifetimeMinutes * 60));
    // A token never outlives its session's absolute end (the sessionMaxHours setting), which it
    // carries (`sxp`) so that its refusal can say the session reached its limit.
    const sessionEnd = session.endsAt ? Math.floor(session.endsAt.getTime() / 1000) : undefined;
    if (sessionEnd !== undefined) expiresAt = Math.min(expiresAt, sessionEnd);
    return new SignJWT({
      kind,
      sid: sessionId,
      auth_time: startedAt,
      ...(sessionEnd ? { sxp: sessionEnd } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(accountId))
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  /**
   * A ticket of the first step of an admin's sign-in (the password was right): it proves that
   * much to the second step's operations and opens nothing else (check() refuses it).
   */
  async signTicket(purpose: TicketPurpose, accountId: number, lifetimeSeconds: number, now = new Date()) {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ purpose })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(accountId))
      .setIssuer(ISSUER)
      .setAudience(TICKET_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetimeSeconds)
      .sign(this.key);
  }

  /** The ticket's claims when it is authentic, unexpired and for `purpose`; else null. */
  async checkTicket(ticket: string, purpose: TicketPurpose): Promise<TicketClaims | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: TICKET_AUDIENCE,
      });
      const accountId = Number(payload.sub);
      if (
        payload.purpose !== purpose ||
        !Number.isInteger(accountId) ||
        !payload.jti ||
        !payload.iat ||
        !payload.exp
      )
        return null;
      return {
        purpose,
        accountId,
        jti: payload.jti,
        issuedAt: new Date(payload.iat * 1000),
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  /**
   * The token's claims, or why it is refused: `expired` for an authentic token past its expiry,
   * `invalid` for anything malformed, forged or missing a claim. The guard answers the two with
   * distinct Error codes, so a client can say "your session expired" rather than "invalid".
   */
  async check(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const accountId = Number(payload.sub);
      const kind = payload.kind;
      const sessionId = typeof payload.sid === 'string' && payload.sid ? payload.sid : payload.jti;
      if (
        // A second-step ticket is not a token, whatever else it carries.
        payload.aud !== undefined ||
        payload.purpose !== undefined ||
        !Number.isInteger(accountId) ||
        (kind !== 'admin' && kind !== 'user') ||
        !payload.jti ||
        !payload.exp ||
        !payload.iat ||
        !sessionId
      ) {
        return { ok: false, reason: 'invalid' };
      }
      // Signed with the real key yet longer-lived than any setting allows, or issued in the future:
      // not a token this server made (a leaked key's forgery, or a clock far off). Refused.
      const now = Math.floor(Date.now() / 1000);
      if (payload.iat > now + CLOCK_SKEW_SECONDS || payload.exp - payload.iat > MAX_TOKEN_LIFETIME_SECONDS) {
        return { ok: false, reason: 'invalid' };
      }
      return {
        ok: true,
        claims: {
          kind,
          accountId,
          jti: payload.jti,
          sessionId,
          // Tokens from before sessions had an absolute end started when they were issued.
          sessionStartedAt: new Date(
            (typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat) * 1000,
          ),
          issuedAt: new Date(payload.iat * 1000),
          expiresAt: new Date(payload.exp * 1000),
        },
      };
    } catch (error) {
      // jose checks the signature before the claims, so JWTExpired means an authentic token.
      if (error instanceof errors.JWTExpired) return expiredCheck(error.payload);
      if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
      throw error;
    }
  }
}

/**
 * Why an authentic token expired: its session's absolute end when the token lived up to it (it
 * carries the end as `sxp` and the sign-in as `auth_time`), else the idle limit.
 */
function expiredCheck(payload: { exp?: unknown; sxp?: unknown; auth_time?: unknown }): TokenCheck {
  const { exp, sxp, auth_time: startedAt } = payload;
  if (typeof exp === 'number' && typeof sxp === 'number' && typeof startedAt === 'number' && exp >= sxp) {
    return { ok: false, reason: 'lifetimeReached', sessionHours: Math.round((sxp - startedAt) / 3600) };
  }
  return { ok: false, reason: 'expired' };
}
