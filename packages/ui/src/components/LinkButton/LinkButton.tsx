import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { type ButtonVariants, button, buttonIcon } from '../Button/Button.css';
import { linkButton } from './LinkButton.css';

export interface LinkButtonProps {
  /** Where it goes: a URL, or a `mailto:` link such as Reply via Email (platform spec §2.2). */
  href: string;
  /** The label: what happens, e.g. "Reply via Email". */
  children: ReactNode;
  /** An icon (lucide-react element) shown before the label. */
  icon?: ReactNode;
  /** `solid` (default) for the main action, `soft` for secondary ones, `ghost` for the quietest. */
  variant?: ButtonVariants['variant'];
  /** `brand` (default), `critical` for destructive actions, `neutral` for everything else. */
  tone?: ButtonVariants['tone'];
  /** `small` in toolbars and table rows; standard unless given. */
  size?: ButtonVariants['size'];
  /** Open in another tab (`_blank`, with `noopener`), for pages outside the app. */
  target?: '_blank';
  /** Runs as the link is followed, e.g. to close the dialog it sits in. */
  onPress?: () => void;
}

/**
 * A link that looks like a Button, for actions that go somewhere rather than do something (a
 * mail link, a page elsewhere): it keeps the link's semantics, so it opens with Enter, shows its
 * address on hover and can be opened in a new tab, which a button cannot.
 */
export function LinkButton({ href, children, icon, variant, tone, size, target, onPress }: LinkButtonProps) {
  return (
    <Link
      href={href}
      target={target}
      onPress={onPress}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      className={`${button({ variant, tone, size })} ${linkButton}`}
    >
      {icon ? (
        <span aria-hidden="true" className={buttonIcon}>
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
    </Link>
  );
}
