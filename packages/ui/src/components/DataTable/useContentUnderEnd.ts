import { useEffect, useState } from 'react';

/**
 * Whether columns are scrolled out of view under a pinned end column: true while the scroller
 * can still scroll further right. Followed on scroll and on resize of the scroller or its table.
 */
export function useContentUnderEnd(scrollElement: HTMLElement | null, hasPinnedEnd: boolean): boolean {
  const [isUnder, setIsUnder] = useState(false);
  useEffect(() => {
    if (!scrollElement || !hasPinnedEnd) {
      setIsUnder(false);
      return;
    }
    const update = () => {
      const hiddenRight = scrollElement.scrollWidth - scrollElement.clientWidth - scrollElement.scrollLeft;
      // A pixel of slack: zoomed pages report fractional scroll positions.
      setIsUnder(hiddenRight > 1);
    };
    update();
    scrollElement.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scrollElement);
    const table = scrollElement.querySelector('table');
    if (table) observer.observe(table);
    return () => {
      scrollElement.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [scrollElement, hasPinnedEnd]);
  return isUnder;
}
