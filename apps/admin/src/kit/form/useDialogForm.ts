import { errorDetails, errorMessage, FIELD_MAX_LENGTHS, type LimitedOperation } from '@aac/api-client';
import type { ConflictPanelProps } from '@aac/ui';
import { type FormEvent, useRef, useState } from 'react';
import { type ChangedSince, changedByName, conflictOf, goneMessage, isGone } from '../change/conflict';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The fields of a form that hold text or one of several words (text fields, selects). */
export type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values];

/**
 * The props a text field or select takes from the form: its value, its setter, its message, and
 * the longest text the contract accepts for it (when the form names its `operation`).
 */
export interface FieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  errorMessage: string | undefined;
  maxLength?: number;
}

/** The record a save changes, as the form knows it: the version to send as If-Match. */
export interface EditedRecord {
  /** The version the dialog opened with, or the one a conflict brought; unused when creating. */
  version: number;
}

export interface DialogFormOptions<Values extends object, Result> {
  initialValues: Values;
  /**
   * The write the form sends, as "METHOD path" (`'PUT /admin/users/{id}'`): each text field takes
   * the contract's `maxLength` for its name (or its snake_case), instead of the dialog restating it.
   */
  operation?: LimitedOperation;
  /** Inline checks run before anything is sent: a message per field that is not right. */
  validate?: (values: Values) => FieldErrors<Values>;
  /**
   * Sends the form (usually a mutation's mutateAsync); a rejection keeps the form open. An edit
   * sends `header: ifMatch(record.version)`: a 412 then opens the conflict panel.
   */
  submit: (values: Values, record: EditedRecord) => Promise<Result>;
  /**
   * The version of the record the dialog edits (the row it opened with); leave it out when the
   * form creates one. A save refused because the record changed since shows who changed it, when
   * and which fields, with "Use theirs" and "Save mine over theirs"; one refused because the
   * record was deleted says so in words.
   */
  version?: number;
  /** What the record is, for those texts: "Grace Hopper changed this user at 14:02". Default "record". */
  noun?: string;
  /** The conflict table's label of a field, when it differs from the field's name in words ("first_name": "First name"). */
  labels?: Partial<Record<string, string>>;
  /**
   * "Use theirs": the form's values from the record as it is now (the 412's `current.record`,
   * stored field names). By default each field takes the record's field of the same name (or its
   * snake_case), as the form holds it (text, number, yes/no, list).
   */
  fromRecord?: (record: Record<string, unknown>, values: Values) => Values;
  /** After the server accepted: usually a toast, a list reload and closing the dialog. */
  onSaved?: (result: Result) => void | Promise<void>;
  /**
   * The title of a refused save, e.g. "The user was not saved"; the server's reason follows it.
   * Null when the screen says a refusal itself in the spec's words (a toast): no second wording
   * above the buttons; fields still show their own errors.
   */
  failureTitle: string | null;
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
    conflict: ConflictPanelProps | null;
  };
}

/** Fields of every record that change with any save: never a conflict of their own. */
const BOOKKEEPING = new Set(['version', 'updated_at', 'updatedAt', 'created_at', 'createdAt']);

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The form field a stored field is, when the form has it ("first_name", or "siteName" for "site_name"). */
function formFieldOf<Values extends object>(stored: string, values: Values): (keyof Values & string) | null {
  for (const name of Object.keys(values))
    if (name === stored || snakeCase(name) === stored) return name as keyof Values & string;
  return null;
}

/** "first_name" → "First name", "values.siteName" → "Site name". */
function wordsOf(name: string): string {
  const words = snakeCase(name.replace(/^values\./, ''))
    .replace(/_/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a short line of the conflict table. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length > 0 ? value.map(valueText).join(', ') : 'None';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Rich text (a post's content) reads as its words.
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 80 ? `${plain.slice(0, 79)}…` : plain;
}

/** A stored value as the form holds that field: text stays text, numbers numbers, yes/no yes/no. */
function asFormValue(stored: unknown, current: unknown): unknown {
  if (typeof current === 'string') return stored === null || stored === undefined ? '' : String(stored);
  if (typeof current === 'number') return typeof stored === 'number' ? stored : Number(stored);
  if (typeof current === 'boolean') return Boolean(stored);
  if (Array.isArray(current)) return Array.isArray(stored) ? stored : current;
  return stored;
}

function valuesFromRecord<Values extends object>(record: Record<string, unknown>, values: Values): Values {
  const next: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [name, current] of Object.entries(values)) {
    const stored = name in record ? name : snakeCase(name);
    if (stored in record) next[name] = asFormValue(record[stored], current);
  }
  return next as Values;
}

/**
 * The field a server detail names: its JSON pointer's first step when that is a field of the
 * form ("/email"; "/tags/2", an item of a list, is the Tags field's).
 */
function fieldOf<Values extends object>(path: string, values: Values): (keyof Values & string) | null {
  const name = path.split('/')[1] ?? '';
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

/** A 400 `validation_failed` (an ApiError, or the Error body the query hooks throw). */
function isValidationRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, error: body } = error as { code?: unknown; error?: unknown };
  return code === 'validation_failed' || body === 'validation_failed';
}

/** What a refused save says above the buttons when its problems are shown beside the fields. */
export const CHECK_FIELDS = 'Check the highlighted fields.';

