import type { ReactNode, Ref } from 'react';
import { fieldLabel, fieldRoot, inputBox } from './Field.css';
import { NativeFieldTexts, RequiredMark, useNativeFieldIds } from './NativeFieldParts';

export interface TextFieldProps {
  /** The field's name for people, e.g. "Email". It is the accessible name. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /**
   * The kind of text: email, url, password and tel get the matching keyboard and browser help;
   * date is the browser's own date field and picker, its value a day as "2026-11-28" ("" when empty).
   */
  type?: 'text' | 'email' | 'url' | 'password' | 'tel' | 'date';
  /** The text (controlled): the caller keeps it and updates it from onChange. */
  value?: string;
  /** The starting text when the field keeps its own value (uncontrolled). */
  defaultValue?: string;
  /** Called with the whole text after every change. */
  onChange?: (value: string) => void;
  /** The field lost focus, e.g. to check what was typed only once the admin moves on. */
  onBlur?: () => void;
  /** A hint inside the empty field; never a replacement for the label. */
  placeholder?: string;
  /** Help text under the field, e.g. "Used as the sender of notification emails." */
  description?: ReactNode;
  /**
   * An inline error, e.g. "Please enter a valid email address". The field keeps what was typed,
   * so the admin corrects it instead of typing it again.
   */
  errorMessage?: string;
  /** Marks the label with "*" and the input as required. */
  isRequired?: boolean;
  /** Not editable and not focusable, e.g. while a form saves. */
  isDisabled?: boolean;
  /** Readable and focusable but not editable. */
  isReadOnly?: boolean;
  /** The input's name in a submitted form. */
  name?: string;
  /** The browser's autofill hint, e.g. "email" or "current-password". */
  autoComplete?: string;
  /**
   * The keyboard a phone shows: `decimal` for amounts, `numeric` for counts. The field keeps the
   * text as typed, so a number out of range can be refused beside it rather than changed.
   */
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** The most characters that can be typed. */
  maxLength?: number;
  /** Focus the input when it first appears, e.g. the only field of a small popover form. */
  autoFocus?: boolean;
  /** `small` inside dense toolbars; standard unless given. */
  size?: 'standard' | 'small';
  /** The <input> element, for code that must focus it (e.g. the first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with label, help text and inline error. A native <input> tied to its
 * label and texts by id, with the same states and look as the react-aria fields: a text field
 * needs nothing react-aria adds, and the sign-in page, which is built from it, then loads no
 * react-aria at all.
 */
export function TextField({
  label,
  hideLabel = false,
  type = 'text',
  description,
  errorMessage,
  placeholder,
  size,
  inputRef,
  onChange,
  onBlur,
  isRequired,
  isDisabled,
  isReadOnly,
  ...props
}: TextFieldProps) {
  const ids = useNativeFieldIds(description, errorMessage);
  return (
    <div className={fieldRoot}>
      {hideLabel ? null : (
        <label htmlFor={ids.id} className={fieldLabel}>
          {label}
          <RequiredMark isRequired={isRequired} />
        </label>
      )}
      <input
        {...props}
        id={ids.id}
        ref={inputRef}
        type={type}
        placeholder={placeholder}
        className={inputBox({ size })}
        aria-label={hideLabel ? label : undefined}
        aria-describedby={ids.describedBy}
        aria-invalid={errorMessage ? true : undefined}
        aria-required={isRequired || undefined}
        disabled={isDisabled}
        readOnly={isReadOnly}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        onBlur={onBlur ? () => onBlur() : undefined}
      />
      <NativeFieldTexts ids={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}
