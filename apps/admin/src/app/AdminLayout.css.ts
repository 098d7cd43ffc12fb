import { mediaQueries, vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

/** Who is signed in, as a button that opens Change password: no chrome of its own until hovered. */
export const accountButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.medium,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  // A phone's header shows neither the avatar nor the name (see below).
  '@media': { [mediaQueries.belowTablet]: { display: 'none' } },
});

export const avatar = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.strong,
  // A phone's header needs the room for the product's name; Sign out says who is signed in.
  '@media': { [mediaQueries.belowTablet]: { display: 'none' } },
});

export const accountText = style({
  display: 'none',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
  // The admin's name and email beside Sign out only where the header has room for them.
  '@media': { [mediaQueries.desktop]: { display: 'flex' } },
});

export const accountName = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const accountEmail = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });
