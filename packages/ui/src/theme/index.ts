import './global.css';

export { breakpoints, mediaQueries } from './breakpoints';
export { vars } from './contract.css';
export { darkTheme } from './dark.css';
export type { FocusRingOptions } from './focusRing';
export { focusRing } from './focusRing';
export { lightTheme } from './light.css';
export type { Sprinkles } from './sprinkles.css';
export { sprinkles } from './sprinkles.css';
export { fallbackFontFamily, fallbackFontStack } from './tokens';
