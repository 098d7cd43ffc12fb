import { vars } from './contract.css';

export interface FocusRingOptions {
  /**
   * The ring's `outline-offset`: positive draws it outside the element's edge, negative draws it
   * inside (for elements flush with a neighbour or clipped by a scroller). `'2px'` unless given,
   * the offset of the global `:focus-visible` rule. `null` writes no offset, leaving it to
   * whatever other rule applies.
   */
  offset?: string | null;
}

/**
 * The focus ring, written once: a 2px solid outline in the theme's focus colour. Spread it under
 * the selector that shows it, e.g. `'&[data-focus-visible]': focusRing({ offset: '-2px' })`.
 */
export function focusRing({ offset = '2px' }: FocusRingOptions = {}) {
  const outline = `2px solid ${vars.color.focusRing}`;
  return offset === null ? { outline } : { outline, outlineOffset: offset };
}
