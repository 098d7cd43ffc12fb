export type { ConflictField, ConflictPanelProps } from './ConflictPanel';
export { ConflictPanel, conflictHeading } from './ConflictPanel';
