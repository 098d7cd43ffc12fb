/**
 * No save silently erases another (issue 34): every write on an existing record sends the version
 * the screen shows as If-Match, and a 412 (someone changed the record since) or a 404 (someone
 * deleted it) is said in words instead of done.
 */
import { ApiError, type components } from '@aac/api-client';
import { conflictHeading } from '@aac/ui';

export type ChangedSince = components['schemas']['ChangedSince'];

/**
 * The If-Match header of a write on a record, from the version the screen shows (the row, or the
 * record a dialog opened with): `params: { path: { id }, header: ifMatch(user.version) }`.
 */
export function ifMatch(version: number): { 'If-Match': string } {
  return { 'If-Match': `"${version}"` };
}

/** A record sent back whole without its `version`: the version travels in If-Match, never in a body. */
export function withoutVersion<Record extends { version?: number }>(record: Record): Omit<Record, 'version'> {
  const { version: _version, ...rest } = record;
  return rest;
}

/** The Error body of a failure, whether an ApiError or the body openapi-react-query throws. */
function bodyOf(error: unknown): { error?: unknown; current?: unknown } | undefined {
  if (error instanceof ApiError) return error.body as { error?: unknown; current?: unknown } | undefined;
  return typeof error === 'object' && error !== null ? (error as { error?: unknown }) : undefined;
}

/** The record as it is now when a write was refused as stale (412 `precondition_failed`), else null. */
export function conflictOf(error: unknown): ChangedSince | null {
  const body = bodyOf(error);
  if (body?.error !== 'precondition_failed' || typeof body.current !== 'object' || body.current === null) {
    return null;
  }
  return body.current as ChangedSince;
}

/** Whether a write on an existing record failed because the record is gone (404 `not_found`). */
export function isGone(error: unknown): boolean {
  return bodyOf(error)?.error === 'not_found';
}

/** What a write on a deleted record says instead of the server's "User 1997 was not found". */
export function goneMessage(noun: string): string {
  return `This ${noun} no longer exists: someone deleted it.`;
}

/** Who made the last change, as a name to show ("Grace Hopper"), or null when unknown. */
export function changedByName(current: ChangedSince): string | null {
  return current.changedBy?.name ?? current.changedBy?.email ?? null;
}

/** "Grace Hopper changed this user at 14:02", from a 412's record. */
export function conflictTitle(noun: string, current: ChangedSince): string {
  return conflictHeading({ changedBy: changedByName(current), changedAt: current.changedAt, noun });
}
