import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

// Room for the QR code beside the key on a wide screen; a phone stacks them.
export const wideCard = style({
  maxWidth: '480px',
});

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const problem = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.criticalText,
});

// Focused by script so reading starts there; it is no control, so it shows no focus ring.
export const focusedTitle = style({
  selectors: { '&:focus': { outline: 'none' } },
});
