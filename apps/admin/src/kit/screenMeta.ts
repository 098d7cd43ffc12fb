import { useMatches } from 'react-router';

/**
 * What the kit reads of a screen's registry entry (app/screens.ts `ScreenEntry` extends it): its
 * path, and the title and description of its page header and document title.
 */
export interface ScreenMeta {
  path: string;
  title: string;
  description: string;
}

/** The `handle` of a screen's route: the router puts the screen's registry entry there. */
export interface ScreenHandle {
  screen: ScreenMeta;
}

/** The screen of the current route (its path, title and description), from its route's handle. */
export function useScreen(): ScreenMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as Partial<ScreenHandle> | undefined;
    if (handle?.screen) return handle.screen;
  }
  return undefined;
}
