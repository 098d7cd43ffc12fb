/**
 * Records which contract operation each test called and the status it got, for the conformance
 * kit's per-operation matrix (scripts/conformance.ts joins these lines with the test results).
 * Only when CONFORMANCE_RECORD_DIR is set; one file per worker process, one JSON line per call.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

const folder = process.env.CONFORMANCE_RECORD_DIR;
let file: string | undefined;

export interface RecordedCall {
  operationId: string;
  status: number;
  /** The test file, relative to the repository. */
  file: string;
  /** Vitest's full name of the test ("describe > test"); '' for calls made in hooks. */
  test: string;
}

export function recordCall(operationId: string, status: number): void {
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
