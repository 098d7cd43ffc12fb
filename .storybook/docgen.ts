/**
 * How Storybook reads component props for the docs pages' args tables (react-docgen-typescript:
 * unlike react-docgen it follows props that come from imported and extended types, such as the
 * variants of a vanilla-extract recipe). main.ts and the args-table test share these options, so
 * the test checks exactly the table designers see.
 */
import type { PropItem } from 'react-docgen-typescript';

/**
 * The few props of react-aria's types that a designer changes when trying a component. The rest
 * of react-aria's (and React's) DOM, ARIA and event props would bury ours under a hundred rows.
 */
const REACT_ARIA_PROPS_SHOWN = new Set([
  'isDisabled',
  'isReadOnly',
  'isRequired',
  'isInvalid',
  'isSelected',
  'defaultSelected',
  'isIndeterminate',
  'onPress',
  'onChange',
  'type',
]);

/** Our own props always; from node_modules only the react-aria props listed above. */
export function propFilter(prop: Pick<PropItem, 'name' | 'parent'>): boolean {
  const from = prop.parent?.fileName ?? '';
  if (!from.includes('node_modules')) return true;
  return /react-aria|react-types|react-stately/.test(from) && REACT_ARIA_PROPS_SHOWN.has(prop.name);
}

export const reactDocgenTypescriptOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  // An undocumented `children` is a gap like any other: keep it in the table (and in the test).
  skipChildrenPropWithoutDoc: false,
  savePropValueAsString: true,
  propFilter,
};
