import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

/**
 * Columns that wrap by the width the form gets, not by the viewport: the form lives in a dialog
 * and in narrow panels alike.
 */
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const threeColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const yearlyRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

export const yearlyField = style({ flex: 1, minWidth: 0 });

/** Lines the Auto button up with the input, below the field's label. */
export const autoButton = style({
  flexShrink: 0,
  marginTop: `calc(${vars.fontSize.standard} * ${vars.lineHeight.standard} + ${vars.space.xsmall})`,
});

export const hintLine = style({ display: 'block' });

/** The "Use" button under the yearly price's calculation, lined up with the field's text. */
export const useCalculated = style({ marginTop: vars.space.xsmall });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.large} 0 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({
  padding: `0 ${vars.space.small} 0 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const checkboxRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});
