/**
 * Requests sent before the app's code has arrived. The preload script of index.html, a few kB
 * that runs first, sends the first request of the screen being opened; the app's client (its
 * fetch, client.ts) takes the answer instead of asking again when it requests the same URL with
 * the same token within a few seconds. Kept free of the client's modules so that the preload
 * script carries only this and openapi-fetch's URL building, which the client uses too, so both
 * write the same URL for the same query.
 */
import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';

/** conventions: the contract's server is /api; paths are written without it. */
export const DEFAULT_API_BASE_URL = '/api';

/** An early answer older than this is not used: the app asks again. */
const FRESH_MS = 10_000;

interface EarlyRequest {
  authorization: string;
  startedAt: number;
  response: Promise<Response>;
}

const early = new Map<string, EarlyRequest>();

/** Sends GET `path` with `query` (as the client would write them) under an admin's token. */
export function sendEarlyGet(path: string, query: Record<string, unknown>, token: string): void {
  const url = createFinalURL(path, {
    baseUrl: DEFAULT_API_BASE_URL,
    params: { query },
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
  const absolute = new URL(url, window.location.href).href;
  const authorization = `Bearer ${token}`;
  early.set(absolute, {
    authorization,
    startedAt: performance.now(),
    response: fetch(absolute, { headers: { Authorization: authorization } }),
  });
}

/**
 * The early answer to `request`, taken once: a GET of the same URL with the same Authorization,
 * sent less than FRESH_MS ago. Undefined otherwise, and the caller fetches.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const found = early.get(request.url);
  if (!found) return undefined;
  early.delete(request.url);
  const fresh = performance.now() - found.startedAt < FRESH_MS;
  return fresh && request.headers.get('Authorization') === found.authorization ? found.response : undefined;
}
