import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * The OpenAPI contract (openapi/openapi.yaml) read once and turned into the facts the server
 * needs per operation: its path, method, permission, parameters and request body schema (with
 * every $ref inlined) and its declared responses. Routes are registered from this list only, so
 * the server cannot serve a path the contract does not declare, nor validate differently.
 */

export type JsonSchema = Record<string, unknown>;

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the contract writes it, without the /api prefix: `/admin/users/{id}`. */
  path: string;
  /** The same path in Fastify's syntax, under /api: `/api/admin/users/:id`. */
  routePath: string;
  /** The `x-permission` of the operation; undefined for public and sign-in-only operations. */
  permission: string | undefined;
  /** True when the operation says `security: []`. */
  isPublic: boolean;
  /** Whether the operation lives in the admin area (needs an admin token, not a user token). */
  isAdminArea: boolean;
  pathSchema: JsonSchema | undefined;
  querySchema: JsonSchema | undefined;
  /** The JSON request body schema, or undefined when the operation takes no JSON body. */
  bodySchema: JsonSchema | undefined;
  bodyRequired: boolean;
  /** Content types of the request body (e.g. multipart/form-data for the upload). */
  requestContentTypes: string[];
  /** The success status the operation answers with (201 for creates, otherwise 200). */
  successStatus: number;
  /** Response schemas by status code, $refs inlined (used by the tests' contract validator). */
  responseSchemas: Record<string, JsonSchema | undefined>;
  /**
   * Where the `Location` header of a 201 points: the contract's item path of the created entity
   * (this operation's path plus one `{param}` segment) and the key of the answer that carries the
   * entity. Undefined when the contract has no item path for it (the image upload, whose handler
   * points Location at the stored file itself).
   */
  location: { itemPath: string; entityKey: string } | undefined;
}

export interface Contract {
  document: Record<string, unknown>;
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolvePointer(document: Record<string, unknown>, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported in the contract, found ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = node[key];
  }
  return node;
}

/**
 * Inlines every local $ref and drops what JSON Schema validators do not know (`example`,
 * vendor `x-` keys), leaving plain JSON Schema. The contract has no recursive schemas; a cycle
 * would be a contract bug, reported here rather than looping.
 */
export function inlineRefs(document: Record<string, unknown>, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(document, item, seen));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (seen.includes(ref)) throw new Error(`Recursive $ref ${ref} in the contract`);
    const { $ref: _ref, ...siblings } = node;
    const target = inlineRefs(document, resolvePointer(document, ref), [...seen, ref]);
    return Object.keys(siblings).length > 0 && isObject(target)
      ? { ...target, ...(inlineRefs(document, siblings, seen) as object) }
      : target;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key.startsWith('x-')) continue;
    out[key] = inlineRefs(document, value, seen);
  }
  return out;
}

function parametersSchema(
  parameters: Record<string, unknown>[],
  location: 'path' | 'query',
): JsonSchema | undefined {
  const inLocation = parameters.filter((parameter) => parameter.in === location);
  if (inLocation.length === 0) return undefined;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const parameter of inLocation) {
    const name = String(parameter.name);
    properties[name] = {
      ...(isObject(parameter.schema) ? parameter.schema : {}),
      ...(typeof parameter.description === 'string' ? { description: parameter.description } : {}),
    };
    if (parameter.required === true) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/**
 * The item path of what a create makes (`/admin/roles` -> `/admin/roles/{id}`) and the answer's
 * key holding the created entity (the one object property with an `id`).
 */
function locationOf(
  path: string,
  allPaths: string[],
  created: JsonSchema | undefined,
): ContractOperation['location'] {
  const itemPath = allPaths.find(
    (candidate) => /^\/\{[^}/]+\}$/.test(candidate.slice(path.length)) && candidate.startsWith(`${path}/`),
  );
  const properties = isObject(created?.properties) ? created.properties : {};
  const entityKey = Object.keys(properties).find((key) => {
    const property = properties[key];
    return isObject(property) && isObject(property.properties) && 'id' in property.properties;
  });
  return itemPath && entityKey ? { itemPath, entityKey } : undefined;
}

export function parseContract(text: string): Contract {
  const document = parse(text) as Record<string, unknown>;
  const paths = isObject(document.paths) ? document.paths : {};
  const globalSecurity = Array.isArray(document.security) ? document.security : [];
  const operations: ContractOperation[] = [];

  for (const [path, rawPathItem] of Object.entries(paths)) {
    if (!isObject(rawPathItem)) continue;
    const pathParameters = Array.isArray(rawPathItem.parameters) ? rawPathItem.parameters : [];
    for (const method of METHODS) {
      const operation = rawPathItem[method];
      if (!isObject(operation)) continue;
      const operationId = String(operation.operationId);
      const ownParameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      // Operation-level parameters override path-level ones of the same name and location.
      const merged = new Map<string, Record<string, unknown>>();
      for (const raw of [...pathParameters, ...ownParameters]) {
        const parameter = inlineRefs(document, raw) as Record<string, unknown>;
        merged.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      const parameters = [...merged.values()];

      let bodySchema: JsonSchema | undefined;
      let requestContentTypes: string[] = [];
      let bodyRequired = false;
      if (isObject(operation.requestBody)) {
        const requestBody = inlineRefs(document, operation.requestBody) as Record<string, unknown>;
        const content = isObject(requestBody.content) ? requestBody.content : {};
        requestContentTypes = Object.keys(content);
        bodyRequired = requestBody.required === true;
        const json = content['application/json'];
        if (isObject(json) && isObject(json.schema)) bodySchema = json.schema;
      }

      const responseSchemas: Record<string, JsonSchema | undefined> = {};
      const responses = isObject(operation.responses) ? operation.responses : {};
      for (const [status, rawResponse] of Object.entries(responses)) {
        const response = inlineRefs(document, rawResponse) as Record<string, unknown>;
        const content = isObject(response.content) ? response.content : {};
        const json = content['application/json'];
        responseSchemas[status] = isObject(json) && isObject(json.schema) ? json.schema : undefined;
      }
      const successStatus = '201' in responses ? 201 : 200;
      const location =
        successStatus === 201 ? locationOf(path, Object.keys(paths), responseSchemas['201']) : undefined;

      const security = Array.isArray(operation.security) ? operation.security : globalSecurity;
      const permission =
        typeof operation['x-permission'] === 'string' ? operation['x-permission'] : undefined;
      operations.push({
        operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        routePath: `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`,
        permission,
        isPublic: security.length === 0,
        isAdminArea: permission !== undefined || path.startsWith('/admin/'),
        pathSchema: parametersSchema(parameters, 'path'),
        querySchema: parametersSchema(parameters, 'query'),
        bodySchema,
        bodyRequired,
        requestContentTypes,
        successStatus,
        responseSchemas,
        location,
      });
    }
  }
  return {
    document,
    operations,
    byId: new Map(operations.map((operation) => [operation.operationId, operation])),
  };
}

const cache = new Map<string, Contract>();

/** The contract at this path, parsed once per process. */
export function loadContract(path: string): Contract {
  let contract = cache.get(path);
  if (!contract) {
    contract = parseContract(readFileSync(path, 'utf8'));
    cache.set(path, contract);
  }
  return contract;
}
