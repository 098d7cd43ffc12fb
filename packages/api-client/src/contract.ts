import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The OpenAPI contract (openapi/openapi.yaml) turned into the facts each side needs per
 * operation: its path, method, permission, parameters and request body schema (with every $ref
 * inlined) and its declared responses. The server registers its routes from this list only, so it
 * cannot serve a path the contract does not declare, nor validate differently; its tests and the
 * admin app's story fakes check their answers against the same response schemas
 * (createResponseChecker). Free of Node's modules: the stories parse the contract in the browser.
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

/** The operation answering `method` on `path` (as the contract writes paths, without /api). */
export function findOperation(
  contract: Contract,
  method: string,
  path: string,
): ContractOperation | undefined {
  const segments = path.split('/');
  let best: { operation: ContractOperation; literals: number[] } | undefined;
  for (const operation of contract.operations) {
    if (operation.method !== method.toUpperCase()) continue;
    const template = operation.path.split('/');
    if (template.length !== segments.length) continue;
    const literals: number[] = [];
    const matches = template.every((part, index) => {
      if (/^\{[^}/]+\}$/.test(part)) return segments[index] !== '';
      literals.push(index);
      return part === segments[index];
    });
    // A literal segment wins over a parameter (`/admin/users/export` over `/admin/users/{id}`).
    if (matches && (!best || moreLiteral(literals, best.literals))) best = { operation, literals };
  }
  return best?.operation;
}

function moreLiteral(a: number[], b: number[]): boolean {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const [left = 0, right = 0] = [a[index], b[index]];
    if (left !== right) return left < right;
  }
  return a.length > b.length;
}

/**
 * Decimal places of tolerance when checking `multipleOf`: money is `multipleOf: 0.01`, and in
 * binary floating point 0.07 / 0.01 is not a whole number, so the quotient is compared with a
 * tolerance far below a cent (exact up to 12 digits). The server validates requests with it too.
 */
export const MULTIPLE_OF_PRECISION = 6;

export interface ResponseChecker {
  /**
   * The validator of one operation's answer for one status (or the operation's `default`), null
   * when that answer has no JSON body. Throws when the operation declares neither.
   */
  responseValidator(operationId: string, status: number): ValidateFunction | null;
  /**
   * Why this answer does not match the contract (status undeclared, body off its schema), or
   * undefined. `tolerated` lists places in the body (JSON pointers, e.g. `/users/2/status`) whose
   * own deviations are not counted (those inside them still are).
   */
  responseProblem(
    operationId: string,
    status: number,
    body: unknown,
    tolerated?: readonly string[],
  ): string | undefined;
  /** Throws a readable error when the answer does not match the contract. */
  assertMatchesContract(operationId: string, status: number, body: unknown): void;
}

/**
 * Checks answers against the contract: the status must be one the operation declares (or its
 * `default`), and the body must match that response's JSON schema (every $ref inlined), with
 * JSON Schema 2020-12 as OpenAPI 3.1 says. Each validator is compiled on its first use only.
 */
export function createResponseChecker(contract: Contract): ResponseChecker {
  const ajv = new Ajv2020({ allErrors: true, strict: false, multipleOfPrecision: MULTIPLE_OF_PRECISION });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction | null>();

  function responseValidator(operationId: string, status: number): ValidateFunction | null {
    const key = `${operationId} ${status}`;
    if (!compiled.has(key)) {
      const operation = contract.byId.get(operationId);
      if (!operation) throw new Error(`The contract has no operation ${operationId}`);
      const declared = String(status) in operation.responseSchemas ? String(status) : 'default';
      if (!(declared in operation.responseSchemas)) {
        throw new Error(
          `${operationId} answered ${status}, which the contract does not declare (declared: ${Object.keys(operation.responseSchemas).join(', ')})`,
        );
      }
      const schema = operation.responseSchemas[declared];
      compiled.set(key, schema ? ajv.compile(schema) : null);
    }
    return compiled.get(key) ?? null;
  }

  function responseProblem(
    operationId: string,
    status: number,
    body: unknown,
    tolerated: readonly string[] = [],
  ): string | undefined {
    let validate: ValidateFunction | null;
    try {
      validate = responseValidator(operationId, status);
    } catch (error) {
      return (error as Error).message;
    }
    if (!validate || validate(body)) return undefined;
    const errors = (validate.errors ?? []).filter((error) => !tolerated.includes(error.instancePath));
    if (errors.length === 0) return undefined;
    const problems = errors
      .map((error) => {
        const params = error.params as Record<string, unknown>;
        const name = params.additionalProperty ?? params.unevaluatedProperty;
        return `${error.instancePath || '/'} ${error.message}${name === undefined ? '' : ` (${String(name)})`}`;
      })
      .join('; ');
    return `${operationId} ${status} answer does not match the contract: ${problems}\n${JSON.stringify(body)?.slice(0, 600)}`;
  }

  return {
    responseValidator,
    responseProblem,
    assertMatchesContract(operationId, status, body) {
      const problem = responseProblem(operationId, status, body);
      if (problem) throw new Error(problem);
    },
  };
}
