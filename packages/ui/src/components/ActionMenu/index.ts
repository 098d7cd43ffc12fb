export type { ActionMenuItem, ActionMenuProps } from './ActionMenu';
export { ActionMenu } from './ActionMenu';
