import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const toolbarSearch = style({ flex: '1 1 220px', minWidth: 0 });

export const summary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  alignSelf: 'center',
});

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const category = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const categoryHeading = style({ margin: 0 });

export const categoryTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing({ offset: '-2px' }),
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    [`${categoryTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' },
  },
});

export const categoryName = style({ flex: 1, minWidth: 0 });

export const categoryCount = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
});

export const featureList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  background: vars.color.surface,
});

export const featureItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const numericRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingLeft: '26px',
});

export const numericInput = style({ width: '110px', flexShrink: 0 });

export const unlimited = style({
  color: vars.color.positiveText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const unit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const ignoredHint = style({
  paddingLeft: '26px',
  color: vars.color.criticalText,
  fontSize: vars.fontSize.xsmall,
});

export const noMatch = style({
  margin: 0,
  padding: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  textAlign: 'center',
});
