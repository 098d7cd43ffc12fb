import { type ComponentType, createElement, lazy, Suspense } from 'react';

export type LazyPart<Props> = ComponentType<Props> & {
  /**
   * Loads the part's code now (on hover, on focus, on idle), so it shows without a round trip.
   * Resolves once it has loaded (or failed: the next render tries again), for whoever must wait.
   */
  preload(): Promise<void>;
};

/**
 * A component whose code loads the first time it renders, showing nothing until then: the part of
 * a control that only an interaction shows (a menu's popover, a picker's list, a tooltip's bubble,
 * a dialog). Its trigger renders at once; the part's code arrives on the click, or earlier through
 * `preload`. Declared once per module, like React.lazy:
 * `const MenuPopover = lazyPart(() => import('./MenuPopover').then((m) => m.MenuPopover));`
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  const render = (props: Props) =>
    createElement(Suspense, { fallback: null }, createElement(Loaded as ComponentType<Props>, props));
  return Object.assign(render, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}
