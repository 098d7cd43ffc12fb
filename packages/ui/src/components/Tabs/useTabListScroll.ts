import { type RefObject, useLayoutEffect, useState } from 'react';
import { FADE_WIDTH_PX } from './Tabs.css';

/** Which sides of a sideways-scrolling tab list hold tabs out of view: the sides its cue fades. */
type HiddenTabs = 'left' | 'right' | 'both';

/** A pixel of slack: zoomed pages report fractional scroll positions. */
const SLACK_PX = 1;

function hiddenSides(list: HTMLElement): HiddenTabs | undefined {
  const max = list.scrollWidth - list.clientWidth;
  if (max <= SLACK_PX) return undefined;
  // Browsers count scrollLeft from 0 at the left edge, and in a right-to-left list from 0 at the
  // right edge down to -max: measured here from the left edge either way.
  const fromLeft = getComputedStyle(list).direction === 'rtl' ? max + list.scrollLeft : list.scrollLeft;
  const left = fromLeft > SLACK_PX;
  const right = fromLeft < max - SLACK_PX;
  if (left && right) return 'both';
  return left ? 'left' : right ? 'right' : undefined;
}

/** Scrolls the list sideways (never the page) so the tab is in view, clear of the fades. */
function reveal(list: HTMLElement, tab: Element) {
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const room = Math.min(FADE_WIDTH_PX, Math.max(0, (listBox.width - tabBox.width) / 2));
  let by = 0;
  if (tabBox.left < listBox.left + room) by = tabBox.left - listBox.left - room;
  else if (tabBox.right > listBox.right - room) by = tabBox.right - listBox.right + room;
  // The browser stops the scroll at either end of the list.
  if (Math.abs(by) >= SLACK_PX) list.scrollLeft += by;
}

/**
 * Follows a tab list that may be wider than its room (a phone, many tabs): which sides hold
 * tabs out of view, read again on scroll, when the list or a tab changes size, and when tabs come
 * and go; and keeps the selected tab in view each time the selection changes (by click, keyboard
 * or the URL) and when the tabs first appear.
 */
export function useTabListScroll(listRef: RefObject<HTMLElement | null>): HiddenTabs | undefined {
  const [hidden, setHidden] = useState<HiddenTabs | undefined>(undefined);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setHidden(hiddenSides(list));
    // The tab last scrolled into view: a tab is revealed once when it becomes the selected one,
    // so the admin can still scroll the list away from it.
    let revealed: Element | null = null;
    const revealSelected = () => {
      const selected = list.querySelector('[role="tab"][aria-selected="true"]');
      if (!selected || selected === revealed) return;
      revealed = selected;
      reveal(list, selected);
      measure();
    };
    // Each tab's box too: a label, a count or a marker that changes, or the web font arriving,
    // widens the list's content without resizing the list.
    const resizes = new ResizeObserver(measure);
    const observeTabs = () => {
      resizes.observe(list);
      for (const tab of list.children) resizes.observe(tab);
    };
    const changes = new MutationObserver(() => {
      observeTabs();
      revealSelected();
    });
    changes.observe(list, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-selected'],
    });
    list.addEventListener('scroll', measure, { passive: true });
    observeTabs();
    revealSelected();
    return () => {
      list.removeEventListener('scroll', measure);
      changes.disconnect();
      resizes.disconnect();
    };
  }, [listRef]);
  return hidden;
}
