export type { StickyActionBarProps } from './StickyActionBar';
export { StickyActionBar } from './StickyActionBar';
