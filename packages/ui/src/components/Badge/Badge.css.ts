import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../theme';

const toneColors = {
  brand: { solid: vars.color.brand, soft: vars.color.brandSoft, text: vars.color.brandText },
  positive: { solid: vars.color.positive, soft: vars.color.positiveSoft, text: vars.color.positiveText },
  caution: { solid: vars.color.caution, soft: vars.color.cautionSoft, text: vars.color.cautionText },
  critical: { solid: vars.color.critical, soft: vars.color.criticalSoft, text: vars.color.criticalText },
  info: { solid: vars.color.info, soft: vars.color.infoSoft, text: vars.color.infoText },
  neutral: { solid: vars.color.neutralText, soft: vars.color.neutralSoft, text: vars.color.neutralText },
} as const;

type Tone = keyof typeof toneColors;
const toneNames = Object.keys(toneColors) as Tone[];

/** A standard badge's height: its line, its padding and its border (a placeholder holds this room). */
export const standardBadgeHeight = `calc(${vars.fontSize.xsmall} * ${vars.lineHeight.tight} + 2 * ${vars.space.xxsmall} + 2px)`;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: Object.fromEntries(toneNames.map((tone) => [tone, {}])) as Record<Tone, object>,
    variant: { solid: {}, soft: {}, ghost: { background: 'transparent' } },
    size: {
      standard: { padding: `${vars.space.xxsmall} ${vars.space.small}`, fontSize: vars.fontSize.xsmall },
      small: { padding: `0 ${vars.space.xsmall}`, fontSize: vars.fontSize.xsmall },
    },
  },
  compoundVariants: toneNames.flatMap((tone) => [
    {
      variants: { tone, variant: 'solid' as const },
      style: {
        background: toneColors[tone].solid,
        color: tone === 'neutral' ? vars.color.surface : vars.color.textOnSolid,
      },
    },
    {
      variants: { tone, variant: 'soft' as const },
      style: { background: toneColors[tone].soft, color: toneColors[tone].text },
    },
    {
      variants: { tone, variant: 'ghost' as const },
      style: { borderColor: toneColors[tone].text, color: toneColors[tone].text },
    },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'standard' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const badgeIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '12px',
  height: '12px',
});

// lucide icons take the size of their box.
globalStyle(`${badgeIcon} > svg`, { width: '100%', height: '100%' });

export const badgeLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** A badge that explains itself in a tooltip: focusable, with the help cursor and the focus ring. */
export const badgeWithHint = style({
  cursor: 'help',
  ':focus-visible': focusRing(),
});
