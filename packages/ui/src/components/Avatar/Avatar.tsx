import { revealBidiControls } from '@aac/domain';
import { useState } from 'react';
import { type AvatarVariants, avatar, image } from './Avatar.css';

export interface AvatarProps extends AvatarVariants {
  /** The person's name (or email when there is no name); its first letter is shown. */
  name: string;
  /** A picture URL; the initial shows when there is none or it fails to load. */
  src?: string | null;
  /** When the name is already written beside the avatar, hide it from screen readers. */
  isDecorative?: boolean;
  /** 24, 32 (standard, the default) or 48 px: small in table cells, large on a details page. */
  size?: AvatarVariants['size'];
}

const UNKNOWN_NAME = 'Unknown';

/** The first letter of a name, upper-cased; "?" for an empty name. Invisible direction controls are no letter. */
function initialOf(name: string): string {
  const first = Array.from(name.replace(/[\u202A-\u202E\u2066-\u2069]/g, '').trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** A round picture or initial standing for a person, e.g. the signed-in admin in the header. */
export function Avatar({ name, src, size, isDecorative = false }: AvatarProps) {
  // An empty name still needs an accessible name.
  const a11y = isDecorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': revealBidiControls(name.trim()) || UNKNOWN_NAME };
  // The URL that failed, not a flag: a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  return (
    <span {...a11y} className={avatar({ size })}>
      {showImage ? (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is the image's load failure, not a user interaction.
        <img src={src ?? undefined} alt="" className={image} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        initialOf(name)
      )}
    </span>
  );
}
