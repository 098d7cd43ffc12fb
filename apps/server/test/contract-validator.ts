import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContractOperation, createResponseChecker } from '@aac/api-client/contract';
import { loadContract } from '../src/http/contract.ts';

/**
 * Validates answers against the contract: the status must be one the operation declares, and the
 * body must match that status's JSON schema (every $ref resolved). Used by every test through
 * the `call` helper, so each test also checks the contract.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const contractPath = path.resolve(here, '../../../openapi/openapi.yaml');
export const contract = loadContract(contractPath);

// Compiled per operation and status on first use; money with the server's tolerance.
const checker = createResponseChecker(contract);

export function operation(operationId: string): ContractOperation {
  const found = contract.byId.get(operationId);
  if (!found) throw new Error(`The contract has no operation ${operationId}`);
  return found;
}

/** Throws a readable error when the answer does not match the contract. */
export const assertMatchesContract = checker.assertMatchesContract;

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
