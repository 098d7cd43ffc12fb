import { type LazyPart, lazyPart } from '@aac/ui';
import type { ComponentType } from 'react';

export type LazyDialog<Props> = LazyPart<Props>;

/**
 * A dialog whose code loads the first time it is rendered. Screens render a dialog only while it
 * is open (useRowDialog), so a screen's first load carries no dialog code: it arrives on the
 * click that opens it, in one round trip, and the dialog shows then. Declared once per module,
 * like React.lazy: `const EditUserDialog = lazyDialog(() => import('./EditUserDialog').then((m) => m.EditUserDialog));`
 * (the design system's lazyPart, named for what screens use it for).
 */
export const lazyDialog: <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
) => LazyDialog<Props> = lazyPart;
