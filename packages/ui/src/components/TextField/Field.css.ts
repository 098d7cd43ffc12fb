import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../theme';

/** The parts every labelled form field shares: TextField, TextArea, NumberField, Select, SearchField. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const fieldLabel = style({
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
});

export const requiredMark = style({ color: vars.color.criticalText, marginLeft: vars.space.xxsmall });

export const fieldDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fieldError = style({
  color: vars.color.criticalText,
  fontSize: vars.fontSize.small,
});

const inputFocus = {
  ...focusRing({ offset: '-1px' }),
  borderColor: vars.color.focusRing,
};

const disabledInput = {
  background: vars.color.surfaceSunken,
  color: vars.color.textSubtle,
  cursor: 'not-allowed',
};

/**
 * Read-only: the text stays as readable (and selectable, and focusable) as an editable field's,
 * but the sunken box with a dashed quiet border says it takes no typing, and hovering it does not
 * invite any.
 */
const readOnlyInput = {
  background: vars.color.surfaceSunken,
  borderColor: vars.color.borderStrong,
  borderStyle: 'dashed',
  cursor: 'default',
};

/** The box of a text input, a text area or a select trigger. */
export const inputBox = recipe({
  base: {
    width: '100%',
    minWidth: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    outline: 'none',
    transition: `border-color ${vars.motion.fast}`,
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-focus-visible], &[data-focused]': inputFocus,
      '&[data-invalid]': { borderColor: vars.color.critical },
      '&[data-invalid][data-focused]': { outlineColor: vars.color.critical },
      '&[data-disabled]': disabledInput,
      // After the hover rule and as specific, so hovering a read-only box does not invite typing;
      // a hover rule with more in its selector would also outrank the invalid field's red.
      '&[readonly]': readOnlyInput,
      // The same states on a native input (TextField), which react-aria does not mark with data-*.
      '&:not([data-rac]):hover:not(:disabled)': { borderColor: vars.color.text },
      '&:not([data-rac])[readonly]:hover': { borderColor: vars.color.borderStrong },
      '&:not([data-rac]):focus': inputFocus,
      '&:not([data-rac])[aria-invalid="true"]': { borderColor: vars.color.critical },
      '&:not([data-rac])[aria-invalid="true"]:focus': { outlineColor: vars.color.critical },
      '&:not([data-rac]):disabled': disabledInput,
    },
  },
  variants: {
    size: {
      standard: { minHeight: '36px', padding: `${vars.space.small} ${vars.space.medium}` },
      small: {
        minHeight: '30px',
        padding: `${vars.space.xsmall} ${vars.space.small}`,
        fontSize: vars.fontSize.small,
      },
    },
    multiline: {
      true: { resize: 'vertical', minHeight: '88px' },
      false: {},
    },
  },
  defaultVariants: { size: 'standard', multiline: false },
});

/**
 * A small icon button inside a field's box, at its right end: a search's Clear, a password's
 * Show. The box is `position: relative`; the input leaves room for it with its padding.
 */
export const insetButton = style({
  position: 'absolute',
  right: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': focusRing({ offset: '-2px' }),
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
