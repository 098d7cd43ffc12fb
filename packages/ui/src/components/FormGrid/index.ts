export type { FormGridProps } from './FormGrid';
export { FormGrid, FormGridFullRow } from './FormGrid';
