export type { BulkActionBarProps, ResourceName } from './BulkActionBar';
export { BulkActionBar } from './BulkActionBar';
