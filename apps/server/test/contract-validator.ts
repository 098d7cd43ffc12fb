import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type ContractOperation, loadContract } from '../src/http/contract.ts';
import { MULTIPLE_OF_PRECISION } from '../src/http/validation.ts';

/**
 * Validates answers against the contract: the status must be one the operation declares, and the
 * body must match that status's JSON schema (every $ref resolved). Used by every test through
 * the `call` helper, so each test also checks the contract.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const contractPath = path.resolve(here, '../../../openapi/openapi.yaml');
export const contract = loadContract(contractPath);

// Money is `multipleOf: 0.01`: checked with the server's tolerance for binary floating point.
const ajv = new Ajv2020({ allErrors: true, strict: false, multipleOfPrecision: MULTIPLE_OF_PRECISION });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction | null>();

export function operation(operationId: string): ContractOperation {
  const found = contract.byId.get(operationId);
  if (!found) throw new Error(`The contract has no operation ${operationId}`);
  return found;
}

/** The validator of one operation's answer for one status, or null when the answer has no JSON body. */
export function responseValidator(operationId: string, status: number): ValidateFunction | null {
  const key = `${operationId} ${status}`;
  if (!compiled.has(key)) {
    const op = operation(operationId);
    if (!(String(status) in op.responseSchemas)) {
      throw new Error(
        `${operationId} answered ${status}, which the contract does not declare (declared: ${Object.keys(op.responseSchemas).join(', ')})`,
      );
    }
    const schema = op.responseSchemas[String(status)];
    compiled.set(key, schema ? ajv.compile(schema) : null);
  }
  return compiled.get(key) ?? null;
}

/** Throws a readable error when the answer does not match the contract. */
export function assertMatchesContract(operationId: string, status: number, body: unknown): void {
  const validate = responseValidator(operationId, status);
  if (validate && !validate(body)) {
    const problems = (validate.errors ?? [])
      .map((error) => `${error.instancePath || '/'} ${error.message}`)
      .join('; ');
    throw new Error(
      `${operationId} ${status} answer does not match the contract: ${problems}\n${JSON.stringify(body).slice(0, 600)}`,
    );
  }
}

interface ExampleResponse {
  content?: Record<
    string,
    { example?: { message?: string }; examples?: Record<string, { value?: { message?: string } }> }
  >;
}

/**
 * The example messages of a 409 response of the contract (`Conflict.<operationId>` or the shared
 * `ListFull`), by example name; a response with a single `example` has it under the name ''.
 */
export function responseExampleMessages(responseName: string): Map<string, string> {
  const responses = (contract.document.components as { responses: Record<string, ExampleResponse> })
    .responses;
  const json = responses[responseName]?.content?.['application/json'];
  if (!json) throw new Error(`The contract has no response ${responseName} with a JSON body`);
  const messages = new Map<string, string>();
  if (json.example?.message !== undefined) messages.set('', json.example.message);
  for (const [name, example] of Object.entries(json.examples ?? {})) {
    if (example.value?.message !== undefined) messages.set(name, example.value.message);
  }
  return messages;
}

/** The name of the response an operation's 409 refers to (`Conflict.<operationId>` or `ListFull`). */
export function conflictResponseName(operationId: string): string {
  const op = operation(operationId);
  const paths = contract.document.paths as Record<
    string,
    Record<string, { responses?: Record<string, { $ref?: string }> }>
  >;
  const ref = paths[op.path]?.[op.method.toLowerCase()]?.responses?.['409']?.$ref;
  if (!ref) throw new Error(`${operationId} declares no 409 response of components/responses`);
  return ref.split('/').at(-1) ?? '';
}
