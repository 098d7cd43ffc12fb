import { type ReactNode, useLayoutEffect, useRef } from 'react';
import {
  actions,
  marker as markerClass,
  message as messageClass,
  stickyActionBar,
} from './StickyActionBar.css';

export interface StickyActionBarProps {
  /** Names the bar (a region) for screen readers, e.g. "Unsaved changes". */
  label: string;
  /** The words at the bar's start, e.g. "You have unsaved changes". */
  message: ReactNode;
  /**
   * The actions at the bar's end, the main one last, e.g. a "Discard" and a "Save Settings"
   * button doing exactly what the page header's buttons do.
   */
  children: ReactNode;
  /**
   * A brand dot before the message, the same as a Tabs marker: the bar and the tabs marked
   * "unsaved changes" read as one thing.
   */
  showMarker?: boolean;
  /**
   * Where the focus goes when the bar leaves the page while it holds the focus (its Save pressed
   * and the changes saved): e.g. the selected tab. Without it the focus falls to the page's body
   * and a keyboard user starts again from the top.
   */
  focusOnLeave?: () => HTMLElement | null | undefined;
}

/**
 * A bar that stays in view at the bottom of the window while a long form scrolls, holding its
 * actions (Polaris's contextual save bar, react-admin's sticky toolbar): e.g. "You have unsaved
 * changes" with Discard and Save. Render it only while it applies (unsaved changes), as the last
 * child of the block it belongs to, the page's content: `position: sticky` keeps it at the bottom
 * of the window while that block runs past the window, in the content's column (never over the
 * sidebar), and at the block's end it sits after the last field instead of over it. While it is
 * on the page, anything scrolled into view (a field reached with Tab) stops above it.
 */
export function StickyActionBar({
  label,
  message,
  children,
  showMarker = false,
  focusOnLeave,
}: StickyActionBarProps) {
  const barRef = useRef<HTMLElement>(null);
  // Read when the bar leaves, so the latest function is used without following it.
  const focusOnLeaveRef = useRef(focusOnLeave);
  focusOnLeaveRef.current = focusOnLeave;
  // A layout effect's clean-up runs before the bar's elements leave the document: the focus is
  // still inside then.
  useLayoutEffect(() => {
    const bar = barRef.current;
    return () => {
      if (bar?.contains(document.activeElement)) focusOnLeaveRef.current?.()?.focus();
    };
  }, []);
  return (
    <section ref={barRef} aria-label={label} className={stickyActionBar}>
      <p className={messageClass}>
        {showMarker ? <span className={markerClass} aria-hidden="true" /> : null}
        {message}
      </p>
      <div className={actions}>{children}</div>
    </section>
  );
}
