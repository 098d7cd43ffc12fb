import { Moon, Sun } from 'lucide-react';
import { PressButton } from '../Button/PressButton';
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
 * A PressButton with `aria-pressed`, as every other button: react-aria's ToggleButton would bring
 * its toggle-group and toolbar focus management into every page's first load for this one button.
 */
export function ThemeSwitch({ mode, onChange }: ThemeSwitchProps) {
  const isDark = mode === 'dark';
  return (
    <PressButton
      className={themeSwitch}
      data-selected={isDark || undefined}
      aria-label="Dark mode"
      aria-pressed={isDark}
      onPress={() => onChange(isDark ? 'light' : 'dark')}
    >
      {isDark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </PressButton>
  );
}
