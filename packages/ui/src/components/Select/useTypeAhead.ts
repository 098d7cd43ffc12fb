import { type KeyboardEvent, useRef } from 'react';

/** How long the letters typed on a closed picker add up before a new search starts, as in react-aria. */
const TYPE_AHEAD_RESET_MS = 1000;

interface Choice<Value extends string> {
  value: Value;
  label: string;
  isDisabled?: boolean;
}

/**
 * Type-ahead on a closed picker, as a native select and react-aria's Select have it: the letters
 * typed within a second pick the next enabled option whose label starts with them, searching
 * from the one chosen onwards and wrapping round.
 */
export function useTypeAhead<Value extends string>(
  options: ReadonlyArray<Choice<Value>>,
  selected: Value | null,
  choose: (value: Value) => void,
): (event: KeyboardEvent) => void {
  const typed = useRef({ text: '', at: 0 });
  return (event) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    // Space opens the picker unless it continues a search ("New York").
    const now = Date.now();
    const isContinuing = now - typed.current.at < TYPE_AHEAD_RESET_MS;
    if (event.key === ' ' && !isContinuing) return;
    typed.current = { text: (isContinuing ? typed.current.text : '') + event.key.toLowerCase(), at: now };
    event.preventDefault();
    const start = Math.max(
      0,
      options.findIndex((item) => item.value === selected),
    );
    // A single repeated letter steps through the options with that letter, as native selects do.
    const search = typed.current.text;
    const offset = search.length === 1 ? 1 : 0;
    for (let step = 0; step < options.length; step += 1) {
      const candidate = options[(start + offset + step) % options.length];
      if (candidate && !candidate.isDisabled && candidate.label.toLowerCase().startsWith(search)) {
        choose(candidate.value);
        return;
      }
    }
  };
}
