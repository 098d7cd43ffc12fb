import { type ReactNode, useId } from 'react';
import { fieldDescription, fieldError, requiredMark } from './Field.css';

/**
 * The parts of a field built on native elements (TextField's <input>, RichTextEditor's editor),
 * which react-aria's Label/Text/FieldError cannot tie together: the ids that do, the required
 * mark and the help and error texts, in the same look as the react-aria fields (FieldParts).
 */
export function useNativeFieldIds(description: ReactNode, errorMessage: string | undefined) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return { id, labelId: `${id}-label`, descriptionId, errorId, describedBy };
}

export interface RequiredMarkProps {
  /** Whether the field is required; nothing is shown otherwise. */
  isRequired?: boolean;
}

/** The "*" after a required field's label; screen readers hear "required" from the field itself. */
export function RequiredMark({ isRequired }: RequiredMarkProps) {
  return isRequired ? (
    <span aria-hidden="true" className={requiredMark}>
      *
    </span>
  ) : null;
}

export interface NativeFieldTextsProps {
  /** The ids from useNativeFieldIds, which the field's aria-describedby names. */
  ids: { descriptionId: string; errorId: string };
  /** The help text, e.g. "Used as the sender of notification emails." */
  description?: ReactNode;
  /** The inline error; the field is marked invalid while there is one. */
  errorMessage?: string;
}

/** The help text and the inline error under a native field, named by its aria-describedby. */
export function NativeFieldTexts({ ids, description, errorMessage }: NativeFieldTextsProps) {
  return (
    <>
      {description ? (
        <span id={ids.descriptionId} className={fieldDescription}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={ids.errorId} className={fieldError}>
          {errorMessage}
        </span>
      ) : null}
    </>
  );
}
