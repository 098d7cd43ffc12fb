import { Dices, Eye, EyeOff } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Button } from '../Button';
import { fieldLabel, fieldRoot, inputBox } from '../TextField/Field.css';
import { NativeFieldTexts, RequiredMark, useNativeFieldIds } from '../TextField/NativeFieldParts';
import { visuallyHidden } from '../VisuallyHidden';
import { box, input, row, shown, toggle, toggleIcon } from './PasswordField.css';

export interface PasswordFieldProps {
  /** The field's name for people, e.g. "Password". It is the accessible name. */
  label: string;
  /** The password (controlled): the caller keeps it and updates it from onChange. */
  value: string;
  /** Called with the whole password after every change, a generated one included. */
  onChange: (value: string) => void;
  /** The field lost focus. */
  onBlur?: () => void;
  /** Help text under the field, e.g. "At least 12 characters." */
  description?: string;
  /** An inline error; the field keeps what was typed, so the admin only corrects it. */
  errorMessage?: string;
  /** Marks the label with "*" and the input as required. */
  isRequired?: boolean;
  /** Not editable and not focusable, nor its buttons. */
  isDisabled?: boolean;
  /** The browser's autofill hint: `new-password` (a password manager offers to save it) unless given. */
  autoComplete?: 'new-password' | 'current-password' | 'off';
  /** The most characters that can be typed. */
  maxLength?: number;
  /** The input's name in a submitted form. */
  name?: string;
  /**
   * Offer "Generate": it fills the field with what this returns (a strong random password, such
   * as `generatePassword` of `@aac/domain` draws) and shows it, so it can be copied.
   */
  generate?: () => string;
  /** The <input> element, for code that must focus it (e.g. the first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle (a pressed "Show password" button inside the field)
 * and, when given `generate`, a "Generate" button beside it. A generated password is shown at
 * once, since whoever generated it has to copy it to give it on; it stays shown until the toggle
 * hides it. A native <input>, as TextField's.
 */
export function PasswordField({
  label,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  autoComplete = 'new-password',
  maxLength,
  name,
  generate,
  inputRef,
}: PasswordFieldProps) {
  const ids = useNativeFieldIds(description, errorMessage);
  const [isShown, setShown] = useState(false);
  // Said by a polite live region after Generate: the new password is in the field, shown.
  const [wasGenerated, setGenerated] = useState(false);

  return (
    <div className={fieldRoot}>
      <label htmlFor={ids.id} className={fieldLabel}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </label>
      <div className={row}>
        <div className={box}>
          <input
            id={ids.id}
            ref={inputRef}
            type={isShown ? 'text' : 'password'}
            value={value}
            name={name}
            maxLength={maxLength}
            autoComplete={autoComplete}
            // A shown password is read as typed, never corrected or capitalised.
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className={`${inputBox()} ${input}${isShown ? ` ${shown}` : ''}`}
            aria-describedby={ids.describedBy}
            aria-invalid={errorMessage ? true : undefined}
            aria-required={isRequired || undefined}
            disabled={isDisabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur ? () => onBlur() : undefined}
          />
          <button
            type="button"
            className={toggle}
            aria-label={`Show ${label.toLowerCase()}`}
            aria-pressed={isShown}
            aria-controls={ids.id}
            disabled={isDisabled}
            onClick={() => setShown((current) => !current)}
          >
            {isShown ? (
              <EyeOff aria-hidden="true" className={toggleIcon} />
            ) : (
              <Eye aria-hidden="true" className={toggleIcon} />
            )}
          </button>
        </div>
        {generate ? (
          <Button
            variant="soft"
            tone="neutral"
            icon={<Dices size={16} />}
            aria-label={`Generate ${label.toLowerCase()}`}
            isDisabled={isDisabled}
            onPress={() => {
              onChange(generate());
              setShown(true);
              setGenerated(true);
            }}
          >
            Generate
          </Button>
        ) : null}
      </div>
      <span role="status" className={visuallyHidden}>
        {wasGenerated ? `A new ${label.toLowerCase()} is in the field, shown so you can copy it.` : ''}
      </span>
      <NativeFieldTexts ids={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}
