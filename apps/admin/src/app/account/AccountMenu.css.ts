import { focusRing, mediaQueries, vars } from '@aac/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Who is signed in, as the button that opens the account menu: no chrome of its own until hovered. */
export const trigger = style({
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
    '&:focus-visible': focusRing(),
  },
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
});

export const accountText = style({
  display: 'none',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
  // The admin's name and email beside Sign out only where the header has room for them; a
  // narrower header keeps the avatar alone, which still opens the menu.
  '@media': { [mediaQueries.desktop]: { display: 'flex' } },
});

export const accountName = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const accountEmail = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

/**
 * The menu: a native popover (top layer, light dismiss, Escape) placed under the trigger by
 * script when it opens, since the header's height and the trigger's place vary with the width.
 */
export const menu = style({
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  minWidth: '220px',
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
});

/** Who the menu belongs to, for the widths where the header shows only the avatar. */
export const menuHeader = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.xsmall}`,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  padding: vars.space.small,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing({ offset: '-2px' }),
  },
});

/** Sign out in the menu only where the header has no room for its own button. */
export const phoneOnly = style({ '@media': { [mediaQueries.tablet]: { display: 'none' } } });

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0, width: '16px', height: '16px' });

globalStyle(`${itemIcon} > svg`, { width: '100%', height: '100%' });
