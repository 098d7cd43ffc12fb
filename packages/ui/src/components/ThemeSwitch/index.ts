export type { ColourMode, ThemeSwitchProps } from './ThemeSwitch';
export { ThemeSwitch } from './ThemeSwitch';
