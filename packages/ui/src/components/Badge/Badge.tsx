import { type ReactNode, useRef } from 'react';
import { useLazyTooltip } from '../Tooltip/useLazyTooltip';
import { type BadgeVariants, badge, badgeIcon, badgeLabel, badgeWithHint } from './Badge.css';

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
  /**
   * What the mark means, when the label alone does not say it: "Built in: … cannot be edited or
   * deleted". The badge then takes keyboard focus and shows the hint in a tooltip on hover and
   * on focus.
   */
  hint?: string;
}

/** A short piece of status or category text in a coloured pill. The text carries the meaning, not the colour. */
export function Badge({ children, icon, tone = 'neutral', variant, size, hint }: BadgeProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const { triggerProps, bubble } = useLazyTooltip({ text: hint ?? '', delay: 300, isDisabled: !hint }, ref);
  return (
    <>
      {/* data-tone lets tests and screens read the tone without depending on class names. */}
      <span
        {...(hint ? triggerProps : {})}
        ref={ref}
        data-tone={tone}
        className={
          hint ? `${badge({ tone, variant, size })} ${badgeWithHint}` : badge({ tone, variant, size })
        }
        tabIndex={hint ? 0 : undefined}
      >
        {icon ? (
          <span aria-hidden="true" className={badgeIcon}>
            {icon}
          </span>
        ) : null}
        <span className={badgeLabel}>{children}</span>
      </span>
      {hint ? bubble : null}
    </>
  );
}
