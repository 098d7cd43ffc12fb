import { useMatches } from 'react-router';
import type { ScreenEntry } from './screens';

/** The screen entry of the current route (its title, description and permission). */
export function useScreen(): ScreenEntry | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { screen?: ScreenEntry } | undefined;
    if (handle?.screen) return handle.screen;
  }
  return undefined;
}
