/**
 * The args table of every component's docs page describes every prop, and no prop gets a control
 * that cannot work. The props are read by react-docgen-typescript with Storybook's own options
 * (./docgen.ts), so a prop missing here is missing on the docs page too.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArgTypes, Meta } from '@storybook/react-vite';
import docgen, { type ComponentDoc, type PropItem } from 'react-docgen-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { reactDocgenTypescriptOptions } from './docgen';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const componentsDir = path.join(repository, 'packages/ui/src/components');

/** Documented elsewhere (their owners are changing them): not checked here yet. */
const NOT_CHECKED = new Set(['DataTable', 'TableCells', 'Select', 'IconButton', 'AppShell']);

const folders = readdirSync(componentsDir).filter((name) => !NOT_CHECKED.has(name));

/** The component sources of the checked folders: PascalCase .tsx files that are not stories. */
const sourceFiles = folders.flatMap((folder) =>
  readdirSync(path.join(componentsDir, folder))
    .filter((file) => /^[A-Z]\w*\.tsx$/.test(file))
    .map((file) => path.join(componentsDir, folder, file)),
);

function parseComponents(): ComponentDoc[] {
  const tsconfig = path.join(repository, 'packages/ui/tsconfig.json');
  const { config } = ts.readConfigFile(tsconfig, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig));
  // The same compiler settings Storybook's docgen uses.
  return docgen
    .withCompilerOptions({ ...options, noErrorTruncation: true, strict: true }, reactDocgenTypescriptOptions)
    .parse(sourceFiles)
    .filter((doc) => Object.keys(doc.props).length > 0);
}

// One TypeScript program for all files: a few seconds, once.
const docs = parseComponents();
const where = (doc: ComponentDoc) => path.relative(componentsDir, doc.filePath);

describe('args tables describe every prop', () => {
  it('finds the components', () => {
    expect(docs.map((doc) => doc.displayName)).toEqual(
      expect.arrayContaining(['Button', 'Checkbox', 'TextField', 'Dialog', 'ToastProvider']),
    );
  });

  it.each(docs.map((doc) => [`${where(doc)} ${doc.displayName}`, doc] as const))('%s', (_name, doc) => {
    const undocumented = Object.values(doc.props)
      .filter((prop) => prop.description.trim() === '')
      .map((prop) => prop.name);
    expect(undocumented.join(', '), `props of ${doc.displayName} without a JSDoc comment`).toBe('');
  });
});

/** Types a control can edit as they are: text, number, boolean and unions of literals (radio or select). */
function isSimple(prop: PropItem): boolean {
  const type = prop.type as { name: string; value?: Array<{ value: string }> };
  if (['string', 'number', 'boolean'].includes(type.name)) return true;
  // A union of literals: react-docgen-typescript lists its members, Storybook offers radio or select.
  return (
    type.name === 'enum' && (type.value ?? []).every(({ value }) => /^(["'\d]|true$|false$)/.test(value))
  );
}

const isCallback = (prop: PropItem) => /^on[A-Z]/.test(prop.name) || /=>/.test(prop.type.name);

/** A story arg made with `fn()` of storybook/test: a spy, so the Actions panel logs its calls. */
const isSpy = (value: unknown) => typeof value === 'function' && 'mock' in value;

/** Has the stories file decided how the prop is edited: a control, a mapping, none, or hidden? */
function hasDecision(argType: ArgTypes[string] | undefined, excluded: readonly string[], name: string) {
  if (excluded.includes(name)) return true;
  if (!argType) return false;
  const table = argType.table as { disable?: boolean } | undefined;
  return argType.control !== undefined || argType.mapping !== undefined || table?.disable === true;
}

const stories = import.meta.glob<{ default: Meta }>('../packages/ui/src/components/*/*.stories.tsx', {
  eager: true,
});

/** Pages whose component is a demo written in the stories file (the toast queue needs buttons). */
const STORY_LOCAL_COMPONENTS = new Set(['Toast']);

const metas = Object.entries(stories)
  .map(([file, module]) => ({ folder: file.split('/').at(-2) ?? '', meta: module.default }))
  .filter(({ folder }) => !NOT_CHECKED.has(folder));

describe('complex props get a sensible control or none', () => {
  it.each(metas.map(({ folder, meta }) => [meta.title ?? folder, folder, meta] as const))(
    '%s',
    (_title, folder, meta) => {
      const component = meta.component as
        | { name?: string; displayName?: string; type?: { name?: string } }
        | undefined;
      // A memo() component keeps its function's name on `type`.
      const name = component?.displayName ?? (component?.name || component?.type?.name);
      const doc = docs.find(
        (candidate) => candidate.displayName === name && where(candidate).startsWith(`${folder}${path.sep}`),
      );
      if (STORY_LOCAL_COMPONENTS.has(folder)) return;
      expect(doc, `docgen of ${name} in ${folder}/`).toBeDefined();
      if (!doc) return;
      const argTypes = (meta.argTypes ?? {}) as ArgTypes;
      const args = (meta.args ?? {}) as Record<string, unknown>;
      const controls = (meta.parameters?.controls ?? {}) as { exclude?: readonly string[] };
      const problems: string[] = [];
      for (const prop of Object.values(doc.props)) {
        const argType = argTypes[prop.name];
        if (isCallback(prop)) {
          const logged = isSpy(args[prop.name]) || argType?.action !== undefined;
          if (!logged && !hasDecision(argType, controls.exclude ?? [], prop.name))
            problems.push(`${prop.name}: a callback without fn() in the meta's args`);
        } else if (!isSimple(prop) && !hasDecision(argType, controls.exclude ?? [], prop.name)) {
          problems.push(`${prop.name} (${prop.type.name}): no control, mapping, control: false or hidden`);
        }
      }
      expect(problems.join('; '), `argTypes of ${meta.title}`).toBe('');
    },
  );
});
