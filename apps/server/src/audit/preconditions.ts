import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AuditFieldChange, Db } from '../db/schema.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { SECRET_COLUMNS, VERSIONED_RECORDS, type VersionedResource, WRITE_TARGETS } from './records.ts';

/**
 * The version an `If-Match` header asks for: `"7"` (or `W/"7"`, or a bare 7); `*` asks for any
 * existing version. Undefined when the header is absent: the write goes ahead without a check,
 * as the spec's clients send none.
 */
export function requestedVersion(header: string | undefined): number | '*' | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return '*';
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value);
  if (!match) {
    throw badRequest('If-Match must be the version of the record as a quoted number, for example "7".', [
      { path: '', message: 'If-Match must look like "7"' },
    ]);
  }
  return Number(match[1]);
}

/**
 * A record sent back whole carries the `version` it was read at: it is never stored (handlers
 * spread bodies into updates), and without If-Match it is the version the write expects.
 */
function takeBodyVersion(request: FastifyRequest): number | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || !('version' in body)) return undefined;
  const { version } = body;
  delete body.version;
  return typeof version === 'number' ? version : undefined;
}

/** The record a write operation addresses, for its audit entry: its resource type and id. */
export function writeTargetOf(operationId: string, request: FastifyRequest) {
  const target = WRITE_TARGETS[operationId];
  if (!target) return {};
  const id = target.bodyId
    ? (request.body as { id?: unknown } | undefined)?.id
    : (request.params as Record<string, unknown>)[target.param ?? 'id'];
  return {
    resourceType: target.resource,
    resourceId: typeof id === 'number' || typeof id === 'string' ? id : null,
  };
}

/** What changed a record since a version: the latest change's author and time, and each field's change. */
export interface ChangedSince {
  version: number;
  changedAt: string | null;
  changedBy: { name: string | null; email: string | null; type: string } | null;
  changes: Record<string, AuditFieldChange>;
  record: Record<string, unknown>;
}

/**
 * Refuses a write whose If-Match names a version the record no longer has: 412
 * `precondition_failed`, with the record as it is now, who changed it last and when, and the
 * fields changed since the version the client had. Run inside the write's transaction, before the
 * handler, with the row locked so no other write slips in between the check and the change.
 */
export async function checkPrecondition(
  trx: Db,
  operationId: string,
  request: FastifyRequest,
): Promise<void> {
  const target = WRITE_TARGETS[operationId];
  const bodyVersion = takeBodyVersion(request);
  if (!target) return;
  const wanted = requestedVersion(request.headers['if-match']) ?? bodyVersion;
  if (wanted === undefined) return;
  const id = target.bodyId
    ? (request.body as { id?: unknown } | undefined)?.id
    : (request.params as Record<string, unknown>)[target.param ?? 'id'];
  // A save without an id creates: there is no version to compare.
  if (id === undefined || id === null) return;
  const record = VERSIONED_RECORDS[target.resource];
  const { rows } = await sql<Record<string, unknown>>`
    select * from ${sql.table(record.table)} where ${sql.ref(record.key)} = ${id} for update
  `.execute(trx);
  const row = rows[0];
  // A record that is gone is the handler's to answer (404 in the contract's words).
  if (!row) return;
  const version = Number(row.version);
  if (wanted === '*' || wanted === version) return;
  const since = await changedSince(trx, target.resource, String(row[record.key]), wanted, row);
  const who = since.changedBy?.name ?? since.changedBy?.email ?? 'Someone else';
  throw new PreconditionFailed(
    `${who} changed this ${record.noun} after you opened it (version ${wanted}; it is now version ${version}). Nothing was saved.`,
    since,
  );
}

/** The audit trail of one record after `version`: who changed it last, when, and what. */
export async function changedSince(
  db: Db,
  resource: VersionedResource | 'settings',
  resourceId: string,
  version: number,
  row: Record<string, unknown>,
): Promise<ChangedSince> {
  const entries = await db
    .selectFrom('audit_log')
    .select(['at', 'actor_type', 'actor_name', 'actor_email', 'changes'])
    .where('resource_type', '=', resource)
    .where('resource_id', '=', resourceId)
    .where('version', '>', version)
    .orderBy('id')
    .execute();
  const changes: Record<string, AuditFieldChange> = {};
  for (const entry of entries) {
    for (const [field, change] of Object.entries(entry.changes)) {
      const earlier = changes[field];
      changes[field] =
        earlier && 'from' in earlier && 'to' in change ? { from: earlier.from, to: change.to } : change;
    }
  }
  const last = entries.at(-1);
  return {
    version: Number(row.version),
    changedAt: last ? last.at.toISOString() : null,
    changedBy: last ? { name: last.actor_name, email: last.actor_email, type: last.actor_type } : null,
    changes,
    record: publicRow(row),
  };
}

/** A row as JSON for a client: dates as ISO text, secrets left out. */
function publicRow(row: Record<string, unknown>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (SECRET_COLUMNS.has(column)) continue;
    shown[column] = value instanceof Date ? value.toISOString() : value;
  }
  return shown;
}

/** 412 `precondition_failed`: the Error body plus what the record is now. */
export class PreconditionFailed extends HttpError {
  constructor(
    message: string,
    readonly current: ChangedSince,
  ) {
    super(412, 'precondition_failed', message);
  }

  override toBody() {
    return { ...super.toBody(), current: this.current };
  }
}
