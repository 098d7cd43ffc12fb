import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  color: vars.color.text,
});

/** The colour's own fill, and its name's colour for an icon drawn in it. */
export const fill = styleVariants(vars.swatch, (colour) => ({ background: colour }));
export const ink = styleVariants(vars.swatch, (colour) => ({ color: colour }));

export const dot = style({
  flexShrink: 0,
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.full,
  // A thin ring in the text colour keeps the lightest fills visible on either theme's surface.
  boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.text} 18%, transparent)`,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

// As tall as the text beside it: a table's row, a small tag.
globalStyle(`${icon} > svg`, { width: '1.15em', height: '1.15em' });

export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
