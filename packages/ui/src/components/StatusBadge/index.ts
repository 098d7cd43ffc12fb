export type { StatusBadgeProps } from './StatusBadge';
export { DEFAULT_STATUS_TONES, StatusBadge, StatusBadgeSkeleton } from './StatusBadge';
export type { StatusBadgeButtonProps } from './StatusBadgeButton';
export { StatusBadgeButton } from './StatusBadgeButton';
