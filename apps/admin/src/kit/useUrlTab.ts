import { useSearchParams } from 'react-router';

/**
 * One choice among fixed values held in the URL under `name` (`?range=7d`), so a bookmark or
 * Back restores it. The first value is the default and stays out of the URL; an unknown value
 * falls back to it.
 */
export function useUrlChoice<Value extends string>(
  name: string,
  values: readonly [Value, ...Value[]],
): [Value, (value: Value) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(name);
  const value = values.find((candidate) => candidate === raw) ?? values[0];
  const setValue = (next: Value) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === values[0]) params.delete(name);
      else params.set(name, next);
      return params;
    });
  return [value, setValue];
}

/**
 * The tab of a screen with tabs (Payment History / Pricing Plans), held in the URL like every
 * other view state (`?tab=pricing`), so a bookmark or Back opens the same tab. The first tab is
 * the default and stays out of the URL; an unknown value falls back to it.
 */
export function useUrlTab<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): [Tab, (tab: Tab) => void] {
  return useUrlChoice('tab', tabs);
}
