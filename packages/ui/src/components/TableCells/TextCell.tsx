import { revealBidiControls } from '@aac/domain';
import { useEffect, useRef, useState } from 'react';
import { useLazyTooltip } from '../Tooltip/useLazyTooltip';
import { revealedText } from '../UserText';
import { ownDirection } from '../UserText/UserText.css';
import { oneLine } from './TableCells.css';

export interface TextCellProps {
  /** The value, e.g. an email address. */
  children: string;
}

/** Whether the element's text is cut by its ellipsis, followed as the column's width changes. */
function useIsCut(element: HTMLElement | null): boolean {
  const [isCut, setIsCut] = useState(false);
  useEffect(() => {
    if (!element) return;
    const update = () => setIsCut(element.scrollWidth > element.clientWidth + 1);
    // No first reading here: reading the widths while the rows mount forces a layout of the
    // whole page before its first paint (a table of ten rows spent 25 ms in it). A ResizeObserver
    // reports once when it starts observing, after the browser's own layout.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return isCut;
}

/**
 * A value that must not break mid-word, such as an email address: one line, cut with an ellipsis
 * when the column is narrower. A cut value can take keyboard focus, and shows the whole text in a
 * tooltip on hover and on focus (react-aria's tooltip hooks: react-aria-components' Focusable
 * would want an interactive role, which a value is not). The tooltip's bubble loads when one first opens.
 * The value takes its direction from its own first letter, and a bidirectional control in it shows
 * as a marker ("[U+202E]") instead of reordering it.
 */
export function TextCell({ children }: TextCellProps) {
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const ref = useRef<HTMLSpanElement | null>(null);
  ref.current = element;
  const isCut = useIsCut(element);
  const { triggerProps, bubble } = useLazyTooltip(
    { text: revealBidiControls(children), delay: 300, isDisabled: !isCut, placement: 'bottom start' },
    ref,
  );
  return (
    <>
      <span
        {...(isCut ? triggerProps : {})}
        ref={setElement}
        className={`${oneLine} ${ownDirection}`}
        dir="auto"
        tabIndex={isCut ? 0 : undefined}
      >
        {revealedText(children)}
      </span>
      {isCut ? bubble : null}
    </>
  );
}
