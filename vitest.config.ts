export { default } from './vitest.workspace';
