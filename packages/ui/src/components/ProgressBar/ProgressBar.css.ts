import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

/** The filled share of the track, set per bar with assignInlineVars. */
export const fillPercent = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: '80px',
  width: '100%',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const label = style({ color: vars.color.textMuted });

export const valueText = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    height: '100%',
    width: fillPercent,
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.standard}`,
  },
  variants: {
    tone: {
      positive: { background: vars.color.positive },
      caution: { background: vars.color.caution },
      critical: { background: vars.color.critical },
    },
  },
});
