import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { fieldLabel, fieldRoot, inputBox } from '../TextField/Field.css';
import { NativeFieldTexts, useNativeFieldIds } from '../TextField/NativeFieldParts';
import {
  clearButton,
  clearIcon,
  hiddenWhenEmpty,
  searchBox,
  searchIcon,
  searchInput,
  searchRoot,
} from './SearchField.css';

export const DEFAULT_SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  /** The accessible name, e.g. "Search users". Shown only when `showLabel` is set. */
  label: string;
  /** Show the label above the field; usually the filter bar's layout says what it searches. */
  showLabel?: boolean;
  /**
   * The applied search text, e.g. the `search` query parameter. When it changes from outside
   * (Back button, a "Clear filters" action), the field shows it.
   */
  value?: string;
  /** Called with the text once typing has paused for `debounceMs`, and at once when cleared. */
  onChange: (value: string) => void;
  /**
   * How long typing must pause before `onChange`, in milliseconds; 0 reports every keystroke at
   * once (a list filtered in the browser, where nothing is sent).
   */
  debounceMs?: number;
  /** A hint inside the empty field, e.g. "Search by name or email". */
  placeholder?: string;
  /** Help under the field, e.g. which columns it searches. */
  description?: string;
  /** Not editable and not focusable. */
  isDisabled?: boolean;
  /** `small` inside dense toolbars; standard unless given. */
  size?: 'standard' | 'small';
}

/**
 * A search input that reports its text after typing pauses, so a list reloads once per search and
 * not once per keystroke. Escape or the × clears it at once; Enter reports it at once.
 * A native `<input type="search">` (a searchbox to screen readers) behaving as react-aria's
 * SearchField does, which every list page would otherwise load for this one field.
 */
export function SearchField({
  label,
  showLabel = false,
  value = '',
  onChange,
  debounceMs = DEFAULT_SEARCH_DEBOUNCE_MS,
  placeholder,
  description,
  isDisabled,
  size,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const lastReported = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // What this field reported and has not yet come back as `value`. Reported at every keystroke,
  // the echoes arrive after the next keys (a URL update is asynchronous): an older echo must not
  // put back a shorter text over what is being typed.
  const inFlight = useRef<string[]>([]);

  // Show a value set from outside, but not the echo of what this field itself reported. Only a
  // change of `value` counts: on mount it is already shown, and a key pressed before the effects
  // first ran (Escape clearing the field) must not be undone by them.
  const previousValue = useRef(value);
  useEffect(() => {
    if (value === previousValue.current) return;
    previousValue.current = value;
    const echo = inFlight.current.indexOf(value);
    if (echo >= 0) {
      inFlight.current = inFlight.current.slice(echo + 1);
      return;
    }
    if (value !== lastReported.current) {
      lastReported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    if (next === lastReported.current) return;
    lastReported.current = next;
    inFlight.current = [...inFlight.current.slice(-20), next];
    onChangeRef.current(next);
  };

  const handleChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    if (next === '' || debounceMs <= 0) {
      report(next);
      return;
    }
    timer.current = setTimeout(() => report(next), debounceMs);
  };

  const ids = useNativeFieldIds(description, undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => handleChange('');
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') report(text);
    // Escape empties a field with text in it; in an empty one it goes on to whatever is around
    // (a dialog closes).
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <div className={`${fieldRoot} ${searchRoot}`} data-empty={text === '' || undefined}>
      {showLabel ? (
        <label htmlFor={ids.id} className={fieldLabel}>
          {label}
        </label>
      ) : null}
      <div className={searchBox}>
        <Search aria-hidden="true" className={searchIcon} />
        <input
          ref={inputRef}
          id={ids.id}
          type="search"
          value={text}
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleKeyDown}
          aria-label={showLabel ? undefined : label}
          aria-describedby={ids.describedBy}
          placeholder={placeholder}
          disabled={isDisabled}
          enterKeyHint="search"
          className={`${inputBox({ size })} ${searchInput}`}
        />
        {/* Out of the tab order, as react-aria's: Escape does the same from the keyboard. */}
        <button
          type="button"
          tabIndex={-1}
          aria-label="Clear search"
          disabled={isDisabled}
          className={`${clearButton} ${hiddenWhenEmpty}`}
          onClick={() => {
            clear();
            inputRef.current?.focus();
          }}
        >
          <X aria-hidden="true" className={clearIcon} />
        </button>
      </div>
      <NativeFieldTexts ids={ids} description={description} />
    </div>
  );
}
