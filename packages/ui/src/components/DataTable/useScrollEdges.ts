import { useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Columns are scrolled out of view to the left, under a pinned start column. */
  underStart: boolean;
  /** More columns wait to the right, under a pinned end column (or past the edge). */
  underEnd: boolean;
}

const AT_REST: ScrollEdges = { underStart: false, underEnd: false };

/**
 * Whether the sideways scroller hides columns on either side, followed on scroll and on resize
 * of the scroller or its table: the pinned columns' shadows say so, which is the cue that there
 * is more to see.
 */
export function useScrollEdges(scrollElement: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(AT_REST);
  useEffect(() => {
    if (!scrollElement) {
      setEdges(AT_REST);
      return;
    }
    const update = () => {
      const { scrollWidth, clientWidth, scrollLeft } = scrollElement;
      // A pixel of slack: zoomed pages report fractional scroll positions.
      const underStart = scrollLeft > 1;
      const underEnd = scrollWidth - clientWidth - scrollLeft > 1;
      setEdges((previous) =>
        previous.underStart === underStart && previous.underEnd === underEnd
          ? previous
          : { underStart, underEnd },
      );
    };
    // No first reading here: reading the widths right after mount forces a layout before the
    // first paint. A ResizeObserver reports every observed box once when it starts observing,
    // after the browser's own layout, and that first report sets the edges.
    scrollElement.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scrollElement);
    const table = scrollElement.querySelector('table');
    if (table) observer.observe(table);
    return () => {
      scrollElement.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [scrollElement]);
  return edges;
}
