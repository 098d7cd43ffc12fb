import { ActionMenuPopover } from './components/ActionMenu/ActionMenu';
import { SelectPopover } from './components/Select/Select';
import { TooltipBubble } from './components/Tooltip/useLazyTooltip';

/**
 * Loads the open parts of the pickers, menus and tooltips (see lazyPart) before anybody asks for
 * them: the app calls it once its first screen has settled, so that later a first opening on a
 * touch screen, which has no hover to start the load, shows at once too.
 */
export function preloadInteractiveParts(): void {
  ActionMenuPopover.preload();
  SelectPopover.preload();
  TooltipBubble.preload();
}
