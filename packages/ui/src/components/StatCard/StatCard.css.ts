import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '../../theme';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.xlarge,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': {
    // Two cards abreast on a phone: less padding, so a figure such as $18,250.40 keeps its line.
    [mediaQueries.belowTablet]: { padding: vars.space.large },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const titles = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // Between words ("Conversion Rate"), never inside one.
  overflowWrap: 'break-word',
});

export const caption = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  '@media': {
    // On a phone's half-width card the label needs the room; the label says it all.
    [mediaQueries.belowTablet]: { display: 'none' },
  },
});

// The caller passes any lucide icon element; the card decides its size.
globalStyle(`${icon} > svg`, { width: '20px', height: '20px' });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.belowTablet]: { fontSize: vars.fontSize.xlarge },
  },
});

/** While the figure loads, its placeholder holds the figure's line, so nothing moves when it arrives. */
export const valuePlaceholder = style({
  height: `calc(${vars.fontSize.xxlarge} * ${vars.lineHeight.tight})`,
  '@media': {
    [mediaQueries.belowTablet]: { height: `calc(${vars.fontSize.xlarge} * ${vars.lineHeight.tight})` },
  },
});

/** The trend's line while the figure loads (a card that will show a trend). */
export const trendPlaceholder = style({
  width: '60%',
  height: `calc(${vars.fontSize.small} * ${vars.lineHeight.standard})`,
});

export const trendLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const trendChange = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    fontWeight: vars.fontWeight.strong,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      positive: { background: vars.color.positiveSoft, color: vars.color.positiveText },
      critical: { background: vars.color.criticalSoft, color: vars.color.criticalText },
      neutral: { background: vars.color.neutralSoft, color: vars.color.neutralText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type TrendChangeVariants = NonNullable<RecipeVariants<typeof trendChange>>;
