import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { segment as segmentBase, segmentedControl } from '../SegmentedControl/SegmentedControl.css';

export const plotHeight = createVar();

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: vars.space.xlarge,
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const segmented = style([segmentedControl, { border: `1px solid ${vars.color.border}` }]);

export const segment = style([
  segmentBase,
  { paddingBlock: vars.space.xsmall, paddingInline: vars.space.medium },
]);

/** The plot keeps its height in every state, so the page does not jump when data arrives. */
export const plot = style({
  position: 'relative',
  height: plotHeight,
  minWidth: 0,
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  margin: 0,
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const loading = style({
  height: '100%',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

// Recharts draws with presentation attributes; CSS wins over them, so the theme's colours apply.
globalStyle(`${plot} .recharts-cartesian-grid line`, { stroke: vars.color.border });
globalStyle(`${plot} .recharts-cartesian-axis-line, ${plot} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.border,
});
globalStyle(`${plot} .recharts-cartesian-axis-tick-value`, {
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
});
globalStyle(`${plot} .recharts-area-curve, ${plot} .recharts-line-curve`, { stroke: vars.color.chart1 });
globalStyle(`${plot} .recharts-area-area`, { fill: vars.color.chart1, fillOpacity: 0.14 });
globalStyle(`${plot} .recharts-active-dot circle`, { fill: vars.color.chart1, stroke: vars.color.surface });
globalStyle(`${plot} .recharts-tooltip-cursor`, { stroke: vars.color.borderStrong });

export const tooltip = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

export const tooltipValue = style({
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});
