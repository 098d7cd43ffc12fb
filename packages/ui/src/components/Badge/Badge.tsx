import type { ReactNode } from 'react';
import { type BadgeVariants, badge, badgeIcon, badgeLabel } from './Badge.css';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export interface BadgeProps extends BadgeVariants {
  /** The short label, e.g. "Premium"; a badge is never the only place a status is told. */
  children: ReactNode;
  /** A small decorative icon before the text. */
  icon?: ReactNode;
  /** The colour by meaning (neutral unless given): positive, caution and critical follow the status. */
  tone?: BadgeVariants['tone'];
  /** `soft` (default) for lists, `solid` to stand out, `ghost` for the quietest mark. */
  variant?: BadgeVariants['variant'];
  /** `small` inside dense rows; standard unless given. */
  size?: BadgeVariants['size'];
}

/** A short piece of status or category text in a coloured pill. The text carries the meaning, not the colour. */
export function Badge({ children, icon, tone = 'neutral', variant, size }: BadgeProps) {
  return (
    // data-tone lets tests and screens read the tone without depending on class names.
    <span data-tone={tone} className={badge({ tone, variant, size })}>
      {icon ? (
        <span aria-hidden="true" className={badgeIcon}>
          {icon}
        </span>
      ) : null}
      <span className={badgeLabel}>{children}</span>
    </span>
  );
}
