import type { operations } from '@aac/api-client/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Handler types derived from the contract's generated types (packages/api-client/src/schema.d.ts),
 * so a handler's params, query, body and answer are checked against openapi.yaml at compile time.
 */
export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];

type Defined<T> = Exclude<T, undefined>;

export type PathParams<K extends OperationId> =
  Defined<Operation<K>['parameters']['path']> extends never
    ? Record<string, never>
    : Defined<Operation<K>['parameters']['path']>;

export type QueryParams<K extends OperationId> =
  Defined<Operation<K>['parameters']['query']> extends never
    ? Record<string, never>
    : Defined<Operation<K>['parameters']['query']>;

export type RequestBody<K extends OperationId> =
  Defined<Operation<K>['requestBody']> extends { content: { 'application/json': infer Body } }
    ? Body
    : undefined;

type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The body of the operation's success answer: 201 for creates, otherwise 200. */
export type SuccessBody<K extends OperationId> = Operation<K>['responses'] extends { 201: infer Created }
  ? JsonContent<Created>
  : Operation<K>['responses'] extends { 200: infer Ok }
    ? JsonContent<Ok>
    : never;

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParams<K>;
  Querystring: QueryParams<K>;
  Body: RequestBody<K>;
}>;

/**
 * What an area implements for one operation: it gets the validated request and returns the
 * success body; the registrar sends it with the operation's success status. Failures are thrown
 * as HttpError (src/http/errors.ts).
 */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K>>;

/** The handlers of one area, keyed by operationId. */
export type AreaHandlers = { [K in OperationId]?: OperationHandler<K> };
