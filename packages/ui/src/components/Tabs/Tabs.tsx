import { type ReactNode, useRef } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import { count as countClass, marker as markerClass, panel, tab, tabList, tabs } from './Tabs.css';
import { useTabListScroll } from './useTabListScroll';

export interface TabItem {
  /** Stable identifier, e.g. "one-time" or "pending"; what the URL keeps. */
  key: string;
  label: string;
  /**
   * An optional number after the label, e.g. how many items the tab holds; `null` while it loads
   * (the pill is there, blank, so the tabs after it do not move when the number arrives).
   */
  count?: number | null;
  /**
   * A dot after the label saying something about the tab's panel, e.g. "unsaved changes": seen as
   * a dot (its words on hover), heard as its words after the label. A marked tab's count is not
   * read out.
   */
  marker?: string;
  /** The tab's panel. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. "Plan type". */
  label: string;
  /** The tabs, in order: each a key, a label and its panel's content. */
  items: readonly TabItem[];
  /** The selected tab (controlled), so a screen can keep it in the URL. */
  selectedKey?: string;
  /** The tab selected first when the component keeps its own state; the first tab unless given. */
  defaultSelectedKey?: string;
  /** Another tab was chosen; receives its id. */
  onSelectionChange?: (key: string) => void;
}

/**
 * Tabs on react-aria's Tabs: arrow keys move between tabs (Home/End to the ends), each tab owns
 * a tab panel, and the selection can be controlled from the URL.
 *
 * A tab list wider than its room (a phone, many tabs) scrolls sideways: its edges fade on the
 * side or sides that hold more tabs (`data-overflow` on the list: `left`, `right` or `both`;
 * none when every tab is in view), and the selected tab is scrolled into view whenever the
 * selection changes.
 */
export function Tabs({ label, items, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const hiddenTabs = useTabListScroll(listRef);
  return (
    <AriaTabs
      className={tabs}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.key)}
    >
      <TabList ref={listRef} aria-label={label} className={tabList} data-overflow={hiddenTabs}>
        {items.map((item) => (
          <Tab
            key={item.key}
            id={item.key}
            className={tab}
            // The marker's words join the tab's name ("General, unsaved changes"); the dot is for the eye.
            aria-label={item.marker ? `${item.label}, ${item.marker}` : undefined}
          >
            {item.label}
            {item.marker ? <span className={markerClass} title={item.marker} aria-hidden="true" /> : null}
            {item.count === undefined ? null : (
              <span className={countClass} aria-hidden={item.count === null || undefined}>
                {item.count ?? '\u00a0'}
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.key} id={item.key} className={panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
