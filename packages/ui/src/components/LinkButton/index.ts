export type { LinkButtonProps } from './LinkButton';
export { LinkButton } from './LinkButton';
