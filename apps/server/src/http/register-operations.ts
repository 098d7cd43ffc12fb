import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { inAuditedTransaction, requestAuditContext } from '../audit/context.ts';
import { ensureRequestRecorded } from '../audit/events.ts';
import { checkPrecondition, writeTargetOf } from '../audit/preconditions.ts';
import { guardFor } from '../auth/guard.ts';
import type { Contract, ContractOperation } from './contract.ts';
import { HttpError } from './errors.ts';
import type { AreaHandlers } from './operation-types.ts';

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface RegisteredOperations {
  /** operationIds of the contract that have a handler. */
  implemented: string[];
  /** operationIds of the contract with no handler yet: they authorise, validate, then answer 501. */
  missing: string[];
}

/**
 * Per-route options some operations need beyond the contract: rate limits on sign-in, and work
 * that must happen after the guard and validation but outside the handler's transaction.
 */
export type RouteExtras = Partial<Record<string, Pick<RouteOptions, 'config' | 'bodyLimit' | 'preHandler'>>>;

/**
 * Registers one Fastify route per contract operation: the contract gives the method, the path,
 * the permission and the request schemas; the area modules give the handler by operationId.
 *
 * Every operation is routed even without a handler, so the guard (401/403) and request validation
 * (400) hold for the whole contract from day one, and `missing` says what is left to build.
 * A handler keyed by an operationId the contract does not have is a programming error: start-up
 * fails rather than serving a path outside the contract.
 */
export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  handlers: AreaHandlers,
  extras: RouteExtras = {},
): RegisteredOperations {
  const unknown = Object.keys(handlers).filter((operationId) => !contract.byId.has(operationId));
  if (unknown.length > 0) {
    throw new Error(`Handlers for operations the contract does not declare: ${unknown.join(', ')}`);
  }

  const implemented: string[] = [];
  const missing: string[] = [];
  for (const operation of contract.operations) {
    const handler = (handlers as Record<string, AnyHandler | undefined>)[operation.operationId];
    (handler ? implemented : missing).push(operation.operationId);
    const guard = guardFor(operation);
    app.route({
      method: operation.method,
      url: operation.routePath,
      schema: routeSchema(operation),
      ...(guard ? { onRequest: guard } : {}),
      ...extras[operation.operationId],
      handler: async (request, reply) => {
        if (!handler) throw notImplemented(operation);
        // The contract's success status, set before the handler runs so a handler can answer
        // another one (an update through a create operation answers 200) by setting it, without
        // sending: a second send would race the compression of the first.
        reply.status(operation.successStatus);
        const body = isAuditedWrite(operation)
          ? await inAuditedTransaction(
              request.server.rootDb,
              requestAuditContext(request, operation.operationId),
              async (trx, context) => {
                await checkPrecondition(trx, operation.operationId, request);
                const answer = await handler(request, reply);
                await ensureRequestRecorded(trx, context, writeTargetOf(operation.operationId, request));
                return answer;
              },
            )
          : await handler(request, reply);
        if (reply.sent) return reply;
        if (reply.statusCode === 201 && !reply.hasHeader('location')) {
          const location = locationOf(operation, request.params, body);
          if (location) reply.header('location', location);
        }
        return reply.send(body);
      },
    });
  }
  return { implemented, missing };
}

/**
 * An admin's change through a permission-guarded operation: it runs in one transaction that
 * carries who is acting (the audit triggers write its entries inside it), after its If-Match.
 * Sign-in, renewal and sign-out have no permission: they record their own events, and a refused
 * sign-in must keep its counted failure, which a rolled-back transaction would not.
 */
function isAuditedWrite(operation: ContractOperation): boolean {
  return operation.method !== 'GET' && operation.permission !== undefined;
}

function routeSchema(operation: ContractOperation): FastifySchema {
  return {
    ...(operation.pathSchema ? { params: operation.pathSchema } : {}),
    ...(operation.querySchema ? { querystring: operation.querySchema } : {}),
    ...(operation.bodySchema ? { body: operation.bodySchema } : {}),
  };
}

/**
 * The URL of the entity a create made, from the contract's item path: the request's own path
 * parameters (an enterprise's id for its team member) and the new entity's id for the last one.
 */
function locationOf(operation: ContractOperation, params: unknown, body: unknown): string | undefined {
  if (!operation.location) return undefined;
  const { itemPath, entityKey } = operation.location;
  const entity = (body as Record<string, unknown> | undefined)?.[entityKey] as { id?: unknown } | undefined;
  if (typeof entity?.id !== 'number') return undefined;
  const known = (params ?? {}) as Record<string, unknown>;
  const lastParam = /\{([^}]+)\}$/.exec(itemPath)?.[1];
  const filled = itemPath.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(name === lastParam ? entity.id : known[name])),
  );
  return `/api${filled}`;
}

function notImplemented(operation: ContractOperation): HttpError {
  return new HttpError(
    501,
    'not_implemented',
    `${operation.operationId} (${operation.method} ${operation.path}) is in the contract but not implemented by this server yet.`,
  );
}
