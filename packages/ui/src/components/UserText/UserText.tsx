import { bidiControlMarker, hasBidiControls } from '@aac/domain';
import { Fragment, type ReactNode } from 'react';
import { bidiMarker } from './UserText.css';

const CONTROL = /([\u202A-\u202E\u2066-\u2069])/;

/**
 * What a screen reader and a tooltip read for a revealed control: what it is and why it shows.
 */
function markerTitle(marker: string): string {
  return `Hidden text-direction control ${marker.slice(1, -1)}, shown instead of applied`;
}

/**
 * The text with each bidirectional control (U+202A–U+202E, U+2066–U+2069) drawn as a boxed marker
 * such as "[U+202E]" instead of obeyed: a name or subject from outside cannot read backwards or
 * pose as another, and the admin sees the trick. Text without one is returned as it is.
 */
export function revealedText(text: string): ReactNode {
  if (!hasBidiControls(text)) return text;
  const parts: ReactNode[] = [];
  let offset = 0;
  for (const part of text.split(CONTROL)) {
    // Keyed by where the part starts in the text: the same text always gives the same keys.
    const key = offset;
    offset += part.length;
    if (part === '') continue;
    if (!CONTROL.test(part)) {
      parts.push(<Fragment key={key}>{part}</Fragment>);
      continue;
    }
    const marker = bidiControlMarker(part);
    parts.push(
      // Left to right and isolated, so the marker itself reads the same inside right-to-left text.
      <span key={key} className={bidiMarker} dir="ltr" title={markerTitle(marker)} data-bidi-control="">
        {marker}
      </span>,
    );
  }
  return parts;
}

export interface UserTextProps {
  /** Text someone outside wrote: a name, an email, a subject. */
  children: string;
}

/**
 * Text someone outside wrote, inside a sentence or a line of other text: isolated (`<bdi>`, its
 * direction from its own first letter), so a right-to-left name cannot reorder the words and
 * numbers around it, and with its bidirectional controls shown as markers (see `revealedText`).
 */
export function UserText({ children }: UserTextProps) {
  return <bdi dir="auto">{revealedText(children)}</bdi>;
}
