/**
 * Support content (platform spec §2.3, §7): GET /admin/support/content answers the items of
 * every tab at once (the Community tab's under `links`), so the screen searches and switches
 * tabs in the browser.
 */
import type { components } from '@aac/api-client';
import { matchesSupportSearch, SUPPORT_TABS, type SupportTab } from '@aac/domain';

export type SupportItem = components['schemas']['SupportItem'];
export type SupportContent = {
  [Key in (typeof SUPPORT_TABS)[number]['contentKey']]: SupportItem[];
};

/** The tab keys in order, for useUrlTab. */
export const SUPPORT_TAB_KEYS = SUPPORT_TABS.map((tab) => tab.tab) as [SupportTab, ...SupportTab[]];

/** The tab's entry of SUPPORT_TABS. */
export function supportTab(tab: SupportTab) {
  const entry = SUPPORT_TABS.find((candidate) => candidate.tab === tab);
  if (!entry) throw new Error(`Unknown support tab ${tab}`);
  return entry;
}

/** The items of one tab that match the search (platform spec §2.3: title or description). */
export function itemsOf(content: SupportContent | undefined, tab: SupportTab, search: string): SupportItem[] {
  if (!content) return [];
  return content[supportTab(tab).contentKey].filter((item) => matchesSupportSearch(item, search));
}
