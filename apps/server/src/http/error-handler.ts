import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, isTransactionCollision } from '../db/failures.ts';
import { type ErrorBody, HttpError, serviceUnavailable } from './errors.ts';
import { type ValidationIssue, validationDetails, validationMessage } from './validation-messages.ts';

/**
 * Postgres errors a client's input can cause (a value out of a column's range, a unique or
 * foreign key clash that a handler did not check first) answer 4xx, never 500. A database that is
 * down or restarting, and a collision that outlasted inTransaction's retries, answer 503: the
 * same request can succeed shortly.
 */
function fromDatabaseError(error: { code?: unknown; message?: string }): HttpError | undefined {
  if (isDatabaseUnavailable(error))
    return serviceUnavailable('The database cannot be reached right now. Try again in a few seconds.', 5);
  if (isTransactionCollision(error))
    return serviceUnavailable('Changes made at the same time collided. Try again.', 1);
  if (typeof error.code !== 'string' || !/^[0-9A-Z]{5}$/.test(error.code)) return undefined;
  if (error.code === '23505')
    return new HttpError(409, 'conflict', 'A record with the same unique value already exists.');
  if (error.code === '23503')
    return new HttpError(409, 'conflict', 'The record is still referenced by other records.');
  if (error.code === '23514' || error.code === '23502')
    return new HttpError(400, 'validation_failed', 'A value is not allowed.');
  if (error.code.startsWith('22'))
    return new HttpError(400, 'validation_failed', 'A value is out of range or malformed.');
  return undefined;
}

/**
 * Every error leaves the server as the contract's Error body. Client mistakes (validation,
 * malformed JSON, unknown content type, too large a body) are 4xx; only genuine server faults
 * are 500, and their details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((rawError: FastifyError | HttpError | Error, request, reply) => {
    const error = rawError as FastifyError & { code?: string };
    let status: number;
    let body: ErrorBody;

    if (rawError instanceof HttpError) {
      status = rawError.statusCode;
      body = rawError.toBody();
      if (rawError.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(rawError.retryAfterSeconds));
    } else if (error.validation) {
      const details = validationDetails(error.validation as ValidationIssue[]);
      status = 400;
      body = {
        error: 'validation_failed',
        message: validationMessage(error.validationContext ?? 'body', details),
        details,
      };
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      // Only the body parser's own error: a SyntaxError from a handler (bad stored JSON, a bug) is
      // the server's fault and must stay a 500.
      status = 400;
      body = { error: 'malformed_json', message: 'The request body is not valid JSON.' };
    } else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      status = 400;
      body = { error: 'validation_failed', message: 'The request body is empty but JSON was announced.' };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      status = 413;
      body = { error: 'payload_too_large', message: 'The request body is too large.' };
    } else if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
    ) {
      status = 415;
      body = { error: 'unsupported_media_type', message: 'This content type is not accepted here.' };
    } else {
      const fromDatabase = fromDatabaseError(error);
      if (fromDatabase) {
        status = fromDatabase.statusCode;
        body = fromDatabase.toBody();
        if (fromDatabase.retryAfterSeconds !== undefined)
          reply.header('retry-after', String(fromDatabase.retryAfterSeconds));
      } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        body = { error: status === 429 ? 'too_many_requests' : 'bad_request', message: error.message };
      } else {
        status = 500;
        body = { error: 'internal_error', message: 'Something went wrong on the server.' };
      }
    }

    if (status >= 500) request.log.error({ err: rawError }, 'request failed');
    else request.log.info({ status, error: body.error }, 'request refused');
    return reply.status(status).send(body);
  });
}
