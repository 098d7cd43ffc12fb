import { focusRing, vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const errorPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
});

/** The way back: the first screen the admin may open, as a plain link (no react-aria on this page). */
export const firstScreenLink = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRing() },
});
