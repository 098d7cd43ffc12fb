import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local double of the Stripe endpoints the Stripe payment provider calls (products and prices:
 * create, update, list), on 127.0.0.1. It records every request (method, path, query, the
 * form-encoded parameters as Stripe's bracket keys, e.g. `recurring[interval]`) and answers with
 * Stripe-shaped JSON, so a test can assert what the SDK sent and the provider can read back what
 * it made. `failNext` makes the next matching request fail with a Stripe error body.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Form parameters with their bracket keys, as sent: `recurring[interval]` -> `month`. */
  params: Record<string, string>;
  authorization: string | undefined;
}

interface StripeProductJson {
  id: string;
  object: 'product';
  active: boolean;
  name: string;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface StripePriceJson {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  product: string;
  unit_amount: number;
  type: 'recurring';
  recurring: { interval: string; interval_count: number; usage_type: 'licensed' };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface Failure {
  method: string;
  pathPrefix: string;
  status: number;
  type: string;
  message: string;
  code?: string;
}

export interface StripeDouble {
  host: string;
  port: number;
  requests: RecordedRequest[];
  products: Map<string, StripeProductJson>;
  prices: Map<string, StripePriceJson>;
  /** The next request whose method matches and whose path starts with `pathPrefix` fails. */
  failNext(failure: Failure): void;
  /** Forgets the recorded requests (not the products and prices). */
  clearRequests(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function metadataFrom(
  params: Record<string, string>,
  current: Record<string, string> = {},
): Record<string, string> {
  const metadata = { ...current };
  for (const [key, value] of Object.entries(params)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (!match?.[1]) continue;
    if (value === '') delete metadata[match[1]];
    else metadata[match[1]] = value;
  }
  return metadata;
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const products = new Map<string, StripeProductJson>();
  const prices = new Map<string, StripePriceJson>();
  const failures: Failure[] = [];
  let counter = 0;
  const nextId = (prefix: string) => {
    counter += 1;
    return `${prefix}_Dbl${String(counter).padStart(10, '0')}`;
  };
  const created = () => Math.floor(Date.now() / 1000);

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    response.end(JSON.stringify(body));
  };
  const stripeError = (
    response: ServerResponse,
    status: number,
    type: string,
    message: string,
    code?: string,
  ) => send(response, status, { error: { type, message, ...(code ? { code } : {}) } });
  const list = (url: string, data: unknown[]) => ({ object: 'list', url, has_more: false, data });

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    const params = Object.fromEntries(new URLSearchParams(body));
    const method = request.method ?? 'GET';
    const path = url.pathname;
    requests.push({
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      params,
      authorization: request.headers.authorization,
    });

    const failureIndex = failures.findIndex((f) => f.method === method && path.startsWith(f.pathPrefix));
    if (failureIndex >= 0) {
      const [failure] = failures.splice(failureIndex, 1);
      if (failure) return stripeError(response, failure.status, failure.type, failure.message, failure.code);
    }

    const productMatch = /^\/v1\/products\/([^/]+)$/.exec(path);
    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(path);

    if (method === 'POST' && path === '/v1/products') {
      if (!params.name)
        return stripeError(response, 400, 'invalid_request_error', 'Missing required param: name.');
      const product: StripeProductJson = {
        id: nextId('prod'),
        object: 'product',
        active: params.active !== 'false',
        name: params.name,
        description: params.description || null,
        metadata: metadataFrom(params),
        created: created(),
        livemode: false,
      };
      products.set(product.id, product);
      return send(response, 200, product);
    }
    if (method === 'POST' && productMatch?.[1]) {
      const product = products.get(productMatch[1]);
      if (!product) {
        return stripeError(
          response,
          404,
          'invalid_request_error',
          `No such product: '${productMatch[1]}'`,
          'resource_missing',
        );
      }
      if (params.name !== undefined) product.name = params.name;
      if (params.description !== undefined) product.description = params.description || null;
      if (params.active !== undefined) product.active = params.active === 'true';
      product.metadata = metadataFrom(params, product.metadata);
      return send(response, 200, product);
    }
    if (method === 'GET' && path === '/v1/account') {
      return send(response, 200, {
        id: 'acct_double',
        object: 'account',
        business_profile: { name: 'Bright Voices Ltd' },
        settings: { dashboard: { display_name: 'Bright Voices' } },
      });
    }
    if (method === 'GET' && path === '/v1/products') {
      const active = url.searchParams.get('active');
      const data = [...products.values()].filter((p) => active === null || String(p.active) === active);
      return send(response, 200, list(path, data));
    }
    if (method === 'POST' && path === '/v1/prices') {
      const product = params.product ? products.get(params.product) : undefined;
      if (!product) {
        return stripeError(
          response,
          400,
          'invalid_request_error',
          `No such product: '${params.product}'`,
          'resource_missing',
        );
      }
      const price: StripePriceJson = {
        id: nextId('price'),
        object: 'price',
        active: true,
        currency: params.currency ?? 'usd',
        product: product.id,
        unit_amount: Number(params.unit_amount),
        type: 'recurring',
        recurring: {
          interval: params['recurring[interval]'] ?? 'month',
          interval_count: 1,
          usage_type: 'licensed',
        },
        metadata: {},
        created: created(),
        livemode: false,
      };
      prices.set(price.id, price);
      return send(response, 200, price);
    }
    if (method === 'POST' && priceMatch?.[1]) {
      const price = prices.get(priceMatch[1]);
      if (!price) {
        return stripeError(
          response,
          404,
          'invalid_request_error',
          `No such price: '${priceMatch[1]}'`,
          'resource_missing',
        );
      }
      if (params.active !== undefined) price.active = params.active === 'true';
      return send(response, 200, price);
    }
    if (method === 'GET' && path === '/v1/prices') {
      const active = url.searchParams.get('active');
      const product = url.searchParams.get('product');
      const data = [...prices.values()].filter(
        (p) =>
          (active === null || String(p.active) === active) && (product === null || p.product === product),
      );
      return send(response, 200, list(path, data));
    }
    return stripeError(
      response,
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}).`,
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    products,
    prices,
    failNext: (failure) => failures.push(failure),
    clearRequests: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
