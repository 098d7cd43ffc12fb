export type { StatusBadgeProps } from './StatusBadge';
export { DEFAULT_STATUS_TONES, StatusBadge, StatusBadgeSkeleton } from './StatusBadge';
