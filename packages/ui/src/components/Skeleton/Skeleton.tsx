import { VisuallyHidden } from '../VisuallyHidden';
import { type SkeletonVariants, skeleton, skeletonGroup, skeletonShape } from './Skeleton.css';

export interface SkeletonProps extends Omit<SkeletonVariants, 'short'> {
  /** How many placeholder lines (shape "line") or blocks to draw. */
  count?: number;
  /**
   * Text announced once to screen readers while loading. The shapes themselves are hidden from
   * assistive technology. Pass `null` when a surrounding region already announces loading
   * (e.g. one table announcing for all of its skeleton cells).
   */
  label?: string | null;
  /** `line` (default) for text, `block` for cards and charts, `circle` for avatars. */
  shape?: SkeletonVariants['shape'];
  /**
   * Block height or circle diameter: small, standard (default) or large; `fill` makes a block as
   * tall as its container. Lines keep the text's height.
   */
  size?: SkeletonVariants['size'];
}

/** Placeholder shapes for content that is loading, with one visually hidden "Loading" status. */
export function Skeleton({ count = 1, shape = 'line', size, label = 'Loading' }: SkeletonProps) {
  const shapes = Array.from({ length: count }, (_, index) => index);
  return (
    <div className={skeleton}>
      <div className={skeletonGroup} aria-hidden="true">
        {shapes.map((index) => (
          <span
            key={index}
            className={skeletonShape({
              shape,
              size,
              short: shape === 'line' && count > 1 && index === count - 1,
            })}
          />
        ))}
      </div>
      {label === null ? null : (
        <span role="status">
          <VisuallyHidden>{label}</VisuallyHidden>
        </span>
      )}
    </div>
  );
}
