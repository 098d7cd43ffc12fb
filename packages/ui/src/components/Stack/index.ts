export type { StackProps } from './Stack';
export { Stack } from './Stack';
