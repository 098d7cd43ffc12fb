import type { ReactNode } from 'react';
import { type StackVariants, stack } from './Stack.css';

export interface StackProps {
  /** The blocks, top to bottom: a page's header and table, a dialog's sections. */
  children: ReactNode;
  /** The space between blocks: `large` (default) between a page's parts, smaller inside a card or a dialog's section. */
  gap?: StackVariants['gap'];
}

/**
 * Blocks one under another with the theme's spacing, each as wide as the stack and never wider
 * (a wide table scrolls inside its own box). A static class, so a page carries no styling code.
 */
export function Stack({ children, gap }: StackProps) {
  return <div className={stack({ gap })}>{children}</div>;
}
