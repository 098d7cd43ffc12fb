import { Moon, Sun } from 'lucide-react';
import { ToggleButton } from 'react-aria-components';
import { themeSwitch } from './ThemeSwitch.css';

export type ColourMode = 'light' | 'dark';

export interface ThemeSwitchProps {
  /** The colour mode in use: the toggle "Dark mode" is pressed while it is `dark`. */
  mode: ColourMode;
  /** The admin chose the other mode; the caller applies and remembers it. */
  onChange: (mode: ColourMode) => void;
}

/**
 * The light/dark switch of the header: a toggle button named "Dark mode", pressed while the dark
 * theme is on. The app remembers the choice; this component only shows and reports it.
 */
export function ThemeSwitch({ mode, onChange }: ThemeSwitchProps) {
  const isDark = mode === 'dark';
  return (
    <ToggleButton
      className={themeSwitch}
      aria-label="Dark mode"
      isSelected={isDark}
      onChange={(selected) => onChange(selected ? 'dark' : 'light')}
    >
      {isDark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </ToggleButton>
  );
}
