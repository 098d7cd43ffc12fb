/** Errors of the contract as JavaScript errors with a human message. */
import type { components } from './schema';

/** conventions: the one Error body of every 4xx/5xx. */
export type ApiErrorBody = components['schemas']['Error'];

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** What a failure says when the server could not be reached at all. */
export const UNREACHABLE = 'The server could not be reached. Check the connection and try again.';

/** The human message of a status when the server sent no Error body. */
function messageForStatus(status: number): string {
  if (status === 0) return UNREACHABLE;
  if (status === 400) return 'The request was not valid.';
  if (status === 401) return 'Your session has expired. Please sign in again.';
  if (status === 403) return 'You do not have permission to do this.';
  if (status === 404) return 'Not found.';
  if (status === 409) return 'This conflicts with existing data.';
  if (status === 413) return 'The file is too large.';
  if (status === 415) return 'This file type is not supported.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again.';
  return `The request failed (HTTP ${status}).`;
}

/** A failed call: the HTTP status and, when the server sent one, the contract's Error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body?: unknown) {
    const errorBody = isErrorBody(body) ? body : undefined;
    super(errorBody?.message || messageForStatus(status));
    this.status = status;
    this.body = errorBody;
  }

  /** The machine code of the Error body ("not_found", "validation_failed", …), when sent. */
  get code(): string | undefined {
    return this.body?.error;
  }

  /** Field-level problems of a validation failure. */
  get details(): NonNullable<ApiErrorBody['details']> {
    return this.body?.details ?? [];
  }
}

/** The shape of an openapi-fetch result. */
export interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * The data of an openapi-fetch result, or a thrown ApiError (with the server's message) when
 * the call failed.
 */
export function unwrap<Data>(result: FetchResult<Data>): Data {
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(result.response.status, result.error);
  }
  return result.data as Data;
}

/**
 * A human reason for any failure: an ApiError's message, an Error body's message (what the
 * openapi-react-query hooks throw), an Error's message, else a general text. Used to fill the
 * spec's templated texts such as "Error saving plan: {reason}".
 */
export function errorMessage(error: unknown): string {
  // fetch rejects with a TypeError when no answer came at all (server down, network gone); its
  // message ("Failed to fetch", "Load failed", "NetworkError …") differs per browser and says
  // nothing to a person.
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return UNREACHABLE;
  if (error instanceof Error && error.message) return error.message;
  if (isErrorBody(error) && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}

/**
 * The Error code of a failure ("internal_error", "conflict", …), whether it is an ApiError or the
 * Error body the openapi-react-query hooks throw; undefined when no Error body came.
 */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.code;
  if (isErrorBody(error)) return error.error;
  return undefined;
}

/**
 * The field problems of a failure (the Error body's `details`, JSON pointers such as "/email"),
 * whether it is an ApiError or the Error body the openapi-react-query hooks throw.
 */
export function errorDetails(error: unknown): NonNullable<ApiErrorBody['details']> {
  if (error instanceof ApiError) return error.details;
  if (isErrorBody(error)) return error.details ?? [];
  return [];
}
