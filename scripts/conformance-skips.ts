/**
 * A Vitest reporter of the conformance kit (scripts/conformance.ts): writes every skipped check
 * with the reason it gave (`skip(note)`: a record the server does not hold, an account or key the
 * kit was not given) to the JSON file named by CONFORMANCE_SKIPS_FILE, for the report. Vitest's
 * JSON and JUnit reports drop these reasons.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface SkippedCheck {
  /** The test file, as Vitest names it (absolute). */
  file: string;
  /** The check's name with its describe blocks, separated by " > ". */
  name: string;
  /** The reason the check gave, '' when it gave none. */
  note: string;
}

export default class ConformanceSkips implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const file = process.env.CONFORMANCE_SKIPS_FILE;
    if (!file) return;
    const skipped: SkippedCheck[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'skipped') continue;
        skipped.push({ file: module.moduleId, name: test.fullName, note: result.note ?? '' });
      }
    }
    writeFileSync(file, `${JSON.stringify(skipped, null, 2)}\n`);
  }
}
