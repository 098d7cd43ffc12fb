import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../theme';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.textOnSolid,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing(),
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const mark = style({ width: '14px', height: '14px' });

/** With a description, the box stays beside the label's first line. */
export const withDescription = style({ alignItems: 'flex-start' });

export const labelText = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const descriptionText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  selectors: { [`${checkbox}[data-disabled] &`]: { color: vars.color.textSubtle } },
});
