/**
 * The window widths where layouts change, in CSS pixels, and their media queries. Every
 * width-based rule uses these so the navigation drawer, form columns and stacked filters all
 * switch at the same width.
 */
export const breakpoints = {
  /** From here up forms have two columns and filters sit in a row; below is a phone. */
  tablet: 768,
  /**
   * From here up the navigation is a sidebar; below, a drawer behind a menu button. Above the
   * tablet width on purpose: a 248 px sidebar beside a 768 px tablet's content leaves a table
   * too little room.
   */
  navigation: 1024,
  /** From here up there is room for wider layouts (sprinkles' `desktop` condition). */
  desktop: 1100,
} as const;

export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** The complement of `tablet`: phones, where controls stack one under another. */
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  navigation: `screen and (min-width: ${breakpoints.navigation}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
