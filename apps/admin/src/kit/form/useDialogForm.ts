import { errorDetails, errorMessage } from '@aac/api-client';
import { type FormEvent, useRef, useState } from 'react';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The fields of a form that hold text or one of several words (text fields, selects). */
export type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values];

/** The props a text field or select takes from the form: its value, its setter and its message. */
export interface FieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  errorMessage: string | undefined;
}

export interface DialogFormOptions<Values extends object, Result> {
  initialValues: Values;
  /** Inline checks run before anything is sent: a message per field that is not right. */
  validate?: (values: Values) => FieldErrors<Values>;
  /** Sends the form (usually a mutation's mutateAsync); a rejection keeps the form open. */
  submit: (values: Values) => Promise<Result>;
  /** After the server accepted: usually a toast, a list reload and closing the dialog. */
  onSaved?: (result: Result) => void | Promise<void>;
  /** The title of a refused save, e.g. "The user was not saved"; the server's reason follows it. */
  failureTitle: string;
}

export interface DialogForm<Values extends object> {
  values: Values;
  set<Name extends keyof Values>(name: Name, value: Values[Name]): void;
  /** Spread into a TextField, TextArea or Select: `<TextField label="Email" {...form.field('email')} />`. */
  field<Name extends TextFieldName<Values>>(name: Name): FieldProps<Values[Name]>;
  /** The message beside each field: the inline check's, else the server's for that field. */
  errors: FieldErrors<Values>;
  isDirty: boolean;
  isPending: boolean;
  /** Spread into FormDialog: submit, busy state, the refused save's message, the unsaved-changes guard. */
  dialog: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    isPending: boolean;
    isDirty: boolean;
    error: { title: string; message: string } | null;
  };
}

/** The field a server detail names: its JSON pointer ("/email") when that is a field of the form. */
function fieldOf<Values extends object>(path: string, values: Values): (keyof Values & string) | null {
  const name = path.replace(/^\//, '');
  return Object.hasOwn(values, name) ? (name as keyof Values & string) : null;
}

/** The server's field problems by field, and whatever names no field of this form. */
export function serverErrorsOf<Values extends object>(
  error: unknown,
  values: Values,
): { fields: FieldErrors<Values>; unplaced: string[] } {
  const fields: FieldErrors<Values> = {};
  const unplaced: string[] = [];
  for (const detail of errorDetails(error)) {
    const field = fieldOf(detail.path, values);
    if (field && !fields[field]) fields[field] = detail.message;
    else if (!field) unplaced.push(detail.message);
  }
  return { fields, unplaced };
}

/**
 * The state of a form in a dialog: its values, inline checks before sending, the server's
 * refusal mapped onto the fields it names (the rest above the buttons), and whether anything was
 * changed. A refused save keeps everything typed. Inline checks run on submit, then again on
 * each change so a corrected field clears its message at once.
 */
export function useDialogForm<Values extends object, Result>({
  initialValues,
  validate,
  submit,
  onSaved,
  failureTitle,
}: DialogFormOptions<Values, Result>): DialogForm<Values> {
  const initial = useRef(initialValues);
  const [values, setValues] = useState(initialValues);
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const inlineErrors = wasSubmitted && validate ? validate(values) : {};
  const server = failure ? serverErrorsOf(failure, values) : { fields: {}, unplaced: [] };
  const errors: FieldErrors<Values> = { ...server.fields, ...definedOnly(inlineErrors) };
  const isDirty = (Object.keys(values) as (keyof Values)[]).some(
    (name) => values[name] !== initial.current[name],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const form = event.currentTarget;
    // After the messages have rendered, focus goes to the first field that needs attention.
    const focusFirstInvalid = () =>
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    setWasSubmitted(true);
    if (validate && Object.values(definedOnly(validate(values))).length > 0) {
      focusFirstInvalid();
      return;
    }
    setIsPending(true);
    setFailure(null);
    try {
      const result = await submit(values);
      // What was saved is the new starting point: closing now asks nothing.
      initial.current = values;
      await onSaved?.(result);
    } catch (error) {
      setFailure(error);
      focusFirstInvalid();
    } finally {
      setIsPending(false);
    }
  };

  const message = failure
    ? [errorMessage(failure), ...server.unplaced].filter((text, index, all) => all.indexOf(text) === index)
    : [];
  const set: DialogForm<Values>['set'] = (name, value) =>
    setValues((current) => ({ ...current, [name]: value }));
  return {
    values,
    set,
    field: (name) => ({
      value: values[name],
      onChange: (value) => set(name, value),
      errorMessage: errors[name as keyof Values & string],
    }),
    errors,
    isDirty,
    isPending,
    dialog: {
      onSubmit: (event) => void onSubmit(event),
      isPending,
      isDirty,
      error: failure ? { title: failureTitle, message: message.join(' ') } : null,
    },
  };
}

function definedOnly<Values>(errors: FieldErrors<Values>): FieldErrors<Values> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, text]) => Boolean(text)),
  ) as FieldErrors<Values>;
}
