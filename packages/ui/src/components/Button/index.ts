export type { ButtonProps } from './Button';
export { Button } from './Button';
export type { ButtonVariants } from './Button.css';
export type { PlainButtonProps } from './PlainButton';
export { PlainButton } from './PlainButton';