/**
 * The reason a refused save gives, given how many of its field problems landed on fields: a
 * validation refusal's own message only repeats its details (issue 38) (which sit beside their fields, or
 * follow as `unplaced`), so it reads "Check the highlighted fields." instead, or nothing when no
 * field shows one. Any other refusal keeps the server's reason.
 */
export function refusalReason(error: unknown, placedCount: number): string {
  if (!isValidationRefusal(error) || errorDetails(error).length === 0) return errorMessage(error);
  return placedCount > 0 ? CHECK_FIELDS : '';
}

/**
 * The conflict panel of a save refused because the record changed since the form opened (412):
 * who changed it and when, and each changed field with their value beside the one typed (a
 * field the form does not have says so). For forms that keep their own values (PlanForm) as for
 * useDialogForm's.
 */
export function conflictPanelOf<Values extends object>(
  conflict: ChangedSince,
  values: Values,
  {
    noun,
    labels = {},
    onUseTheirs,
    onSaveMine,
  }: Pick<ConflictPanelProps, 'noun' | 'onUseTheirs' | 'onSaveMine'> & {
    labels?: Partial<Record<string, string>>;
  },
): ConflictPanelProps {
  return {
    changedBy: changedByName(conflict),
    changedAt: conflict.changedAt,
    noun,
    fields: Object.entries(conflict.changes)
      .filter(([stored]) => !BOOKKEEPING.has(stored))
      .map(([stored, change]) => {
        const field = formFieldOf(stored, values);
        const theirs =
          stored in conflict.record ? conflict.record[stored] : 'to' in change ? change.to : undefined;
        return {
          label: (field && labels[field]) ?? labels[stored] ?? wordsOf(stored),
          theirs: 'changed' in change ? 'Changed' : valueText(theirs),
          yours: field ? valueText(values[field]) : 'Not in this form',
        };
      }),
    onUseTheirs,
    onSaveMine,
  };
}

/**
 * The state of a form in a dialog: its values, inline checks before sending, the server's
 * refusal mapped onto the fields it names (the rest above the buttons), and whether anything was
 * changed. A refused save keeps everything typed. Inline checks run on submit, then again on
 * each change so a corrected field clears its message at once.
 */
export function useDialogForm<Values extends object, Result>({
  initialValues,
  operation,
  validate,
  submit,
  onSaved,
  failureTitle,
  version: openedVersion,
  noun = 'record',
  labels = {},
  fromRecord = valuesFromRecord<Values>,
}: DialogFormOptions<Values, Result>): DialogForm<Values> {
  const initial = useRef(initialValues);
  const [values, setValues] = useState(initialValues);
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // The version the next save sends: the one the dialog opened with, then the one a conflict brought.
  const version = useRef(openedVersion ?? 0);
  const [conflict, setConflict] = useState<ChangedSince | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);

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
    formElement.current = form;
    await save(focusFirstInvalid);
  };

  const save = async (focusFirstInvalid: () => void) => {
    setIsPending(true);
    setFailure(null);
    try {
      const result = await submit(values, { version: version.current });
      // What was saved is the new starting point: closing now asks nothing.
      initial.current = values;
      setConflict(null);
      await onSaved?.(result);
    } catch (error) {
      // Someone saved the record after it was opened: nothing was saved, nothing typed is lost.
      const current = openedVersion === undefined ? null : conflictOf(error);
      if (current) setConflict(current);
      else {
        setConflict(null);
        setFailure(error);
        focusFirstInvalid();
      }
    } finally {
      setIsPending(false);
    }
  };

  const focusFirstField = () =>
    setTimeout(() =>
      formElement.current
        ?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button')
        ?.focus(),
    );

  const conflictPanel: ConflictPanelProps | null = conflict
    ? conflictPanelOf(conflict, values, {
        noun,
        labels,
        onUseTheirs: () => {
          const theirs = fromRecord(conflict.record, values);
          initial.current = theirs;
          setValues(theirs);
          version.current = conflict.version;
          setConflict(null);
          focusFirstField();
        },
        onSaveMine: () => {
          version.current = conflict.version;
          void save(focusFirstField);
        },
      })
    : null;

  // A record deleted meanwhile is said in words, not as the server's "User 1997 was not found".
  const reason =
    openedVersion !== undefined && isGone(failure)
      ? goneMessage(noun)
      : refusalReason(failure, Object.keys(server.fields).length);
  const message = failure
    ? [reason, ...server.unplaced].filter((text, index, all) => text && all.indexOf(text) === index)
    : [];
  const set: DialogForm<Values>['set'] = (name, value) =>
    setValues((current) => ({ ...current, [name]: value }));
  return {
    values,
    set,
    field: (name) => {
      const limits: Readonly<Record<string, number>> = operation ? FIELD_MAX_LENGTHS[operation] : {};
      const maxLength = limits[name as string] ?? limits[snakeCase(name as string)];
      return {
        value: values[name],
        onChange: (value) => set(name, value),
        errorMessage: errors[name as keyof Values & string],
        ...(maxLength === undefined ? {} : { maxLength }),
      };
    },
    errors,
    isDirty,
    isPending,
    dialog: {
      onSubmit: (event) => void onSubmit(event),
      isPending,
      isDirty,
      error: failure && failureTitle !== null ? { title: failureTitle, message: message.join(' ') } : null,
      conflict: conflictPanel,
    },
  };
}

function definedOnly<Values>(errors: FieldErrors<Values>): FieldErrors<Values> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, text]) => Boolean(text)),
  ) as FieldErrors<Values>;
}
