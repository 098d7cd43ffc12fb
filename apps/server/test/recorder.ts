/**
 * Records which contract operation each test called and the status it got, for the conformance
 * kit's per-operation matrix (scripts/conformance.ts joins these lines with the test results).
 * Only when CONFORMANCE_RECORD_DIR is set: fetch is then wrapped, so every request a test makes
 * (through `call`, the typed client or plain fetch) is mapped to its operation by method and path.
 * One file per worker process, one JSON line per call.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { contract } from './contract-validator.ts';

export interface RecordedCall {
  operationId: string;
  status: number;
  /** The test file, relative to the repository. */
  file: string;
  /** Vitest's full name of the test ("describe > test"); '' for calls made in hooks. */
  test: string;
}

/** Each operation's method and path as a pattern; fewer path parameters first, so literals win. */
const routes = contract.operations
  .map((operation) => ({
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^/api${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (operation.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

export function operationOf(method: string, pathname: string): string | undefined {
  const upper = method.toUpperCase();
  return routes.find((route) => route.method === upper && route.pattern.test(pathname))?.operationId;
}

const folder = process.env.CONFORMANCE_RECORD_DIR;
let file: string | undefined;

function record(operationId: string, status: number): void {
  if (!folder) return;
  if (!file) {
    mkdirSync(folder, { recursive: true });
    file = path.join(folder, `calls-${process.pid}-${Date.now()}.jsonl`);
  }
  const state = expect.getState();
  const line: RecordedCall = {
    operationId,
    status,
    file: path.relative(process.cwd(), state.testPath ?? ''),
    test: state.currentTestName ?? '',
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

if (folder) {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input));
    const operationId = operationOf(init?.method ?? request?.method ?? 'GET', url.pathname);
    if (operationId) record(operationId, response.status);
    return response;
  };
}
