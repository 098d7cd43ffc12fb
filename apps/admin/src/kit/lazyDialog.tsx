import { type ComponentType, createElement, lazy, Suspense } from 'react';

export type LazyDialog<Props> = ComponentType<Props> & {
  /** Loads the dialog's code now, for a dialog that must open without a round trip. */
  preload(): void;
};

/**
 * A dialog whose code loads the first time it is rendered. Screens render a dialog only while it
 * is open (useRowDialog), so a screen's first load carries no dialog code: it arrives on the
 * click that opens it, in one round trip, and the dialog shows then. Declared once per module,
 * like React.lazy: `const EditUserDialog = lazyDialog(() => import('./EditUserDialog').then((m) => m.EditUserDialog));`
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyDialog<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  const render = (props: Props) =>
    createElement(Suspense, { fallback: null }, createElement(Loaded as ComponentType<Props>, props));
  return Object.assign(render, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
