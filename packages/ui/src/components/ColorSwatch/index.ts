export type { ColorSwatchProps, SwatchColor } from './ColorSwatch';
export { ColorSwatch, SWATCH_COLORS } from './ColorSwatch';
