import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  /** Text for screen readers only, e.g. the name of an icon-only control. */
  children: ReactNode;
  /** Render as a block element, e.g. for a hidden heading. */
  elementType?: 'span' | 'div' | 'h1' | 'h2' | 'h3';
}

/** Content for screen readers only: labels, live status text, headings of visual regions. */
export function VisuallyHidden({ children, elementType: Element = 'span' }: VisuallyHiddenProps) {
  return <Element className={visuallyHidden}>{children}</Element>;
}
