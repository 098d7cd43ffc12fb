export type { BrandIconProps, BrandName } from './BrandIcon';
export { BRAND_NAMES, BrandIcon } from './BrandIcon';
