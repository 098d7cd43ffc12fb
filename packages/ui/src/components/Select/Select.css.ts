import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'left',
  cursor: 'pointer',
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});

export const chevron = style({ flexShrink: 0, width: '16px', height: '16px', color: vars.color.textMuted });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing({ offset: '-2px' }),
    '&[data-selected]': { color: vars.color.brandText, fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const checkIcon = style({ width: '16px', height: '16px', flexShrink: 0 });

/** An option's mark and label side by side; the label keeps the option's text. */
export const optionLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const optionIcon = style({ display: 'inline-flex', flexShrink: 0 });
