export type { BannerProps, BannerTone } from './Banner';
export { Banner } from './Banner';
