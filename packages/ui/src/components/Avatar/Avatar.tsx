import { type AvatarVariants, avatar, image } from './Avatar.css';

export interface AvatarProps extends AvatarVariants {
  /** The person's name (or email when there is no name); its first letter is shown. */
  name: string;
  /** A picture URL; the initial shows when there is none. */
  src?: string | null;
  /** When the name is already written beside the avatar, hide it from screen readers. */
  isDecorative?: boolean;
}

const UNKNOWN_NAME = 'Unknown';

/** The first letter of a name, upper-cased; "?" for an empty name. */
function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** A round picture or initial standing for a person, e.g. the signed-in admin in the header. */
export function Avatar({ name, src, size, isDecorative = false }: AvatarProps) {
  // An empty name still needs an accessible name.
  const a11y = isDecorative
    ? { 'aria-hidden': true as const }
    : { role: 'img', 'aria-label': name.trim() || UNKNOWN_NAME };
  return (
    <span {...a11y} className={avatar({ size })}>
      {src ? <img src={src} alt="" className={image} /> : initialOf(name)}
    </span>
  );
}
