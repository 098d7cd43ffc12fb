import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.large,
  marginBottom: vars.space.xlarge,
});

export const heading = style({ minWidth: 0, flex: '1 1 320px' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: `${vars.space.xsmall} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
