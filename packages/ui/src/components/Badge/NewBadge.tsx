import { Badge, type BadgeProps } from './Badge';

export interface NewBadgeProps {
  /** `small` inside dense rows and cards; standard unless given. */
  size?: BadgeProps['size'];
}

/** The mark on a record just created in this session: a positive "New" badge. */
export function NewBadge({ size }: NewBadgeProps) {
  return (
    <Badge tone="positive" size={size}>
      New
    </Badge>
  );
}
