export type { PageRequest, PaginationBarProps, PaginationSummary } from './PaginationBar';
export { PaginationBar } from './PaginationBar';
