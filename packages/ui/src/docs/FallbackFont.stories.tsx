import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fallbackFontFamily, sprinkles, vars } from '../theme';

/**
 * Until Inter arrives, text is drawn in "Inter fallback": a local Arial-metric font scaled to
 * Inter's width, with Inter's ascent and descent (theme/global.css.ts). When Inter swaps in,
 * nothing on a screen may move 3 px or more, or Chromium counts a layout shift. These stories
 * hold the scale to the app's own words.
 */
const sample =
  'Rows per page Previous Next Clear filters Ada Administrator admin@example.com Subscription plans Scheduled calls Referrals Payouts';
/** Amounts and counts, as tables (tabular figures) and sentences (proportional ones) show them. */
const figures = '$12,408.50 $199.99 1,234 2,000 25 of 2,000 +12.5%';

const weights = [
  { name: 'regular', value: vars.fontWeight.regular, weight: '400' },
  { name: 'medium', value: vars.fontWeight.medium, weight: '500' },
  { name: 'strong', value: vars.fontWeight.strong, weight: '600' },
] as const;

// Each specimen as wide as its text (never wrapped), so its width is the text's.
const specimen = { display: 'inline-block', whiteSpace: 'nowrap', fontSize: '14px' } as const;

function Specimens() {
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' })}>
      {weights.map(({ name, value }) => (
        <div key={name} className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' })}>
          {[
            { font: 'Inter', family: vars.font.body },
            { font: fallbackFontFamily, family: `"${fallbackFontFamily}"` },
          ].map(({ font, family }) => (
            <div key={font} className={sprinkles({ display: 'flex', gap: 'large', flexWrap: 'wrap' })}>
              <span
                data-weight={name}
                data-font={font}
                style={{ ...specimen, fontFamily: family, fontWeight: value, lineHeight: 'normal' }}
              >
                {sample}
              </span>
              {(['tabular-nums', 'normal'] as const).map((numeric) => (
                <span
                  key={numeric}
                  data-figures={`${name} ${numeric}`}
                  data-font={font}
                  style={{ ...specimen, fontFamily: family, fontWeight: value, fontVariantNumeric: numeric }}
                >
                  {figures}
                </span>
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Fallback font',
  component: Specimens,
} satisfies Meta<typeof Specimens>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each weight's line in Inter, then in its fallback. The words' widths agree within 1.5 % and the
 * line heights within half a pixel: on a 200 px row of controls that is under the 3 px a shift
 * needs. Figures have their own scale, between Inter's tabular and proportional digits: within 5 %
 * of both, so a right-aligned amount moves less than 3 px.
 */
export const MatchesInter: Story = {
  play: async ({ canvasElement }) => {
    for (const { weight } of weights) {
      // A local() face that finds no font rejects: Arial, Liberation Sans or Arimo must be there.
      await document.fonts.load(`${weight} 14px "${fallbackFontFamily}"`);
      await document.fonts.load(`${weight} 14px Inter`);
    }
    const box = (name: string, font: string) => {
      const element = canvasElement.querySelector(`[data-weight="${name}"][data-font="${font}"]`);
      if (!element) throw new Error(`No ${font} ${name} specimen`);
      return element.getBoundingClientRect();
    };
    for (const { name, weight } of weights) {
      await expect(
        document.fonts.check(`${weight} 14px "${fallbackFontFamily}"`),
        `a local font for ${name}`,
      ).toBe(true);
      await waitFor(() => expect(box(name, 'Inter').width).toBeGreaterThan(600));
      const inter = box(name, 'Inter');
      const fallback = box(name, fallbackFontFamily);
      await expect(Math.abs(fallback.width / inter.width - 1), `${name} width`).toBeLessThan(0.015);
      await expect(Math.abs(fallback.height - inter.height), `${name} line height`).toBeLessThan(0.5);
      for (const numeric of ['tabular-nums', 'normal']) {
        const figuresIn = (font: string) =>
          canvasElement
            .querySelector(`[data-figures="${name} ${numeric}"][data-font="${font}"]`)
            ?.getBoundingClientRect().width ?? Number.NaN;
        const ratio = figuresIn(fallbackFontFamily) / figuresIn('Inter');
        await expect(Math.abs(ratio - 1), `${name} ${numeric} figures`).toBeLessThan(0.05);
      }
    }
  },
};
