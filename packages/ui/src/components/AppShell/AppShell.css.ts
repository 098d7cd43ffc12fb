import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, mediaQueries, vars } from '../../theme';

const HEADER_HEIGHT = '56px';
const SIDEBAR_WIDTH = '248px';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: `${HEADER_HEIGHT} 1fr`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "main"',
  background: vars.color.canvas,
  '@media': {
    [mediaQueries.navigation]: {
      gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)`,
      gridTemplateAreas: '"header header" "sidebar main"',
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.textOnSolid,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus': { top: vars.space.small } },
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `0 ${vars.space.large}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const menuButtonSlot = style({
  display: 'flex',
  '@media': { [mediaQueries.navigation]: { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const brandMark = style({
  flexShrink: 0,
  width: '28px',
  height: '28px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.textOnSolid,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});

export const headerEnd = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
});

export const sidebar = style({
  gridArea: 'sidebar',
  display: 'none',
  position: 'sticky',
  top: HEADER_HEIGHT,
  height: `calc(100vh - ${HEADER_HEIGHT})`,
  overflowY: 'auto',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mediaQueries.navigation]: { display: 'block' } },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: `${vars.space.large} ${vars.space.medium}`,
});

export const groupLabel = style({
  margin: `0 0 ${vars.space.xsmall}`,
  padding: `0 ${vars.space.small}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textSubtle,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '34px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': focusRing({ offset: '1px' }),
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandText },
  },
});

globalStyle(`${link} svg`, { width: '18px', height: '18px', flexShrink: 0 });

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space.large,
  '@media': { [mediaQueries.tablet]: { padding: vars.space.xlarge } },
});

export const mainInner = style({ maxWidth: '1440px', margin: '0 auto' });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(300px, 85vw)',
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerDialog = style({ outline: 'none', minHeight: '100%' });

globalStyle(`${link} > span[aria-hidden]`, { display: 'flex' });
