import { revealBidiControls } from '@aac/domain';
import type { ReactNode } from 'react';
import { Avatar } from '../Avatar';
import { skeletonText, skeletonTextShort } from '../Skeleton/Skeleton.css';
import { revealedText } from '../UserText';
import { ownDirection } from '../UserText/UserText.css';
import {
  avatarSkeleton,
  primaryLine,
  secondaryLine,
  skeletonLines,
  stacked,
  withAvatar,
} from './TableCells.css';

export interface NameCellProps {
  /** The main line, e.g. a person's or child's name: at most two lines. */
  primary: ReactNode;
  /**
   * The muted line under it, e.g. the email or the diagnosis: one line, cut with an ellipsis,
   * its full text in a tooltip. A `MissingValue` when there is none ("No diagnosis").
   */
  secondary?: ReactNode;
  /** A picture or initial beside the lines; decorative, as the name is written beside it. */
  avatar?: { name: string; src?: string | null };
}

/** A line's text as shown: its bidirectional controls drawn as markers, other content as given. */
const shown = (line: ReactNode) => (typeof line === 'string' ? revealedText(line) : line);
const titleOf = (line: ReactNode) => (typeof line === 'string' ? revealBidiControls(line) : undefined);

/**
 * A primary line over a muted secondary line (name over email, child over diagnosis). The lines
 * are mostly text someone outside wrote: each takes its direction from its own first letter (a
 * Hebrew name reads right to left, still aligned with the column), and a bidirectional control in
 * it is shown as a marker ("[U+202E]") instead of reversing the name.
 */
export function NameCell({ primary, secondary, avatar }: NameCellProps) {
  const lines = (
    <span className={stacked}>
      <span className={`${primaryLine} ${ownDirection}`} dir="auto" title={titleOf(primary)}>
        {shown(primary)}
      </span>
      {secondary === undefined || secondary === null ? null : (
        <span className={`${secondaryLine} ${ownDirection}`} dir="auto" title={titleOf(secondary)}>
          {shown(secondary)}
        </span>
      )}
    </span>
  );
  if (!avatar) return lines;
  return (
    <span className={withAvatar}>
      <Avatar name={avatar.name} src={avatar.src} isDecorative />
      {lines}
    </span>
  );
}

export interface NameCellSkeletonProps {
  /** The cells show an avatar beside the name. */
  avatar?: boolean;
  /** The cells show a muted line under the name. */
  secondary?: boolean;
}

/**
 * A NameCell's shape while its table loads (a DataTable column's `meta.skeleton`): bars in the
 * same line boxes and a circle of the avatar's size, so a loading row is as tall as a loaded one.
 */
export function NameCellSkeleton({ avatar = false, secondary = false }: NameCellSkeletonProps) {
  const lines = (
    <span className={`${stacked} ${skeletonLines}`}>
      <span className={primaryLine}>
        <span className={skeletonText} />
      </span>
      {secondary ? (
        <span className={secondaryLine}>
          <span className={`${skeletonText} ${skeletonTextShort}`} />
        </span>
      ) : null}
    </span>
  );
  return (
    <span aria-hidden="true" className={avatar ? withAvatar : undefined}>
      {avatar ? <span className={avatarSkeleton} /> : null}
      {lines}
    </span>
  );
}
