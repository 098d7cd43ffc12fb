/** The typed HTTP client of the contract (openapi/openapi.yaml), with the session middlewares. */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { DEFAULT_API_BASE_URL, takeEarlyResponse } from './early';
import type { paths } from './schema';
import { authMiddleware, sessionExpiryMiddleware } from './session';

export { DEFAULT_API_BASE_URL };

/** The browser's fetch, except that a request the preload script already sent takes its answer. */
const fetchOrTakeEarly = (request: Request) => takeEarlyResponse(request) ?? globalThis.fetch(request);

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where the API lives; `/api` on the same origin by default. */
  baseUrl?: string;
  /** A fetch to use instead of the global one (tests, server-side rendering). */
  fetch?: typeof globalThis.fetch;
  /**
   * The middlewares to use instead of the browser ones: the bearer token (core spec §6) and
   * session expiry (core spec §4). Tests and stories pass versions over their own storage.
   */
  middleware?: Middleware[];
}

/** A typed openapi-fetch client that sends the session token and ends an expired session. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = DEFAULT_API_BASE_URL,
    fetch,
    middleware = [authMiddleware, sessionExpiryMiddleware],
  } = options;
  const client = createClient<paths>({ baseUrl, fetch: fetch ?? fetchOrTakeEarly });
  client.use(...middleware);
  return client;
}
