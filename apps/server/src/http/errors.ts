/**
 * The contract's Error body `{ error, message, details? }` and the exceptions handlers throw to
 * answer with it. A handler never builds an error reply itself: it throws one of these and the
 * error handler (src/http/error-handler.ts) writes the body.
 */
export interface ErrorDetail {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: string;
  message: string;
  details?: ErrorDetail[];
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { error: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new HttpError(400, 'validation_failed', message, details);
export const unauthorized = (message = 'Authentication required.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'unsupported_media_type', message);
export const tooManyRequests = (message: string) => new HttpError(429, 'too_many_requests', message);
