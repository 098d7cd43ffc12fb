import { TextField } from '@aac/ui';
import type { Ref } from 'react';

/** The check before a code is sent: six digits, spaces allowed (apps show "123 456"). */
export function codeProblem(value: string): string | undefined {
  return /^\d{6}$/.test(value.replace(/\s/g, ''))
    ? undefined
    : 'Enter the 6-digit code from your authenticator app.';
}

export interface OneTimeCodeFieldProps {
  value: string;
  onChange: (v: string) => void;
  /** The check's or the server's refusal, shown under the field; what was typed is kept. */
  errorMessage?: string;
  /** "Authentication code" unless given. */
  label?: string;
  autoFocus?: boolean;
  isDisabled?: boolean;
  /** The <input>, for a step that moves focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The code of an authenticator app. `one-time-code` lets phones offer a code they received and
 * password managers fill their own; the numeric keyboard suits six digits. Twelve characters
 * leave room for the spaces people copy along.
 */
export function OneTimeCodeField({
  value,
  onChange,
  errorMessage,
  label = 'Authentication code',
  autoFocus,
  isDisabled,
  inputRef,
}: OneTimeCodeFieldProps) {
  return (
    <TextField
      label={label}
      name="one-time-code"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={12}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      autoFocus={autoFocus}
      isDisabled={isDisabled}
      inputRef={inputRef}
      isRequired
    />
  );
}
