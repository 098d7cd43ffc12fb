import { vars } from '@aac/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const limits = style({ display: 'grid', gap: '2px', margin: 0 });

export const limit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const limitLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** At the limit: caution; over it (a maximum lowered elsewhere, or data from before): critical. */
export const usage = styleVariants({
  under: { color: vars.color.text },
  at: { color: vars.color.cautionText, fontWeight: vars.fontWeight.strong },
  over: { color: vars.color.criticalText, fontWeight: vars.fontWeight.strong },
});

/** The figures' room while the table loads: kept, not shown. */
export const pendingUsage = style({ visibility: 'hidden' });
