import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './breakpoints';
import { vars } from './contract.css';

/** Layout atoms. Colours come from components' recipes, so colour mode stays in the theme. */
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'inline-flex', 'block', 'inline-block', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const box = defineProperties({
  properties: {
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: ['100%', 'auto'],
    textAlign: ['left', 'center', 'right'],
    marginTop: vars.space,
    marginBottom: vars.space,
  },
});

export const sprinkles = createSprinkles(layout, box);
export type Sprinkles = Parameters<typeof sprinkles>[0];
