import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconSet } from './specimens';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names imported from lucide-react anywhere in packages/ and apps/ (stories and tests too). */
function iconsInUse() {
  const names = new Set<string>();
  for (const file of [
    ...sourceFiles(path.join(repository, 'packages')),
    ...sourceFiles(path.join(repository, 'apps')),
  ]) {
    if (file.endsWith(path.join('docs', 'specimens.tsx'))) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g,
    )) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !part.trim().startsWith('type ') && name !== 'LucideIcon' && name !== 'LucideProps') {
          names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

describe('Foundations/Icons', () => {
  it('lists exactly the lucide-react icons the product imports', () => {
    // A new icon in a component or screen belongs in `iconSet` (packages/ui/src/docs/specimens.tsx).
    expect(Object.keys(iconSet).sort()).toEqual(iconsInUse());
  });
});
