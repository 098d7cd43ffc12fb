import { useEffect, useLayoutEffect, useRef } from 'react';

/** How long focus lost after a row left may still be given a place (a dialog closing). */
const WATCH_MS = 3000;

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface FocusPlace {
  /** The row that held focus; nothing is done while it is still in the table. */
  row: Element;
  /** The row's position among the body rows when it last held focus. */
  rowIndex: number;
  /** Which of the row's focusable elements held it (the second action button, say). */
  elementIndex: number;
  /** The control's `data-action` (a row action's id), to find the same action in another row. */
  action: string | null;
}

/**
 * Keeps the keyboard's place when the row holding focus leaves the table (deleted, or moved out
 * of a filter by a status change): focus goes to the same control of the row that took its place
 * (or of the new last row), or to the table itself when no row is left, never to the start of
 * the document. `rowKey` changes whenever the rows shown change.
 */
export function useRowFocusKeeper(scrollElement: HTMLElement | null, rowKey: string) {
  const place = useRef<FocusPlace | null>(null);

  useEffect(() => {
    if (!scrollElement) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const row = target.closest('tbody > tr');
      const body = row?.parentElement;
      if (!row || !body) return;
      place.current = {
        row,
        rowIndex: Array.prototype.indexOf.call(body.children, row),
        elementIndex: Array.prototype.indexOf.call(row.querySelectorAll(FOCUSABLE), target),
        action: target.getAttribute('data-action'),
      };
    };
    // Nothing is forgotten when focus moves on (to a menu or dialog opened from the row): the
    // place is used only if the row leaves and focus is then lost with it.
    scrollElement.addEventListener('focusin', onFocusIn);
    return () => scrollElement.removeEventListener('focusin', onFocusIn);
  }, [scrollElement]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows shown change (rowKey), which is when a focused row can have left.
  useLayoutEffect(() => {
    const last = place.current;
    if (!scrollElement || !last || last.row.isConnected) return;
    const document = scrollElement.ownerDocument;
    const restore = () => {
      place.current = null;
      const rows = scrollElement.querySelectorAll<HTMLElement>('tbody > tr');
      const row = rows[Math.min(last.rowIndex, rows.length - 1)];
      const focusables = row ? Array.from(row.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
      const sameAction = last.action
        ? focusables.find((element) => element.getAttribute('data-action') === last.action)
        : undefined;
      (sameAction ?? focusables[last.elementIndex] ?? focusables[0] ?? scrollElement).focus();
    };
    const isLost = () => !document.activeElement || document.activeElement === document.body;
    if (isLost()) {
      restore();
      return;
    }
    // The row left while a dialog opened from it is still up (a delete that reloads the list
    // before its confirmation closes, a message marked read as it opens and so leaving the "New"
    // filter): when that dialog closes, it gives focus back to a button that is gone, and focus
    // falls to the page. Watch for that moment for as long as focus stays in a dialog (the admin
    // may read it for minutes), then briefly.
    let giveUpAt = performance.now() + WATCH_MS;
    const inDialog = () => document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null;
    let frame = requestAnimationFrame(function watch(now) {
      if (isLost()) return restore();
      if (inDialog()) giveUpAt = now + WATCH_MS;
      if (now < giveUpAt) frame = requestAnimationFrame(watch);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollElement, rowKey]);
}
