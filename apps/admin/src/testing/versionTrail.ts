/**
 * Record versions and If-Match for the stories' fake API, answered like the reference server
 * (apps/server/src/audit/preconditions.ts): every write raises a record's version and leaves an
 * entry naming who changed which fields; a write whose If-Match names another version answers
 * 412 `precondition_failed` with who changed the record last, when, the fields changed since and
 * the record now, and changes nothing. Without If-Match (or a body `version`) a write goes ahead.
 */
import type { components } from '@aac/api-client';
import { STORY_ADMIN } from './storyAdmins';

type ChangedSince = components['schemas']['ChangedSince'];
type Actor = NonNullable<ChangedSince['changedBy']>;
export type PreconditionFailedBody = components['schemas']['PreconditionFailedError'];

/** Who the story's own writes are by: the signed-in story admin. */
export const STORY_ACTOR: Actor = {
  name: `${STORY_ADMIN.first_name} ${STORY_ADMIN.last_name}`,
  email: STORY_ADMIN.email,
  type: 'admin',
};

/** The other admin of the conflict stories. */
export const OTHER_ADMIN: Actor = { name: 'Grace Hopper', email: 'grace@example.com', type: 'admin' };
/**
 * When the other admin's change was made: today at 14:02 UTC (the stories' zone), so the panel
 * says "at 14:02" on whatever day the stories run (another day would add the date).
 */
export const OTHER_CHANGE_AT = new Date(new Date().setUTCHours(14, 2, 11, 0)).toISOString();

interface TrailEntry {
  version: number;
  at: string;
  by: Actor | null;
  changes: ChangedSince['changes'];
}

/** Each If-Match a write received (null when it sent none), for play functions to check. */
export interface ReceivedPrecondition {
  key: string | number;
  ifMatch: string | null;
}

export interface VersionTrail {
  preconditions: ReceivedPrecondition[];
  /** `after` with its version raised when a field changed, and the change's entry. */
  write<Row extends object>(
    key: string | number,
    before: Row,
    after: Row,
    by?: Actor | null,
    at?: string,
  ): Row;
  /** The 412 body when the write's If-Match (or body version) is stale, else null. */
  check(
    key: string | number,
    row: object,
    request: Request,
    noun: string,
    bodyVersion?: unknown,
  ): PreconditionFailedBody | null;
}

/** The version an If-Match header asks for, as the server reads it ("7", W/"7", 7); '*' for any. */
function requestedVersion(header: string | null): number | '*' | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (value === '*') return '*';
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

function versionOf(row: object): number | undefined {
  const version = (row as { version?: unknown }).version;
  return typeof version === 'number' ? version : undefined;
}

export function createVersionTrail(): VersionTrail {
  const entries = new Map<string | number, TrailEntry[]>();
  const preconditions: ReceivedPrecondition[] = [];
  return {
    preconditions,
    write(key, before, after, by = STORY_ACTOR, at = new Date().toISOString()) {
      const changes: ChangedSince['changes'] = {};
      for (const [field, to] of Object.entries(after)) {
        if (field === 'version') continue;
        const from = (before as Record<string, unknown>)[field];
        if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
      }
      const version = versionOf(before);
      if (version === undefined || Object.keys(changes).length === 0) return after;
      const raised = { ...after, version: version + 1 };
      entries.set(key, [...(entries.get(key) ?? []), { version: version + 1, at, by, changes }]);
      return raised;
    },
    check(key, row, request, noun, bodyVersion) {
      const header = request.headers.get('If-Match');
      preconditions.push({ key, ifMatch: header });
      const wanted = requestedVersion(header) ?? (typeof bodyVersion === 'number' ? bodyVersion : undefined);
      const version = versionOf(row);
      if (wanted === undefined || wanted === '*' || version === undefined || wanted === version) return null;
      const since = (entries.get(key) ?? []).filter((entry) => entry.version > wanted);
      const changes: ChangedSince['changes'] = {};
      for (const entry of since) {
        for (const [field, change] of Object.entries(entry.changes)) {
          const earlier = changes[field];
          changes[field] =
            earlier && 'from' in earlier && 'to' in change ? { from: earlier.from, to: change.to } : change;
        }
      }
      const last = since.at(-1);
      const who = last?.by?.name ?? last?.by?.email ?? 'Someone else';
      return {
        error: 'precondition_failed',
        message: `${who} changed this ${noun} after you opened it (version ${wanted}; it is now version ${version}). Nothing was saved.`,
        current: {
          version,
          changedAt: last?.at ?? null,
          changedBy: last?.by ?? null,
          changes,
          record: { ...row },
        },
      };
    },
  };
}
