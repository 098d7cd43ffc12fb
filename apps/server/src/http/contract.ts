import { readFileSync } from 'node:fs';
import { type Contract, parseContract } from '@aac/api-client/contract';

/**
 * The OpenAPI contract as the server reads it: parsed by @aac/api-client/contract (shared with
 * the admin app's stories, which check their fakes' answers against it), from the file on disk.
 */

export type { Contract, ContractOperation } from '@aac/api-client/contract';

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
