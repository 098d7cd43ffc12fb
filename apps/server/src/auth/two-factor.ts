import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/schema.ts';
import { READABLE } from './password-changes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Two-factor sign-in for admins: standard TOTP (RFC 6238 defaults, SHA-1, 30-second steps,
 * 6 digits, so any authenticator app works) from otplib, QR codes from qrcode, and ten one-time
 * recovery codes hashed like passwords. The key is stored encrypted (AES-256-GCM from Node's
 * crypto, with a key derived from configuration) and never answered again after enrolment.
 */

/** What authenticator apps show above the codes. */
export const TOTP_ISSUER = 'AAC Admin';
/** How many recovery codes an enrolment (or a regeneration) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** A code of the previous or the next 30-second step is accepted too (clock drift). */
const DRIFT_SECONDS = 30;
/** Ticket lifetimes: the code step, and an enrolment (which takes finding the phone). */
export const CODE_TICKET_SECONDS = 5 * 60;
export const ENROLMENT_TICKET_SECONDS = 10 * 60;

/** Encrypts and decrypts authenticator keys at rest. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(config: Pick<ServerConfig, 'twoFactorKey' | 'jwtSecret'>) {
    const material = config.twoFactorKey ?? config.jwtSecret;
    this.key = Buffer.from(hkdfSync('sha256', material, 'aac-admin', 'totp secret at rest', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      sealed.toString('base64url'),
    ].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !data)
      throw new Error('An authenticator key is stored in an unknown form');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

/** A new key, its otpauth:// URI and the URI as an SVG QR code (a data URL). */
export async function newAuthenticatorKey(accountEmail: string) {
  const secret = generateSecret();
  const uri = generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Digits only: apps show codes as "492 039", people paste them with spaces. */
export const normalCode = (code: string) => code.replace(/\s+/g, '');

/**
 * The time step of `code` when it is a code of `secret` for now (or one step either way) newer
 * than `afterStep`; else null. A replayed code, or an older one, is refused.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  const token = normalCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes such as "7hq2k-m9xdp": 50 random bits each, in letters and digits nobody misreads. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => READABLE[randomInt(READABLE.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** Replaces every recovery code of the admin with ten new ones; answers them (the only time). */
export async function replaceRecoveryCodes(db: Db, adminId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalRecoveryCode(code))));
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash })))
    .execute();
  return codes;
}

/** Spends one unused recovery code of the admin when `code` is one; true when it was. */
export async function spendRecoveryCode(db: Db, adminId: number, code: string): Promise<boolean> {
  const normal = normalRecoveryCode(code);
  if (normal.length === 0 || normal.length > 32) return false;
  const unused = await db
    .selectFrom('admin_recovery_codes')
    .select(['id', 'code_hash'])
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const row of unused) {
    if (!(await verifyPassword(row.code_hash, normal))) continue;
    // Only the first of two parallel uses of one code marks it.
    const spent = await db
      .updateTable('admin_recovery_codes')
      .set({ used_at: new Date() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  }
  return false;
}

export interface SecondFactor {
  enabledAt: Date | null;
  secret: string | null;
  lastStep: number | null;
  pendingSecret: string | null;
  pendingAt: Date | null;
}

/** The admin's authenticator as stored (keys still sealed), or null when they never set one up. */
export async function secondFactorOf(db: Db, adminId: number): Promise<SecondFactor | null> {
  const row = await db
    .selectFrom('admin_second_factors')
    .selectAll()
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    enabledAt: row.enabled_at,
    secret: row.secret,
    lastStep: row.last_step === null ? null : Number(row.last_step),
    pendingSecret: row.pending_secret,
    pendingAt: row.pending_at,
  };
}

/**
 * Checks `code` against the admin's confirmed key and, when it is right and newer than the last
 * code accepted, records its step, so that it cannot be used again (also by a parallel request:
 * the step only moves forward).
 */
export async function spendTotpCode(db: Db, box: SecretBox, adminId: number, code: string): Promise<boolean> {
  const factor = await secondFactorOf(db, adminId);
  if (!factor?.enabledAt || !factor.secret) return false;
  const step = await acceptedStep(box.open(factor.secret), code, factor.lastStep);
  if (step === null) return false;
  const moved = await db
    .updateTable('admin_second_factors')
    .set({ last_step: step })
    .where('admin_id', '=', adminId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step) as never)]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Keeps a new key waiting for its first code (a later set-up replaces it). */
export async function storePendingKey(
  db: Db,
  box: SecretBox,
  adminId: number,
  secret: string,
): Promise<void> {
  const sealed = box.seal(secret);
  await db
    .insertInto('admin_second_factors')
    .values({ admin_id: adminId, pending_secret: sealed, pending_at: new Date() })
    .onConflict((oc) => oc.column('admin_id').doUpdateSet({ pending_secret: sealed, pending_at: new Date() }))
    .execute();
}

/** How long a key set up stays waiting for its first code. */
const PENDING_KEY_MINUTES = 30;

/** Whether a key set up recently waits for its first code (and two-factor is not on yet). */
export async function pendingKeyWaits(db: Db, adminId: number): Promise<boolean> {
  const factor = await secondFactorOf(db, adminId);
  return (
    !factor?.enabledAt &&
    !!factor?.pendingSecret &&
    !!factor.pendingAt &&
    factor.pendingAt.getTime() >= Date.now() - PENDING_KEY_MINUTES * 60_000
  );
}

/**
 * Confirms the waiting key with a code of it: two-factor is on from now, with that code's step
 * spent. False for a wrong code, or when no key waits.
 */
export async function confirmPendingKey(
  db: Db,
  box: SecretBox,
  adminId: number,
  code: string,
): Promise<boolean> {
  const factor = await secondFactorOf(db, adminId);
  if (!factor?.pendingSecret || !(await pendingKeyWaits(db, adminId))) return false;
  const step = await acceptedStep(box.open(factor.pendingSecret), code, null);
  if (step === null) return false;
  await db
    .updateTable('admin_second_factors')
    .set({
      secret: factor.pendingSecret,
      enabled_at: new Date(),
      last_step: step,
      pending_secret: null,
      pending_at: null,
    })
    .where('admin_id', '=', adminId)
    .execute();
  return true;
}

/** Turns the admin's second factor off: the key and every recovery code go. */
export async function removeSecondFactor(db: Db, adminId: number): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db.deleteFrom('admin_second_factors').where('admin_id', '=', adminId).execute();
}

/** Recovery codes the admin has not used yet. */
export async function recoveryCodesLeft(db: Db, adminId: number): Promise<number> {
  const { count } = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}
