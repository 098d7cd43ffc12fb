import type { ReactNode } from 'react';
import type { vars } from '../../theme';
import * as styles from './ColorSwatch.css';

/** The named colours of the theme's swatch set, in the order pickers offer them. */
export const SWATCH_COLORS = [
  'blue',
  'green',
  'purple',
  'orange',
  'pink',
  'indigo',
  'teal',
  'yellow',
] as const;
export type SwatchColor = keyof typeof vars.swatch & (typeof SWATCH_COLORS)[number];

export interface ColorSwatchProps {
  /** The named colour, e.g. "teal": the theme gives each a shade that reads on its own surface. */
  color: SwatchColor;
  /** The words beside the mark ("Teal", a category's name): colour is never the only signal. Without them the mark is decoration beside text that says it. */
  children?: ReactNode;
  /** An icon drawn in the colour instead of the round mark (a category's own icon). */
  icon?: ReactNode;
}

/**
 * A small mark in a named colour (a dot, or an icon drawn in it) before its label: the colour a
 * person chose for a thing, shown beside the words that name it. The mark is hidden from
 * assistive technology; the label is what is read.
 */
export function ColorSwatch({ color, children, icon }: ColorSwatchProps) {
  const mark = icon ? (
    <span aria-hidden="true" data-swatch={color} className={`${styles.icon} ${styles.ink[color]}`}>
      {icon}
    </span>
  ) : (
    <span aria-hidden="true" data-swatch={color} className={`${styles.dot} ${styles.fill[color]}`} />
  );
  if (children === undefined || children === null) return mark;
  return (
    <span className={styles.root}>
      {mark}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
