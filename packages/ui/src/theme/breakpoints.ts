/**
 * The window widths where layouts change, in CSS pixels, and their media queries. Every
 * width-based rule uses these so the navigation drawer, form columns and stacked filters all
 * switch at the same width.
 */
export const breakpoints = {
  /** From here up the navigation is a sidebar and forms have two columns; below is a phone. */
  tablet: 768,
  /** From here up there is room for wider layouts (sprinkles' `desktop` condition). */
  desktop: 1100,
} as const;

export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** The complement of `tablet`: phones, where controls stack one under another. */
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
