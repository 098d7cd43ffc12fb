import { describe, expect, it } from 'vitest';
import { ApiError, errorDetails, errorMessage, UNREACHABLE, unwrap } from './errors';

const response = (status: number) => new Response(null, { status });

describe('ApiError', () => {
  it('carries the status and the contract Error body', () => {
    const error = new ApiError(422, {
      error: 'validation_failed',
      message: 'Name is required.',
      details: [{ path: '/name', message: 'required' }],
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Name is required.');
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual([{ path: '/name', message: 'required' }]);
  });

  it('writes a human message when no Error body came', () => {
    expect(new ApiError(404).message).toBe('Not found.');
    expect(new ApiError(403, 'nope').message).toBe('You do not have permission to do this.');
    expect(new ApiError(503, { unexpected: true }).message).toBe(
      'The server had a problem. Please try again.',
    );
    expect(new ApiError(418).message).toBe('The request failed (HTTP 418).');
    expect(new ApiError(500).code).toBeUndefined();
    expect(new ApiError(500).details).toEqual([]);
  });
});

describe('unwrap', () => {
  it('returns the data of a successful result', () => {
    expect(unwrap({ data: { users: [] }, response: response(200) })).toEqual({ users: [] });
  });

  it('throws an ApiError with the server message on failure', () => {
    const failing = () =>
      unwrap({ error: { error: 'conflict', message: 'Email already used.' }, response: response(409) });
    expect(failing).toThrow(ApiError);
    expect(failing).toThrow('Email already used.');
    try {
      failing();
    } catch (error) {
      expect((error as ApiError).status).toBe(409);
    }
  });

  it('throws on a failed status even without an error body', () => {
    expect(() => unwrap({ response: response(500) })).toThrow('The server had a problem. Please try again.');
  });
});

describe('errorMessage', () => {
  it('finds a human reason in any failure', () => {
    expect(errorMessage(new ApiError(409, { error: 'conflict', message: 'Taken.' }))).toBe('Taken.');
    expect(errorMessage({ error: 'not_found', message: 'Plan 3 was not found.' })).toBe(
      'Plan 3 was not found.',
    );
    // No answer at all: words a person understands, whatever the browser called it.
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(UNREACHABLE);
    expect(errorMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(UNREACHABLE);
    // A TypeError of our own code keeps its message: it is not an outage.
    expect(errorMessage(new TypeError('row is undefined'))).toBe('row is undefined');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('errorDetails', () => {
  const details = [{ path: '/email', message: 'must match format "email"' }];
  it('reads the field problems of an ApiError and of a thrown Error body', () => {
    expect(
      errorDetails(new ApiError(400, { error: 'validation_failed', message: 'Invalid.', details })),
    ).toEqual(details);
    expect(errorDetails({ error: 'validation_failed', message: 'Invalid.', details })).toEqual(details);
  });
  it('is empty for anything else', () => {
    expect(errorDetails(new Error('offline'))).toEqual([]);
    expect(errorDetails({ error: 'conflict', message: 'Taken.' })).toEqual([]);
  });
});
