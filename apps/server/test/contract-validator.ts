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
