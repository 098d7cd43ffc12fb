import { ActionMenuPopover } from './components/ActionMenu/ActionMenu';
import { NavigationDrawer } from './components/AppShell/AppShell';
import { SelectPopover } from './components/Select/Select';
import { ToastRegion } from './components/Toast/Toast';
import { TooltipBubble } from './components/Tooltip/useLazyTooltip';

/**
 * Loads the open parts of the pickers, menus, tooltips, the navigation drawer and the toast region
 * (see lazyPart) before anybody asks for them: the app calls it once its first screen has settled,
 * so that later a first opening on a touch screen, which has no hover to start the load, shows at
 * once too. Resolves when all have loaded (the stories wait for it, see .storybook/preview.tsx).
 */
export async function preloadInteractiveParts(): Promise<void> {
  await Promise.all([
    ActionMenuPopover.preload(),
    SelectPopover.preload(),
    TooltipBubble.preload(),
    NavigationDrawer.preload(),
    ToastRegion.preload(),
  ]);
}
