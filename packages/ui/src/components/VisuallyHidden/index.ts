export type { VisuallyHiddenProps } from './VisuallyHidden';
export { VisuallyHidden } from './VisuallyHidden';
export { visuallyHidden } from './VisuallyHidden.css';
