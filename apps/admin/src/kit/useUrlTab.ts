import { useSearchParams } from 'react-router-dom';

/**
 * The tab of a screen with tabs (Payment History / Pricing Plans), held in the URL like every
 * other view state (`?tab=pricing`), so a bookmark or Back opens the same tab. The first tab is
 * the default and stays out of the URL; an unknown value falls back to it.
 */
export function useUrlTab<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): [Tab, (tab: Tab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate === raw) ?? tabs[0];
  const setTab = (next: Tab) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === tabs[0]) params.delete('tab');
      else params.set('tab', next);
      return params;
    });
  return [tab, setTab];
}
