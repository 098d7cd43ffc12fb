export type { TagListProps } from './TagList';
export { TagList } from './TagList';
