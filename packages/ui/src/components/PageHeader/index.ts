export type { PageHeaderProps } from './PageHeader';
export { PageHeader } from './PageHeader';
