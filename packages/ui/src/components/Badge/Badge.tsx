import type { ReactNode } from 'react';
import { type BadgeVariants, badge, badgeIcon, badgeLabel } from './Badge.css';

export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export interface BadgeProps extends BadgeVariants {
  children: ReactNode;
  /** A small decorative icon before the text. */
  icon?: ReactNode;
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
