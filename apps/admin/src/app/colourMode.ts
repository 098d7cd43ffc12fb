import { darkTheme, lightTheme } from '@aac/ui';
import { useCallback, useSyncExternalStore } from 'react';

export type ColourMode = 'light' | 'dark';

/** Where the light/dark choice is remembered (the prerendered pages' inline script reads it too). */
export const COLOUR_MODE_STORAGE_KEY = 'colourMode';
const listeners = new Set<() => void>();

function preferredMode(): ColourMode {
  const stored = localStorage.getItem(COLOUR_MODE_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Puts the colour mode's class on <html>, where the theme expects it. */
export function applyColourMode(mode: ColourMode = preferredMode()): void {
  const root = document.documentElement;
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(mode === 'dark' ? darkTheme : lightTheme);
  root.style.colorScheme = mode;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remembered light/dark choice, shared by every component that shows the switch. */
export function useColourMode(): [ColourMode, (mode: ColourMode) => void] {
  const mode = useSyncExternalStore(subscribe, preferredMode, () => 'light' as ColourMode);
  const setMode = useCallback((next: ColourMode) => {
    localStorage.setItem(COLOUR_MODE_STORAGE_KEY, next);
    applyColourMode(next);
    for (const listener of listeners) listener();
  }, []);
  return [mode, setMode];
}
