import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../theme';

/**
 * The height of AppShell's header (AppShell.css.ts). Toasts start below it so they never cover
 * the header's Sign out and account, at any width; the "Toast placement" stories check it.
 */
const HEADER_HEIGHT = '56px';

/** platform spec §2.8: toasts appear in the top-right corner, here just under the app's header. */
export const region = style({
  position: 'fixed',
  top: `calc(${HEADER_HEIGHT} + ${vars.space.medium})`,
  right: vars.space.large,
  zIndex: vars.zIndex.toast,
  width: 'min(380px, calc(100vw - 32px))',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing({ offset: '4px' }),
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.medium} ${vars.space.large}`,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.large,
    color: vars.color.text,
    fontSize: vars.fontSize.standard,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing(),
    },
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.positive },
      error: { borderLeftColor: vars.color.critical },
      info: { borderLeftColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, width: '20px', height: '20px' },
  variants: {
    tone: {
      success: { color: vars.color.positiveText },
      error: { color: vars.color.criticalText },
      info: { color: vars.color.infoText },
    },
  },
});
export const iconBox = style({});
globalStyle(`${iconBox} > svg`, { width: '100%', height: '100%' });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.strong });

export const description = style({ color: vars.color.textMuted });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRing({ offset: null }),
  },
});

export const closeIcon = style({ width: '16px', height: '16px' });
