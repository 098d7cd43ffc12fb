import { avatar } from './UserAvatar.css';

/**
 * The user's initial in a circle (core spec §2.1: the user column). Decorative: the full name
 * beside it is the text. Local to this screen while @aac/ui has no Avatar (see the report).
 */
export function UserAvatar({ name }: { name: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span aria-hidden="true" className={avatar}>
      {initial}
    </span>
  );
}
