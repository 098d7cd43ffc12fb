import { setElementVars } from '@vanilla-extract/dynamic';
import { useLayoutEffect } from 'react';
import { headerBandHeight, headerBandStart } from './DataTable.css';

/**
 * Measures the header row (with a visible caption above it) and the select-all box beside it, as
 * the CSS variables the bulk-action bar is placed by. Measured, not assumed: the selection column
 * takes a share of spare width. Runs while the table offers selection, so the bar is in place
 * from its first paint.
 */
export function useHeaderBand(frame: HTMLElement | null, isActive: boolean): void {
  useLayoutEffect(() => {
    if (!frame || !isActive) return;
    const measure = () => {
      const head = frame.querySelector(':scope > section > table > thead');
      const selectAll = head?.querySelector('th');
      if (!head || !selectAll) return;
      // Sizes rather than positions, which change as the table scrolls; a caption read only by
      // screen readers is out of the flow and takes no room.
      const caption = frame.querySelector(':scope > section > table > caption');
      const captionHeight =
        caption && getComputedStyle(caption).position !== 'absolute'
          ? caption.getBoundingClientRect().height
          : 0;
      setElementVars(frame, {
        [headerBandHeight]: `${captionHeight + head.getBoundingClientRect().height}px`,
        [headerBandStart]: `${selectAll.getBoundingClientRect().width}px`,
      });
    };
    measure();
    // The header changes size with the frame (columns stepping aside, the caption wrapping).
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    const head = frame.querySelector(':scope > section > table > thead');
    if (head) observer.observe(head);
    return () => observer.disconnect();
  }, [frame, isActive]);
}
