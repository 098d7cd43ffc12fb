export type { UserTextProps } from './UserText';
export { revealedText, UserText } from './UserText';
