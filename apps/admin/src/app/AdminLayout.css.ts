import { mediaQueries, vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

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
