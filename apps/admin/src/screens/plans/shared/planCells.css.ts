import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** Two or more short lines in one cell (monthly over yearly, children over team). */
export const lines = style({ display: 'grid', gap: vars.space.xxsmall, justifyItems: 'start', minWidth: 0 });

export const secondary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** A Stripe id: monospaced, cut with an ellipsis when long (whole on hover through title). */
export const id = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const features = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

/** The counts under the filters ("N plans found", total subscribers). */
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
