export type { BadgeProps, BadgeTone } from './Badge';
export { Badge } from './Badge';
export type { BadgeVariants } from './Badge.css';
export { standardBadgeHeight } from './Badge.css';
export type { NewBadgeProps } from './NewBadge';
export { NewBadge } from './NewBadge';
